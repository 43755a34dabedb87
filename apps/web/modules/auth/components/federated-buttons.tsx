'use client';
// "Continue with …" buttons for the identity providers configured in the user pool (the hosted-UI block of
// /amplify-config.json, present only when the site is served over https). A click starts Amplify's
// signInWithRedirect with the page's returnTo as custom state; /auth/callback completes the flow. A flow in
// progress is cancelled when the page comes back from the back-forward cache (Amplify then reports
// 'User cancelled OAuth flow'), and the buttons work again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInWithRedirect } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { authErrorName, mapAuthError } from '../lib/auth-errors.ts';
import { redirectFailureMessage } from '../lib/oauth-callback.ts';
import { signedInDestination } from '../lib/return-to.ts';

type OAuthProvider = 'Google' | 'Facebook' | 'Apple' | 'Amazon' | { custom: string };

const LABELS: Record<string, string> = { Google: 'Google', Facebook: 'Facebook', Apple: 'Apple', Amazon: 'Amazon' };

/** The button text and a stable key for a configured provider. Pure. */
export function providerLabel(provider: OAuthProvider): string {
  return typeof provider === 'string' ? (LABELS[provider] ?? provider) : provider.custom;
}

/** The custom state a redirect sign-in carries: where to go once signed in. Pure. */
export function federatedCustomState(returnTo: string | undefined): string {
  return JSON.stringify({ returnTo: returnTo ?? '' });
}

export function FederatedButtons({ returnTo, intent }: { returnTo?: string; intent: 'sign-in' | 'sign-up' }) {
  const router = useRouter();
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    ensureAmplifyConfigured().then(
      (config) => {
        const list = (config.Auth?.Cognito?.loginWith?.oauth?.providers ?? []) as OAuthProvider[];
        if (active) setProviders(list);
      },
      () => active && setProviders([]),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event !== 'signInWithRedirect_failure') return;
      setPending(null);
      setError(redirectFailureMessage((payload.data as { error?: unknown } | undefined)?.error));
    });
    // Back from the provider through the back-forward cache: the page is as it was left, mid-redirect.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stop();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  if (!providers.length) return null;

  async function start(provider: OAuthProvider) {
    const label = providerLabel(provider);
    setError(null);
    setPending(label);
    try {
      await ensureAmplifyConfigured();
      await signInWithRedirect({
        provider,
        customState: federatedCustomState(returnTo),
        options: { preferPrivateSession: true },
      });
    } catch (e) {
      setPending(null);
      if (authErrorName(e) === 'UserAlreadyAuthenticatedException') {
        router.replace(signedInDestination(returnTo));
        return;
      }
      setError(mapAuthError(e, 'signIn'));
    }
  }

  const verb = intent === 'sign-up' ? 'Sign up with' : 'Continue with';
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="federated-buttons">
      <Divider sx={{ mt: 3, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          or use another account
        </Typography>
      </Divider>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {providers.map((provider) => {
        const label = providerLabel(provider);
        return (
          <Button
            key={label}
            variant="outlined"
            size="large"
            onClick={() => void start(provider)}
            disabled={pending !== null}
          >
            {pending === label ? `Opening ${label}…` : `${verb} ${label}`}
          </Button>
        );
      })}
    </Stack>
  );
}
