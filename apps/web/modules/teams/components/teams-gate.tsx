'use client';
// Why teams are closed to the caller (FeatureGate, dashboard/components/feature-gate.tsx), or the page itself.
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { ReactNode } from 'react';
import { FeatureGate } from '../../dashboard/components/feature-gate.tsx';
import type { TTeamsAccess } from '../lib/teams-access.ts';

export type TOpenAccess = Extract<TTeamsAccess, { kind: 'open' }>;

export function TeamsGate({
  access,
  retry,
  children,
}: {
  access: TTeamsAccess;
  retry(): void;
  children(open: TOpenAccess): ReactNode;
}) {
  return (
    <FeatureGate
      access={access}
      retry={retry}
      icon={<GroupsOutlinedIcon />}
      noun="teams"
      closedTestId="teams-closed"
      unlocks="organise people into teams with their own leads"
    >
      {children}
    </FeatureGate>
  );
}
