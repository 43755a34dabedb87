'use client';
// Who the invoices are made out to: company name, billing e-mail (receipts go there too), address and VAT number,
// checked by contracts' ZBillingDetails here and on the server (updateBillingDetails), whose refusal of a field
// shows beside it. Owners and admins only.
import { ZBillingDetails } from '@innov/contracts';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import type { z } from 'zod';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormCountryField } from '../../forms/components/form-country-field.tsx';
import { FormSaveBar } from '../../forms/components/form-save-bar.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { useServerValues, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { type BillingDetailsView, UpdateBillingDetails } from '../lib/billing-api.ts';

type TValues = z.input<typeof ZBillingDetails>;

const FIELDS = ['companyName', 'email', 'line1', 'line2', 'city', 'postalCode', 'country', 'vatNumber'] as const;

function valuesOf(details: BillingDetailsView | null | undefined): TValues {
  return Object.fromEntries(FIELDS.map((f) => [f, details?.[f] ?? ''])) as TValues;
}

export function BillingDetailsSection({ details }: { details: BillingDetailsView | null }) {
  const [update] = UpdateBillingDetails.useMutation();
  const call = useCall();
  const form = useZodForm(ZBillingDetails, valuesOf(details));

  // The server's answer after a save (or another tab's) shows, except in the fields the user is changing.
  useServerValues(
    form,
    useMemo(() => valuesOf(details), [details]),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await call(() => update({ variables: { input: values } }).unwrap(), {
      progress: true,
      success: 'Billing details saved',
      onError: (error) => showServerError(form, error),
    });
    if (saved) form.reset(valuesOf(saved.billingDetails));
  });

  return (
    <SectionCard
      id="billing-details"
      title="Billing details"
      description="Shown on your invoices. Receipts also go to the billing e-mail."
    >
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Billing details">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="companyName"
              label="Company name"
              autoComplete="organization"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="email"
              label="Billing e-mail"
              type="email"
              autoComplete="email"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="line1"
              label="Address line 1"
              autoComplete="address-line1"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="line2"
              label="Address line 2"
              autoComplete="address-line2"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField control={form.control} name="city" label="City" autoComplete="address-level2" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <FormTextField
              control={form.control}
              name="postalCode"
              label="Postal code"
              autoComplete="postal-code"
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormCountryField control={form.control} name="country" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="vatNumber"
              label="VAT number"
              placeholder="GB123456789"
              helperText="With its country prefix"
              fullWidth
            />
          </Grid>
        </Grid>
        <FormServerError control={form.control} sx={{ mt: 2 }} />
        <FormSaveBar
          label="Save billing details"
          submitting={form.formState.isSubmitting}
          dirty={form.formState.isDirty}
          onDiscard={() => form.reset(valuesOf(details))}
        />
      </Box>
    </SectionCard>
  );
}
