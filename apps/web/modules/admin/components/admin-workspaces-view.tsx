'use client';
// /admin/workspaces: the platform admins' review of workspaces. Pending ones first (oldest first, so nobody
// waits longest), with the owner, the company information and the sign-up date; approve, or reject with a
// reason the owner reads. Active ones can be deactivated, deactivated ones reactivated, deleted ones restored
// within their retention; any workspace can be moved to another plan (Bespoke is granted with its limits by the
// payments' back-office). The owner is told of every decision by the data service (notification and e-mail).
import { PLAN_NAMES, type PricingTier, type WorkspaceStatus } from '@innov/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { ConfirmDialog, QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { countryName, shortDate } from '../../workspace/lib/workspace-format.ts';
import {
  ADMIN_WORKSPACES_PAGE_SIZE,
  type AdminWorkspace,
  AdminWorkspaces,
  RestoreWorkspace,
  ReviewWorkspace,
  SetWorkspacePlan,
  type TWorkspaceDecision,
} from '../lib/admin-workspaces.ts';

type TFilter = WorkspaceStatus | 'ALL';

const FILTERS: { value: TFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'DEACTIVATED', label: 'Deactivated' },
  { value: 'ALL', label: 'All' },
];

const STATUS_CHIP: Record<WorkspaceStatus, { label: string; color: 'warning' | 'success' | 'error' | 'default' }> = {
  PENDING: { label: 'Pending', color: 'warning' },
  ACTIVE: { label: 'Active', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
  DEACTIVATED: { label: 'Deactivated', color: 'default' },
};

const EMPTY: Record<TFilter, string> = {
  PENDING: 'No workspace is waiting for approval.',
  ACTIVE: 'No active workspaces.',
  REJECTED: 'No rejected workspaces.',
  DEACTIVATED: 'No deactivated workspaces.',
  ALL: 'No workspaces yet.',
};

export function AdminWorkspacesView() {
  const [filter, setFilter] = useState<TFilter>('PENDING');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const pages = AdminWorkspaces.usePages({
    variables: {
      limit: ADMIN_WORKSPACES_PAGE_SIZE,
      ...(filter !== 'ALL' ? { status: filter } : {}),
      ...(query ? { search: query } : {}),
    },
  });
  const items = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const listId = useId();

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <div>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Back-office
        </Typography>
        <Typography variant="h4" component="h1">
          Workspaces
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Review new workspaces and manage their state. Owners are told of every decision.
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <Tabs
          value={filter}
          onChange={(_e, v: TFilter) => setFilter(v)}
          aria-label="Workspace state"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ flex: 1, minWidth: 0 }}
        >
          {FILTERS.map((f) => (
            <Tab key={f.value} value={f.value} label={f.label} />
          ))}
        </Tabs>
        <TextField
          type="search"
          size="small"
          label="Search"
          placeholder="Workspace or owner e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { md: 300 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      {pages.isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading workspaces">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : pages.isError ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          The workspaces could not be loaded. {(pages.error as { message?: string } | undefined)?.message}
        </Typography>
      ) : items.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ py: 6, textAlign: 'center' }}>
            <Typography sx={{ color: 'text.secondary' }}>
              {query ? `Nothing matches “${query}”.` : EMPTY[filter]}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack component="ul" id={listId} aria-label="Workspaces" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((w) => (
            <WorkspaceCard key={w.tenantId} workspace={w} />
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <LoadMoreButton variant="outlined" pages={pages} />
        </Box>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function WorkspaceCard({ workspace: w }: { workspace: AdminWorkspace }) {
  const [review, reviewing] = ReviewWorkspace.useMutation();
  const [restore] = RestoreWorkspace.useMutation();
  const [rejecting, setRejecting] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const [confirm, setConfirm] = useState<'DEACTIVATE' | 'REACTIVATE' | 'RESTORE' | null>(null);
  const call = useCall();
  const info = w.companyInformation;
  const locale = typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
  const chip = w.deletedAt ? { label: 'Deleted', color: 'error' as const } : STATUS_CHIP[w.status];
  const headingId = useId();

  async function decide(decision: TWorkspaceDecision, reason?: string): Promise<boolean> {
    const done = await call(
      () =>
        review({ variables: { input: { tenantId: w.tenantId, decision, ...(reason ? { reason } : {}) } } }).unwrap(),
      { progress: true, success: DECISION_TOASTS[decision](w.workspace) },
    );
    return done !== undefined;
  }

  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} data-testid="admin-workspace">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {w.workspace}
              </Typography>
              <Chip size="small" color={chip.color} label={chip.label} />
              <Chip size="small" variant="outlined" label={`${PLAN_NAMES[w.tier]} plan`} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Signed up {shortDate(w.createdAt)} · {w.memberCount} {w.memberCount === 1 ? 'member' : 'members'}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {!w.deletedAt && (
              <Button
                variant="text"
                onClick={() => setChangingPlan(true)}
                aria-label={`Change the plan of ${w.workspace}`}
              >
                Change plan
              </Button>
            )}
            {w.status === 'PENDING' && (
              <>
                <Button
                  variant="contained"
                  loading={reviewing.isLoading}
                  onClick={() => void decide('APPROVE')}
                  aria-label={`Approve ${w.workspace}`}
                >
                  Approve
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={reviewing.isLoading}
                  onClick={() => setRejecting(true)}
                  aria-label={`Reject ${w.workspace}`}
                >
                  Reject
                </Button>
              </>
            )}
            {w.status === 'ACTIVE' && (
              <Button color="error" onClick={() => setConfirm('DEACTIVATE')} aria-label={`Deactivate ${w.workspace}`}>
                Deactivate
              </Button>
            )}
            {w.status === 'DEACTIVATED' &&
              (w.deletedAt ? (
                <Button variant="outlined" onClick={() => setConfirm('RESTORE')} aria-label={`Restore ${w.workspace}`}>
                  Restore
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  onClick={() => setConfirm('REACTIVATE')}
                  aria-label={`Reactivate ${w.workspace}`}
                >
                  Reactivate
                </Button>
              ))}
          </Stack>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
            mt: 2,
            mb: 0,
          }}
        >
          <Field label="Owner">
            {w.ownerName || w.ownerEmail ? (
              <>
                {w.ownerName}
                {w.ownerEmail && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {w.ownerEmail}
                  </Box>
                )}
              </>
            ) : null}
          </Field>
          <Field label="Company">{[info?.name, info?.industry].filter(Boolean).join(' · ')}</Field>
          <Field label="Location">
            {[info?.address, info?.postalCode, info?.city, countryName(info?.country, locale)]
              .filter(Boolean)
              .join(', ')}
          </Field>
          <Field label="Size and website">
            {info?.size || info?.website ? (
              <>
                {info?.size ? `${info.size} people` : null}
                {info?.website && (
                  <Link
                    href={info.website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {info.website.replace(/^https?:\/\//, '')}
                  </Link>
                )}
              </>
            ) : null}
          </Field>
        </Box>
        {w.status === 'REJECTED' && w.rejectionReason && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <strong>Reason given:</strong> {w.rejectionReason}
          </Typography>
        )}
        {w.deletedAt && (
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            Deleted {shortDate(w.deletedAt)}
            {w.purgeAfter ? `; purged after ${shortDate(w.purgeAfter)} unless restored` : ''}.
          </Typography>
        )}
      </CardContent>
      <PlanDialog open={changingPlan} workspace={w} onClose={() => setChangingPlan(false)} />
      <RejectDialog
        open={rejecting}
        workspace={w.workspace}
        onClose={() => setRejecting(false)}
        onReject={(reason) => decide('REJECT', reason)}
      />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm ? CONFIRM_TITLES[confirm](w.workspace) : ''}
        confirmLabel={confirm === 'DEACTIVATE' ? 'Deactivate' : confirm === 'RESTORE' ? 'Restore' : 'Reactivate'}
        tone={confirm === 'DEACTIVATE' ? 'danger' : 'default'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (confirm === 'RESTORE') {
            const done = await call(() => restore({ variables: { input: { tenantId: w.tenantId } } }).unwrap(), {
              progress: true,
              success: `${w.workspace} was restored`,
            });
            return done !== undefined;
          }
          return confirm ? decide(confirm) : false;
        }}
      >
        {confirm === 'DEACTIVATE'
          ? 'Its members can still sign in and read, but change nothing. The owner is told.'
          : confirm === 'RESTORE'
            ? 'The workspace and its members come back as they were before the deletion. The owner is told.'
            : 'Its members can work in it again. The owner is told.'}
      </ConfirmDialog>
    </Card>
  );
}

