'use client';
// /admin/content: every resource, whatever its status, on the shared admin table (search, type and status
// filters, sort, pages and the CSV export, all in the URL), each row opening the editor; "New resource" above.
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { useAdminList } from '../../admin/lib/use-admin-list.ts';
import {
  AdminResources,
  dateTimeText,
  RESOURCE_STATUS_CHIPS,
  RESOURCE_TYPE_LABELS,
  type TAdminResource,
} from '../lib/admin-content.ts';

const COLUMNS: TAdminColumn<TAdminResource>[] = [
  {
    key: 'title',
    label: 'Title',
    sortKey: 'title',
    minWidth: 240,
    render: (r) => (
      <>
        <Link component={NextLink} href={`/admin/content/${r.id}`} sx={{ fontWeight: 600 }}>
          {r.title}
        </Link>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          /{r.slug}
        </Typography>
      </>
    ),
  },
  { key: 'type', label: 'Type', nowrap: true, render: (r) => RESOURCE_TYPE_LABELS[r.type] },
  {
    key: 'status',
    label: 'Status',
    nowrap: true,
    render: (r) => {
      const chip = RESOURCE_STATUS_CHIPS[r.status];
      return <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />;
    },
  },
  { key: 'author', label: 'Author', minWidth: 120, render: (r) => r.author?.name ?? '—' },
  {
    key: 'publishedAt',
    label: 'Published',
    sortKey: 'publishedAt',
    nowrap: true,
    render: (r) => (r.status === 'DRAFT' ? '—' : dateTimeText(r.publishedAt)),
  },
  { key: 'updatedAt', label: 'Updated', sortKey: 'updatedAt', nowrap: true, render: (r) => dateTimeText(r.updatedAt) },
];

export function AdminContentView() {
  const list = useAdminList('resources', AdminResources);
  return (
    <AdminPage
      title="Content"
      description="Press releases, journal entries, funding news and events: write them in Markdown, publish now or schedule them."
      actions={
        <Button component={NextLink} href="/admin/content/new" variant="contained" startIcon={<AddIcon aria-hidden />}>
          New resource
        </Button>
      }
    >
      <AdminListToolbar
        list={list}
        searchPlaceholder="Title, slug or category"
        filters={[
          {
            key: 'type',
            label: 'Type',
            options: RESOURCE_TYPES.map((t) => ({ value: t, label: RESOURCE_TYPE_LABELS[t] })),
          },
          {
            key: 'status',
            label: 'Status',
            options: RESOURCE_STATUSES.map((s) => ({ value: s, label: RESOURCE_STATUS_CHIPS[s].label })),
          },
        ]}
      />
      <AdminTable
        list={list}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Resources"
        emptyText="No resources yet. Write the first one."
      />
    </AdminPage>
  );
}
