// resumeSubscription: takes back a cancellation at period end while the period lasts.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { applied, audit, setCancelAtPeriodEnd } from './cancel-subscription.ts';

export const resumeSubscription = defineFunction({
  name: 'resumeSubscription',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: z.object({}),
  audit,
  prepare: (ctx) => setCancelAtPeriodEnd(ctx, 'resumeSubscription', false),
  run: (ctx) => applied(ctx, 'resumeSubscription'),
});