/** The plans an admin moves a workspace to here; Bespoke comes with its grant, which payments' back-office sets. */
const PLAN_CHOICES = ['CONNECT', 'COLLABORATE', 'CAMPAIGN', 'AVALANCHE'] as const satisfies readonly PricingTier[];

const ZPlan = z.object({ tier: z.enum(PLAN_CHOICES, 'choose a plan') });

function PlanDialog({ open, workspace: w, onClose }: { open: boolean; workspace: AdminWorkspace; onClose(): void }) {
  const [setPlan] = SetWorkspacePlan.useMutation();
  const call = useCall();
  const current = (PLAN_CHOICES as readonly PricingTier[]).includes(w.tier)
    ? (w.tier as (typeof PLAN_CHOICES)[number])
    : 'CONNECT';
  const form = useZodForm(ZPlan, { tier: current });
  const busy = form.formState.isSubmitting;
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ tier: current });
  }, [open, current, reset]);
  const onSubmit = form.handleSubmit(async ({ tier }) => {
    const done = await call(() => setPlan({ variables: { input: { tenantId: w.tenantId, tier } } }).unwrap(), {
      progress: true,
      success: `${w.workspace} is on the ${PLAN_NAMES[tier]} plan`,
    });
    if (done !== undefined) onClose();
  });
  return (
    <QuestionDialog
      open={open}
      title={<>Change the plan of {w.workspace}</>}
      text={`It is on the ${PLAN_NAMES[w.tier]} plan. Its members get the new plan's features and limits at once.`}
      actionLabel="Change plan"
      busy={busy}
      maxWidth="xs"
      fullWidth
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="tier" label="Plan" select fullWidth required>
        {PLAN_CHOICES.map((tier) => (
          <MenuItem key={tier} value={tier}>
            {PLAN_NAMES[tier]}
          </MenuItem>
        ))}
      </FormTextField>
    </QuestionDialog>
  );
}

