'use client';
// The sign-in e-mail and its change. Asking for a new address sends a code to it (UpdateUserAttributes ends in
// CONFIRM_ATTRIBUTE_WITH_CODE); the address in force stays until the code is entered (VerifyUserAttribute): the
// identity service keeps the original active while the change is pending, so a typo or someone else at the
// keyboard cannot take the account's address. Meanwhile the section says "Pending: <new>", with a new code or
// cancelling on offer. The old address is told of the change once it happens, with a "this was not me" link.
// A pool that changes the address at once (unverified) is still handled: the code then confirms the address
// in force. A failed step keeps what the user typed.
import { EMAIL_MAX_LENGTH } from '@innov/contracts/email';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { ZChangeEmail, ZConfirmEmail } from '../lib/account-schemas.ts';
import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from '../lib/identity.ts';
import { usePendingEmail } from '../lib/pending-email.ts';
import { SectionCard } from './section-card.tsx';

export function EmailSection() {
  const { user, refreshUser } = useAuth();
  const changeForm = useZodForm(ZChangeEmail, { newEmail: '' });
  const confirmForm = useZodForm(ZConfirmEmail, { code: '' });
  const [resending, setResending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const email = user?.email ?? '';
  const verified = Boolean(user?.emailVerified);
  const { pending, remember, forget } = usePendingEmail(user?.sub || user?.id, email);
  // The code confirms the waiting address, or (a pool without the waiting period) the unconfirmed one in force.
  const awaitingCode = pending !== null || !verified;

  const onChange = changeForm.handleSubmit(async ({ newEmail: value }) => {
    if (value.toLowerCase() === email.toLowerCase()) {
      changeForm.setError('newEmail', { message: 'This is already your e-mail address.' }, { shouldFocus: true });
      return;
    }
    try {
      const output = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value } });
      const next = await refreshUser();
      changeForm.reset();
      confirmForm.reset();
      const changedAtOnce = next?.email?.toLowerCase() === value.toLowerCase();
      if (output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') {
        if (!changedAtOnce) remember(value);
        toast.success(`We sent a code to ${value}.`);
      } else {
        forget();
        toast.success('Your e-mail address is changed.');
      }
    } catch (e) {
      const message = accountErrorMessage(e, 'updateEmail');
      changeForm.setError('newEmail', { type: 'server', message });
      toast.error(message);
    }
  });

  const onConfirm = confirmForm.handleSubmit(async ({ code }) => {
    try {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
      // New tokens, so the ID token carries the address now in force too.
      await fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
      const next = await refreshUser();
      confirmForm.reset();
      forget();
      toast.success(
        pending ? `Your sign-in e-mail is now ${next?.email ?? pending.email}.` : 'Your e-mail address is confirmed.',
      );
    } catch (e) {
      const message = accountErrorMessage(e, 'confirmEmail');
      confirmForm.setError('code', { type: 'server', message });
      toast.error(message);
    }
  });

  async function onResend() {
    setResending(true);
    try {
      await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      toast.success(`We sent a new code to ${pending?.email ?? email}.`);
    } catch (e) {
      toast.error(accountErrorMessage(e, 'resendCode'));
    } finally {
      setResending(false);
    }
  }

  async function onCancel() {
    setCancelling(true);
    try {
      // Asking for the address in force again drops the change that waits for its code.
      await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
      forget();
      confirmForm.reset();
      toast.success(`The change is cancelled. You still sign in with ${email}.`);
    } catch (e) {
      toast.error(accountErrorMessage(e, 'updateEmail'));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <SectionCard id="email" title="E-mail address" description="You sign in with this address and we write to it.">
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="current-email">
            {email}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={verified ? 'success' : 'warning'}
            label={verified ? 'Confirmed' : 'Not confirmed'}
            data-testid="email-status"
          />
        </Stack>
        {awaitingCode && (
          <Stack component="form" noValidate onSubmit={onConfirm} spacing={2} aria-label="Confirm e-mail address">
            {pending ? (
              <Alert severity="info" data-testid="pending-email">
                <AlertTitle>
                  Pending:{' '}
                  <Box component="span" sx={{ wordBreak: 'break-all' }}>
                    {pending.email}
                  </Box>
                </AlertTitle>
                Enter the code we sent to {pending.email}. Until then you keep signing in with {email}, and we keep
                writing to it.
              </Alert>
            ) : (
              <Alert severity="warning">
                Enter the code we sent to {email} to confirm this address. Until then, password reset cannot reach you
                there.
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormTextField
                control={confirmForm.control}
                name="code"
                label="Confirmation code"
                autoComplete="one-time-code"
                helperText=" "
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
                sx={{ maxWidth: { sm: 240 } }}
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                loading={confirmForm.formState.isSubmitting}
                sx={{ mt: { sm: 1 } }}
              >
                Confirm e-mail
              </Button>
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: '0 !important' }}>
              <Button onClick={() => void onResend()} loading={resending}>
                Send a new code
              </Button>
              {pending ? (
                <Button color="inherit" onClick={() => void onCancel()} loading={cancelling}>
                  Cancel the change
                </Button>
              ) : null}
            </Stack>
          </Stack>
        )}
        <Stack component="form" noValidate onSubmit={onChange} spacing={2} aria-label="Change e-mail address">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField
              control={changeForm.control}
              name="newEmail"
              label="New e-mail address"
              type="email"
              autoComplete="email"
              helperText="We send a code to the new address. The change takes effect once you enter it."
              fullWidth
              slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
            />
            <Button
              type="submit"
              variant="outlined"
              loading={changeForm.formState.isSubmitting}
              sx={{ mt: { sm: 1 }, flexShrink: 0 }}
            >
              Change e-mail
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
