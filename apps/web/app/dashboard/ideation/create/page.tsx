import type { Metadata } from 'next';
import { CreateIdeaView } from '../../../../modules/ideas/components/create-idea-view.tsx';

export const metadata: Metadata = { title: 'Write an idea' };

type TParams = { template?: string | string[]; idea?: string | string[]; campaign?: string | string[] };
const one = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

export default async function Page({ searchParams }: { searchParams: Promise<TParams> }) {
  const { template, idea, campaign } = await searchParams;
  return <CreateIdeaView templateId={one(template)} ideaId={one(idea)} campaignId={one(campaign)} />;
}
