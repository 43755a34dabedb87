// The services mounted by `npm start`. Each builds its handler from the shared dependencies.
import { createIdentityService } from '@innov/identity';
import type { ServiceFactory } from './http/types.ts';

export const serviceFactories: ServiceFactory[] = [createIdentityService];
