import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePageView } from '../../../../../modules/marketing/components/service-page-view.tsx';
import { SERVICE_PAGES } from '../../../../../modules/marketing/lib/service-pages.ts';
import { SERVICE_GROUPS, serviceHref } from '../../../../../modules/marketing/lib/services.ts';
import { pageMetadata } from '../../../../../modules/seo/lib/page-metadata.ts';

type Params = Promise<{ group: string; service: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_GROUPS.flatMap((g) => g.services.map((s) => ({ group: g.id, service: s.slug })));
}

function find(groupId: string, slug: string) {
  const group = SERVICE_GROUPS.find((g) => g.id === groupId);
  const service = group?.services.find((s) => s.slug === slug);
  const content = service ? SERVICE_PAGES[service.slug] : undefined;
  return group && service && content ? { group, service, content } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { group, service } = await params;
  const found = find(group, service);
  if (!found) return {};
  return pageMetadata({
    title: `${found.service.title} · ${found.group.title}`,
    description: found.content.description,
    path: serviceHref(found.group, found.service),
  });
}

export default async function ServicePage({ params }: { params: Params }) {
  const { group, service } = await params;
  const found = find(group, service);
  if (!found) notFound();
  return (
    <ServicePageView
      path={serviceHref(found.group, found.service)}
      eyebrow={found.group.title}
      title={found.service.title}
      content={found.content}
      enquiryType={found.service.enquiryType}
      related={found.group.services
        .filter((s) => s.slug !== found.service.slug)
        .map((s) => ({ title: s.title, summary: s.summary, href: serviceHref(found.group, s) }))}
    />
  );
}
