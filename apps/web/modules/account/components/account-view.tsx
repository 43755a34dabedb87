'use client';
// /dashboard/account: one section per concern, each a component of its own; `#<section id>` lands on that section.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useSectionHashFocus } from '../lib/use-section-hash-focus.ts';
import { DataExportSection } from './data-export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { EmailSection } from './email-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SecurityActivitySection } from './security-activity-section.tsx';
import { SecuritySection } from './security-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

export function AccountView() {
  const sections = useRef<HTMLDivElement>(null);
  useSectionHashFocus(sections);
  return (
    <Stack ref={sections} spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Typography variant="h4" component="h1">
          Account
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Your profile, sign-in, notification and privacy settings.
        </Typography>
      </div>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <SecuritySection />
      <DevicesSection />
      <SecurityActivitySection />
      <NotificationsSection />
      <DataExportSection />
      <SessionsSection />
      <DeleteAccountSection />
    </Stack>
  );
}
