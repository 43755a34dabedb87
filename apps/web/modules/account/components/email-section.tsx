'use client';
// E-mail change: the new address gets a code (the attribute update ends CONFIRM_ATTRIBUTE_WITH_CODE), and the
// user confirms it here (VerifyUserAttribute). Until then the address shows as not confirmed, with a way to
// send a new code. A failed step keeps what the user typed.
import { isCognitoEmail } from '@innov/contracts/email';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { accountErrorMessage } from '../lib/account-errors.ts';
import {
  confirmUserAttribute,
  fetchAuthSession,
  sendUserAttributeVerificationCode,
  updateUserAttribute,
} from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

export function EmailSection() {
  const { user, refreshUser } = useAuth();
  const [newEmail, setNewEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'change' | 'confirm' | 'resend' | null>(null);
  const email = user?.email ?? '';
  const verified = Boolean(user?.emailVerified);

  async function onChange(event: FormEvent) {
    event.preventDefault();
    const value = newEmail.trim();
    if (!isCognitoEmail(value)) {
      setEmailError('Enter an e-mail address such as name@example.com.');
      return;
    }
    if (value.toLowerCase() === email.toLowerCase()) {
      setEmailError('This is already your e-mail address.');
      return;
    }
    setBusy('change');
    setEmailError(null);
    try {
      await ensureAmplifyConfigured();
      const output = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value } });
      await refreshUser();
      setNewEmail('');
      setCode('');
      if (output.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE') {
        toast.success(`We sent a code to ${output.nextStep.codeDeliveryDetails?.destination ?? value}.`);
      } else {
        toast.success('Your e-mail address is changed.');
      }
    } catch (e) {
      const message = accountErrorMessage(e, 'updateEmail');
      setEmailError(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError('Enter the code from the e-mail.');
      return;
    }
    setBusy('confirm');
    setCodeError(null);
    try {
      await ensureAmplifyConfigured();
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
      // New tokens, so the ID token carries the confirmed address too.
      await fetchAuthSession({ forceRefresh: true }).catch(() => undefined);
      await refreshUser();
      setCode('');
      toast.success('Your e-mail address is confirmed.');
    } catch (e) {
      const message = accountErrorMessage(e, 'confirmEmail');
      setCodeError(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  async function onResend() {
    setBusy('resend');
    try {
      await ensureAmplifyConfigured();
      const output = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      toast.success(`We sent a new code to ${output.destination ?? email}.`);
    } catch (e) {
      toast.error(accountErrorMessage(e, 'resendCode'));
    } finally {
      setBusy(null);
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
              <TextField
                label="Confirmation code"
                name="code"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={Boolean(codeError)}
                helperText={codeError ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
                sx={{ maxWidth: { sm: 240 } }}
                fullWidth
              />
              <Button type="submit" variant="contained" loading={busy === 'confirm'} sx={{ mt: { sm: 1 } }}>
                Confirm e-mail
              </Button>
              <Button onClick={() => void onResend()} loading={busy === 'resend'} sx={{ mt: { sm: 1 } }}>
                Send a new code
              </Button>
            </Stack>
          </Stack>
        )}
        <Stack component="form" noValidate onSubmit={onChange} spacing={2} aria-label="Change e-mail address">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="New e-mail address"
              name="newEmail"
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              error={Boolean(emailError)}
              helperText={emailError ?? 'We send a code to the new address to confirm it.'}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <Button type="submit" variant="outlined" loading={busy === 'change'} sx={{ mt: { sm: 1 }, flexShrink: 0 }}>
              Change e-mail
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
