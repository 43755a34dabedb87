'use client';
// /admin/enquiries/[enquiryId]: one enquiry. The message and its sender, the referral code it quoted, its status
// and assignee (changed as they are picked), the timeline of the team's notes and replies, the reply form (an
// e-mail to the sender from the team's address: their answer comes back to the team's mailbox) and the note
// form (kept here, never sent). Archive and restore confirm with a dialog; delete with the admin's password.
import {
  ENQUIRY_MESSAGE_LIMITS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  SITE,
  ZEnquiryNoteForm,
  ZEnquiryReplyForm,
} from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminRecordFallback } from '../../admin/components/admin-record-fallback.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { ENQUIRY_TYPE_LABELS } from '../../enquiry/lib/enquiry.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { formatMoney } from '../../pricing/lib/pricing.ts';
import {
  AddEnquiryNote,
  AdminEnquiryQuery,
  ArchiveEnquiry,
  DeleteEnquiry,
  ENQUIRY_STATUS_LABELS,
  EnquiryAssigneesQuery,
  personName,
  ReplyToEnquiry,
  replySubject,
  type TAdminEnquiry,
  type TEnquiryMessage,
  type TEnquiryReferral,
  UpdateEnquiry,
} from '../lib/admin-enquiries.ts';
import { confirmedAction } from '../lib/confirmed-action.ts';
import { dateTime } from '../lib/enquiry-format.ts';
import { EnquiryStatusChip } from './admin-enquiries-view.tsx';

const BACK = (
  <Link component={NextLink} href="/admin/enquiries" color="inherit">
    Enquiries
  </Link>
);

