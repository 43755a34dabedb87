'use client';
// The footer's newsletter sign-up: subscribeToNewsletter as a guest. The address gets a confirmation link
// (double opt-in); asking again for the same address is harmless.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorText, guestGraphql, preloadGuestGraphql } from '../../marketing/lib/guest-graphql.ts';

const SUBSCRIBE = /* GraphQL */ `
  mutation SubscribeToNewsletter($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) { email status }
  }
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value) || value.length > 254) {
      setError('Enter an e-mail address, like name@example.com.');
      return;
    }
    setSending(true);
    try {
      const data = await guestGraphql<{ subscribeToNewsletter: { status: string } }>(SUBSCRIBE, {
        input: { email: value },
      });
      const confirmed = data.subscribeToNewsletter.status === 'CONFIRMED';
      const text = confirmed
        ? 'You are already subscribed. Thank you!'
        : `Almost there: open the link we sent to ${value} to confirm.`;
      setResult(text);
      toast.success(confirmed ? 'Already subscribed.' : 'Check your inbox to confirm.');
      setEmail('');
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadGuestGraphql}
      aria-labelledby="newsletter-title"
      data-testid="newsletter-form"
    >
      <Typography id="newsletter-title" component="h2" variant="subtitle2">
        The Innovation Journal, monthly
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        New articles, funding rounds and events. Unsubscribe in one click.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          id="newsletter-email"
          name="email"
          type="email"
          size="small"
          label="E-mail address"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
            setResult(null);
          }}
          error={Boolean(error)}
          helperText={error ?? result ?? ' '}
          slotProps={{ formHelperText: { role: result ? 'status' : undefined } }}
          sx={{ flexGrow: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 40 }}>
          {sending ? 'Sending…' : 'Subscribe'}
        </Button>
      </Box>
    </Box>
  );
}
