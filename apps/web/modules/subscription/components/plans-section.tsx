'use client';
// The plans to choose (listBillingPlans, ACTIVE, in order), each saying what it offers the workspace now:
// Subscribe (the provider's hosted checkout) and a free trial without a card where the plan has one and the
// workspace has not used its own; Change plan with the proration preview while a subscription runs; the current
// plan marked. Members see the plans without the buttons.
import { PLAN_NAMES } from '@innov/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BillingPlan, WorkspaceSubscription } from '../lib/billing-api.ts';
import { planOffer, priceText, type TPlanOffer, trialLabel } from '../lib/subscription-view.ts';
import { useBillingActions } from '../lib/use-billing-actions.ts';
import { ChangePlanDialog } from './change-plan-dialog.tsx';

/** Features a card lists before "and more". */
const FEATURES_SHOWN = 5;

function OfferActions({
  plan,
  offer,
  canManage,
  onChange,
}: {
  plan: BillingPlan;
  offer: TPlanOffer;
  canManage: boolean;
  onChange(plan: BillingPlan): void;
}) {
  const { checkout, trial, busy } = useBillingActions();
  if (offer.kind === 'current')
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        Your current plan
      </Typography>
    );
  if (offer.kind === 'free')
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Free: your workspace returns to it if the subscription ends
      </Typography>
    );
  if (offer.kind === 'contact')
    return (
      <Button variant="outlined" href="/contact" fullWidth>
        Talk to us
      </Button>
    );
  if (!canManage) return null;
  if (offer.kind === 'change')
    return (
      <Button variant="outlined" fullWidth onClick={() => onChange(plan)}>
        Change to {plan.title}
      </Button>
    );
  return (
    <Stack sx={{ gap: 1 }}>
      <Button variant="contained" fullWidth loading={busy} onClick={() => void checkout(plan)}>
        Subscribe
      </Button>
      {offer.trialDays ? (
        <Button variant="outlined" fullWidth disabled={busy} onClick={() => void trial(plan)}>
          {trialLabel(offer.trialDays)}
        </Button>
      ) : null}
    </Stack>
  );
}

function PlanCard({
  plan,
  sub,
  onChange,
}: {
  plan: BillingPlan;
  sub: WorkspaceSubscription;
  onChange(plan: BillingPlan): void;
}) {
  const offer = planOffer(plan, sub);
  const titleId = `plan-${plan.id}-title`;
  const current = offer.kind === 'current';
  const features = plan.features.slice(0, FEATURES_SHOWN);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.tier}`}
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : 1,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
          {plan.title}
        </Typography>
        {current ? <Chip size="small" color="primary" label="Current" /> : null}
      </Stack>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {plan.tier === 'BESPOKE_USER_PRICING' ? 'Agreed with you' : priceText(plan)}
      </Typography>
      {offer.kind === 'subscribe' && offer.trialDays ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
          {offer.trialDays}-day free trial, no card needed
        </Typography>
      ) : null}
      {plan.description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {plan.description}
        </Typography>
      ) : null}
      {features.length ? (
        <Box
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75, flexGrow: 1, alignContent: 'start' }}
        >
          {features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon aria-hidden sx={{ fontSize: 18, mt: '2px', color: 'success.main' }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
          {plan.features.length > FEATURES_SHOWN ? (
            <Typography component="li" variant="body2" sx={{ color: 'text.secondary', pl: 3.25 }}>
              and {plan.features.length - FEATURES_SHOWN} more
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Box sx={{ flexGrow: 1 }} />
      )}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <OfferActions plan={plan} offer={offer} canManage={sub.canManage} onChange={onChange} />
      </Box>
    </Card>
  );
}

/** Bespoke is agreed with us, not bought here: one line under the plans, like a pricing page's footnote. */
function BespokeRow({ plan, current }: { plan: BillingPlan; current: boolean }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.tier}`}
      sx={{
        mt: 2,
        p: 2.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
          {plan.title}: limits and terms agreed with you
        </Typography>
        {plan.description ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {plan.description}
          </Typography>
        ) : null}
      </Box>
      {current ? (
        <Chip color="primary" label="Your current plan" sx={{ flexShrink: 0 }} />
      ) : (
        <Button variant="outlined" href="/contact" sx={{ flexShrink: 0 }}>
          Talk to us
        </Button>
      )}
    </Card>
  );
}

export function PlansSection({
  subscription: sub,
  plans,
}: {
  subscription: WorkspaceSubscription;
  plans: BillingPlan[];
}) {
  const [changing, setChanging] = useState<BillingPlan | null>(null);
  const priced = plans.filter((p) => p.tier !== 'BESPOKE_USER_PRICING');
  const bespoke = plans.find((p) => p.tier === 'BESPOKE_USER_PRICING');
  return (
    <Box component="section" aria-labelledby="plans-heading" id="plans" sx={{ scrollMarginTop: 96 }}>
      <Typography variant="h6" component="h2" id="plans-heading">
        Plans
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {sub.canManage
          ? 'Prices exclude VAT; a referral code applies at checkout. Change or cancel at any time.'
          : 'The plans your workspace can move to.'}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${Math.min(priced.length, 4)}, 1fr)` },
        }}
      >
        {priced.map((plan) => (
          <PlanCard key={plan.id} plan={plan} sub={sub} onChange={setChanging} />
        ))}
      </Box>
      {bespoke ? <BespokeRow plan={bespoke} current={sub.tier === 'BESPOKE_USER_PRICING'} /> : null}
      <ChangePlanDialog
        plan={changing}
        currentTitle={sub.plan?.title ?? PLAN_NAMES[sub.tier]}
        onClose={() => setChanging(null)}
      />
    </Box>
  );
}
