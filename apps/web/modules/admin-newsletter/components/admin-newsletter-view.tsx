'use client';
// /admin/newsletter: the newsletter's subscribers, newest first, by status (pending until they follow the
// confirmation link, confirmed, unsubscribed), searched by address; CSV export of what the filters select. A
// subscriber's address can be deleted for good (an erasure request), with the admin's password.
import { NEWSLETTER_STATUSES } from '@innov/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { confirmedAction } from '../../admin-enquiries/lib/confirmed-action.ts';
import { dateTime } from '../../admin-enquiries/lib/enquiry-format.ts';
import {
  DeleteNewsletterSubscription,
  NEWSLETTER_STATUS_COLORS,
  NEWSLETTER_STATUS_LABELS,
  NewsletterSubscribersQuery,
  type TNewsletterSubscriber,
} from '../lib/admin-newsletter.ts';

const when = (iso: string | null) =>
  iso ? (
    <Box component="time" dateTime={iso}>
      {dateTime(iso)}
    </Box>
  ) : (
    '—'
  );

export function AdminNewsletterView() {
  const list = useAdminList('newsletter', NewsletterSubscribersQuery);
  const [deleting, setDeleting] = useState<TNewsletterSubscriber | null>(null);
  const [remove] = DeleteNewsletterSubscription.useMutation();

  const columns: TAdminColumn<TNewsletterSubscriber>[] = [
    { key: 'email', label: 'E-mail', sortKey: 'email', minWidth: 220, render: (s) => s.email },
    {
      key: 'status',
      label: 'Status',
      nowrap: true,
      render: (s) => (
        <Chip
          size="small"
          variant="outlined"
          color={NEWSLETTER_STATUS_COLORS[s.status]}
          label={NEWSLETTER_STATUS_LABELS[s.status]}
        />
      ),
    },
    { key: 'subscribed', label: 'Subscribed', sortKey: 'createdAt', nowrap: true, render: (s) => when(s.createdAt) },
    { key: 'confirmed', label: 'Confirmed', nowrap: true, render: (s) => when(s.confirmedAt) },
    { key: 'unsubscribed', label: 'Unsubscribed', nowrap: true, render: (s) => when(s.unsubscribedAt) },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      onPhone: 'actions',
      render: (s) => (
        <Button size="small" color="error" onClick={() => setDeleting(s)} aria-label={`Delete ${s.email}`}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title="Newsletter"
      description="Subscribers to the newsletter. An address is pending until its owner follows the confirmation link."
    >
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="E-mail address"
        filters={[
          {
            key: 'status',
            label: 'Status',
            options: NEWSLETTER_STATUSES.map((s) => ({ value: s, label: NEWSLETTER_STATUS_LABELS[s] })),
          },
        ]}
      />
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        label="Newsletter subscribers"
        emptyText="Nobody has subscribed yet."
        filteredEmptyText="No subscriber matches these filters."
      />
      <ConfirmActionDialog
        open={deleting !== null}
        title="Delete this subscriber?"
        confirmLabel="Delete subscriber"
        requirePassword
        onClose={() => setDeleting(null)}
        onConfirm={(password) =>
          confirmedAction(
            () => remove({ variables: { input: { id: deleting?.id, password } } }).unwrap(),
            'Subscriber deleted',
          )
        }
      >
        {deleting?.email} is removed from the newsletter and forgotten: no record of the subscription is kept. To stop
        sending without forgetting the address, ask them to use the unsubscribe link instead.
      </ConfirmActionDialog>
    </AdminPage>
  );
}
