import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyInnovationsView } from '../../../../modules/ideas/components/my-innovations-view.tsx';

export const metadata: Metadata = { title: 'My innovations' };

export default function Page() {
  return (
    <Suspense>
      <MyInnovationsView />
    </Suspense>
  );
}
