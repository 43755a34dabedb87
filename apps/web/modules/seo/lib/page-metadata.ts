// One place that builds a public page's head data: unique title and description, canonical URL, Open Graph
// and Twitter card, all from the same few facts.
import { SITE } from '@innov/contracts';
import type { Metadata } from 'next';

export interface TPageMeta {
  title: string;
  description: string;
  /** The canonical path, e.g. `/pricing`. */
  path: string;
  type?: 'website' | 'article';
  image?: { url: string; alt: string };
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
}

const DEFAULT_IMAGE = { url: '/images/og-default.png', alt: `${SITE.name}: ${SITE.tagline}` };

export function pageMetadata(meta: TPageMeta): Metadata {
  const image = meta.image ?? DEFAULT_IMAGE;
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: meta.path },
    openGraph: {
      type: meta.type ?? 'website',
      url: meta.path,
      title: meta.title,
      description: meta.description,
      siteName: SITE.name,
      locale: SITE.locale.replace('-', '_'),
      images: [image],
      ...(meta.type === 'article'
        ? { publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime, authors: meta.authors }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: meta.title,
      description: meta.description,
      images: [image.url],
    },
  };
}
