import type { Metadata } from 'next';
import { JoinLanding } from '../../../../modules/workspace/components/join-landing.tsx';
import { loadJoinLinkPreview } from '../../../../modules/workspace/lib/landing.ts';

export const metadata: Metadata = { title: 'Join a workspace' };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const preview = await loadJoinLinkPreview(token);
  return <JoinLanding token={token} preview={preview} />;
}
