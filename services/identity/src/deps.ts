// Everything the identity operations depend on, built once per service instance (no module singletons).
import type { ServiceDeps } from '@innov/server';
import type { SecretBox } from './crypto/secret-box.ts';

export interface IdentityDeps extends ServiceDeps {
  secrets: SecretBox;
}
