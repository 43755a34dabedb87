'use client';
// /auth/code-verification: confirms a new account.
//  - code (default): e-mail and the 6-digit code, with "Send a new code"; then auto sign-in (started at
//    sign-up), or a sign-in with the password kept in memory, or the sign-in page.
//  - method=link: the user opens the e-mailed link; auto sign-in polls every 5 s for up to 3 minutes, then
//    'The account was not confirmed on time.'
//  - method=auto: the account needed no confirmation; auto sign-in completes it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SignInOutput } from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { ChosenPlanSummary } from '../../pricing/components/chosen-plan-summary.tsx';
import { useChosenPlan } from '../../pricing/lib/use-chosen-plan.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import { zConfirmSignUp } from '../lib/auth-schemas.ts';
import { forgetSignIn, pendingPassword } from '../lib/pending-sign-in.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { referralCodeOf, SIGN_UP_ACTION, signUpMetadataFrom } from '../lib/sign-up-metadata.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useSignInOutcome } from '../lib/use-sign-in-outcome.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FormAlert } from './form-alert.tsx';

export function CodeVerificationView() {
  const { params, email: queryEmail, returnTo } = useAuthQuery();
  const method = params.get('method');
  const auth = useAuth();
  const metadata = useMemo(() => signUpMetadataFrom(params), [params]);
  const handleOutcome = useSignInOutcome(returnTo);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  const finish = useCallback(
    async (output: SignInOutput, email: string) => {
      forgetSignIn();
      const next = await handleOutcome(output, { email });
      // A step to answer on the sign-in page (not expected right after sign-up): start the sign-in there.
      if (next) router.push(withReturnTo('/auth/login', returnTo, { email }));
      setLeaving(true);
    },
    [handleOutcome, returnTo, router],
  );

  if (!auth.isInitialized) return <AuthStatus message="Checking your session…" />;
  if (leaving) return <AuthStatus message="Account confirmed. Signing you in…" />;
  if (method === 'link' || method === 'auto') {
    return <LinkConfirmation email={queryEmail} method={method} returnTo={returnTo} finish={finish} />;
  }
  return <CodeConfirmation email={queryEmail} returnTo={returnTo} metadata={metadata} finish={finish} />;
}

interface FlowProps {
  email: string;
  returnTo: string | undefined;
  finish(output: SignInOutput, email: string): Promise<void>;
}

function CodeConfirmation({
  email: queryEmail,
  returnTo,
  metadata,
  finish,
}: FlowProps & { metadata: Record<string, string> }) {
  const hydrated = useHydrated();
  const auth = useAuth();
  const router = useRouter();
  // The plan chosen on /pricing stays in view until the account is confirmed.
  const chosenPlan = useChosenPlan(metadata.action === SIGN_UP_ACTION ? metadata.pricingPlanId : undefined);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useZodForm(zConfirmSignUp, { email: queryEmail, code: '' });

  const onSubmit = handleSubmit(async ({ email, code }) => {
    setError(null);
    let confirmed: Awaited<ReturnType<typeof auth.confirmSignUp>>;
    try {
      confirmed = await auth.confirmSignUp({ email, code, clientMetadata: metadata });
    } catch (e) {
      setError(mapAuthError(e, 'confirmSignUp'));
      return;
    }
    try {
      if (confirmed.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        await finish(await auth.autoSignIn(), email);
        return;
      }
      const password = pendingPassword(email);
      if (password) {
        await finish(await auth.signIn({ email, password }), email);
        return;
      }
    } catch (e) {
      toast.error(mapAuthError(e, 'autoSignIn'));
    }
    toast.success('Your account is confirmed. Sign in to continue.');
    router.push(withReturnTo('/auth/login', returnTo, { email }));
  });

  async function resend() {
    setError(null);
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    setResending(true);
    try {
      await auth.resendSignUpCode(email, metadata);
      toast.success(`We sent a new code to ${email}.`);
    } catch (e) {
      setError(mapAuthError(e, 'resendSignUpCode'));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title="Confirm your e-mail"
      testId="code-verification"
      description={
        queryEmail
          ? `We e-mailed a 6-digit code to ${queryEmail}. Enter it to confirm your account.`
          : 'Enter your e-mail and the 6-digit code we sent you to confirm your account.'
      }
    >
      {chosenPlan ? (
        <ChosenPlanSummary plan={chosenPlan} code={referralCodeOf(metadata)}>
          {chosenPlan.price > 0 ? 'Once your account is confirmed, you continue to payment.' : null}
        </ChosenPlanSummary>
      ) : null}
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label="Confirm your e-mail">
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          autoFocus={!queryEmail}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Confirmation code"
          required
          autoFocus={Boolean(queryEmail)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(errors.code)}
          helperText={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Confirming…' : 'Confirm account'}
        </Button>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
          <Button variant="text" onClick={resend} disabled={resending}>
            {resending ? 'Sending…' : 'Send a new code'}
          </Button>
          <Link href={withReturnTo('/auth/login', returnTo)} variant="body2" sx={{ fontWeight: 600 }}>
            Back to sign in
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

function LinkConfirmation({ email, method, returnTo, finish }: FlowProps & { method: 'link' | 'auto' }) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const pending = useRef<Promise<SignInOutput> | null>(null);
  const settled = useRef(false);

  // Auto sign-in, started once per page: for a link, Amplify polls every 5 s for up to 3 minutes until the
  // account is confirmed. Re-renders re-subscribe to the same attempt.
  useEffect(() => {
    pending.current ??= auth.autoSignIn();
    let active = true;
    pending.current.then(
      (output) => {
        if (!active || settled.current) return;
        settled.current = true;
        void finish(output, email);
      },
      (e: unknown) => {
        if (active) setError(mapAuthError(e, 'autoSignIn'));
      },
    );
    return () => {
      active = false;
    };
  }, [auth, email, finish]);

  async function resend() {
    setResending(true);
    try {
      await auth.resendSignUpCode(email);
      toast.success(`We sent a new link to ${email}.`);
    } catch (e) {
      toast.error(mapAuthError(e, 'resendSignUpCode'));
    } finally {
      setResending(false);
    }
  }

  if (method === 'auto' && !error) return <AuthStatus message="Account created. Signing you in…" />;
  return (
    <AuthCard
      title={method === 'link' ? 'Confirm your e-mail' : 'Signing you in'}
      testId="link-verification"
      description={
        method === 'link' && email
          ? `We e-mailed a confirmation link to ${email}. Open it on any device: this page signs you in once your account is confirmed.`
          : undefined
      }
    >
      {error ? (
        <>
          <FormAlert message={error} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" href={withReturnTo('/auth/login', returnTo, email ? { email } : {})}>
              Sign in
            </Button>
            {method === 'link' && email ? (
              <Button variant="outlined" onClick={resend} disabled={resending}>
                {resending ? 'Sending…' : 'Send a new link'}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="info" role="status">
            Waiting for you to open the link. We check every few seconds, for up to 3 minutes.
          </Alert>
          <LinearProgress aria-label="Waiting for the account to be confirmed" />
          <Typography variant="body2" color="text.secondary">
            No e-mail? Check your spam folder, or{' '}
            <Link
              component="button"
              type="button"
              onClick={resend}
              disabled={resending}
              sx={{ verticalAlign: 'baseline' }}
            >
              send a new link
            </Link>
            .
          </Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
