// Everything the identity operations depend on, built once per service instance (no module singletons).
import type { ServiceDeps } from '@innov/server';
import type { SecretBox } from './crypto/secret-box.ts';
import type { SrpCompute } from './crypto/srp-pool.ts';

export interface IdentityDeps extends ServiceDeps {
  secrets: SecretBox;
  /** The SRP server's exponentiations, run off the event loop. */
  srp: SrpCompute;
}
