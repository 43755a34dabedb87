'use client';
// /auth/callback: where the hosted UI sends the browser back (code flow with PKCE). Amplify's OAuth listener
// exchanges the code; this page follows its Hub events: customOAuthState (our state: where to go next),
// signInWithRedirect (done: load the user, go on) and signInWithRedirect_failure (say what went wrong).
import 'aws-amplify/auth/enable-oauth-listener';
import { CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Hub } from 'aws-amplify/utils';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import { safeReturnTo, signedInDestination, withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FormAlert } from './form-alert.tsx';

/** How long to wait for the code exchange before saying the flow could not finish. */
const COMPLETION_TIMEOUT_MS = 20_000;

const KNOWN_CLIENT_MESSAGES = new Set<string>(Object.values(CLIENT_MESSAGES));

/** The custom state we send with a redirect sign-in: `{"returnTo":"/path"}` or a bare path. Pure. */
export function returnToFromCustomState(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = JSON.parse(data) as { returnTo?: unknown };
    if (parsed && typeof parsed === 'object' && typeof parsed.returnTo === 'string')
      return safeReturnTo(parsed.returnTo);
  } catch {
    // Not JSON: a bare path.
  }
  return safeReturnTo(data);
}

/** A redirect failure as the user reads it: a seed client message when it is one, else the catalogue. */
export function redirectFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.replace(/\.$/, '') : '';
  if (message && KNOWN_CLIENT_MESSAGES.has(message)) return message;
  if (message && KNOWN_CLIENT_MESSAGES.has(`${message}.`)) return `${message}.`;
  const mapped = mapAuthError(error, 'signIn');
  return mapped === SIGN_IN_MESSAGES.SignInException || mapped.startsWith('Unknown')
    ? SIGN_IN_MESSAGES.OAuthSignInException
    : mapped;
}

export function CallbackView() {
  const { params, returnTo } = useAuthQuery();
  const auth = useAuth();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const target = useRef<string | undefined>(returnTo);
  const finished = useRef(false);
  const hasCode = params.has('code');
  const providerError = params.get('error');

  // Listen before Amplify is configured, so no event of the exchange is missed.
  useEffect(() => {
    const stop = Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'customOAuthState':
          target.current = returnToFromCustomState(payload.data) ?? target.current;
          break;
        case 'signInWithRedirect':
          if (finished.current) return;
          finished.current = true;
          auth.completeSignIn().then(
            () => router.replace(signedInDestination(target.current)),
            (e: unknown) => setError(mapAuthError(e, 'signIn')),
          );
          break;
        case 'signInWithRedirect_failure':
          finished.current = true;
          setError(redirectFailureMessage((payload.data as { error?: unknown } | undefined)?.error));
          break;
      }
    });
    ensureAmplifyConfigured().catch((e: unknown) => setError(mapAuthError(e, 'signIn')));
    return stop;
  }, [auth.completeSignIn, router]);

  // No code and no error in the address: nothing to complete here.
  useEffect(() => {
    if (!auth.isInitialized || hasCode || finished.current) return;
    if (providerError) {
      setError(SIGN_IN_MESSAGES.OAuthSignInException);
      return;
    }
    if (auth.isAuthenticated) router.replace(signedInDestination(returnTo));
  }, [auth.isInitialized, auth.isAuthenticated, hasCode, providerError, returnTo, router]);

  useEffect(() => {
    if (!hasCode) return;
    const timer = setTimeout(() => {
      if (!finished.current) setError(CLIENT_MESSAGES.oauthNotConfigured);
    }, COMPLETION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hasCode]);

  if (error) {
    return (
      <AuthCard title="Sign-in did not complete" testId="callback">
        <FormAlert message={error} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" href={withReturnTo('/auth/login', returnTo)}>
            Back to sign in
          </Button>
          <Button variant="outlined" href="/">
            Home
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (hasCode || !auth.isInitialized || auth.isAuthenticated) return <AuthStatus message="Completing your sign-in…" />;
  return (
    <AuthCard
      title="Nothing to complete"
      testId="callback"
      description="This page finishes a sign-in that started with an external provider. There is none in progress."
    >
      <Button variant="contained" href={withReturnTo('/auth/login', returnTo)}>
        Go to sign in
      </Button>
    </AuthCard>
  );
}
