'use client';
import { SIGN_IN_MESSAGES } from '@innov/contracts';
// A sign-in step this version of the app cannot answer: say so and offer a fresh start, never a blank page.
import Button from '@mui/material/Button';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';

export function UnsupportedStep({ onRestart }: SignInStepProps) {
  return (
    <AuthCard title="Sign in" testId="step-unsupported">
      <FormAlert message={SIGN_IN_MESSAGES.SignInException} />
      <Button variant="contained" onClick={() => onRestart()}>
        Start again
      </Button>
    </AuthCard>
  );
}
