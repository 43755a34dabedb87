// The sign-in steps answered on the sign-in page, one component per step (seed section 4). A new step
// (MFA: CONTINUE_SIGN_IN_WITH_TOTP_SETUP, CONTINUE_SIGN_IN_WITH_MFA_SELECTION, CONFIRM_SIGN_IN_WITH_SMS_CODE,
// CONFIRM_SIGN_IN_WITH_TOTP_CODE) is a new file in this folder plus one line here. DONE, CONFIRM_SIGN_UP and
// RESET_PASSWORD lead to pages of their own (lib/use-sign-in-outcome.ts).
import type { ComponentType } from 'react';
import { EmailCodeStep } from './email-code-step.tsx';
import { MfaSelectionStep } from './mfa-selection-step.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';
import { SmsCodeStep } from './sms-code-step.tsx';
import { TotpCodeStep } from './totp-code-step.tsx';
import { TotpSetupStep } from './totp-setup-step.tsx';

type StepName = SignInStepProps['nextStep']['signInStep'];

// Each component narrows `nextStep` to its own step; the map is keyed by that step, so the cast is exact.
export const SIGN_IN_STEP_COMPONENTS: Partial<Record<StepName, ComponentType<SignInStepProps>>> = {
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: NewPasswordStep as ComponentType<SignInStepProps>,
  CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: EmailCodeStep as ComponentType<SignInStepProps>,
  CONFIRM_SIGN_IN_WITH_TOTP_CODE: TotpCodeStep as ComponentType<SignInStepProps>,
  CONFIRM_SIGN_IN_WITH_SMS_CODE: SmsCodeStep as ComponentType<SignInStepProps>,
  CONTINUE_SIGN_IN_WITH_MFA_SELECTION: MfaSelectionStep as ComponentType<SignInStepProps>,
  CONTINUE_SIGN_IN_WITH_TOTP_SETUP: TotpSetupStep as ComponentType<SignInStepProps>,
};
