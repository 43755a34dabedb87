'use client';
// The banner of a subscription whose last payment failed: the plan's features stay until the grace period ends
// (contracts' PAST_DUE_GRACE_DAYS), in billing's words. Owners and admins update the card from it (the provider's
// hosted portal); members are told who can. On /dashboard and the subscription page.
import { BILLING_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { MySubscription, type WorkspaceSubscription } from '../lib/billing-api.ts';
import { pastDueDate } from '../lib/subscription-view.ts';
import { useBillingActions } from '../lib/use-billing-actions.ts';

export function PastDueBanner({ subscription }: { subscription?: WorkspaceSubscription | null }) {
  // On the dashboard the banner reads the subscription itself (once a workspace is known).
  const query = MySubscription.useQuery({}, { skip: subscription !== undefined });
  const sub = subscription === undefined ? query.data : subscription;
  const { portal, busy } = useBillingActions();
  const date = sub ? pastDueDate(sub) : null;
  if (!sub || !date) return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid="past-due-banner"
      action={
        sub.canManage ? (
          <Button color="inherit" size="small" loading={busy} onClick={() => void portal()}>
            Update card
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Payment failed</AlertTitle>
      {BILLING_MESSAGES.pastDue(date)}
      {sub.canManage ? null : ' An owner or admin of the workspace can update it.'}
    </Alert>
  );
}
