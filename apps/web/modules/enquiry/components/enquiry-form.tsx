'use client';
import { ENQUIRY_TYPES, type EnquiryType, SITE } from '@innov/contracts';
// The enquiry form of /contact and the service pages: name, e-mail, company, message, the enquiry type
// (preselected by the page), an optional referral code (usage CONTACT_US) and consent. Checked here with the
// server's rules, sent with makeEnquiry as a guest; Amplify loads when the form is first used.
// Plain elements styled by the site kit (site-ui/site.css) and enquiry-form.module.css: no runtime styling.
import { ENQUIRY_LIMITS } from '@innov/contracts/enquiry-limits';
import { CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { island } from '../../islands/island.tsx';
import { guestCall, preloadGuestCall } from '../../marketing/lib/guest-graphql.ts';
import { cx } from '../../site-ui/lib/cx.ts';
import { notify } from '../../site-ui/lib/notify.ts';
import { useHydratedForm } from '../../site-ui/lib/use-hydrated-form.ts';
import {
  ENQUIRY_TYPE_LABELS,
  MAKE_ENQUIRY,
  type TEnquiryErrors,
  type TEnquiryValues,
  validateEnquiry,
} from '../lib/enquiry.ts';
import styles from './enquiry-form.module.css';

/** The form's free-text fields, named as in TEnquiryValues and as their controls. */
const TEXT_FIELDS = ['name', 'email', 'company', 'message', 'referralCode'] as const;

/** A labelled control with its helper or error text; the control gets `aria-describedby` and `aria-invalid`. */
function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
    className: string;
  }) => ReactNode;
}) {
  const helper = error ?? hint;
  const helperId = `${id}-helper`;
  return (
    <div className={cx('s-field', className)}>
      <label className="s-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="s-required" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': helper ? helperId : undefined,
        'aria-required': required || undefined,
        className: 's-input',
      })}
      {helper ? (
        <p id={helperId} className={cx('s-helper', error && 's-helper--error')}>
          {helper}
        </p>
      ) : null}
    </div>
  );
}

function EnquiryFormView({
  defaultType = 'GENERAL_ENQUIRY',
  title = 'Send us an enquiry',
}: {
  defaultType?: EnquiryType;
  title?: string;
}) {
  const initial: TEnquiryValues = {
    type: defaultType,
    name: '',
    email: '',
    company: '',
    message: '',
    referralCode: '',
    consent: false,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TEnquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = <K extends keyof TEnquiryValues>(key: K, value: TEnquiryValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const form = useRef<HTMLFormElement>(null);
  const submitProps = useHydratedForm(form, ({ name, value }) => {
    if (name === 'consent') set('consent', value === true);
    else if (name === 'type') {
      const type = ENQUIRY_TYPES.find((t) => t === value);
      if (type) set('type', type);
    } else {
      const field = TEXT_FIELDS.find((f) => f === name);
      if (field && typeof value === 'string') set(field, value);
    }
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateEnquiry(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(`enquiry-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await guestCall(MAKE_ENQUIRY, {
      input: {
        type: values.type,
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim() || null,
        message: values.message.trim(),
        referralCode: values.referralCode.trim() || null,
        consent: true,
      },
    });
    setSubmitting(false);
    if (result.error) {
      // What the visitor typed stays in the form, so they can correct it and send again; a field the service
      // names shows the message beside it.
      const { field, message } = result.error;
      const named = TEXT_FIELDS.find((f) => f === field);
      if (named) setErrors({ [named]: message });
      void notify('error', message);
      return;
    }
    void notify('success', 'Thank you: your enquiry is on its way.');
    setSentTo(values.email.trim());
    setValues(initial);
  }

  return (
    <section aria-labelledby="enquiry-title" className={styles.root}>
      <h2 id="enquiry-title" className={cx('s-h3', styles.title)}>
        {title}
      </h2>
      <p className={cx('s-muted', styles.lead)}>A partner reads every enquiry and replies within two working days.</p>
      {sentTo ? (
        <div className={cx('s-alert s-alert--success', styles.alert)} role="status">
          <CircleCheck className="s-icon" aria-hidden />
          <p>We have your enquiry. A confirmation is on its way to {sentTo}.</p>
        </div>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadGuestCall}
        aria-describedby="enquiry-required-note"
        className={styles.form}
      >
        <p id="enquiry-required-note" className={cx('s-body2 s-muted', styles.full)}>
          Fields marked * are required.
        </p>
        <Field id="enquiry-name" label="Your name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={ENQUIRY_LIMITS.name}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          )}
        </Field>
        <Field id="enquiry-email" label="E-mail" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={ENQUIRY_LIMITS.email}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          )}
        </Field>
        <Field id="enquiry-company" label="Company or organisation" error={errors.company}>
          {(control) => (
            <input
              {...control}
              name="company"
              type="text"
              autoComplete="organization"
              maxLength={ENQUIRY_LIMITS.company}
              value={values.company}
              onChange={(e) => set('company', e.target.value)}
            />
          )}
        </Field>
        <Field id="enquiry-type" label="What is it about?" error={errors.type}>
          {(control) => (
            <select
              {...control}
              name="type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as EnquiryType)}
            >
              {ENQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ENQUIRY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="enquiry-message"
          label="Your message"
          required
          error={errors.message}
          hint="What you want to achieve, by when, and what you have tried so far."
          className={styles.full}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              maxLength={ENQUIRY_LIMITS.message}
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="enquiry-referralCode"
          label="Referral code (optional)"
          error={errors.referralCode}
          hint="From an event or a partner, if you have one."
        >
          {(control) => (
            <input
              {...control}
              name="referralCode"
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={ENQUIRY_LIMITS.referralCode}
              value={values.referralCode}
              onChange={(e) => set('referralCode', e.target.value)}
            />
          )}
        </Field>
        <div className={cx('s-field', styles.full)}>
          <label className={cx('s-check', styles.consent)} htmlFor="enquiry-consent">
            <input
              id="enquiry-consent"
              name="consent"
              type="checkbox"
              checked={values.consent}
              onChange={(e) => set('consent', e.target.checked)}
              aria-required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'enquiry-consent-error' : undefined}
            />
            <span>
              I agree that {SITE.name} may use these details to answer my enquiry, as the{' '}
              <Link href="/legal/privacy-policy" prefetch={false} className="s-link">
                privacy policy
              </Link>{' '}
              describes. *
            </span>
          </label>
          {errors.consent ? (
            <p id="enquiry-consent-error" className={cx('s-helper s-helper--error', styles.consentError)}>
              {errors.consent}
            </p>
          ) : null}
        </div>
        <div className={styles.full}>
          <button type="submit" className="s-btn s-btn--contained s-btn--lg" {...submitProps(submitting)}>
            {submitting ? 'Sending…' : 'Send enquiry'}
          </button>
        </div>
      </form>
    </section>
  );
}

export const EnquiryForm = island('enquiry-form', EnquiryFormView);
