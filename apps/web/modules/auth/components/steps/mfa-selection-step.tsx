'use client';
// CONTINUE_SIGN_IN_WITH_MFA_SELECTION: the user has both second factors and no preferred one; they pick which to
// use now. Seed rule: the method must be SMS or TOTP ('No valid MFA method provided' when none is offered,
// 'Invalid MFA type' for anything else).
import { CLIENT_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';
import { mapAuthError } from '../../lib/auth-errors.ts';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' }>;
type Method = 'SMS' | 'TOTP';

const LABELS: Record<Method, string> = {
  TOTP: 'Authenticator app',
  SMS: 'Text message (SMS)',
};

export function isMfaMethod(value: unknown): value is Method {
  return value === 'SMS' || value === 'TOTP';
}

export function MfaSelectionStep({ nextStep, onResult, onRestart }: SignInStepProps<Step>) {
  const { confirmSignIn } = useAuth();
  const labelId = useId();
  const offered = (nextStep.allowedMFATypes ?? []).filter(isMfaMethod);
  const [choice, setChoice] = useState<string>(offered[0] ?? '');
  const [error, setError] = useState<string | null>(offered.length ? null : CLIENT_MESSAGES.noValidMfaMethod);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!offered.length) {
      setError(CLIENT_MESSAGES.noValidMfaMethod);
      return;
    }
    if (!isMfaMethod(choice) || !offered.includes(choice)) {
      setError(CLIENT_MESSAGES.invalidMfaType);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onResult(await confirmSignIn({ challengeResponse: choice }));
    } catch (e) {
      onRestart(mapAuthError(e, 'confirmSignIn'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Two-step verification"
      description="Choose how to confirm it is you this time."
      testId="step-mfa-selection"
    >
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label="Choose a verification method">
        {offered.length > 0 && (
          <FormControl>
            <FormLabel id={labelId}>Verification method</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              name="mfa-method"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              {offered.map((method) => (
                <FormControlLabel key={method} value={method} control={<Radio />} label={LABELS[method]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy || !offered.length}>
          {busy ? 'Continuing…' : 'Continue'}
        </Button>
        <Button variant="text" onClick={() => onRestart()} sx={{ alignSelf: 'flex-start' }}>
          Start again
        </Button>
      </Stack>
    </AuthCard>
  );
}
