import type { Metadata } from 'next';
import { EvaluationSetupView } from '../../../../../modules/evaluation/components/evaluation-setup-view.tsx';

export const metadata: Metadata = { title: 'Evaluation setup' };

export default async function Page({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  return <EvaluationSetupView key={campaignId} campaignId={campaignId} />;
}
