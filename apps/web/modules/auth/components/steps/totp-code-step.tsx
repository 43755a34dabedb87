'use client';
// CONFIRM_SIGN_IN_WITH_TOTP_CODE: the 6-digit code from the user's authenticator app. A wrong code keeps the
// challenge (the service counts it towards the account lockout); "Remember this device" lets the next sign-in
// on this browser skip the second factor. The form is shared with the SMS step.
import { CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SignInOutput } from 'aws-amplify/auth';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useZodForm } from '../../../forms/lib/use-zod-form.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { authErrorName, mapAuthError } from '../../lib/auth-errors.ts';
import { SIX_DIGIT_CODE } from '../../lib/auth-schemas.ts';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';

const zMfaCode = z.object({
  code: z
    .string()
    .trim()
    .min(1, CLIENT_MESSAGES.emptyConfirmationCode)
    .regex(SIX_DIGIT_CODE, 'Enter the 6-digit code.'),
  remember: z.boolean(),
});

/** Errors after which the same challenge can be answered again; anything else ends the attempt. */
const RETRYABLE = new Set(['CodeMismatchException', 'EnableSoftwareTokenMFAException']);

/** Marks this browser's device as remembered after a completed sign-in; a failure only costs the shortcut. */
export async function rememberThisDevice() {
  try {
    const { rememberDevice } = await import('aws-amplify/auth');
    await rememberDevice();
    toast.success('This device will be remembered: next time you will not need a code here.');
  } catch {
    toast.error('This device could not be remembered. You will be asked for a code next time.');
  }
}

export interface MfaCodeFormProps extends Pick<SignInStepProps, 'onResult' | 'onRestart'> {
  title: string;
  description: ReactNode;
  label: string;
  testId: string;
  /** Shown above the code field (the QR code of the TOTP setup step). */
  children?: ReactNode;
  submitLabel?: string;
}

export function MfaCodeForm({
  title,
  description,
  label,
  testId,
  children,
  submitLabel,
  onResult,
  onRestart,
}: MfaCodeFormProps) {
  const { confirmSignIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(zMfaCode, { code: '', remember: false });

  const onSubmit = handleSubmit(async ({ code, remember }) => {
    setError(null);
    let output: SignInOutput;
    try {
      output = await confirmSignIn({ challengeResponse: code });
    } catch (e) {
      if (RETRYABLE.has(authErrorName(e) ?? '')) {
        setError(SIGN_IN_MESSAGES.CodeMismatchException);
        reset({ code: '', remember: getValues('remember') });
        return;
      }
      onRestart(mapAuthError(e, 'confirmSignIn'));
      return;
    }
    if (output.nextStep.signInStep === 'DONE' && remember) await rememberThisDevice();
    await onResult(output);
  });

  return (
    <AuthCard title={title} description={description} testId={testId}>
      <FormAlert message={error} />
      {children}
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label={title}>
        <TextField
          label={label}
          required
          autoFocus
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          {...register('code')}
        />
        <FormControlLabel control={<Checkbox {...register('remember')} />} label="Remember this device" />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Checking…' : (submitLabel ?? 'Sign in')}
        </Button>
        <Button variant="text" onClick={() => onRestart()} sx={{ alignSelf: 'flex-start' }}>
          Start again
        </Button>
      </Stack>
    </AuthCard>
  );
}

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }>;

export function TotpCodeStep({ onResult, onRestart }: SignInStepProps<Step>) {
  return (
    <MfaCodeForm
      title="Two-step verification"
      description="Open your authenticator app and enter the 6-digit code it shows for this account."
      label="Authenticator code"
      testId="step-totp-code"
      onResult={onResult}
      onRestart={onRestart}
    />
  );
}
