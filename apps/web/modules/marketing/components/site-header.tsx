// The public site's header: logo, services menu, main links, settings gear, account buttons, and the menu
// dialog on small screens. Server-rendered; the services menu, the gear and the phone menu are small client
// islands. Its colour follows the `navColor` display setting through the <html data-nav-color> attribute.
import { SITE } from '@innov/contracts';
import Link from 'next/link';
import { Container } from '../../site-ui/components/container.tsx';
import { SettingsButton } from '../../site-ui/components/settings-button.tsx';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';
import { MAIN_LINKS, SIGN_IN_HREF, SIGN_UP_HREF } from '../lib/navigation.ts';
import { MobileNav } from './mobile-nav.tsx';
import { NavLink } from './nav-link.tsx';
import { ServicesMenu } from './services-menu.tsx';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.bar}>
          <Link
            href="/"
            prefetch={false}
            aria-label={`${SITE.name} home`}
            data-testid="header-logo"
            className={styles.logoLink}
          >
            <SiteLogo alt="" />
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <ServicesMenu />
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.href} href={link.href} className={styles.navLink}>
                {link.title}
              </NavLink>
            ))}
          </nav>
          <div className={styles.actions}>
            <SettingsButton />
            <Link href={SIGN_IN_HREF} prefetch={false} className={`s-btn s-btn--outlined ${styles.signIn}`}>
              Sign in
            </Link>
            <Link href={SIGN_UP_HREF} prefetch={false} className={`s-btn s-btn--contained ${styles.signUp}`}>
              Get started
            </Link>
            <MobileNav />
          </div>
        </div>
      </Container>
    </header>
  );
}
