// A service page: what the service is and how it runs, other services of the same pillar, a booking link,
// and the enquiry form with this service's enquiry type preselected.
import { type EnquiryType, SITE } from '@innov/contracts';
import Link from 'next/link';
import { EnquiryForm } from '../../enquiry/components/enquiry-form.tsx';
import type { TServicePageContent } from '../lib/service-pages.ts';
import { ContentPageView } from './content-page-view.tsx';
import { ExternalLinkButton } from './external-link.tsx';
import styles from './service-page-view.module.css';

export function ServicePageView({
  path,
  eyebrow,
  title,
  content,
  enquiryType,
  related,
}: {
  path: string;
  eyebrow: string;
  title: string;
  content: TServicePageContent;
  enquiryType: EnquiryType;
  related: { title: string; href: string; summary: string }[];
}) {
  return (
    <ContentPageView
      page={{ path, eyebrow, title, description: content.description, lead: content.lead, sections: content.sections }}
      headerActions={
        <div className={styles.headerActions}>
          <ExternalLinkButton link={SITE.links.booking} variant="contained" size="large" />
          <a href="#enquiry" className={`s-link ${styles.enquiryLink}`}>
            Or send an enquiry
          </a>
        </div>
      }
    >
      <div className={styles.layout}>
        <div id="enquiry" className={styles.enquiry}>
          <EnquiryForm defaultType={enquiryType} title={`Talk to us about ${title.toLowerCase()}`} />
        </div>
        {related.length ? (
          <nav aria-labelledby="related-services-title">
            <h2 id="related-services-title" className="s-h5">
              Related services
            </h2>
            <ul className={`s-list-plain ${styles.related}`}>
              {related.map((r) => (
                <li key={r.href}>
                  <Link href={r.href} prefetch={false} className={`s-link ${styles.relatedLink}`}>
                    {r.title}
                  </Link>
                  <p className="s-body2 s-muted">{r.summary}</p>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </ContentPageView>
  );
}
