// /contact: the enquiry form (general enquiry preselected), the booking link, the office address and e-mail.
// A server component: only the form is a client island.
import { SITE } from '@innov/contracts';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { Container } from '../../site-ui/components/container.tsx';
import styles from './contact-view.module.css';
import { EnquiryForm } from './enquiry-form.tsx';

export function ContactView() {
  const { address, links } = SITE;
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Tell us what you are working on"
        lead="Whether it is an idea, a product that needs engineers, or a partnership, a partner reads every enquiry and replies within two working days."
      />
      <Container className={styles.body}>
        <div className={styles.grid}>
          <EnquiryForm />
          <aside aria-label="Other ways to reach us" className={styles.aside}>
            <div>
              <h2 className="s-h5">Prefer to talk?</h2>
              <p className={`s-muted ${styles.text}`}>{links.booking.description}</p>
              <a
                href={links.booking.href}
                target="_blank"
                rel="noopener noreferrer"
                title={links.booking.description}
                className="s-btn s-btn--outlined"
              >
                {links.booking.label}
                <span className="s-visually-hidden">(opens in a new tab)</span>
                <ExternalLink className="s-icon s-icon--sm" aria-hidden />
              </a>
            </div>
            <div>
              <h2 className="s-h5">Visit or write</h2>
              <address className={`s-muted ${styles.address}`}>
                {SITE.legalName}
                <br />
                {address.street}
                <br />
                {address.locality} {address.postalCode}
                <br />
                {address.country}
              </address>
              <a href={`mailto:${SITE.email}`} className={`s-link ${styles.email}`}>
                {SITE.email}
              </a>
            </div>
            <div>
              <h2 className="s-h5">Existing client?</h2>
              <p className={`s-muted ${styles.note}`}>
                Raise an issue with the team on the{' '}
                <Link href="/services/support" prefetch={false} className="s-link">
                  support page
                </Link>
                .
              </p>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
