// listBillingPlans: the ACTIVE plans by order, the choices of the subscription page.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { activePlans, billingPlanOf } from './plans.ts';

export const listBillingPlans = defineFunction({
  name: 'listBillingPlans',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ db }) {
    return (await activePlans(db.query)).map(billingPlanOf);
  },
});