const DECISION_TOASTS: Record<TWorkspaceDecision, (name: string) => string> = {
  APPROVE: (name) => `${name} is approved`,
  REJECT: (name) => `${name} was not approved; the owner is told why`,
  DEACTIVATE: (name) => `${name} is deactivated`,
  REACTIVATE: (name) => `${name} is active again`,
};

const CONFIRM_TITLES: Record<'DEACTIVATE' | 'REACTIVATE' | 'RESTORE', (name: string) => string> = {
  DEACTIVATE: (name) => `Deactivate ${name}?`,
  REACTIVATE: (name) => `Reactivate ${name}?`,
  RESTORE: (name) => `Restore ${name}?`,
};

const ZReject = z.object({
  reason: z.string().trim().min(1, 'say why, so the owner can fix it').max(1000, 'at most 1000 characters'),
});

function RejectDialog({
  open,
  workspace,
  onClose,
  onReject,
}: {
  open: boolean;
  workspace: string;
  onClose(): void;
  onReject(reason: string): Promise<boolean>;
}) {
  const form = useZodForm(ZReject, { reason: '' });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (await onReject(reason)) {
      form.reset();
      onClose();
    }
  });
  return (
    <QuestionDialog
      open={open}
      title={<>Reject {workspace}?</>}
      text="The owner reads your reason in their notification and e-mail, can update the workspace and submit it again."
      actionLabel="Reject workspace"
      tone="danger"
      busy={busy}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason"
        placeholder="For example: add your company website and address."
        multiline
        minRows={3}
        fullWidth
        autoFocus
        required
      />
    </QuestionDialog>
  );
}
