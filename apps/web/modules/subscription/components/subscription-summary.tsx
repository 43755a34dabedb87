'use client';
// The workspace's plan in one line for /dashboard's workspace card: the plan, its state and what happens next,
// with the way to the subscription page.
import { PLAN_NAMES } from '@innov/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_HREF } from '../../dashboard/lib/navigation.ts';
import { MySubscription } from '../lib/billing-api.ts';
import { renewalText, statusView } from '../lib/subscription-view.ts';

export function SubscriptionSummary() {
  const { data: sub } = MySubscription.useQuery();
  if (!sub) return null;
  const next = renewalText(sub);
  return (
    <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="dashboard-plan">
      Plan: <strong>{sub.plan?.title ?? PLAN_NAMES[sub.tier]}</strong> ({statusView(sub).label.toLowerCase()})
      {next ? `. ${next}` : ''}.{' '}
      <Link href={SUBSCRIPTION_HREF} sx={{ fontWeight: 600 }}>
        {sub.canManage ? 'Manage the subscription' : 'See the subscription'}
      </Link>
    </Typography>
  );
}
