'use client';
// Where each sign-in result leads (seed section 4). Outcomes that are a page of their own navigate:
// DONE → returnTo or the dashboard; CONFIRM_SIGN_UP → code verification (a fresh code is sent);
// RESET_PASSWORD → the reset page with reason NEW_PASSWORD_REQUIRED (the password stays in memory, never in
// the URL). Every other step is answered on the sign-in page by its step component.
import type { SignInOutput } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from './auth-context.tsx';
import { mapAuthError } from './auth-errors.ts';
import { rememberSignIn } from './pending-sign-in.ts';
import { signedInDestination, withReturnTo } from './return-to.ts';

export type SignInNextStep = SignInOutput['nextStep'];

export function useSignInOutcome(returnTo: string | undefined) {
  const router = useRouter();
  const { resendSignUpCode } = useAuth();

  return useCallback(
    async (output: SignInOutput, credentials: { email: string; password?: string }): Promise<SignInNextStep | null> => {
      const step = output.nextStep;
      switch (step.signInStep) {
        case 'DONE':
          router.replace(signedInDestination(returnTo));
          return null;
        case 'CONFIRM_SIGN_UP': {
          rememberSignIn(credentials);
          try {
            await resendSignUpCode(credentials.email);
            toast.success('Your account is not confirmed yet: we sent you a new code.');
          } catch (error) {
            toast.error(mapAuthError(error, 'resendSignUpCode'));
          }
          router.push(withReturnTo('/auth/code-verification', returnTo, { email: credentials.email }));
          return null;
        }
        case 'RESET_PASSWORD':
          rememberSignIn(credentials);
          router.push(
            withReturnTo('/auth/reset-password', returnTo, {
              email: credentials.email,
              reason: 'NEW_PASSWORD_REQUIRED',
            }),
          );
          return null;
        default:
          return step;
      }
    },
    [router, returnTo, resendSignUpCode],
  );
}
