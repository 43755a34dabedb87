'use client';
// /auth: the way into an account. Signed out: sign in or create an account. Signed in: continue to the
// dashboard (or returnTo), or sign out.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../lib/auth-context.tsx';
import { mapAuthError } from '../lib/auth-errors.ts';
import { signedInDestination, withReturnTo } from '../lib/return-to.ts';
import { useAuthQuery } from '../lib/use-auth-query.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthStatus } from './auth-status.tsx';

export function AuthEntryView() {
  const { returnTo } = useAuthQuery();
  const auth = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  if (!auth.isInitialized) return <AuthStatus message="Checking your session…" />;

  if (auth.isAuthenticated && auth.user) {
    return (
      <AuthCard
        title="You are signed in"
        testId="auth-entry"
        description={`Signed in as ${auth.user.name || auth.user.email} (${auth.user.email}).`}
      >
        <Stack sx={{ gap: 2 }}>
          <Button variant="contained" size="large" href={signedInDestination(returnTo)}>
            Continue to your dashboard
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={signingOut}
            onClick={async () => {
              setSigningOut(true);
              try {
                await auth.signOut();
                toast.success('You are signed out.');
              } catch (e) {
                toast.error(mapAuthError(e, 'signOut'));
              } finally {
                setSigningOut(false);
              }
            }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome"
      testId="auth-entry"
      description="Sign in to your workspace, or create an account to get started."
    >
      <Stack sx={{ gap: 2 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              I have an account
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              Sign in with your password or a one-time code sent by e-mail.
            </Typography>
            <Button variant="contained" size="large" fullWidth href={withReturnTo('/auth/login', returnTo)}>
              Sign in
            </Button>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              I am new here
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              Create an account for you and your company workspace.
            </Typography>
            <Button variant="outlined" size="large" fullWidth href={withReturnTo('/auth/sign-up', returnTo)}>
              Create an account
            </Button>
          </CardContent>
        </Card>
        <Typography variant="body2" color="text.secondary">
          Forgot your password?{' '}
          <Link href={withReturnTo('/auth/forgot-password', returnTo)} sx={{ fontWeight: 600 }}>
            Reset it
          </Link>
          . Have a confirmation code?{' '}
          <Link href={withReturnTo('/auth/code-verification', returnTo)} sx={{ fontWeight: 600 }}>
            Confirm your account
          </Link>
          .
        </Typography>
      </Stack>
    </AuthCard>
  );
}
