'use client';
// /admin/payments: every payment, newest first: the workspace billed (its name narrows the list to it), the plan,
// the amount and what was refunded, the status and when it was paid; filtered by status, type and refunds,
// searched by workspace name or a provider id (invoice, payment intent), sorted by date or amount; CSV export of
// what the filters select. A payment opens its page, where it is refunded.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { dateTime } from '../../admin-enquiries/lib/enquiry-format.ts';
import {
  AdminPaymentsQuery,
  money,
  PAYMENT_STATUS_CHIPS,
  PAYMENT_TYPE_LABELS,
  paymentHref,
  refundState,
  type TAdminPayment,
} from '../lib/admin-payments.ts';

const secondary = { display: 'block', color: 'text.secondary', fontSize: '0.8125rem' } as const;

export function PaymentStatusChips({
  payment,
}: {
  payment: Pick<TAdminPayment, 'status' | 'amount' | 'refundedAmount'>;
}) {
  const chip = PAYMENT_STATUS_CHIPS[payment.status];
  const refunded = refundState(payment);
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={chip.color} label={chip.label} />
      {refunded && <Chip size="small" variant="outlined" color="info" label={refunded} />}
    </Stack>
  );
}

export function AdminPaymentsView() {
  const list = useAdminList('payments', AdminPaymentsQuery);
  const tenantId = list.state.filters.tenantId;
  const workspaceName = list.data?.items.find((p) => p.tenantId === tenantId)?.workspace;

  const columns: TAdminColumn<TAdminPayment>[] = [
    {
      key: 'created',
      label: 'Date',
      sortKey: 'createdAt',
      nowrap: true,
      render: (p) => (
        <Link
          component={NextLink}
          href={paymentHref(p.id)}
          aria-label={`Payment of ${dateTime(p.createdAt)}${p.workspace ? ` by ${p.workspace}` : ''}`}
        >
          <Box component="time" dateTime={p.createdAt}>
            {dateTime(p.createdAt)}
          </Box>
        </Link>
      ),
    },
    {
      key: 'workspace',
      label: 'Workspace',
      minWidth: 180,
      render: (p) =>
        p.tenantId ? (
          <Link
            component="button"
            type="button"
            onClick={() => list.setFilter('tenantId', p.tenantId)}
            sx={{ textAlign: 'left' }}
            aria-label={`Show the payments of ${p.workspace ?? p.tenantId}`}
          >
            {p.workspace ?? p.tenantId}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'plan',
      label: 'Plan',
      minWidth: 160,
      render: (p) => (
        <>
          {p.planTitle ?? p.description ?? '—'}
          <Box component="span" sx={secondary}>
            {PAYMENT_TYPE_LABELS[p.type]}
          </Box>
        </>
      ),
    },
    {
      key: 'amount',
      label: 'Amount',
      sortKey: 'amount',
      align: 'right',
      nowrap: true,
      render: (p) => (
        <>
          {money(p.amount, p.currency)}
          {p.refundedAmount > 0 && (
            <Box component="span" sx={secondary}>
              {money(p.refundedAmount, p.currency)} refunded
            </Box>
          )}
        </>
      ),
    },
    { key: 'status', label: 'Status', minWidth: 120, render: (p) => <PaymentStatusChips payment={p} /> },
    {
      key: 'reference',
      label: 'Provider reference',
      minWidth: 180,
      render: (p) => (
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>
          {p.providerRefId ?? '—'}
        </Box>
      ),
    },
  ];

  return (
    <AdminPage
      title="Payments"
      description="Every payment workspaces made, as the provider reported it. Open a payment to refund it."
    >
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="Workspace or provider id"
        filters={[
          {
            key: 'status',
            label: 'Status',
            options: (['PAID', 'PENDING', 'ERROR'] as const).map((s) => ({
              value: s,
              label: PAYMENT_STATUS_CHIPS[s].label,
            })),
          },
          {
            key: 'type',
            label: 'Type',
            options: (['INVOICE', 'PAYMENT_INTENT'] as const).map((t) => ({ value: t, label: PAYMENT_TYPE_LABELS[t] })),
          },
          {
            key: 'refunded',
            label: 'Refunds',
            options: [
              { value: 'REFUNDED', label: 'Refunded' },
              { value: 'NOT_REFUNDED', label: 'Not refunded' },
            ],
          },
        ]}
      >
        {tenantId && (
          <Chip label={`Workspace: ${workspaceName ?? tenantId}`} onDelete={() => list.setFilter('tenantId', null)} />
        )}
      </AdminListToolbar>
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        label="Payments"
        emptyText="No payments yet."
        filteredEmptyText="No payment matches these filters."
      />
    </AdminPage>
  );
}
