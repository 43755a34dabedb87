'use client';
// Creating or changing a pricing plan: its place on the pricing page, title, description, features (one a line),
// price, currency and recurrence, the tier it gives and its status. A price change applies to new subscriptions
// only, and the form says so.
import {
  PLAN_NAMES,
  PRICING_CURRENCIES,
  PRICING_LIMITS,
  PRICING_PLAN_STATUSES,
  PRICING_TIERS,
  RECURRENCES,
  ZPricingPlanForm,
} from '@innov/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  PLAN_STATUS_LABELS,
  RECURRENCE_LABELS,
  SavePricingPlan,
  type TAdminPricingPlan,
} from '../lib/admin-pricing.ts';
import { useSaveDialog } from '../lib/use-save-dialog.ts';

function defaultsOf(plan: TAdminPricingPlan | null) {
  return {
    order: plan ? String(plan.order) : '',
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    features: plan ? plan.features.join('\n') : '',
    price: plan ? String(plan.price) : '',
    currency: plan?.currency ?? 'GBP',
    recurrence: plan?.recurrence ?? 'MONTHLY',
    tierId: plan?.tierId ?? 'CONNECT',
    status: plan?.status ?? 'ACTIVE',
    trialDays: plan ? String(plan.trialDays) : '0',
  };
}

export function PricingPlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  /** The plan to change; null to create one. */
  plan: TAdminPricingPlan | null;
  onClose(): void;
}) {
  const [save] = SavePricingPlan.useMutation();
  const { form, submit } = useSaveDialog({
    schema: ZPricingPlanForm,
    record: plan,
    defaultsOf,
    open,
    save: (input) => save({ variables: { input } }).unwrap(),
    saved: { changed: 'Plan saved', created: 'Plan created' },
    onClose,
  });
  const c = form.control;

  return (
    <QuestionDialog
      open={open}
      title={plan ? `Edit ${plan.title}` : 'New pricing plan'}
      text={
        plan
          ? 'Changes show on the pricing page at once. A new price applies to new subscriptions only: existing ones keep theirs until they are moved.'
          : 'An active plan shows on the pricing page at once, in its order.'
      }
      actionLabel={plan ? 'Save plan' : 'Create plan'}
      busy={form.formState.isSubmitting}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={submit}
    >
      <FormServerError control={c} sx={{ mb: 2 }} />
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={c}
            name="title"
            label="Title"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.title } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={c}
            name="order"
            label="Order"
            helperText="Lower comes first"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={c}
            name="description"
            label="Description"
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.description } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={c}
            name="features"
            label="Features"
            helperText="One a line"
            fullWidth
            multiline
            minRows={3}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={c}
            name="price"
            label="Price"
            required
            fullWidth
            helperText={plan ? 'New subscriptions only' : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={c} name="currency" label="Currency" select fullWidth>
            {PRICING_CURRENCIES.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={c} name="recurrence" label="Paid" select fullWidth>
            {RECURRENCES.map((v) => (
              <MenuItem key={v} value={v}>
                {RECURRENCE_LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={c} name="tierId" label="Tier" select fullWidth>
            {PRICING_TIERS.map((v) => (
              <MenuItem key={v} value={v}>
                {PLAN_NAMES[v]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={c}
            name="trialDays"
            label="Free trial (days)"
            fullWidth
            helperText="0 for none; once per workspace, no card"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={c} name="status" label="Status" select fullWidth>
            {PRICING_PLAN_STATUSES.map((v) => (
              <MenuItem key={v} value={v}>
                {PLAN_STATUS_LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
    </QuestionDialog>
  );
}
