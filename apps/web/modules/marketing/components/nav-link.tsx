'use client';
// A header link that marks itself as the current page (aria-current), the one thing about the header that
// depends on the path. Styles come from the caller.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { island } from '../../islands/island.tsx';
import { isActiveHref } from '../lib/navigation.ts';

function NavLinkView({
  href,
  className,
  exact = false,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  /** Current only on exactly this path (service links), not on the pages below it. */
  exact?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = exact ? pathname === href : isActiveHref(pathname, href);
  return (
    <Link
      href={href}
      prefetch={false}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

export const NavLink = island('nav-link', NavLinkView, 'span');
