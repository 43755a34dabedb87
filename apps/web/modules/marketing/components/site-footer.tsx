// The public site's footer: company details from the site configuration, link columns, the newsletter sign-up
// and the legal links. Server-rendered; only the sign-up form is a client island.
import { SITE, type TExternalLink } from '@innov/contracts';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { TextWithTrailingIcon } from '../../layout/components/text-with-icon.tsx';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';
import { Container } from '../../site-ui/components/container.tsx';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';
import { COMPANY_LINKS, LEGAL_LINKS, RESOURCE_LINKS, type TNavLink } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE } from '../lib/services.ts';
import styles from './site-footer.module.css';

const SERVICE_LINKS: TNavLink[] = [
  ...SERVICE_GROUPS.map((group) => ({ title: group.title, href: `${SERVICES_HREF}#${group.id}` })),
  { title: SUPPORT_SERVICE.title, href: SUPPORT_SERVICE.href },
];

const ECOSYSTEM_LINKS: TExternalLink[] = [SITE.links.booking, SITE.links.siblingProduct, ...SITE.links.partners];

function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className="s-subtitle2">
        {title}
      </h2>
      <ul className={`s-list-plain ${styles.links}`}>{children}</ul>
    </nav>
  );
}

function FooterLink({ link }: { link: TNavLink }) {
  return (
    <li>
      <Link href={link.href} prefetch={false} className={styles.link}>
        {link.title}
      </Link>
    </li>
  );
}

function ExternalFooterLink({ link }: { link: TExternalLink }) {
  return (
    <li>
      <a href={link.href} target="_blank" rel="noopener noreferrer" title={link.description} className={styles.link}>
        <TextWithTrailingIcon text={link.label} icon={<ExternalLink className={styles.externalIcon} aria-hidden />} />
        <span className="s-visually-hidden">(opens in a new tab)</span>
      </a>
    </li>
  );
}

export function SiteFooter() {
  const { address } = SITE;
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.company}>
            <SiteLogo />
            <p className={`s-body2 s-muted ${styles.tagline}`}>{SITE.tagline}</p>
            <address className={`s-body2 ${styles.address}`}>
              <span className={styles.legalName}>{SITE.legalName}</span>
              <span className="s-muted">
                {address.street}
                <br />
                {address.locality} {address.postalCode}
                <br />
                {address.country}
              </span>
              <a href={`mailto:${SITE.email}`} className={`s-link ${styles.email}`}>
                {SITE.email}
              </a>
            </address>
          </div>
          <LinkColumn id="footer-services" title="Services">
            {SERVICE_LINKS.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </LinkColumn>
          <LinkColumn id="footer-company" title="Company">
            {COMPANY_LINKS.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </LinkColumn>
          <LinkColumn id="footer-resources" title="Resources">
            {RESOURCE_LINKS.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </LinkColumn>
          <LinkColumn id="footer-ecosystem" title="Ecosystem">
            {ECOSYSTEM_LINKS.map((link) => (
              <ExternalFooterLink key={link.href} link={link} />
            ))}
          </LinkColumn>
        </div>
        <div className={styles.newsletter}>
          <NewsletterSignup />
        </div>
        <hr className={`s-divider ${styles.divider}`} />
        <div className={styles.bottom}>
          <p className="s-body2 s-muted" data-testid="footer-copyright">
            {SITE.copyright} Version {SITE.version}
          </p>
          <nav aria-label="Legal">
            <ul className={`s-list-plain ${styles.legal}`}>
              {LEGAL_LINKS.map((link) => (
                <FooterLink key={link.href} link={link} />
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
