'use client';
// /dashboard/subscription: the workspace's plan and billing. Everyone in the workspace sees the plan, its state,
// the usage against its limits and the plans; owners and admins also choose and change the plan (the provider's
// hosted checkout, a trial, the proration preview), cancel or resume it, update the card, keep the billing
// details, and read the payments and invoices. The page answers the checkout's return (?checkout=…) and offers
// the plan chosen before signing up (?plan=…&code=…, or the sign-up's pending plan).
import { BILLING_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useWorkspace } from '../../workspace/lib/use-workspace.ts';
import { BillingPlans, MySubscription } from '../lib/billing-api.ts';
import { chosenPlan } from '../lib/subscription-view.ts';
import { BillingDetailsSection } from './billing-details-section.tsx';
import { InvoicesSection, PaymentsSection } from './billing-history.tsx';
import { CheckoutReturn } from './checkout-return.tsx';
import { ChosenPlanOffer } from './chosen-plan-offer.tsx';
import { CurrentPlanCard } from './current-plan-card.tsx';
import { PastDueBanner } from './past-due-banner.tsx';
import { PlansSection } from './plans-section.tsx';
import { UsageSection } from './usage-section.tsx';

function Heading({ workspace }: { workspace: string | null | undefined }) {
  return (
    <div>
      <Typography variant="h4" component="h1">
        Subscription
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
        {workspace ? `The plan and billing of ${workspace}.` : 'Your workspace’s plan and billing.'}
      </Typography>
    </div>
  );
}

export function SubscriptionView() {
  const { user, workspace, hasWorkspace } = useWorkspace();
  const params = useSearchParams();
  const subscription = MySubscription.useQuery({}, { skip: !hasWorkspace, refetchOnMountOrArgChange: true });
  const plans = BillingPlans.useQuery({}, { skip: !hasWorkspace });
  const sub = subscription.data ?? null;

  if (!user) return null;
  if (!hasWorkspace)
    return (
      <Stack spacing={3} sx={{ maxWidth: 1120 }}>
        <Heading workspace={null} />
        <Alert severity="info" variant="outlined">
          Subscriptions belong to a workspace. <a href="/dashboard/companies">Create or join a workspace</a> to choose a
          plan.
        </Alert>
      </Stack>
    );

  const offer = sub ? chosenPlan(sub, plans.data ?? [], params.get('plan')) : null;
  const referralCode = params.get('code')?.trim() || sub?.pendingReferralCode || null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1120 }}>
      <Heading workspace={workspace?.workspace} />
      <CheckoutReturn subscription={sub} />
      {subscription.isError && !sub ? (
        <RetryAlert onRetry={() => void subscription.refetch()}>
          The subscription could not be loaded: {toErrorMessage(subscription.error)}
        </RetryAlert>
      ) : !sub ? (
        <Stack spacing={2} role="status" aria-label="Loading the subscription">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : (
        <>
          <PastDueBanner subscription={sub} />
          {!sub.canManage ? (
            <Alert severity="info" variant="outlined" data-testid="manage-denied">
              {BILLING_MESSAGES.manageDenied}
            </Alert>
          ) : null}
          {offer ? <ChosenPlanOffer plan={offer} subscription={sub} referralCode={referralCode} /> : null}
          <CurrentPlanCard subscription={sub} />
          <UsageSection subscription={sub} />
          {plans.data?.length ? (
            <PlansSection subscription={sub} plans={plans.data} />
          ) : plans.isError ? (
            <RetryAlert onRetry={() => void plans.refetch()}>
              The plans could not be loaded: {toErrorMessage(plans.error)}
            </RetryAlert>
          ) : null}
          {sub.canManage ? (
            <>
              <PaymentsSection />
              <InvoicesSection />
              <BillingDetailsSection details={sub.billingDetails} />
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
