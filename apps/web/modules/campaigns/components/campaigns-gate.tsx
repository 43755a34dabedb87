'use client';
// Why campaigns are closed to the caller (FeatureGate, dashboard/components/feature-gate.tsx: a plan without
// campaigns names the Campaign plan), or the page itself.
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import type { ReactNode } from 'react';
import { FeatureGate } from '../../dashboard/components/feature-gate.tsx';
import type { TCampaignsAccess, TOpenCampaignsAccess } from '../lib/campaigns-access.ts';

export function CampaignsGate({
  access,
  retry,
  children,
}: {
  access: TCampaignsAccess;
  retry(): void;
  children(open: TOpenCampaignsAccess): ReactNode;
}) {
  return (
    <FeatureGate
      access={access}
      retry={retry}
      icon={<CampaignOutlinedIcon />}
      noun="campaigns"
      closedTestId="campaigns-closed"
      unlocks="run campaigns: challenges with a brief, an audience and phases that collect, review and select ideas"
    >
      {children}
    </FeatureGate>
  );
}
