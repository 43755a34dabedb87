'use client';
// /auth/sign-up: e-mail, given and family name, password (policy live), terms (required) and marketing
// consent. The plan chosen on /pricing, or the invitation or join link followed, comes in the query and travels
// as client metadata (to the confirmation too); a plan is summed up above the form. Results:
// CONFIRM_SIGN_UP → code verification; COMPLETE_AUTO_SIGN_IN → link confirmation (polled) or straight sign-in;
// DONE → sign in.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { ChosenPlanSummary } from '../../pricing/components/chosen-plan-summary.tsx';
import { useChosenPlan } from '../../pricing/lib/use-chosen-plan.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { authErrorName, mapAuthError } from '../lib/auth-errors.ts';
import { zSignUp } from '../lib/auth-schemas.ts';
import { rememberSignIn } from '../lib/pending-sign-in.ts';
import { signedInDestination, withReturnTo } from '../lib/return-to.ts';
import {
  JOIN_ACTION,
  joinLandingPath,
  planLandingPath,
  referralCodeOf,
  SIGN_UP_ACTION,
  signUpMetadataFrom,
  signUpMetadataQuery,
} from '../lib/sign-up-metadata.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FederatedButtons } from './federated-buttons.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordPolicy } from './password-policy.tsx';

const EXISTING_ACCOUNT_ERRORS = new Set(['UsernameExistsException', 'AliasExistsException']);

export function SignUpView() {
  const hydrated = useHydrated();
  const { params, email: queryEmail, returnTo } = useAuthQuery();
  const router = useRouter();
  const auth = useAuth();
  const policyId = useId();
  const metadata = useMemo(() => signUpMetadataFrom(params), [params]);
  const chosenPlan = useChosenPlan(metadata.action === SIGN_UP_ACTION ? metadata.pricingPlanId : undefined);
  // A paid plan chosen on /pricing: once confirmed and signed in, the subscription page offers its checkout.
  const landing = returnTo ?? planLandingPath(metadata, chosenPlan ? chosenPlan.price > 0 : true);
  // Signing in instead of up, from an invitation or join link, comes back to its page to accept there; from a
  // paid plan, to the plan's checkout.
  const signInReturnTo = returnTo ?? joinLandingPath(metadata) ?? landing;
  const [error, setError] = useState<{ message: string; existing: boolean; email: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(zSignUp, {
    email: queryEmail,
    givenName: '',
    familyName: '',
    password: '',
    termsOfService: false,
    marketingUpdate: false,
  });
  const password = watch('password') ?? '';

  useEffect(() => {
    if (auth.isInitialized && auth.isAuthenticated && !leaving) {
      setLeaving(true);
      router.replace(signedInDestination(signInReturnTo));
    }
  }, [auth.isInitialized, auth.isAuthenticated, leaving, signInReturnTo, router]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const email = values.email.trim();
    try {
      const output = await auth.signUp(values, metadata);
      const next = output.nextStep;
      const planQuery = signUpMetadataQuery(metadata);
      rememberSignIn({ email, password: values.password });
      setLeaving(true);
      if (next.signUpStep === 'CONFIRM_SIGN_UP') {
        router.push(withReturnTo('/auth/code-verification', landing, { email, ...planQuery }));
      } else if (next.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        // Not complete yet: confirmation by link, polled on the verification page. Complete: sign in now.
        router.push(
          withReturnTo('/auth/code-verification', landing, {
            email,
            ...planQuery,
            ...(output.isSignUpComplete ? { method: 'auto' } : { method: 'link' }),
          }),
        );
      } else {
        toast.success('Your account is ready. Sign in to continue.');
        router.push(withReturnTo('/auth/login', landing, { email }));
      }
    } catch (e) {
      setError({
        message: mapAuthError(e, 'signUp'),
        existing: EXISTING_ACCOUNT_ERRORS.has(authErrorName(e) ?? ''),
        email,
      });
    }
  });

  if (!auth.isInitialized) return <AuthStatus message="Checking your session…" />;
  if (leaving) return <AuthStatus message="Account created. Taking you on…" />;

  return (
    <AuthCard
      title="Create your account"
      testId="sign-up"
      description={
        <>
          {metadata.action === JOIN_ACTION && (
            <span style={{ display: 'block', marginBottom: 4 }} data-testid="sign-up-joining">
              {metadata.invitation
                ? 'You were invited to a workspace: once you confirm your e-mail address, you are in.'
                : 'Once you confirm your e-mail address, you ask to join the workspace of the link you followed.'}
            </span>
          )}
          Already have an account?{' '}
          <Link href={withReturnTo('/auth/login', signInReturnTo)} sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      {chosenPlan ? (
        <ChosenPlanSummary plan={chosenPlan} code={referralCodeOf(metadata)}>
          {chosenPlan.price > 0 ? 'Once you confirm your e-mail address, you continue to payment.' : null}
        </ChosenPlanSummary>
      ) : null}
      <FormAlert message={error?.message}>
        {error?.existing ? (
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              href={withReturnTo('/auth/login', signInReturnTo, { email: error.email })}
            >
              Sign in
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              href={withReturnTo('/auth/forgot-password', signInReturnTo, { email: error.email })}
            >
              Reset password
            </Button>
          </Stack>
        ) : null}
      </FormAlert>
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }} aria-label="Create your account">
        <TextField
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          autoFocus
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label="Given name"
            required
            fullWidth
            autoComplete="given-name"
            error={Boolean(errors.givenName)}
            helperText={errors.givenName?.message}
            {...register('givenName')}
          />
          <TextField
            label="Family name"
            required
            fullWidth
            autoComplete="family-name"
            error={Boolean(errors.familyName)}
            helperText={errors.familyName?.message}
            {...register('familyName')}
          />
        </Stack>
        <div>
          <PasswordField
            label="Password"
            required
            fullWidth
            autoComplete="new-password"
            describedBy={policyId}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password')}
          />
          <PasswordPolicy id={policyId} password={password} />
        </div>
        <Controller
          name="termsOfService"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl required error={Boolean(fieldState.error)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{ input: { 'aria-required': true, 'aria-invalid': Boolean(fieldState.error) } }}
                  />
                }
                label={
                  <>
                    I accept the{' '}
                    <Link href="/legal/terms-of-service" target="_blank" rel="noopener">
                      terms of service
                    </Link>{' '}
                    (required)
                  </>
                }
              />
              {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Controller
          name="marketingUpdate"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label="Send me product news and invitations by e-mail (optional, you can stop them at any time)"
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </Stack>
      <FederatedButtons returnTo={returnTo} intent="sign-up" />
    </AuthCard>
  );
}
