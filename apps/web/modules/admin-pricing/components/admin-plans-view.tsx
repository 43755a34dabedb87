'use client';
// /admin/plans and /admin/plans/codes: the business's offer. Plans: every pricing plan in the pricing page's
// order, with its tier, price, status and how many sign-ups chose it; create and edit in a dialog, pause, archive
// or activate (a dialog confirms), delete an unused one with the password. Referral codes: each code's discount,
// uses so far, budget left and expiry; create, edit, delete an unused one. Two lists, two URLs (each keeps its
// own search, filters, sort and page), one page with tabs.
import { PLAN_NAMES, PRICING_PLAN_STATUSES, PRICING_TIERS, type PricingPlanStatus } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import { useState } from 'react';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { confirmedAction } from '../../admin-enquiries/lib/confirmed-action.ts';
import { dateTime } from '../../admin-enquiries/lib/enquiry-format.ts';
import { formatMoney, RECURRENCE_SUFFIX } from '../../pricing/lib/pricing.ts';
import {
  DeletePricingPlan,
  DeleteReferralCode,
  DISCOUNT_TIMING_LABELS,
  PLAN_STATUS_COLORS,
  PLAN_STATUS_LABELS,
  PricingPlansQuery,
  ReferralCodesQuery,
  SetPricingPlanStatus,
  type TAdminPricingPlan,
  type TAdminReferralCode,
  USAGE_LABELS,
} from '../lib/admin-pricing.ts';
import { PricingPlanDialog } from './pricing-plan-dialog.tsx';
import { ReferralCodeDialog } from './referral-code-dialog.tsx';

export type TPlansTab = 'plans' | 'codes';

export function AdminPlansView({ tab }: { tab: TPlansTab }) {
  return (
    <AdminPage
      title="Plans and codes"
      description="The pricing plans on the pricing page and the referral codes visitors may use."
    >
      <Tabs value={tab} aria-label="Plans and codes" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="plans" label="Plans" component={NextLink} href="/admin/plans" />
        <Tab value="codes" label="Referral codes" component={NextLink} href="/admin/plans/codes" />
      </Tabs>
      {tab === 'plans' ? <PlansTab /> : <CodesTab />}
    </AdminPage>
  );
}

const STATUS_ACTIONS: Record<PricingPlanStatus, { to: PricingPlanStatus; label: string; text: string }[]> = {
  ACTIVE: [
    { to: 'PAUSED', label: 'Pause', text: 'leaves the pricing page until it is activated again' },
    { to: 'ARCHIVED', label: 'Archive', text: 'is retired: it leaves the pricing page' },
  ],
  PAUSED: [
    { to: 'ACTIVE', label: 'Activate', text: 'shows on the pricing page again' },
    { to: 'ARCHIVED', label: 'Archive', text: 'is retired' },
  ],
  ARCHIVED: [{ to: 'ACTIVE', label: 'Activate', text: 'shows on the pricing page again' }],
};

