'use client';
// The footer's newsletter sign-up: subscribeToNewsletter as a guest. The address gets a confirmation link
// (double opt-in); asking again for the same address is harmless.
import { isAwsEmail } from '@innov/contracts/email';
import { type FormEvent, useRef, useState } from 'react';
import type { FunctionSpec } from '../../data/lib/requests.ts';
import { island } from '../../islands/island.tsx';
import { guestCall, preloadGuestCall } from '../../marketing/lib/guest-graphql.ts';
import { cx } from '../../site-ui/lib/cx.ts';
import { notify } from '../../site-ui/lib/notify.ts';
import { useHydratedForm } from '../../site-ui/lib/use-hydrated-form.ts';
import styles from './newsletter-signup.module.css';

const SUBSCRIBE_TO_NEWSLETTER: FunctionSpec = {
  name: 'subscribeToNewsletter',
  kind: 'mutation',
  args: { input: 'SubscribeToNewsletterInput!' },
  selection: 'email status',
};

const HELPER_ID = 'newsletter-email-helper';

function NewsletterSignupView() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitProps = useHydratedForm(form, ({ name, value }) => {
    if (name === 'email') setEmail(String(value));
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!isAwsEmail(value)) {
      setError('Enter an e-mail address, like name@example.com.');
      return;
    }
    setSending(true);
    const result = await guestCall<{ status: string }>(SUBSCRIBE_TO_NEWSLETTER, { input: { email: value } });
    setSending(false);
    if (result.error) {
      if (result.error.field === 'email') setError(result.error.message);
      void notify('error', result.error.message);
      return;
    }
    const confirmed = result.data.status === 'CONFIRMED';
    const text = confirmed
      ? 'You are already subscribed. Thank you!'
      : `Almost there: open the link we sent to ${value} to confirm.`;
    setResult(text);
    void notify('success', confirmed ? 'Already subscribed.' : 'Check your inbox to confirm.');
    setEmail('');
  }

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadGuestCall}
      aria-labelledby="newsletter-title"
      data-testid="newsletter-form"
    >
      <h2 id="newsletter-title" className="s-subtitle2">
        The Innovation Journal, monthly
      </h2>
      <p className={cx('s-body2 s-muted', styles.intro)}>
        New articles, funding rounds and events. Unsubscribe in one click.
      </p>
      <label htmlFor="newsletter-email" className="s-label">
        E-mail address
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          className={cx('s-input', styles.input)}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
            setResult(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={HELPER_ID}
        />
        <button type="submit" className={cx('s-btn s-btn--contained', styles.submit)} {...submitProps(sending)}>
          {sending ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      <p id={HELPER_ID} className={cx('s-helper', error && 's-helper--error', styles.helper)} aria-live="polite">
        {error ?? result ?? '\u00a0'}
      </p>
    </form>
  );
}

export const NewsletterSignup = island('newsletter-signup', NewsletterSignupView);
