// `npm run payments:sync`: makes the payment provider's products and prices match the PricingPlan rows (the
// source of truth): for each plan with a price, a product (metadata pricingPlanId) and a price of its amount,
// currency and recurrence (a new price when any changed, the old one archived), their ids written back to the plan
// (`product_id`, `pricing_id`). Checkout runs the same syncPlanPrice for a plan whose price is missing or stale, so
// the command is for a Stripe account (STRIPE_SECRET_KEY) set up ahead of the first checkout; against the local
// payments service nothing needs it.
import { openDatabase } from '@innov/db';
import { loadConfig, loadMasterKey } from '@innov/platform';
import { paidPlans, syncPlanPrice } from '../services/data/src/billing/plans.ts';
import { createStripeAccess } from '../services/data/src/billing/stripe-client.ts';

const config = loadConfig(process.env);
if (!config.stripe.secretKey && !config.stripe.localUrl) {
  console.log(
    'Nothing to sync: without STRIPE_SECRET_KEY the local payments service makes each plan’s product and price at its first checkout. Set STRIPE_SECRET_KEY (or PAYMENTS_SERVICE_URL for a running local service, with DATABASE_URL) to sync ahead.',
  );
  process.exit(0);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
);
try {
  const stripe = createStripeAccess(config.stripe, loadMasterKey(process.env, config.dataDir), () => {
    throw new Error('PAYMENTS_SERVICE_URL is needed for the local payments service');
  });
  const deps = { stripe, database, now: () => new Date() };
  const plans = await paidPlans(database.query);
  for (const plan of plans) {
    const before = plan.pricing_id;
    const synced = await syncPlanPrice(deps, plan);
    if (!synced) continue;
    console.log(
      `${plan.title} (${plan.id}): product ${synced.productId}, price ${synced.priceId}${
        synced.created ? (before ? ` (new; ${before} archived)` : ' (new)') : ' (up to date)'
      }`,
    );
  }
  console.log(
    `${plans.length} plan(s) with a price checked against ${stripe.local ? 'the local payments service' : 'Stripe'}.`,
  );
} finally {
  await database.close();
}
