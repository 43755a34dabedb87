'use client';
// MUI's link-like components render this for `href`: internal paths go through Next's client router
// (prefetch, progress bar), anything else (mailto:, https://) stays a plain anchor.
import NextLink from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';

export type TRouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function RouterLink({ href, ref, ...props }: TRouterLinkProps) {
  if (isInternalHref(href)) return <NextLink ref={ref} href={href} {...props} />;
  return <a ref={ref} href={href} {...props} />;
}
