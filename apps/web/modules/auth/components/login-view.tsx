'use client';
// /auth/login: e-mail and password (SRP), or "E-mail me a code" (passwordless). Each next step of the sign-in
// is answered here by its step component (steps/sign-in-steps.ts); steps with a page of their own navigate.
// Refused while a user is signed in: that user goes on to returnTo (or the dashboard). Locked out by too many wrong
// passwords: the seed's "Too many failed attempts. Wait." with the way to reset the password.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { authErrorName, isPasswordLockout, mapAuthError } from '../lib/auth-errors.ts';
import { zEmailOnly, zSignIn } from '../lib/auth-schemas.ts';
import { rememberSignIn } from '../lib/pending-sign-in.ts';
import { signedInDestination, withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { type SignInNextStep, useSignInOutcome } from '../lib/use-sign-in-outcome.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FederatedButtons } from './federated-buttons.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { SIGN_IN_STEP_COMPONENTS } from './steps/sign-in-steps.ts';
import { UnsupportedStep } from './steps/unsupported-step.tsx';

export function LoginView() {
  const hydrated = useHydrated();
  const { email: queryEmail, returnTo } = useAuthQuery();
  const router = useRouter();
  const auth = useAuth();
  const handleOutcome = useSignInOutcome(returnTo);
  const [step, setStep] = useState<SignInNextStep | null>(null);
  const [email, setEmail] = useState(queryEmail);
  const [error, setError] = useState<string | null>(null);
  const [lockedOut, setLockedOut] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const {
    register,
    handleSubmit,
    getValues,
    setError: setFieldError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useZodForm(zSignIn, { email: queryEmail, password: '' });

  // Signed in already (on arrival, or in another tab): sign-in is refused, go on to the destination.
  useEffect(() => {
    if (auth.isInitialized && auth.isAuthenticated) {
      setLeaving(true);
      router.replace(signedInDestination(returnTo));
    }
  }, [auth.isInitialized, auth.isAuthenticated, returnTo, router]);

  async function advance(
    output: Parameters<typeof handleOutcome>[0],
    credentials: { email: string; password?: string },
  ) {
    const next = await handleOutcome(output, credentials);
    if (next) setStep(next);
    else setLeaving(true);
  }

  function fail(e: unknown, credentials: { email: string; password?: string }) {
    const name = authErrorName(e);
    if (name === 'UserAlreadyAuthenticatedException') {
      setLeaving(true);
      router.replace(signedInDestination(returnTo));
      return;
    }
    if (name === 'PasswordResetRequiredException') {
      void advance({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } }, credentials);
      return;
    }
    setError(mapAuthError(e, 'signIn'));
    setLockedOut(isPasswordLockout(e));
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setLockedOut(false);
    const credentials = { email: values.email.trim(), password: values.password };
    setEmail(credentials.email);
    try {
      await advance(await auth.signIn(credentials), credentials);
    } catch (e) {
      fail(e, credentials);
    }
  });

  async function emailMeACode() {
    setError(null);
    setLockedOut(false);
    clearErrors('password');
    const parsed = zEmailOnly.safeParse({ email: getValues('email') });
    if (!parsed.success) {
      setFieldError('email', { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    const credentials = { email: parsed.data.email };
    setEmail(credentials.email);
    setSendingCode(true);
    try {
      rememberSignIn(credentials);
      await advance(await auth.signInWithEmailCode(credentials), credentials);
    } catch (e) {
      fail(e, credentials);
    } finally {
      setSendingCode(false);
    }
  }

  function restart(message?: string) {
    setStep(null);
    setError(message ?? null);
    setLockedOut(false);
  }

  if (!auth.isInitialized) return <AuthStatus message="Checking your session…" />;
  if (leaving || auth.isAuthenticated) return <AuthStatus message="Signed in. Taking you on…" />;

  if (step) {
    const Step = SIGN_IN_STEP_COMPONENTS[step.signInStep] ?? UnsupportedStep;
    return <Step nextStep={step} email={email} onResult={(output) => advance(output, { email })} onRestart={restart} />;
  }

  const busy = isSubmitting || sendingCode;
  return (
    <AuthCard
      title="Sign in"
      testId="login"
      description={
        <>
          New here?{' '}
          <Link href={withReturnTo('/auth/sign-up', returnTo)} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      <FormAlert message={error}>
        {lockedOut ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Forgot it?{' '}
            <Link
              href={withReturnTo('/auth/forgot-password', returnTo, email ? { email } : {})}
              color="inherit"
              sx={{ fontWeight: 600 }}
            >
              Reset your password
            </Link>
          </Typography>
        ) : null}
      </FormAlert>
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ gap: 2 }}
        aria-label="Sign in with e-mail and password"
      >
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
        <PasswordField
          label="Password"
          required
          autoComplete="current-password"
          autoFocus={Boolean(queryEmail)}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Link
          href={withReturnTo('/auth/forgot-password', returnTo, email ? { email } : {})}
          variant="body2"
          sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
        >
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || busy}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          or
        </Typography>
      </Divider>
      <Stack sx={{ gap: 1 }}>
        <Button variant="outlined" size="large" onClick={emailMeACode} disabled={busy}>
          {sendingCode ? 'Sending a code…' : 'E-mail me a code'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Sign in without your password: we e-mail a one-time code to the address above.
        </Typography>
      </Stack>
      <FederatedButtons returnTo={returnTo} intent="sign-in" />
    </AuthCard>
  );
}
