import type { Metadata } from 'next';
import { HomeView } from '../../modules/marketing/components/home/home-view.tsx';

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default function HomePage() {
  return <HomeView />;
}
