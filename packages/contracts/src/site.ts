// The site configuration: who the company is and where its public links point. The web app's header,
// footer, metadata and e-mail templates read these values; change the company here and nowhere else.
import { SITE_VERSION } from './constants.ts';

export interface TExternalLink {
  label: string;
  href: string;
  description: string;
}

export const SITE = {
  name: 'Lumenfold',
  legalName: 'Lumenfold Innovation Ltd',
  tagline: 'Innovation services: software engineering, an innovation launchpad and strategic partnerships.',
  description:
    'Lumenfold helps companies and public bodies turn ideas into working products: AI integration, data automation and engineering teams; proofs of concept and MVPs; and long-term public and private partnerships.',
  locale: 'en-GB',
  version: SITE_VERSION,
  email: 'hello@lumenfold.co.uk',
  address: {
    street: '86 Worship Street',
    locality: 'London',
    postalCode: 'EC2A 2BE',
    country: 'United Kingdom',
  },
  copyright: '© 2026 Lumenfold Innovation Ltd. Registered in England and Wales. All rights reserved.',
  links: {
    /** The booking page for a first call with the team. */
    booking: {
      label: 'Book an introductory call',
      href: 'https://cal.lumenfold.co.uk/introductory-call',
      description: 'Pick a 30-minute slot with a partner to talk through your idea.',
    } satisfies TExternalLink,
    /** The sibling product: the self-serve innovation management workspace. */
    siblingProduct: {
      label: 'Lumenfold Labs',
      href: 'https://labs.lumenfold.co.uk',
      description: 'Our self-serve workspace for running innovation programmes.',
    } satisfies TExternalLink,
    /** Partner sites of the funding and innovation ecosystem the company works with. */
    partners: [
      {
        label: 'Innovate UK',
        href: 'https://www.ukri.org/councils/innovate-uk/',
        description: "The UK's innovation agency: grants and programmes for businesses.",
      },
      {
        label: 'British Business Bank',
        href: 'https://www.british-business-bank.co.uk/',
        description: 'Government-backed finance programmes for smaller businesses.',
      },
    ] satisfies TExternalLink[],
  },
} as const;

/** The postal address on one line, as the footer and structured data show it. */
export function siteAddressLine(): string {
  const { street, locality, postalCode, country } = SITE.address;
  return `${street}, ${locality} ${postalCode}, ${country}`;
}

/**
 * The web app's pages that belong to an account: sign-in (/auth/…), the dashboard (/dashboard/…), the
 * back-office (/admin/…) and the invitation and join-link pages (/invitations/…, /join/…: what they offer depends
 * on who is signed in). Matches a path with or without its query. The server isolates them
 * (Cross-Origin-Opener-Policy) and never caches them; the web app mounts the toaster on them from the start.
 */
export const ACCOUNT_PATH = /^\/(?:auth|dashboard|admin|invitations|join)(?:[/?#]|$)/;
