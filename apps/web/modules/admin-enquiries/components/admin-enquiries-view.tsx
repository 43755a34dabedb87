'use client';
// /admin/enquiries: the inbox. Enquiries newest first (archived ones under "Archived"), by type, status and
// assignee, searched by sender, company and message; each opens its page. State in the URL; CSV export.
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, type EnquiryStatus } from '@innov/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { AdminListToolbar, type TAdminFilter } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { ENQUIRY_TYPE_LABELS } from '../../enquiry/lib/enquiry.ts';
import {
  AdminEnquiriesQuery,
  ENQUIRY_STATUS_COLORS,
  ENQUIRY_STATUS_LABELS,
  EnquiryAssigneesQuery,
  personName,
  type TAdminEnquiry,
} from '../lib/admin-enquiries.ts';
import { dateTime, excerpt } from '../lib/enquiry-format.ts';

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  return (
    <Chip size="small" variant="outlined" color={ENQUIRY_STATUS_COLORS[status]} label={ENQUIRY_STATUS_LABELS[status]} />
  );
}

export function AdminEnquiriesView() {
  const list = useAdminList('enquiries', AdminEnquiriesQuery);
  const assignees = EnquiryAssigneesQuery.useQuery();

  const filters: TAdminFilter[] = [
    {
      key: 'box',
      label: 'Box',
      anyLabel: 'Inbox',
      options: [
        { value: 'ARCHIVED', label: 'Archived' },
        { value: 'ALL', label: 'Inbox and archived' },
      ],
    },
    {
      key: 'status',
      label: 'Status',
      options: ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
    },
    {
      key: 'type',
      label: 'Type',
      options: ENQUIRY_TYPES.map((t) => ({ value: t, label: ENQUIRY_TYPE_LABELS[t] })),
    },
    {
      key: 'assignee',
      label: 'Assignee',
      options: [
        { value: 'me', label: 'Me' },
        { value: 'none', label: 'Nobody' },
        ...(assignees.data ?? []).map((a) => ({ value: a.id, label: personName(a) })),
      ],
    },
  ];

  const columns: TAdminColumn<TAdminEnquiry>[] = [
    {
      key: 'received',
      label: 'Received',
      sortKey: 'createdAt',
      nowrap: true,
      render: (e) => (
        <Box component="time" dateTime={e.createdAt}>
          {dateTime(e.createdAt)}
        </Box>
      ),
    },
    {
      key: 'from',
      label: 'From',
      minWidth: 200,
      onPhone: 'title',
      render: (e) => (
        <>
          <Link component={NextLink} href={`/admin/enquiries/${encodeURIComponent(e.id)}`} sx={{ fontWeight: 600 }}>
            {e.name}
          </Link>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {e.company ? `${e.company} · ${e.email}` : e.email}
          </Box>
        </>
      ),
    },
    { key: 'type', label: 'Type', sortKey: 'type', minWidth: 160, render: (e) => ENQUIRY_TYPE_LABELS[e.type] },
    {
      key: 'message',
      label: 'Message',
      minWidth: 240,
      render: (e) => (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {excerpt(e.message)}
        </Box>
      ),
    },
    {
      key: 'status',
      label: 'Status',
      sortKey: 'status',
      nowrap: true,
      render: (e) => (
        <>
          <EnquiryStatusChip status={e.status} />
          {e.archivedAt && <Chip size="small" label="Archived" sx={{ ml: 0.5 }} />}
        </>
      ),
    },
    { key: 'assignee', label: 'Assignee', minWidth: 120, render: (e) => (e.assignee ? personName(e.assignee) : '—') },
  ];

  return (
    <AdminPage
      title="Enquiries"
      description="What visitors send through the contact forms. Assign, answer by e-mail and keep notes; replies go out from the team's address."
    >
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="Name, e-mail, company or message"
        filters={filters}
      />
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(e) => e.id}
        label="Enquiries"
        emptyText="No enquiries yet."
        filteredEmptyText="No enquiry matches these filters."
      />
    </AdminPage>
  );
}
