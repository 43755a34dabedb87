'use client';
// Why ideas (or templates) are closed to the caller (FeatureGate, dashboard/components/feature-gate.tsx), or the
// page itself.
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import type { ReactNode } from 'react';
import { FeatureGate } from '../../dashboard/components/feature-gate.tsx';
import type { TIdeasAccess } from '../lib/ideas-access.ts';

export type TOpenIdeasAccess = Extract<TIdeasAccess, { kind: 'open' }>;

export function IdeasGate({
  access,
  retry,
  what = 'ideas',
  children,
}: {
  access: TIdeasAccess;
  retry(): void;
  /** What the page shows, for the loading label and the closed texts ("ideas", "templates"). */
  what?: string;
  children(open: TOpenIdeasAccess): ReactNode;
}) {
  return (
    <FeatureGate
      access={access}
      retry={retry}
      icon={<EmojiObjectsOutlinedIcon />}
      noun={what}
      closedTestId="ideas-closed"
      unlocks="collect ideas, vote and comment on them, and move the best ones through review"
    >
      {children}
    </FeatureGate>
  );
}
