// The public site's footer: company details from the site configuration, link columns, legal links.
import { SITE, type TExternalLink } from '@innov/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { TextWithTrailingIcon } from '../../layout/components/text-with-icon.tsx';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';
import { COMPANY_LINKS, LEGAL_LINKS, RESOURCE_LINKS, type TNavLink } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE } from '../lib/services.ts';

const SERVICE_LINKS: TNavLink[] = [
  ...SERVICE_GROUPS.map((group) => ({ title: group.title, href: `${SERVICES_HREF}#${group.id}` })),
  { title: SUPPORT_SERVICE.title, href: SUPPORT_SERVICE.href },
];

const ECOSYSTEM_LINKS: TExternalLink[] = [SITE.links.siblingProduct, ...SITE.links.partners];

function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} color="text.secondary" underline="hover" variant="body2">
        {children}
      </Link>
    </li>
  );
}

function ExternalFooterLink({ link }: { link: TExternalLink }) {
  return (
    <li>
      <Link
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        color="text.secondary"
        underline="hover"
        variant="body2"
        title={link.description}
      >
        <TextWithTrailingIcon
          text={link.label}
          icon={<OpenInNewIcon aria-hidden sx={{ fontSize: 14, ml: 0.5, verticalAlign: '-0.1em' }} />}
        />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>
    </li>
  );
}

export function SiteFooter() {
  const { address } = SITE;
  return (
    <Box component="footer" sx={{ bgcolor: 'background.neutral', borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <SiteContainer sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '1.6fr repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 340 }}>
              {SITE.tagline}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {SITE.legalName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {address.street}
                <br />
                {address.locality} {address.postalCode}
                <br />
                {address.country}
              </Typography>
              <Link href={`mailto:${SITE.email}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
                {SITE.email}
              </Link>
            </Box>
          </Stack>
          <LinkColumn id="footer-services" title="Services">
            {SERVICE_LINKS.map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.title}
              </FooterLink>
            ))}
          </LinkColumn>
          <LinkColumn id="footer-company" title="Company">
            {COMPANY_LINKS.map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.title}
              </FooterLink>
            ))}
          </LinkColumn>
          <LinkColumn id="footer-resources" title="Resources">
            {RESOURCE_LINKS.map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.title}
              </FooterLink>
            ))}
          </LinkColumn>
          <LinkColumn id="footer-ecosystem" title="Ecosystem">
            <ExternalFooterLink link={SITE.links.booking} />
            {ECOSYSTEM_LINKS.map((link) => (
              <ExternalFooterLink key={link.href} link={link} />
            ))}
          </LinkColumn>
        </Box>
        <Box sx={{ mt: 5, maxWidth: 520 }}>
          <NewsletterSignup />
        </Box>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary" data-testid="footer-copyright">
            {SITE.copyright} Version {SITE.version}
          </Typography>
          <Box component="nav" aria-label="Legal">
            <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: 3, flexWrap: 'wrap' }}>
              {LEGAL_LINKS.map((link) => (
                <FooterLink key={link.href} href={link.href}>
                  {link.title}
                </FooterLink>
              ))}
            </Stack>
          </Box>
        </Stack>
      </SiteContainer>
    </Box>
  );
}
