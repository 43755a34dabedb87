'use client';
// The cookie notice. It tells the truth: with monitoring off, only strictly necessary cookies are used and the
// notice only informs; with monitoring on, it asks first and nothing optional runs until the visitor agrees.
import { MONITORING } from '@innov/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { readConsent, type TConsent, writeConsent } from '../lib/cookie-notice.ts';

export function CookieNotice({ monitoringEnabled = MONITORING.enabled }: { monitoringEnabled?: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const seen = readConsent();
    // An earlier "acknowledged" is not consent: if monitoring has since been switched on, ask.
    setOpen(seen === null || (monitoringEnabled && seen === 'acknowledged'));
  }, [monitoringEnabled]);
  if (!open) return null;
  const close = (value: TConsent) => {
    writeConsent(value);
    setOpen(false);
  };
  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 1300,
        left: 16,
        right: 16,
        bottom: 16,
        mx: 'auto',
        maxWidth: 640,
        p: 2,
        borderRadius: 3,
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {monitoringEnabled
            ? 'We use necessary cookies to run the site and, if you agree, a monitoring cookie to find and fix errors.'
            : 'We use only necessary cookies: to keep you signed in and remember your display settings. No tracking.'}{' '}
          <Link href="/legal/cookie-policy">Cookie policy</Link>
        </Typography>
        {monitoringEnabled ? (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button size="small" variant="outlined" color="inherit" onClick={() => close('denied')}>
              Necessary only
            </Button>
            <Button size="small" variant="contained" onClick={() => close('granted')}>
              Allow monitoring
            </Button>
          </Stack>
        ) : (
          <Button size="small" variant="contained" onClick={() => close('acknowledged')}>
            OK
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
