'use client';
// E-mail change: the new address gets a code (the attribute update ends CONFIRM_ATTRIBUTE_WITH_CODE), and the
// user confirms it here (VerifyUserAttribute). Until then the address shows as not confirmed, with a way to
// send a new code. A failed step keeps what the user typed.
import { EMAIL_MAX_LENGTH } from '@innov/contracts/email';
import Alert from '@mui/material/Alert';
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
import { SectionCard } from './section-card.tsx';

export function EmailSection() {
  const { user, refreshUser } = useAuth();
  const changeForm = useZodForm(ZChangeEmail, { newEmail: '' });
  const confirmForm = useZodForm(ZConfirmEmail, { code: '' });
  const [resending, setResending] = useState(false);
  const email = user?.email ?? '';
  const verified = Boolean(user?.emailVerified);

  const onChange = changeForm.handleSubmit(async ({ newEmail: value }) => {
    if (value.toLowerCase() === email.toLowerCase()) {
      changeForm.setError('newEmail', { message: 'This is already your e-mail address.' }, { shouldFocus: true });
      return;
    }
    try {
      const output = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value } });
      await refreshUser();
      changeForm.reset();
      confirmForm.reset();
      if (output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') {
        toast.success(`We sent a code to ${output.nextStep.codeDeliveryDetails?.destination ?? value}.`);
      } else {
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
      // New tokens, so the ID token carries the confirmed address too.
      await fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
      await refreshUser();
      confirmForm.reset();
      toast.success('Your e-mail address is confirmed.');
    } catch (e) {
      const message = accountErrorMessage(e, 'confirmEmail');
      confirmForm.setError('code', { type: 'server', message });
      toast.error(message);
    }
  });

  async function onResend() {
    setResending(true);
    try {
      const output = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      toast.success(`We sent a new code to ${output.destination ?? email}.`);
    } catch (e) {
      toast.error(accountErrorMessage(e, 'resendCode'));
    } finally {
      setResending(false);
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
        {!verified && (
          <Stack component="form" noValidate onSubmit={onConfirm} spacing={2} aria-label="Confirm e-mail address">
            <Alert severity="warning">
              Enter the code we sent to {email} to confirm this address. Until then, password reset cannot reach you
              there.
            </Alert>
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
              <Button onClick={() => void onResend()} loading={resending} sx={{ mt: { sm: 1 } }}>
                Send a new code
              </Button>
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
              helperText="We send a code to the new address to confirm it."
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
