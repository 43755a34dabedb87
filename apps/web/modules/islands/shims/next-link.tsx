// next/link on a public page run by islands: there is no client router, so a link is a plain anchor and following
// it loads the page (which the server answers from its cache).
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | { pathname?: string; search?: string; hash?: string };
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
  shallow?: boolean;
  children?: ReactNode;
};

const Link = forwardRef<HTMLAnchorElement, TLinkProps>(function Link(
  { href, prefetch: _prefetch, replace: _replace, scroll: _scroll, shallow: _shallow, ...rest },
  ref,
) {
  const url = typeof href === 'string' ? href : `${href.pathname ?? ''}${href.search ?? ''}${href.hash ?? ''}`;
  return <a ref={ref} href={url} {...rest} />;
});

export default Link;
