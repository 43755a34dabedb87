'use client';
// /auth/reset-password: confirms a reset with the e-mailed code and a new password (ConfirmForgotPassword),
// then signs in with it and goes on to returnTo. With reason=NEW_PASSWORD_REQUIRED the account must reset
// before it can sign in; the password typed at sign-in is only in memory (never in the URL), used here to
// refuse choosing the same password again.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import { zResetPassword } from '../lib/auth-schemas.ts';
import { forgetSignIn, pendingPassword } from '../lib/pending-sign-in.ts';
import { signedInDestination, withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordPolicy } from './password-policy.tsx';

export function ResetPasswordView() {
  const hydrated = useHydrated();
  const { params, email: queryEmail, returnTo } = useAuthQuery();
  const resetRequired = params.get('reason') === 'NEW_PASSWORD_REQUIRED';
  const auth = useAuth();
  const router = useRouter();
  const policyId = useId();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useZodForm(zResetPassword, { email: queryEmail, code: '', password: '', confirmPassword: '' });
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async ({ email, code, password: newPassword }) => {
    setError(null);
    const previous = pendingPassword(email);
    if (previous && previous === newPassword) {
      setFieldError(
        'password',
        { message: 'Choose a password different from your current one.' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await auth.confirmResetPassword({ email, code, newPassword });
    } catch (e) {
      setError(mapAuthError(e, 'confirmResetPassword'));
      return;
    }
    forgetSignIn();
    setLeaving(true);
    try {
      const output = await auth.signIn({ email, password: newPassword });
      if (output.nextStep.signInStep === 'DONE') {
        toast.success('Your password is changed.');
        router.replace(signedInDestination(returnTo));
        return;
      }
    } catch {
      // Signing in is a convenience here: the sign-in page says what is wrong.
    }
    toast.success('Your password is changed. Sign in to continue.');
    router.push(withReturnTo('/auth/login', returnTo, { email }));
  });

  async function sendCode() {
    setError(null);
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    setSending(true);
    try {
      const output = await auth.resetPassword(email);
      toast.success(`We sent a reset code to ${output.nextStep.codeDeliveryDetails?.destination ?? email}.`);
    } catch (e) {
      setError(mapAuthError(e, 'resetPassword'));
    } finally {
      setSending(false);
    }
  }

  if (leaving) return <AuthStatus message="Password changed. Signing you in…" />;

  return (
    <AuthCard
      title={resetRequired ? 'Reset your password to continue' : 'Choose a new password'}
      testId="reset-password"
      description={
        resetRequired
          ? 'Your account needs a new password before you can sign in. Enter the code we e-mailed you, or ask for a new one, and choose a new password.'
          : 'Enter the code we e-mailed you and choose a new password.'
      }
    >
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label="Choose a new password">
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="username"
          autoFocus={!queryEmail}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Reset code"
          required
          autoFocus={Boolean(queryEmail)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          {...register('code')}
        />
        <div>
          <PasswordField
            label="New password"
            required
            fullWidth
            autoComplete="new-password"
            describedBy={policyId}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password')}
          />
          <PasswordPolicy id={policyId} password={password} />
        </div>
        <PasswordField
          label="Confirm new password"
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={sendCode} disabled={sending}>
            {sending ? 'Sending…' : resetRequired ? 'Send me a code' : 'Send a new code'}
          </Button>
          <Link href={withReturnTo('/auth/login', returnTo)} variant="body2" sx={{ fontWeight: 600 }}>
            Back to sign in
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
