import type { Metadata } from 'next';
import { TeamsView } from '../../../modules/teams/components/teams-view.tsx';

export const metadata: Metadata = { title: 'Teams' };

export default function Page() {
  return <TeamsView />;
}
