import type { Metadata } from 'next';
import { TeamView } from '../../../../modules/teams/components/team-view.tsx';

export const metadata: Metadata = { title: 'Team' };

export default async function Page({ params }: { params: Promise<{ teamId: string }> }) {
  const { teamId } = await params;
  return <TeamView teamId={teamId} />;
}
