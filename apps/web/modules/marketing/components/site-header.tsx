// The public site's header: logo, services menu, main links, settings gear, account actions (sign in, or the
// dashboard and the account menu of a signed-in visitor), and the menu dialog on small screens. Server-rendered; the
// services menu, the gear, the account actions and the phone menu are small client islands. Its colour follows the
// `navColor` display setting through the <html data-nav-color> attribute.
import { SITE } from '@innov/contracts';
import Link from 'next/link';
import { Container } from '../../site-ui/components/container.tsx';
import { SettingsButton } from '../../site-ui/components/settings-button.tsx';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';
import { MAIN_LINKS } from '../lib/navigation.ts';
import { HeaderAccount } from './header-account.tsx';
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
            <HeaderAccount />
            <MobileNav />
          </div>
        </div>
      </Container>
    </header>
  );
}
