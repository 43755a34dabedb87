// A bare frame for pages that must not depend on the full site header: logo home link and content. Plain
// HTML and the site's static CSS, so it works with or without the MUI providers around it.
import { SITE } from '@innov/contracts';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../layout/lib/landmarks.ts';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';
import styles from './minimal-layout.module.css';

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <header className={styles.header}>
        <Link href="/" prefetch={false} aria-label={`${SITE.name} home`} className={styles.home}>
          <SiteLogo alt="" />
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
