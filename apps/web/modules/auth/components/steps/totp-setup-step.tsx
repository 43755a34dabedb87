'use client';
// CONTINUE_SIGN_IN_WITH_TOTP_SETUP: the pool requires a second factor and the user has none yet. They scan the
// QR code (or type the secret) into an authenticator app and confirm with its first code. Seed rule: TOTP
// setup only when TOTP is offered, so without setup details the step says 'No valid MFA method provided'.
import { CLIENT_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';
import { MfaCodeForm } from './totp-code-step.tsx';
import { TotpSecretPanel } from './totp-secret-panel.tsx';

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }>;

export const TOTP_ISSUER = 'Innovation Platform';

export function TotpSetupStep({ nextStep, email, onResult, onRestart }: SignInStepProps<Step>) {
  const details = nextStep.totpSetupDetails;
  if (!details?.sharedSecret) {
    return (
      <AuthCard title="Set up two-step verification" testId="step-totp-setup">
        <FormAlert message={CLIENT_MESSAGES.noValidMfaMethod} />
        <Stack>
          <Button variant="contained" onClick={() => onRestart()}>
            Start again
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const uri = details.getSetupUri(TOTP_ISSUER, email).toString();
  return (
    <MfaCodeForm
      title="Set up two-step verification"
      description="Your account needs an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password). Scan the code, then enter the 6-digit code the app shows."
      label="Code from the app"
      testId="step-totp-setup"
      submitLabel="Verify and sign in"
      onResult={onResult}
      onRestart={onRestart}
    >
      <TotpSecretPanel uri={uri} secret={details.sharedSecret} />
    </MfaCodeForm>
  );
}
