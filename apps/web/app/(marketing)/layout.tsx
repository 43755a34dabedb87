import type { ReactNode } from 'react';
import { MarketingLayout } from '../../modules/marketing/components/marketing-layout.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  return <MarketingLayout>{children}</MarketingLayout>;
}
