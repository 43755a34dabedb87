'use client';
// /auth/callback: where the hosted UI sends the browser back (code flow with PKCE). The address is read first
// (lib/oauth-callback.ts): a provider's error, a missing code or a state this browser never issued are said at once,
// with a way back to the sign-in page. A code for a state this browser issued is Amplify's OAuth listener's to
// exchange; this page follows its Hub events: customOAuthState (our state: where to go next), signInWithRedirect
// (done: load the user, go on) and signInWithRedirect_failure (say what went wrong).
import 'aws-amplify/auth/enable-oauth-listener';
import { CLIENT_MESSAGES } from '@innov/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Hub } from 'aws-amplify/utils';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { issuedOAuthStates } from '../lib/amplify-storage.ts';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import {
  callbackOutcome,
  checkState,
  redirectFailureMessage,
  returnToFromCustomState,
  returnToFromState,
  type TCallbackOutcome,
} from '../lib/oauth-callback.ts';
import { signedInDestination, withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';
import { FormAlert } from './form-alert.tsx';

/** How long to wait for the exchange of an issued code before saying the flow could not finish. */
const COMPLETION_TIMEOUT_MS = 20_000;

export function CallbackView() {
  const { params, returnTo } = useAuthQuery();
  const auth = useAuth();
  const router = useRouter();
  // The address as the provider sent it: Amplify replaces it with the bare callback address once it has exchanged
  // the code, so it is read once.
  const [query] = useState(() => ({
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  }));
  const [outcome, setOutcome] = useState<TCallbackOutcome>(() =>
    callbackOutcome(query, { signedIn: auth.isInitialized && auth.isAuthenticated }),
  );
  const [backTo, setBackTo] = useState(returnTo);
  const target = useRef<string | undefined>(returnTo);
  const finished = useRef(outcome.kind === 'failed');

  // Whether this browser issued the state, before Amplify's listener (which runs once the configuration has loaded)
  // clears what it stored; a flow this browser started also says where it was going.
  useEffect(() => {
    if (!query.state) return;
    let issued: string[] = [];
    try {
      issued = issuedOAuthStates(window.localStorage);
    } catch {
      // Storage refused: no flow can have been started here.
    }
    if (issued.includes(query.state)) {
      const carried = returnToFromState(query.state);
      target.current ??= carried;
      setBackTo((current) => current ?? carried);
    }
    setOutcome((current) => {
      if (current.kind !== 'check-state') return current;
      const checked = checkState(query.state ?? '', issued);
      if (checked.kind === 'failed') finished.current = true;
      return checked;
    });
  }, [query.state]);

  // Listen before Amplify is configured, so no event of the exchange is missed.
  useEffect(() => {
    const fail = (message: string) => setOutcome({ kind: 'failed', message });
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
            (e: unknown) => fail(mapAuthError(e, 'signIn')),
          );
          break;
        case 'signInWithRedirect_failure':
          // What this page already said stands: Amplify reports the same flow in its own words.
          if (finished.current) return;
          finished.current = true;
          fail(redirectFailureMessage((payload.data as { error?: unknown } | undefined)?.error));
          break;
      }
    });
    ensureAmplifyConfigured().catch((e: unknown) => {
      if (!finished.current) fail(mapAuthError(e, 'signIn'));
    });
    return stop;
  }, [auth.completeSignIn, router]);

  useEffect(() => {
    if (outcome.kind === 'signed-in') router.replace(signedInDestination(returnTo));
  }, [outcome.kind, returnTo, router]);

  // An issued code whose exchange never reports back (the token endpoint unreachable).
  useEffect(() => {
    if (outcome.kind !== 'exchange') return;
    const timer = setTimeout(() => {
      if (finished.current) return;
      finished.current = true;
      setOutcome({ kind: 'failed', message: CLIENT_MESSAGES.oauthNotConfigured });
    }, COMPLETION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind]);

  if (outcome.kind === 'signed-in') return <AuthStatus message="Signed in. Taking you on…" />;
  if (outcome.kind !== 'failed') return <AuthStatus message="Completing your sign-in…" />;
  return (
    <AuthCard title="Sign-in did not complete" testId="callback">
      <FormAlert message={outcome.message} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" href={withReturnTo('/auth/login', backTo)}>
          Back to sign in
        </Button>
        <Button variant="outlined" href="/">
          Home
        </Button>
      </Stack>
    </AuthCard>
  );
}
