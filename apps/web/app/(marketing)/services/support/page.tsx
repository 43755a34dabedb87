import type { Metadata } from 'next';
import { ServicePageView } from '../../../../modules/marketing/components/service-page-view.tsx';
import { SUPPORT_PAGE } from '../../../../modules/marketing/lib/service-pages.ts';
import { SERVICE_GROUPS, SUPPORT_HREF, serviceHref } from '../../../../modules/marketing/lib/services.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

export const metadata: Metadata = pageMetadata({
  title: 'Client support',
  description: SUPPORT_PAGE.description,
  path: SUPPORT_HREF,
});

const partnerships = SERVICE_GROUPS.find((g) => g.id === 'strategic-partnerships');
const ongoing = partnerships?.services.find((s) => s.slug === 'ongoing-support');

export default function SupportPage() {
  return (
    <ServicePageView
      path={SUPPORT_HREF}
      eyebrow="Support"
      title="Client support"
      content={SUPPORT_PAGE}
      enquiryType="ONGOING_SUPPORT"
      related={
        partnerships && ongoing
          ? [{ title: ongoing.title, summary: ongoing.summary, href: serviceHref(partnerships, ongoing) }]
          : []
      }
    />
  );
}
