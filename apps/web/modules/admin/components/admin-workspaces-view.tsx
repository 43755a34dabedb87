'use client';
// /admin/workspaces: every workspace on the back-office's table: its owner, company, plan, members, state and sign-up
// date; filtered by state and plan, searched by name or owner, sorted, in the URL (the review queue is state
// Pending, oldest first: the overview links to it). Pending ones are approved, or rejected with a reason the owner
// reads; active ones deactivated (with the admin's password), deactivated ones reactivated, deleted ones restored
// within their retention; any workspace moved to another plan, or granted Bespoke with its own limits (blank:
// unlimited) and features. The owner is told of every decision by the data service (notification and e-mail). CSV export.
import {
  FEATURE_LABELS,
  FEATURES,
  PLAN_LIMITS,
  PLAN_NAMES,
  PRICING_TIERS,
  WORKSPACE_STATUSES,
  type WorkspaceStatus,
} from '@innov/contracts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { confirmedAction } from '../../admin-enquiries/lib/confirmed-action.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormCheckboxGroup } from '../../forms/components/form-checkbox-group.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { countryName, shortDate } from '../../workspace/lib/workspace-format.ts';
import {
  type AdminWorkspace,
  AdminWorkspaces,
  RestoreWorkspace,
  ReviewWorkspace,
  SetWorkspacePlan,
  type TWorkspaceDecision,
} from '../lib/admin-workspaces.ts';
import { BESPOKE, grantSummary, LIMIT_LABELS, planFormFor, planInput, ZPlanForm } from '../lib/bespoke-grant.ts';
import { type TAdminListHandle, useAdminList } from '../lib/use-admin-list.ts';
import { AdminListToolbar } from './admin-list-toolbar.tsx';
import { AdminPage } from './admin-page.tsx';
import { AdminTable, type TAdminColumn } from './admin-table.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

