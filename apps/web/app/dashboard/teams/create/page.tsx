import type { Metadata } from 'next';
import { CreateTeamView } from '../../../../modules/teams/components/create-team-view.tsx';

export const metadata: Metadata = { title: 'Create a team' };

export default function Page() {
  return <CreateTeamView />;
}
