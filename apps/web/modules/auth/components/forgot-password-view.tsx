'use client';
// /auth/forgot-password: asks for a reset code (ForgotPassword); the next step is CONFIRM_RESET_PASSWORD_WITH_CODE
// on /auth/reset-password.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import { zEmailOnly } from '../lib/auth-schemas.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

export function ForgotPasswordView() {
  const hydrated = useHydrated();
  const { email: queryEmail, returnTo } = useAuthQuery();
  const auth = useAuth();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(zEmailOnly, { email: queryEmail });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const output = await auth.resetPassword(email);
      if (output.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE') {
        const to = output.nextStep.codeDeliveryDetails?.destination ?? email;
        toast.success(`We sent a reset code to ${to}.`);
        router.push(withReturnTo('/auth/reset-password', returnTo, { email }));
      } else {
        toast.success('Your password is reset. Sign in to continue.');
        router.push(withReturnTo('/auth/login', returnTo, { email }));
      }
    } catch (e) {
      setError(mapAuthError(e, 'resetPassword'));
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      testId="forgot-password"
      description="Enter the e-mail of your account. We will send you a code to choose a new password."
    >
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label="Request a reset code">
        <TextField
          label="E-mail"
          type="email"
          required
          autoFocus
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset code'}
        </Button>
        <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Link href={withReturnTo('/auth/login', returnTo)} variant="body2" sx={{ fontWeight: 600 }}>
            Back to sign in
          </Link>
          <Link href={withReturnTo('/auth/reset-password', returnTo)} variant="body2" sx={{ fontWeight: 600 }}>
            I already have a code
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
