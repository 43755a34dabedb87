import type { Metadata } from 'next';
import { Suspense } from 'react';
import { IdeasBoardView } from '../../../../modules/ideas/components/ideas-board-view.tsx';

export const metadata: Metadata = { title: 'Ideas' };

export default function Page() {
  return (
    <Suspense>
      <IdeasBoardView />
    </Suspense>
  );
}
