// Links of the public site's header and footer.

export interface TNavLink {
  title: string;
  href: string;
}

export const MAIN_LINKS: TNavLink[] = [
  { title: 'Who we are', href: '/who-we-are' },
  { title: 'Pricing', href: '/pricing' },
  { title: 'Resources', href: '/resources' },
  { title: 'Contact', href: '/contact' },
];

export const COMPANY_LINKS: TNavLink[] = [
  { title: 'Who we are', href: '/who-we-are' },
  { title: 'Pricing', href: '/pricing' },
  { title: 'Innovate with us', href: '/innovate' },
  { title: 'Finance for innovation', href: '/marketing/finance' },
  { title: 'Contact', href: '/contact' },
];

export const RESOURCE_LINKS: TNavLink[] = [
  { title: 'Press releases', href: '/resources?defaultType=press-releases' },
  { title: 'Innovation journal', href: '/resources?defaultType=blogs' },
  { title: 'Documentation', href: '/docs' },
  { title: 'Innovation survey', href: '/survey' },
];

export const LEGAL_LINKS: TNavLink[] = [
  { title: 'Privacy policy', href: '/legal/privacy-policy' },
  { title: 'Cookie policy', href: '/legal/cookie-policy' },
  { title: 'Terms of service', href: '/legal/terms-of-service' },
];

export const SIGN_IN_HREF = '/auth/login';
export const SIGN_UP_HREF = '/auth/sign-up';

/** Whether a nav link points at the current page (or a page below it). */
export function isActiveHref(pathname: string, href: string): boolean {
  const path = href.split('?')[0] ?? href;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
