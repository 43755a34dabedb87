// getMySubscription: the caller's workspace's plan, status, renewal, entitlements and usage (every member); the
// card and billing details for owners and admins only.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireBillingReader } from './access.ts';
import { workspaceSubscription } from './state.ts';

export const getMySubscription = defineFunction({
  name: 'getMySubscription',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ deps, principal, db }) {
    const w = await requireBillingReader(principal, 'getMySubscription');
    return workspaceSubscription(deps, db.query, principal.userId ?? '', w);
  },
});
