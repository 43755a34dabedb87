// schema.org objects for the home page (Organization) and resource pages (Article).
import { SITE } from '@innov/contracts';
import { LOGO_SRC } from '../../site-ui/lib/logo.ts';
import { absoluteUrl, siteUrl } from './site-url.ts';

export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    legalName: SITE.legalName,
    url: siteUrl(),
    logo: absoluteUrl(LOGO_SRC.light),
    email: SITE.email,
    description: SITE.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      postalCode: SITE.address.postalCode,
      addressCountry: 'GB',
    },
    sameAs: [SITE.links.siblingProduct.href],
  };
}

export function articleJsonLd(a: {
  path: string;
  title: string;
  description: string;
  image: string;
  publishedAt: string;
  modifiedAt: string;
  author: string;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    image: [absoluteUrl(a.image)],
    datePublished: a.publishedAt,
    dateModified: a.modifiedAt,
    author: [{ '@type': 'Person', name: a.author }],
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_SRC.light) },
    },
    mainEntityOfPage: absoluteUrl(a.path),
  };
}
