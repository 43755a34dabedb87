'use client';
// Marketing consent: the `custom:marketing_update` attribute, "true" or "false" as text (seed section 3).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { updateUserAttributes } from '../lib/identity.ts';
import { useUserAttributes } from '../lib/use-user-attributes.ts';
import { SectionCard } from './section-card.tsx';

export const MARKETING_ATTRIBUTE = 'custom:marketing_update';

export function MarketingSection() {
  const { attributes, error: loadError, reload } = useUserAttributes();
  const [consent, setConsent] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (attributes) setConsent(attributes[MARKETING_ATTRIBUTE] === 'true');
  }, [attributes]);

  async function onToggle(next: boolean) {
    const previous = consent;
    setConsent(next);
    setSaving(true);
    try {
      await updateUserAttributes({ userAttributes: { [MARKETING_ATTRIBUTE]: String(next) } });
      toast.success(next ? 'You will receive news and offers.' : 'You will no longer receive news and offers.');
    } catch (e) {
      // The switch shows what is stored, so it goes back when the change was not saved.
      setConsent(previous);
      toast.error(accountErrorMessage(e, 'updateProfile'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard
      id="marketing"
      title="News and offers"
      description="Occasional e-mails about new services, events and offers. Security and account e-mails always reach you."
    >
      {consent === null && !loadError && <Skeleton variant="rounded" height={38} width={320} />}
      {loadError !== null && consent === null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              Retry
            </Button>
          }
        >
          Your preference could not be loaded.
        </Alert>
      )}
      {consent !== null && (
        <FormControlLabel
          control={<Switch checked={consent} onChange={(_e, checked) => void onToggle(checked)} disabled={saving} />}
          label="Send me news and offers by e-mail"
        />
      )}
    </SectionCard>
  );
}