export function AdminEnquiryView({ enquiryId }: { enquiryId: string }) {
  const detail = AdminEnquiryQuery.useQuery({ variables: { id: enquiryId } });
  const data = detail.data;

  if (detail.isLoading || !data)
    return (
      <AdminRecordFallback
        loading={detail.isLoading}
        error={detail.error}
        overline={BACK}
        noun="enquiry"
        back={{ href: '/admin/enquiries', label: 'Back to the enquiries' }}
      />
    );

  const { enquiry, messages, referral } = data;
  const archived = Boolean(enquiry.archivedAt);
  return (
    <AdminPage
      overline={BACK}
      title={enquiry.name}
      description={`${ENQUIRY_TYPE_LABELS[enquiry.type]} · received ${dateTime(enquiry.createdAt)}`}
      actions={<EnquiryActions enquiry={enquiry} />}
    >
      {archived && (
        <Alert severity="info">
          Archived on {dateTime(enquiry.archivedAt)}. Restore it to reply, write notes or change its status.
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  Message
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{enquiry.message}</Typography>
              </CardContent>
            </Card>
            <Timeline messages={messages} />
            {!archived && <ReplyForm enquiry={enquiry} />}
            {!archived && <NoteForm enquiryId={enquiry.id} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <HandlingCard enquiry={enquiry} />
            <SenderCard enquiry={enquiry} />
            {enquiry.referralCode && <ReferralCard code={enquiry.referralCode} referral={referral} />}
          </Stack>
        </Grid>
      </Grid>
    </AdminPage>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function SenderCard({ enquiry }: { enquiry: TAdminEnquiry }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Sender
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Name">{enquiry.name}</Fact>
          <Fact label="E-mail">
            <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>
          </Fact>
          {enquiry.phone && <Fact label="Phone">{enquiry.phone}</Fact>}
          {enquiry.company && <Fact label="Company">{enquiry.company}</Fact>}
          <Fact label="Agreed to be contacted">
            {enquiry.consentedAt ? dateTime(enquiry.consentedAt) : 'Not recorded'}
          </Fact>
          {enquiry.senderId && (
            <Fact label="Account">
              <Link component={NextLink} href={`/admin/users/${encodeURIComponent(enquiry.senderId)}`}>
                Sent while signed in: see the user
              </Link>
            </Fact>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function ReferralCard({ code, referral }: { code: string; referral: TEnquiryReferral | null }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Referral code
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{referral?.code ?? code}</Typography>
        {referral ? (
          <>
            <Typography sx={{ mt: 1 }}>
              {referral.type === 'PERCENTAGE' ? `${referral.userValue}% off` : `${formatMoney(referral.userValue)} off`}
              {referral.expiresAt ? `, expires ${dateTime(referral.expiresAt)}` : ''}
            </Typography>
            <Chip
              size="small"
              sx={{ mt: 1 }}
              color={referral.usableNow ? 'success' : 'default'}
              label={referral.usableNow ? 'Valid for enquiries now' : 'No longer valid for enquiries'}
            />
            <Box sx={{ mt: 1 }}>
              <Link component={NextLink} href={`/admin/plans/codes?q=${encodeURIComponent(referral.code)}`}>
                See the code
              </Link>
            </Box>
          </>
        ) : (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>This code has been deleted since.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function HandlingCard({ enquiry }: { enquiry: TAdminEnquiry }) {
  const assignees = EnquiryAssigneesQuery.useQuery();
  const [update, state] = UpdateEnquiry.useMutation();
  const call = useCall();
  const archived = Boolean(enquiry.archivedAt);
  const change = (input: { status?: EnquiryStatus; assigneeId?: string | null }, success: string) =>
    call(() => update({ variables: { input: { id: enquiry.id, ...input } } }).unwrap(), { progress: true, success });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              Handling
            </Typography>
            <EnquiryStatusChip status={enquiry.status} />
          </Stack>
          <TextField
            select
            size="small"
            label="Status"
            value={enquiry.status}
            disabled={archived || state.isLoading}
            onChange={(e) => change({ status: e.target.value as EnquiryStatus }, 'Status changed')}
          >
            {ENQUIRY_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {ENQUIRY_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Assignee"
            value={enquiry.assignee?.id ?? ''}
            disabled={archived || state.isLoading}
            onChange={(e) => change({ assigneeId: e.target.value || null }, 'Assignee changed')}
          >
            <MenuItem value="">Nobody</MenuItem>
            {/* The current assignee stays listed even if they are no longer an admin. */}
            {enquiry.assignee && !(assignees.data ?? []).some((a) => a.id === enquiry.assignee?.id) && (
              <MenuItem value={enquiry.assignee.id}>{personName(enquiry.assignee)}</MenuItem>
            )}
            {(assignees.data ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {personName(a)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Timeline({ messages }: { messages: TEnquiryMessage[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Notes and replies
        </Typography>
        {messages.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Nothing yet: the replies you send and your notes appear here.
          </Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Notes and replies">
            {messages.map((m) => (
              <Box
                component="li"
                key={m.id}
                sx={{
                  borderLeft: 4,
                  borderColor: m.kind === 'REPLY' ? 'primary.main' : 'warning.main',
                  pl: 2,
                  py: 0.5,
                }}
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={m.kind === 'REPLY' ? 'Reply sent' : 'Internal note'}
                    color={m.kind === 'REPLY' ? 'primary' : 'default'}
                  />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {m.authorName ?? 'An admin'} · <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                  </Typography>
                </Stack>
                {m.subject && <Typography sx={{ fontWeight: 600, mt: 1 }}>{m.subject}</Typography>}
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.body}</Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function ReplyForm({ enquiry }: { enquiry: TAdminEnquiry }) {
  const defaults = { subject: replySubject(ENQUIRY_TYPE_LABELS[enquiry.type]), body: `Dear ${enquiry.name},\n\n` };
  const form = useZodForm(ZEnquiryReplyForm, defaults);
  const [reply] = ReplyToEnquiry.useMutation();
  const call = useCall();
  const submit = form.handleSubmit(async (values) => {
    const sent = await call(() => reply({ variables: { input: { id: enquiry.id, ...values } } }).unwrap(), {
      progress: true,
      success: `Reply sent to ${enquiry.email}`,
      onError: (e) => {
        showServerError(form, e);
      },
    });
    if (sent) form.reset(defaults);
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="reply-heading">
      <CardContent>
        <Typography id="reply-heading" variant="h6" component="h2">
          Reply by e-mail
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Sent to {enquiry.email} from {SITE.email}; their answer comes back to that mailbox. The reply is kept here and
          the enquiry is marked answered.
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <FormServerError control={form.control} />
          <FormTextField control={form.control} name="subject" label="Subject" required fullWidth />
          <FormTextField
            control={form.control}
            name="body"
            label="Message"
            required
            fullWidth
            multiline
            minRows={6}
            slotProps={{ htmlInput: { maxLength: ENQUIRY_MESSAGE_LIMITS.body } }}
          />
          <Box>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Send reply
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function NoteForm({ enquiryId }: { enquiryId: string }) {
  const form = useZodForm(ZEnquiryNoteForm, { body: '' });
  const [addNote] = AddEnquiryNote.useMutation();
  const call = useCall();
  const submit = form.handleSubmit(async (values) => {
    const added = await call(() => addNote({ variables: { input: { id: enquiryId, ...values } } }).unwrap(), {
      progress: true,
      success: 'Note added',
      onError: (e) => {
        showServerError(form, e);
      },
    });
    if (added) form.reset({ body: '' });
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="note-heading">
      <CardContent>
        <Typography id="note-heading" variant="h6" component="h2">
          Internal note
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Only the team sees notes.
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <FormServerError control={form.control} />
          <FormTextField
            control={form.control}
            name="body"
            label="Note"
            required
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: ENQUIRY_MESSAGE_LIMITS.body } }}
          />
          <Box>
            <Button type="submit" variant="outlined" loading={form.formState.isSubmitting}>
              Add note
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function EnquiryActions({ enquiry }: { enquiry: TAdminEnquiry }) {
  const [dialog, setDialog] = useState<'archive' | 'delete' | null>(null);
  const [archive] = ArchiveEnquiry.useMutation();
  const [remove] = DeleteEnquiry.useMutation();
  const router = useRouter();
  const archived = Boolean(enquiry.archivedAt);
  return (
    <>
      <Button variant="outlined" onClick={() => setDialog('archive')}>
        {archived ? 'Restore to inbox' : 'Archive'}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
        Delete
      </Button>
      <ConfirmActionDialog
        open={dialog === 'archive'}
        title={archived ? 'Restore this enquiry?' : 'Archive this enquiry?'}
        confirmLabel={archived ? 'Restore' : 'Archive'}
        tone="default"
        onClose={() => setDialog(null)}
        onConfirm={() =>
          confirmedAction(
            () => archive({ variables: { input: { id: enquiry.id, archived: !archived } } }).unwrap(),
            archived ? 'Enquiry restored' : 'Enquiry archived',
          )
        }
      >
        {archived
          ? `The enquiry from ${enquiry.name} goes back to the inbox, where it can be answered again.`
          : `The enquiry from ${enquiry.name} leaves the inbox (it stays under Archived). It cannot be answered or changed until it is restored.`}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={dialog === 'delete'}
        title="Delete this enquiry?"
        confirmLabel="Delete enquiry"
        requirePassword
        onClose={() => setDialog(null)}
        onConfirm={async (password) => {
          const done = await confirmedAction(
            () => remove({ variables: { input: { id: enquiry.id, password } } }).unwrap(),
            'Enquiry deleted',
          );
          if (done) router.push('/admin/enquiries');
          return done;
        }}
      >
        The enquiry from {enquiry.name} ({enquiry.email}), with its notes and the record of its replies, is deleted for
        good. This cannot be undone.
      </ConfirmActionDialog>
    </>
  );
}
