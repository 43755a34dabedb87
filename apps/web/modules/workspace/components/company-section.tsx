'use client';
// The workspace's name, e-mail and company information, saved through the generic updateTenant and validated
// by contracts' ZWorkspaceDetails here and on the server. Owners and admins edit it; everyone else reads it.
// While the workspace waits for approval (or was not approved) only the company information may change (the
// rule book's whileNotActive), so the name and e-mail wait, and say so. A save sends only what changed.
import { COMPANY_SIZES, ZWorkspaceDetails } from '@innov/contracts';
import type { TenantRecord } from '@innov/contracts/generated/models';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { z } from 'zod';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormCountryField } from '../../forms/components/form-country-field.tsx';
import { FormSaveBar } from '../../forms/components/form-save-bar.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError, setServerFieldError } from '../../forms/lib/server-error.ts';
import { useServerValues, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { Tenants, useWorkspace } from '../lib/use-workspace.ts';

type TValues = z.input<typeof ZWorkspaceDetails>;

const INFO_FIELDS = ['name', 'industry', 'city', 'address', 'postalCode', 'country', 'size', 'website'] as const;

function valuesOf(tenant: TenantRecord | null | undefined): TValues {
  const info = tenant?.companyInformation;
  return {
    workspace: tenant?.workspace ?? '',
    email: tenant?.email ?? '',
    companyInformation: Object.fromEntries(
      INFO_FIELDS.map((f) => [f, info?.[f] ?? '']),
    ) as TValues['companyInformation'],
  };
}

/** A locked field's helper text stays readable (MUI greys a disabled field's helper below contrast). */
const READABLE_HELPER = { '&.Mui-disabled': { color: 'text.secondary' } };

export function CompanySection() {
  const { workspace, manage, status } = useWorkspace();
  const tenantId = workspace?.tenantId ?? null;
  const { data: tenant, isLoading } = Tenants.useGet(tenantId, { skip: !tenantId });
  const [update] = Tenants.useUpdate();
  const call = useCall();
  const form = useZodForm(ZWorkspaceDetails, valuesOf(null));
  // A deactivated workspace changes no more (the rule book); others read it.
  const readOnly = !manage || status === 'DEACTIVATED';
  // Rule book: before approval only the company information changes.
  const detailsLocked = status !== 'ACTIVE';

  useServerValues(
    form,
    useMemo(() => (tenant ? valuesOf(tenant) : null), [tenant]),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    if (!tenantId) return;
    const dirty = form.formState.dirtyFields;
    const input: Record<string, unknown> = { id: tenantId, companyInformation: values.companyInformation };
    if (dirty.workspace) input.workspace = values.workspace;
    if (dirty.email) input.email = values.email;
    const saved = await call(() => update({ input }).unwrap(), {
      progress: true,
      success: 'Company information saved',
      onError: (error) => {
        if (!setServerFieldError(form, error)) setServerError(form, (error as Error).message);
      },
    });
    if (saved) form.reset(valuesOf(saved));
  });

  const lockedHelp = detailsLocked && manage ? 'Can be changed once the workspace is approved' : undefined;

  return (
    <SectionCard
      id="company"
      title="Company information"
      description={
        status === 'DEACTIVATED'
          ? 'The workspace is deactivated: its details stay as they are.'
          : readOnly
            ? 'Your workspace’s details. Owners and admins can change them.'
            : 'How your company appears to the platform team and to partners you work with.'
      }
    >
      {isLoading && !tenant ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the company information">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : (
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Company information">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="workspace"
                label="Workspace name"
                required
                fullWidth
                disabled={readOnly || detailsLocked}
                helperText={lockedHelp}
                slotProps={{ formHelperText: { sx: READABLE_HELPER } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="email"
                label="Workspace e-mail"
                type="email"
                autoComplete="email"
                fullWidth
                disabled={readOnly || detailsLocked}
                helperText={lockedHelp ?? 'Where the platform team writes about the workspace'}
                slotProps={{ formHelperText: { sx: READABLE_HELPER } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.name"
                label="Company name"
                autoComplete="organization"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.industry"
                label="Industry"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.address"
                label="Address"
                autoComplete="street-address"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.city"
                label="City"
                autoComplete="address-level2"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.postalCode"
                label="Postal code"
                autoComplete="postal-code"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FormCountryField control={form.control} name="companyInformation.country" disabled={readOnly} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.size"
                label="Company size"
                select
                fullWidth
                disabled={readOnly}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Not set</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size} people
                  </option>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={form.control}
                name="companyInformation.website"
                label="Website"
                type="url"
                autoComplete="url"
                placeholder="https://"
                fullWidth
                disabled={readOnly}
              />
            </Grid>
          </Grid>
          <FormServerError control={form.control} sx={{ mt: 2 }} />
          {!readOnly && (
            <FormSaveBar
              label="Save changes"
              submitting={form.formState.isSubmitting}
              dirty={form.formState.isDirty}
              onDiscard={() => form.reset(valuesOf(tenant))}
            />
          )}
        </Box>
      )}
    </SectionCard>
  );
}
