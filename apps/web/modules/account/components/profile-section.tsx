'use client';
// Given and family name (UpdateUserAttributes). A failed save keeps what the user typed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { updateUserAttributes } from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

const MAX_NAME = 100;

export function ProfileSection() {
  const { user, refreshUser } = useAuth();
  const [givenName, setGivenName] = useState(user?.givenName ?? '');
  const [familyName, setFamilyName] = useState(user?.familyName ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const givenError = touched && !givenName.trim() ? 'Enter your given name.' : undefined;
  const familyError = touched && !familyName.trim() ? 'Enter your family name.' : undefined;
  const unchanged = givenName.trim() === (user?.givenName ?? '') && familyName.trim() === (user?.familyName ?? '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!givenName.trim() || !familyName.trim()) return;
    setSaving(true);
    setError(null);
    try {
      await ensureAmplifyConfigured();
      await updateUserAttributes({
        userAttributes: { given_name: givenName.trim(), family_name: familyName.trim() },
      });
      await refreshUser();
      toast.success('Your name is saved.');
    } catch (e) {
      const message = accountErrorMessage(e, 'updateProfile');
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard id="profile" title="Profile" description="Your name as the people you work with see it.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Given name"
            name="givenName"
            autoComplete="given-name"
            value={givenName}
            onChange={(e) => setGivenName(e.target.value)}
            error={Boolean(givenError)}
            helperText={givenError}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          <TextField
            label="Family name"
            name="familyName"
            autoComplete="family-name"
            value={familyName}
            onChange={(e) => setFamilyName(e.target.value)}
            error={Boolean(familyError)}
            helperText={familyError}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button type="submit" variant="contained" loading={saving} disabled={unchanged && !error}>
            Save name
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
