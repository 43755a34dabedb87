'use client';
// The page's answer to the hosted checkout's return (?checkout=success | cancelled). State comes from the
// provider's webhook, never from the redirect: after a payment the page says it was received and asks for the
// subscription again every couple of seconds until the plan chosen shows (bounded: past a minute it says the
// confirmation is late and offers to check again). A cancelled checkout charged nothing.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useMembershipRefresh } from '../../dashboard/lib/use-membership-refresh.ts';
import { MySubscription, type WorkspaceSubscription } from '../lib/billing-api.ts';
import { checkoutSettled, type TCheckoutChoice } from '../lib/subscription-view.ts';
import { forgetCheckoutChoice, recallCheckoutChoice } from '../lib/use-billing-actions.ts';

/** How often the page asks while it waits, and for how long before it says the confirmation is late. */
const POLL_MS = 1500;
const WAIT_MS = 60_000;

type TPhase = 'waiting' | 'late' | 'done';

export function CheckoutReturn({ subscription }: { subscription: WorkspaceSubscription | null }) {
  const params = useSearchParams();
  const outcome = params.get('checkout');
  if (outcome === 'cancelled')
    return (
      <Alert severity="info" variant="outlined" data-testid="checkout-cancelled">
        <AlertTitle>Checkout cancelled</AlertTitle>
        Nothing was charged. Choose a plan again whenever you are ready.
      </Alert>
    );
  if (outcome === 'success') return <CheckoutWaiting subscription={subscription} />;
  return null;
}

function CheckoutWaiting({ subscription }: { subscription: WorkspaceSubscription | null }) {
  const [choice, setChoice] = useState<TCheckoutChoice | null | undefined>(undefined);
  const [phase, setPhase] = useState<TPhase>('waiting');
  const startedAt = useRef(Date.now());
  const refreshMembership = useMembershipRefresh();
  const router = useRouter();
  const pathname = usePathname();
  // Asked again while waiting (the lowest interval of the page's subscribers to the query wins).
  const query = MySubscription.useQuery({}, { pollingInterval: phase === 'waiting' ? POLL_MS : 0 });
  const current = query.data ?? subscription;
  const settled = current !== null && choice !== undefined && checkoutSettled(current, choice);

  useEffect(() => setChoice(recallCheckoutChoice()), []);

  useEffect(() => {
    if (phase === 'done' || !settled) return;
    setPhase('done');
    forgetCheckoutChoice();
    // The plan (and maybe the workspace's approval) changed: new tokens and the workspace's answers follow.
    void refreshMembership('workspace.');
  }, [settled, phase, refreshMembership]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = window.setTimeout(() => setPhase('late'), Math.max(0, WAIT_MS - (Date.now() - startedAt.current)));
    return () => window.clearTimeout(timer);
  }, [phase]);

  const dismiss = () => router.replace(pathname, { scroll: false });

  if (phase === 'done')
    return (
      <Alert
        severity="success"
        variant="outlined"
        data-testid="checkout-confirmed"
        role="status"
        onClose={dismiss}
        slotProps={{ closeButton: { title: 'Dismiss' } }}
      >
        <AlertTitle>Payment confirmed</AlertTitle>
        Your workspace is on the {current?.plan?.title ?? 'new'} plan. A receipt is on its way by e-mail.
      </Alert>
    );
  if (phase === 'late')
    return (
      <Alert
        severity="warning"
        variant="outlined"
        data-testid="checkout-late"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              startedAt.current = Date.now();
              setPhase('waiting');
            }}
          >
            Check again
          </Button>
        }
      >
        <AlertTitle>Your payment is still being confirmed</AlertTitle>
        This is taking longer than usual. Your plan updates as soon as the payment provider confirms it; nothing else is
        needed from you.
      </Alert>
    );
  return (
    <Alert severity="info" variant="outlined" data-testid="checkout-waiting" role="status" icon={false}>
      <AlertTitle>Payment received — your plan updates in a moment</AlertTitle>
      We are waiting for the payment provider’s confirmation.
      <LinearProgress aria-label="Waiting for the payment’s confirmation" sx={{ mt: 1.5, borderRadius: 2 }} />
    </Alert>
  );
}
