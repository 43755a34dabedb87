'use client';
// Account deletion: typed confirmation (the user's e-mail address), then the data service's deleteUserData,
// then the identity service's DeleteUser; the user lands on the home page, signed out (seed section 2), with nothing of
// theirs left in this browser (lib/forget-user-in-browser.ts).
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useDashboardSession } from '../../dashboard/components/dashboard-session.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { confirmsEmail, deleteAccountSchema } from '../lib/account-schemas.ts';
import { deleteUserData } from '../lib/delete-user-data.ts';
import { forgetUserInBrowser } from '../lib/forget-user-in-browser.ts';
import { deleteUser } from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

/** The data step's own message, else what the identity error means. */
function deletionErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.startsWith('Your data could not be deleted')) return error.message;
  return accountErrorMessage(error, 'deleteAccount');
}

export function DeleteAccountSection() {
  const { user, signOut } = useAuth();
  const { leave } = useDashboardSession();
  const [open, setOpen] = useState(false);
  const email = user?.email ?? '';
  const schema = useMemo(() => deleteAccountSchema(email), [email]);
  const form = useZodForm(schema, { confirmEmail: '' });
  const matches = confirmsEmail(form.watch('confirmEmail') ?? '', email);
  // From the first click until the page is left (or the deletion fails).
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful;

  const onDelete = form.handleSubmit(async () => {
    if (!user) return;
    try {
      await leave('/', async () => {
        await deleteUserData(user.id);
        await deleteUser();
        // The account is gone: clear what is left of the session, tell the other tabs, forget the user here.
        await signOut().catch(() => undefined);
        forgetUserInBrowser(user);
      });
    } catch (e) {
      const message = deletionErrorMessage(e);
      setServerError(form, message);
      toast.error(message);
    }
  });

  return (
    <SectionCard
      id="delete-account"
      title="Delete account"
      tone="danger"
      description="Deletes your account and your personal data: profile and profile picture, the files you uploaded, plan choice, preferences and survey answers. Your workspace's shared content stays with the workspace. This cannot be undone."
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <QuestionDialog
        open={open}
        title="Delete your account?"
        text={<>Type your e-mail address, {email}, to confirm. Your account and personal data are deleted for good.</>}
        actionLabel="Delete my account"
        tone="danger"
        busy={busy}
        actionDisabled={!matches}
        onClose={() => setOpen(false)}
        onSubmit={onDelete}
      >
        <FormTextField
          control={form.control}
          name="confirmEmail"
          label="Your e-mail address"
          autoComplete="off"
          fullWidth
          autoFocus
        />
        <FormServerError control={form.control} sx={{ mt: 2 }} />
      </QuestionDialog>
    </SectionCard>
  );
}
