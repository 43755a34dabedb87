import type { Metadata } from 'next';
import { InvitationLanding } from '../../../../modules/workspace/components/invitation-landing.tsx';
import { loadInvitationPreview } from '../../../../modules/workspace/lib/landing.ts';

export const metadata: Metadata = { title: 'Invitation' };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const preview = await loadInvitationPreview(token);
  return <InvitationLanding token={token} preview={preview} />;
}
