'use client';
// /auth/sign-out: signs out on this device, then goes back to the page the visitor came from (returnTo, else the home
// page). The public header's account menu leads here and signs out at once; any other arrival is asked first
// (lib/sign-out-request.ts).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../lib/auth-context.tsx';
import { takeSignOutRequest } from '../lib/sign-out-request.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';

type TPhase = 'checking' | 'confirm' | 'signing-out';

export function SignOutView() {
  const { isInitialized, user, signOut } = useAuth();
  const { returnTo } = useAuthQuery();
  const destination = returnTo ?? '/';
  const [phase, setPhase] = useState<TPhase>('checking');
  const started = useRef(false);

  // The note is read after hydration: the server's HTML cannot know it.
  useEffect(() => setPhase(takeSignOutRequest() ? 'signing-out' : 'confirm'), []);

  useEffect(() => {
    if (phase !== 'signing-out' || !isInitialized || started.current) return;
    started.current = true;
    // After a federated sign-in, Amplify's sign-out goes on to the hosted logout page, which returns to the app's
    // sign-out address: no navigation of our own may race it.
    const federated = (user?.identities.length ?? 0) > 0;
    // The local session is cleared even when the identity service could not be told.
    void signOut()
      .catch(() => undefined)
      .then(() => {
        if (!federated) window.location.replace(destination);
      });
  }, [phase, isInitialized, user, signOut, destination]);

  if (phase === 'checking') return <AuthStatus message="Checking your session…" />;
  if (phase === 'signing-out') return <AuthStatus message="Signing you out…" />;
  return (
    <AuthCard
      title="Sign out?"
      testId="sign-out"
      description={
        user ? `You are signed in as ${user.name || user.email} (${user.email}).` : 'Sign out on this device.'
      }
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={() => setPhase('signing-out')}>
          Sign out
        </Button>
        <Button variant="outlined" size="large" href={destination}>
          Cancel
        </Button>
      </Stack>
    </AuthCard>
  );
}
