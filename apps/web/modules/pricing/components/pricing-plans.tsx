'use client';
// The plan cards and the referral-code field: a valid code (usage SIGN_UP or PAYMENT, not used up) shows its
// discount on every plan and travels with the chosen plan into sign-up.
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorText, guestGraphql, preloadGuestGraphql } from '../../marketing/lib/guest-graphql.ts';
import {
  discountedPrice,
  formatMoney,
  RECURRENCE_SUFFIX,
  signUpHref,
  type TPricingPlan,
  type TReferralValidation,
  VALIDATE_REFERRAL_CODE,
} from '../lib/pricing.ts';

const HIGHLIGHTED_TIER = 'CAMPAIGN';

function PlanCard({ plan, referral }: { plan: TPricingPlan; referral: TReferralValidation | null }) {
  const bespoke = plan.tierId === 'BESPOKE_USER_PRICING';
  const after = discountedPrice(plan.price, referral);
  const discounted = !bespoke && plan.price > 0 && after !== plan.price;
  const highlighted = plan.tierId === HIGHLIGHTED_TIER;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
      variant="outlined"
    >
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h5" component="h2">
            {plan.title}
          </Typography>
          {highlighted ? <Chip label="Most chosen" color="primary" size="small" /> : null}
        </Stack>
        <Box sx={{ mt: 2, minHeight: 64 }} data-testid={`price-${plan.tierId}`}>
          {bespoke ? (
            <Typography variant="h4" component="p">
              Agreed with you
            </Typography>
          ) : (
            <>
              <Typography variant="h4" component="p">
                {plan.price === 0 ? 'Free' : formatMoney(after, plan.currency ?? 'GBP')}{' '}
                {plan.price > 0 ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {RECURRENCE_SUFFIX[plan.recurrence]}
                  </Typography>
                ) : null}
              </Typography>
              {discounted ? (
                <Typography variant="body2" color="text.secondary">
                  <del>{formatMoney(plan.price, plan.currency ?? 'GBP')}</del> before your {referral?.message} discount
                </Typography>
              ) : null}
            </>
          )}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {plan.description}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 3, flexGrow: 1 }}>
          {(plan.features ?? []).map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
              <CheckIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: '2px' }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
        {bespoke ? (
          <Button href="/contact" variant="outlined" color="inherit" fullWidth sx={{ borderColor: 'divider' }}>
            Talk to us about Bespoke
          </Button>
        ) : (
          <Button
            href={signUpHref(plan, referral)}
            variant={highlighted ? 'contained' : 'outlined'}
            fullWidth
            data-testid={`choose-${plan.tierId}`}
          >
            Choose {plan.title}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function PricingPlans({ plans }: { plans: TPricingPlan[] }) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [referral, setReferral] = useState<TReferralValidation | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onApply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    setReferral(null);
    if (!value) {
      setError('Enter a referral code.');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const data = await guestGraphql<{ validateReferralCode: TReferralValidation }>(VALIDATE_REFERRAL_CODE, {
        code: value,
        usage: ['SIGN_UP', 'PAYMENT'],
      });
      const result = data.validateReferralCode;
      if (result.valid) setReferral(result);
      else setError(result.message ?? 'This referral code is not valid.');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setChecking(false);
    }
  }

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={onApply}
        onFocus={preloadGuestGraphql}
        aria-labelledby="referral-title"
        sx={{ mb: 5, maxWidth: 560 }}
      >
        <Typography id="referral-title" variant="h6" component="h2">
          Have a referral code?
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 1.5, alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="referral-code"
            name="referralCode"
            label="Referral code"
            size="small"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters' } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={checking} sx={{ minHeight: 40 }}>
            {checking ? 'Checking…' : 'Apply'}
          </Button>
        </Stack>
        {referral?.valid ? (
          <Alert severity="success" role="status" data-testid="referral-applied">
            Code {referral.code} applied: {referral.message}
            {referral.timing === 'ONGOING' ? ' on every payment' : ' on your first payment'}.
          </Alert>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${Math.min(plans.length, 5)}, 1fr)` },
        }}
      >
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} referral={referral} />
        ))}
      </Box>
    </>
  );
}