function PlansTab() {
  const list = useAdminList('pricingPlans', PricingPlansQuery);
  const [editing, setEditing] = useState<TAdminPricingPlan | 'new' | null>(null);
  const [moving, setMoving] = useState<{ plan: TAdminPricingPlan; to: PricingPlanStatus; text: string } | null>(null);
  const [deleting, setDeleting] = useState<TAdminPricingPlan | null>(null);
  const [setStatus] = SetPricingPlanStatus.useMutation();
  const [remove] = DeletePricingPlan.useMutation();

  const columns: TAdminColumn<TAdminPricingPlan>[] = [
    { key: 'order', label: 'Order', sortKey: 'order', align: 'right', nowrap: true, render: (p) => p.order },
    {
      key: 'title',
      label: 'Plan',
      sortKey: 'title',
      minWidth: 200,
      onPhone: 'title',
      render: (p) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {p.title}
          </Box>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {PLAN_NAMES[p.tierId]} tier
          </Box>
        </>
      ),
    },
    {
      key: 'price',
      label: 'Price',
      sortKey: 'price',
      nowrap: true,
      render: (p) =>
        `${formatMoney(p.price, p.currency)} ${RECURRENCE_SUFFIX[p.recurrence]}`.trim() +
        (p.trialDays > 0 ? ` · ${p.trialDays}-day trial` : ''),
    },
    {
      key: 'status',
      label: 'Status',
      nowrap: true,
      render: (p) => (
        <Chip
          size="small"
          variant="outlined"
          color={PLAN_STATUS_COLORS[p.status]}
          label={PLAN_STATUS_LABELS[p.status]}
        />
      ),
    },
    {
      key: 'inUse',
      label: 'Sign-ups on it',
      align: 'right',
      nowrap: true,
      render: (p) =>
        p.workspaces ? `${p.inUse} (${p.workspaces} workspace${p.workspaces === 1 ? '' : 's'})` : p.inUse,
    },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      nowrap: true,
      onPhone: 'actions',
      render: (p) => (
        <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
            Edit
          </Button>
          {STATUS_ACTIONS[p.status].map((a) => (
            <Button
              key={a.to}
              size="small"
              onClick={() => setMoving({ plan: p, to: a.to, text: a.text })}
              aria-label={`${a.label} ${p.title}`}
            >
              {a.label}
            </Button>
          ))}
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(p)}
            aria-label={`Delete ${p.title}`}
            title={p.inUse ? 'In use: archive it instead' : undefined}
          >
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="Title or description"
        filters={[
          {
            key: 'status',
            label: 'Status',
            options: PRICING_PLAN_STATUSES.map((s) => ({ value: s, label: PLAN_STATUS_LABELS[s] })),
          },
          { key: 'tier', label: 'Tier', options: PRICING_TIERS.map((t) => ({ value: t, label: PLAN_NAMES[t] })) },
        ]}
      >
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing('new')}>
          New plan
        </Button>
      </AdminListToolbar>
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        label="Pricing plans"
        emptyText="No pricing plans yet."
        filteredEmptyText="No plan matches these filters."
      />
      <PricingPlanDialog
        open={editing !== null}
        plan={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={moving !== null}
        title={moving ? `${PLAN_STATUS_LABELS[moving.to]}: ${moving.plan.title}?` : ''}
        confirmLabel={
          moving ? (STATUS_ACTIONS[moving.plan.status].find((a) => a.to === moving.to)?.label ?? 'Confirm') : 'Confirm'
        }
        tone="default"
        onClose={() => setMoving(null)}
        onConfirm={() =>
          confirmedAction(
            () => setStatus({ variables: { input: { id: moving?.plan.id, status: moving?.to } } }).unwrap(),
            'Plan status changed',
          )
        }
      >
        {moving ? `The ${moving.plan.title} plan ${moving.text}. Those already on it keep it.` : ''}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? 'this plan'}?`}
        confirmLabel="Delete plan"
        requirePassword
        onClose={() => setDeleting(null)}
        onConfirm={(password) =>
          confirmedAction(
            () => remove({ variables: { input: { id: deleting?.id, password } } }).unwrap(),
            'Plan deleted',
          )
        }
      >
        {deleting?.inUse
          ? `${deleting.inUse} sign-up${deleting.inUse === 1 ? ' is' : 's are'} on this plan: it cannot be deleted. Archive it instead.`
          : 'The plan leaves the pricing page and is deleted for good. This cannot be undone.'}
      </ConfirmActionDialog>
    </Stack>
  );
}

function discount(c: TAdminReferralCode): string {
  return c.type === 'PERCENTAGE' ? `${c.userValue}% off` : `${formatMoney(c.userValue)} off`;
}

function codeState(c: TAdminReferralCode): { label: string; color: 'success' | 'default' | 'warning' } {
  if (!c.active) return { label: 'Inactive', color: 'default' };
  if (c.usable) return { label: 'Active', color: 'success' };
  if (c.expiresAt && new Date(c.expiresAt).getTime() <= Date.now()) return { label: 'Expired', color: 'warning' };
  return { label: 'Used up', color: 'warning' };
}

function CodesTab() {
  const list = useAdminList('referralCodes', ReferralCodesQuery);
  const [editing, setEditing] = useState<TAdminReferralCode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminReferralCode | null>(null);
  const [remove] = DeleteReferralCode.useMutation();

  const columns: TAdminColumn<TAdminReferralCode>[] = [
    {
      key: 'code',
      label: 'Code',
      sortKey: 'code',
      nowrap: true,
      render: (c) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {c.code}
        </Box>
      ),
    },
    {
      key: 'discount',
      label: 'Discount',
      minWidth: 150,
      render: (c) => (
        <>
          {discount(c)}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {DISCOUNT_TIMING_LABELS[c.timing]} · {c.usageTypes.map((u) => USAGE_LABELS[u]).join(', ')}
          </Box>
        </>
      ),
    },
    {
      key: 'uses',
      label: 'Uses',
      sortKey: 'applications',
      align: 'right',
      nowrap: true,
      render: (c) =>
        c.maximumApplications !== null ? `${c.applications} of ${c.maximumApplications}` : c.applications,
    },
    {
      key: 'budget',
      label: 'Budget left',
      align: 'right',
      nowrap: true,
      render: (c) =>
        c.remainingBudget !== null && c.totalValue !== null
          ? `${formatMoney(c.remainingBudget)} of ${formatMoney(c.totalValue)}`
          : '—',
    },
    { key: 'expires', label: 'Expires', nowrap: true, render: (c) => (c.expiresAt ? dateTime(c.expiresAt) : 'Never') },
    {
      key: 'state',
      label: 'State',
      nowrap: true,
      render: (c) => {
        const s = codeState(c);
        return <Chip size="small" variant="outlined" color={s.color} label={s.label} />;
      },
    },
    {
      key: 'created',
      label: 'Created',
      sortKey: 'createdAt',
      nowrap: true,
      render: (c) => dateTime(c.createdAt),
    },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      nowrap: true,
      onPhone: 'actions',
      render: (c) => (
        <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setEditing(c)} aria-label={`Edit ${c.code}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(c)} aria-label={`Delete ${c.code}`}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="Code"
        filters={[
          {
            key: 'active',
            label: 'Active',
            options: [
              { value: 'ACTIVE', label: 'Active' },
              { value: 'INACTIVE', label: 'Inactive' },
            ],
          },
        ]}
      >
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing('new')}>
          New code
        </Button>
      </AdminListToolbar>
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        label="Referral codes"
        emptyText="No referral codes yet."
        filteredEmptyText="No code matches these filters."
      />
      <ReferralCodeDialog
        open={editing !== null}
        code={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        title={`Delete ${deleting?.code ?? 'this code'}?`}
        confirmLabel="Delete code"
        requirePassword
        onClose={() => setDeleting(null)}
        onConfirm={(password) =>
          confirmedAction(
            () => remove({ variables: { input: { id: deleting?.id, password } } }).unwrap(),
            'Code deleted',
          )
        }
      >
        {deleting?.applications
          ? `${deleting.code} has been used: it cannot be deleted. Turn it off (Edit, Active) instead.`
          : `${deleting?.code ?? 'The code'} is deleted for good and will no longer be accepted. This cannot be undone.`}
      </ConfirmActionDialog>
    </Stack>
  );
}
