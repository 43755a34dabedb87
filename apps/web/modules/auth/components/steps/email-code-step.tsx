'use client';
// CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE for the passwordless flow: the pool's builtin custom auth e-mails a
// one-time code; the user types it. A wrong code keeps the same challenge (a few tries), then the sign-in fails.
import { SIGN_IN_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useZodForm } from '../../../forms/lib/use-zod-form.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { mapAuthError } from '../../lib/auth-errors.ts';
import { zChallengeCode } from '../../lib/auth-schemas.ts';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' }>;

export function EmailCodeStep({ nextStep, email, onResult, onRestart }: SignInStepProps<Step>) {
  const { confirmSignIn, signInWithEmailCode } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const destination = nextStep.additionalInfo?.DESTINATION ?? email;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(zChallengeCode, { code: '' });

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const output = await confirmSignIn({ challengeResponse: code });
      if (output.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
        // The same challenge again: the code was wrong.
        setError(SIGN_IN_MESSAGES.CodeMismatchException);
        reset({ code: '' });
        return;
      }
      await onResult(output);
    } catch (e) {
      // Too many wrong codes, or the code expired: the sign-in attempt is over.
      onRestart(mapAuthError(e, 'confirmSignIn'));
    }
  });

  async function resend() {
    setResending(true);
    setError(null);
    try {
      const output = await signInWithEmailCode({ email });
      toast.success(`We sent a new code to ${email}.`);
      reset({ code: '' });
      await onResult(output);
    } catch (e) {
      setError(mapAuthError(e, 'signIn'));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title="Check your e-mail"
      description={`We e-mailed a 6-digit sign-in code to ${destination}. It expires in 3 minutes.`}
      testId="step-email-code"
    >
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }}>
        <TextField
          label="Sign-in code"
          required
          autoFocus
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : 'Sign in'}
        </Button>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button variant="text" onClick={resend} disabled={resending}>
            {resending ? 'Sending…' : 'Send a new code'}
          </Button>
          <Button variant="text" onClick={() => onRestart()}>
            Use my password instead
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
