'use client';
// CONFIRM_SIGN_IN_WITH_SMS_CODE: the 6-digit code texted to the user's verified phone (masked destination).
import type { SignInStepProps } from './sign-in-step-props.ts';
import { MfaCodeForm } from './totp-code-step.tsx';

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }>;

export function SmsCodeStep({ nextStep, onResult, onRestart }: SignInStepProps<Step>) {
  const destination = nextStep.codeDeliveryDetails?.destination ?? 'your phone';
  return (
    <MfaCodeForm
      title="Two-step verification"
      description={`We sent a 6-digit code by text message to ${destination}. It expires in 3 minutes.`}
      label="Text message code"
      testId="step-sms-code"
      onResult={onResult}
      onRestart={onRestart}
    />
  );
}
