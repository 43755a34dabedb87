'use client';
// The enquiry form of /contact and the service pages: name, e-mail, company, message, the enquiry type
// (preselected by the page), an optional referral code (usage CONTACT_US) and consent. Checked here with the
// server's rules, sent with makeEnquiry as a guest; Amplify loads when the form is first used.
import { ENQUIRY_TYPES, type EnquiryType, SITE } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorText, guestGraphql, preloadGuestGraphql } from '../../marketing/lib/guest-graphql.ts';
import {
  ENQUIRY_TYPE_LABELS,
  MAKE_ENQUIRY,
  type TEnquiryErrors,
  type TEnquiryValues,
  validateEnquiry,
} from '../lib/enquiry.ts';

export function EnquiryForm({
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
  const preloaded = useRef(false);

  const set = <K extends keyof TEnquiryValues>(key: K, value: TEnquiryValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onFocus = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadGuestGraphql();
  };

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
    try {
      await guestGraphql(MAKE_ENQUIRY, {
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
      toast.success('Thank you: your enquiry is on its way.');
      setSentTo(values.email.trim());
      setValues(initial);
    } catch (error) {
      const message = errorText(error);
      if (/referral code/i.test(message)) setErrors({ referralCode: message });
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby="enquiry-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 4, p: { xs: 3, md: 5 }, bgcolor: 'background.paper' }}
    >
      <Typography id="enquiry-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        A partner reads every enquiry and replies within two working days.
      </Typography>
      {sentTo ? (
        <Alert severity="success" sx={{ mt: 3 }} role="status">
          We have your enquiry. A confirmation is on its way to {sentTo}.
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onFocus={onFocus}
        aria-describedby="enquiry-required-note"
        sx={{ mt: 3, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <Typography id="enquiry-required-note" variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          Fields marked * are required.
        </Typography>
        <TextField
          id="enquiry-name"
          name="name"
          label="Your name"
          required
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          id="enquiry-email"
          name="email"
          type="email"
          label="E-mail"
          required
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField
          id="enquiry-company"
          name="company"
          label="Company or organisation"
          autoComplete="organization"
          value={values.company}
          onChange={(e) => set('company', e.target.value)}
          error={Boolean(errors.company)}
          helperText={errors.company}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          id="enquiry-type"
          name="type"
          select
          label="What is it about?"
          value={values.type}
          onChange={(e) => set('type', e.target.value as EnquiryType)}
        >
          {ENQUIRY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {ENQUIRY_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="enquiry-message"
          name="message"
          label="Your message"
          required
          multiline
          minRows={5}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message ?? 'What you want to achieve, by when, and what you have tried so far.'}
          slotProps={{ htmlInput: { maxLength: 5_000 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextField
          id="enquiry-referralCode"
          name="referralCode"
          label="Referral code (optional)"
          value={values.referralCode}
          onChange={(e) => set('referralCode', e.target.value)}
          error={Boolean(errors.referralCode)}
          helperText={errors.referralCode ?? 'From an event or a partner, if you have one.'}
          slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            control={
              <Checkbox
                id="enquiry-consent"
                name="consent"
                checked={values.consent}
                onChange={(e) => set('consent', e.target.checked)}
                slotProps={{
                  input: {
                    'aria-describedby': errors.consent ? 'enquiry-consent-error' : undefined,
                    'aria-invalid': Boolean(errors.consent),
                  },
                }}
              />
            }
            label={
              <span>
                I agree that {SITE.name} may use these details to answer my enquiry, as the{' '}
                <Link href="/legal/privacy-policy">privacy policy</Link> describes. *
              </span>
            }
          />
          {errors.consent ? (
            <FormHelperText id="enquiry-consent-error" error>
              {errors.consent}
            </FormHelperText>
          ) : null}
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send enquiry'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
