'use client';
// Creating or changing a referral code: its text (unique whatever the case), the discount (a percentage or an
// amount) and when it applies, where it may be used, the budget and the most uses, expiry, and whether it is on.
// Uses so far are counted by the sign-ups that apply it.
import { DISCOUNT_TIMINGS, DISCOUNT_TYPES, PRICING_LIMITS, USAGE_TYPES, ZReferralCodeForm } from '@innov/contracts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormCheckboxGroup } from '../../forms/components/form-checkbox-group.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  DISCOUNT_TIMING_LABELS,
  DISCOUNT_TYPE_LABELS,
  SaveReferralCode,
  type TAdminReferralCode,
  toLocalInput,
  USAGE_LABELS,
} from '../lib/admin-pricing.ts';
import { useSaveDialog } from '../lib/use-save-dialog.ts';

function defaultsOf(code: TAdminReferralCode | null) {
  return {
    code: code?.code ?? '',
    type: code?.type ?? 'PERCENTAGE',
    timing: code?.timing ?? 'SIGN_UP',
    usageTypes: code?.usageTypes ?? ['SIGN_UP'],
    userValue: code ? String(code.userValue) : '',
    totalValue: code?.totalValue != null ? String(code.totalValue) : '',
    maximumApplications: code?.maximumApplications != null ? String(code.maximumApplications) : '',
    expiresAt: toLocalInput(code?.expiresAt),
    active: code?.active ?? true,
  };
}

const USAGE_OPTIONS = USAGE_TYPES.map((u) => ({ value: u, label: USAGE_LABELS[u] }));

export function ReferralCodeDialog({
  open,
  code,
  onClose,
}: {
  open: boolean;
  code: TAdminReferralCode | null;
  onClose(): void;
}) {
  const [save] = SaveReferralCode.useMutation();
  const { form, submit } = useSaveDialog({
    schema: ZReferralCodeForm,
    record: code,
    defaultsOf,
    open,
    save: (input) => save({ variables: { input } }).unwrap(),
    saved: { changed: 'Code saved', created: 'Code created' },
    onClose,
  });
  const c = form.control;

  return (
    <QuestionDialog
      open={open}
      title={code ? `Edit ${code.code}` : 'New referral code'}
      text={
        code
          ? `Used ${code.applications} time${code.applications === 1 ? '' : 's'} so far. Changes apply to the next use.`
          : 'Visitors type the code on the pricing page or the contact form, in any case.'
      }
      actionLabel={code ? 'Save code' : 'Create code'}
      busy={form.formState.isSubmitting}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={submit}
    >
      <FormServerError control={c} sx={{ mb: 2 }} />
      <Grid container spacing={2} sx={{ mt: 0.5 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={c}
            name="code"
            label="Code"
            required
            fullWidth
            helperText="Letters, digits, dashes and underscores"
            slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.code, autoCapitalize: 'characters' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSwitch control={c} name="active" label="Active" helperText="An inactive code is refused everywhere" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={c} name="type" label="Discount" select fullWidth>
            {DISCOUNT_TYPES.map((v) => (
              <MenuItem key={v} value={v}>
                {DISCOUNT_TYPE_LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={c}
            name="userValue"
            label="Value of a use"
            required
            fullWidth
            helperText="A percentage (1–100) or an amount in pounds"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={c} name="timing" label="Applies" select fullWidth>
            {DISCOUNT_TIMINGS.map((v) => (
              <MenuItem key={v} value={v}>
                {DISCOUNT_TIMING_LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={c}
            name="expiresAt"
            label="Expires"
            type="datetime-local"
            fullWidth
            helperText="Empty: never"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={12}>
          <FormCheckboxGroup control={c} name="usageTypes" legend="May be used for" options={USAGE_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={c}
            name="totalValue"
            label="Budget"
            fullWidth
            helperText="Most a fixed-amount code gives away in all; empty: no limit"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={c}
            name="maximumApplications"
            label="Maximum uses"
            fullWidth
            helperText="Empty: no limit"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
    </QuestionDialog>
  );
}
