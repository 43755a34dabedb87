// The services mounted by `npm start`. Each builds its handler from the shared dependencies.
import { createDataService } from '@innov/data';
import { createIdentityService } from '@innov/identity';
import type { ServiceFactory } from './http/types.ts';

// Data after identity: it installs its user-pool triggers into the default pool identity creates.
export const serviceFactories: ServiceFactory[] = [createIdentityService, createDataService];