const STATUS_CHIP: Record<WorkspaceStatus, { label: string; color: 'warning' | 'success' | 'error' | 'default' }> = {
  PENDING: { label: 'Pending', color: 'warning' },
  ACTIVE: { label: 'Active', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
  DEACTIVATED: { label: 'Deactivated', color: 'default' },
};

type TConfirm = 'DEACTIVATE' | 'REACTIVATE' | 'RESTORE';
type TOpen = { kind: TConfirm | 'REJECT' | 'PLAN'; workspace: AdminWorkspace } | null;

const secondary = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;

export function AdminWorkspacesView() {
  const list = useAdminList('workspaces', AdminWorkspaces);
  const [open, setOpen] = useState<TOpen>(null);
  const [review, reviewing] = ReviewWorkspace.useMutation();
  const [restore] = RestoreWorkspace.useMutation();
  const call = useCall();
  const locale = typeof navigator === 'undefined' ? 'en' : navigator.language || 'en';
  const close = () => setOpen(null);

  async function decide(w: AdminWorkspace, decision: TWorkspaceDecision, reason?: string): Promise<boolean> {
    const done = await call(
      () =>
        review({ variables: { input: { tenantId: w.tenantId, decision, ...(reason ? { reason } : {}) } } }).unwrap(),
      { progress: true, success: DECISION_TOASTS[decision](w.workspace) },
    );
    return done !== undefined;
  }

  const columns: TAdminColumn<AdminWorkspace>[] = [
    {
      key: 'workspace',
      label: 'Workspace',
      sortKey: 'workspace',
      minWidth: 160,
      render: (w) => {
        const info = w.companyInformation;
        const place = [info?.city, countryName(info?.country, locale)].filter(Boolean).join(', ');
        return (
          <>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {w.workspace}
            </Box>
            {(info?.name || info?.industry) && (
              <Box component="span" sx={secondary}>
                {[info?.name, info?.industry].filter(Boolean).join(' · ')}
              </Box>
            )}
            {(place || info?.size) && (
              <Box component="span" sx={secondary}>
                {[place, info?.size ? `${info.size} people` : null].filter(Boolean).join(' · ')}
              </Box>
            )}
          </>
        );
      },
    },
    {
      key: 'owner',
      label: 'Owner',
      minWidth: 180,
      render: (w) =>
        w.ownerName || w.ownerEmail ? (
          <>
            {w.ownerName}
            {w.ownerEmail && (
              <Box component="span" sx={w.ownerName ? secondary : undefined}>
                {w.ownerEmail}
              </Box>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'plan',
      label: 'Plan',
      nowrap: true,
      render: (w) => (
        <>
          {PLAN_NAMES[w.tier]}
          {!w.deletedAt && (
            <Tooltip title="Change plan">
              <IconButton
                size="small"
                onClick={() => setOpen({ kind: 'PLAN', workspace: w })}
                aria-label={`Change the plan of ${w.workspace}`}
                sx={{ ml: 0.5 }}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {w.tier === BESPOKE && (
            <Box component="span" sx={{ ...secondary, whiteSpace: 'normal', maxWidth: '10rem' }}>
              {grantSummary(w.entitlements)}
            </Box>
          )}
        </>
      ),
    },
    {
      key: 'members',
      label: 'Members',
      sortKey: 'memberCount',
      align: 'right',
      nowrap: true,
      render: (w) => w.memberCount,
    },
    {
      key: 'state',
      label: 'State',
      minWidth: 120,
      render: (w) => {
        const chip = w.deletedAt ? { label: 'Deleted', color: 'error' as const } : STATUS_CHIP[w.status];
        return (
          <>
            <Chip size="small" color={chip.color} label={chip.label} />
            {w.status === 'REJECTED' && w.rejectionReason && (
              <Box component="span" sx={{ ...secondary, mt: 0.5 }}>
                Reason given: {w.rejectionReason}
              </Box>
            )}
            {w.deletedAt && (
              <Box component="span" sx={{ ...secondary, mt: 0.5 }}>
                Deleted {shortDate(w.deletedAt)}
                {w.purgeAfter ? `; purged after ${shortDate(w.purgeAfter)} unless restored` : ''}
              </Box>
            )}
          </>
        );
      },
    },
    {
      key: 'created',
      label: 'Signed up',
      sortKey: 'createdAt',
      nowrap: true,
      render: (w) => (
        <Box component="time" dateTime={w.createdAt}>
          {shortDate(w.createdAt)}
        </Box>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      nowrap: true,
      onPhone: 'actions',
      render: (w) => (
        <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
          {w.status === 'PENDING' && !w.deletedAt && (
            <>
              <Button
                size="small"
                variant="contained"
                disabled={reviewing.isLoading}
                onClick={() => void decide(w, 'APPROVE')}
                aria-label={`Approve ${w.workspace}`}
              >
                Approve
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={reviewing.isLoading}
                onClick={() => setOpen({ kind: 'REJECT', workspace: w })}
                aria-label={`Reject ${w.workspace}`}
              >
                Reject
              </Button>
            </>
          )}
          {w.status === 'ACTIVE' && !w.deletedAt && (
            <Button
              size="small"
              color="error"
              onClick={() => setOpen({ kind: 'DEACTIVATE', workspace: w })}
              aria-label={`Deactivate ${w.workspace}`}
            >
              Deactivate
            </Button>
          )}
          {w.deletedAt ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setOpen({ kind: 'RESTORE', workspace: w })}
              aria-label={`Restore ${w.workspace}`}
            >
              Restore
            </Button>
          ) : (
            w.status === 'DEACTIVATED' && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setOpen({ kind: 'REACTIVATE', workspace: w })}
                aria-label={`Reactivate ${w.workspace}`}
              >
                Reactivate
              </Button>
            )
          )}
        </Stack>
      ),
    },
  ];

  const w = open?.workspace;
  const confirm = open && open.kind !== 'REJECT' && open.kind !== 'PLAN' ? open.kind : null;
  return (
    <AdminPage
      title="Workspaces"
      description="Review new workspaces and manage their state and plan. Owners are told of every decision."
    >
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="Workspace, owner name or e-mail"
        filters={[
          {
            key: 'status',
            label: 'State',
            options: WORKSPACE_STATUSES.map((s) => ({ value: s, label: STATUS_CHIP[s].label })),
          },
          { key: 'tier', label: 'Plan', options: PRICING_TIERS.map((t) => ({ value: t, label: PLAN_NAMES[t] })) },
        ]}
      />
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(x) => x.tenantId}
        label="Workspaces"
        emptyText="No workspaces yet."
        filteredEmptyText="No workspace matches these filters."
      />
      {w && <PlanDialog open={open?.kind === 'PLAN'} workspace={w} onClose={close} />}
      <RejectDialog
        open={open?.kind === 'REJECT'}
        workspace={w?.workspace ?? ''}
        onClose={close}
        onReject={(reason) => (w ? decide(w, 'REJECT', reason) : Promise.resolve(false))}
      />
      <ConfirmActionDialog
        open={confirm !== null}
        title={confirm && w ? CONFIRM_TITLES[confirm](w.workspace) : ''}
        confirmLabel={confirm === 'DEACTIVATE' ? 'Deactivate' : confirm === 'RESTORE' ? 'Restore' : 'Reactivate'}
        tone={confirm === 'DEACTIVATE' ? 'danger' : 'default'}
        requirePassword={confirm === 'DEACTIVATE'}
        onClose={close}
        onConfirm={async (password) => {
          if (!w || !confirm) return false;
          if (confirm === 'RESTORE')
            return confirmedAction(
              () => restore({ variables: { input: { tenantId: w.tenantId } } }).unwrap(),
              `${w.workspace} was restored`,
            );
          return confirmedAction(
            () =>
              review({
                variables: {
                  input: { tenantId: w.tenantId, decision: confirm, ...(confirm === 'DEACTIVATE' ? { password } : {}) },
                },
              }).unwrap(),
            DECISION_TOASTS[confirm](w.workspace),
          );
        }}
      >
        {confirm === 'DEACTIVATE'
          ? 'Its members can still sign in and read, but change nothing. The owner is told.'
          : confirm === 'RESTORE'
            ? 'The workspace and its members come back as they were before the deletion. The owner is told.'
            : 'Its members can work in it again. The owner is told.'}
      </ConfirmActionDialog>
    </AdminPage>
  );
}

function PlanDialog({ open, workspace: w, onClose }: { open: boolean; workspace: AdminWorkspace; onClose(): void }) {
  const [setPlan] = SetWorkspacePlan.useMutation();
  const call = useCall();
  const form = useZodForm(ZPlanForm, planFormFor(w.tier, w.entitlements));
  const busy = form.formState.isSubmitting;
  const { reset } = form;
  // The workspace's plan as it stands (by value: a refetched list brings equal objects that must not reset it).
  const initial = JSON.stringify(planFormFor(w.tier, w.entitlements));
  useEffect(() => {
    if (open) reset(JSON.parse(initial));
  }, [open, initial, reset]);
  const bespoke = form.watch('tier') === BESPOKE;
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await call(() => setPlan({ variables: { input: planInput(w.tenantId, values) } }).unwrap(), {
      progress: true,
      success:
        values.tier === BESPOKE
          ? `${w.workspace} is granted the Bespoke plan`
          : `${w.workspace} is on the ${PLAN_NAMES[values.tier]} plan`,
    });
    if (done !== undefined) onClose();
  });
  return (
    <QuestionDialog
      open={open}
      title={<>Change the plan of {w.workspace}</>}
      text={`It is on the ${PLAN_NAMES[w.tier]} plan. Its members get the new plan's features and limits at once. Bespoke is granted without a card, with the limits and features you set; subscriptions never change it.`}
      actionLabel={bespoke ? 'Grant Bespoke' : 'Change plan'}
      busy={busy}
      maxWidth={bespoke ? 'sm' : 'xs'}
      fullWidth
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="tier" label="Plan" select fullWidth required>
        {PRICING_TIERS.map((tier) => (
          <MenuItem key={tier} value={tier}>
            {PLAN_NAMES[tier]}
          </MenuItem>
        ))}
      </FormTextField>
      {bespoke && (
        <Stack sx={{ gap: 2, mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            Limits (leave blank for unlimited)
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {PLAN_LIMITS.map((limit) => (
              <FormTextField
                key={limit}
                control={form.control}
                name={limit}
                label={LIMIT_LABELS[limit]}
                placeholder="Unlimited"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                fullWidth
              />
            ))}
          </Box>
          <FormCheckboxGroup
            control={form.control}
            name="features"
            legend="Features"
            helperText="Connect's features come with every plan."
            options={FEATURES.map((f) => ({ value: f, label: FEATURE_LABELS[f] }))}
          />
        </Stack>
      )}
    </QuestionDialog>
  );
}

const DECISION_TOASTS: Record<TWorkspaceDecision, (name: string) => string> = {
  APPROVE: (name) => `${name} is approved`,
  REJECT: (name) => `${name} was not approved; the owner is told why`,
  DEACTIVATE: (name) => `${name} is deactivated`,
  REACTIVATE: (name) => `${name} is active again`,
};

const CONFIRM_TITLES: Record<TConfirm, (name: string) => string> = {
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
