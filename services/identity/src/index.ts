// The identity service: Cognito User Pools (`/cognito`) and Identity Pools (`/cognito-identity`) wire APIs.
import type { Service, ServiceFactory } from '@innov/server';
import { createSecretBox, loadMasterKey } from './crypto/secret-box.ts';
import type { IdentityDeps } from './deps.ts';

export const createIdentityService: ServiceFactory = async (base) => {
  const secrets = createSecretBox(
    loadMasterKey(process.env, base.config.databaseUrl ? base.config.dataDir : base.config.dataDir),
  );
  const deps: IdentityDeps = { ...base, secrets };
  const service: Service = {
    name: 'identity',
    mounts: [],
  };
  void deps;
  return service;
};
