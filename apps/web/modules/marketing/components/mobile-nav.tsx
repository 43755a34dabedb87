'use client';
// The header's menu on small screens: a modal <dialog> sliding in from the end edge with the services (grouped,
// expandable), the main links and the account buttons (a signed-in visitor's: the dashboard, the account, sign out).
// The browser traps focus in it, closes it on Escape and restores focus; a click on the backdrop or a followed link
// closes it too. Its content is rendered only while it is open, so a page's HTML and start-up carry none of it.
import { ChevronDown, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { requestSignOut } from '../../auth/lib/sign-out-request.ts';
import { ACCOUNT_HREF, DASHBOARD_HREF } from '../../dashboard/lib/navigation.ts';
import { island } from '../../islands/island.tsx';
import { SiteLogo } from '../../site-ui/components/site-logo.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { isActiveHref, MAIN_LINKS, SIGN_IN_HREF, SIGN_UP_HREF } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';
import { useSignedInVisitor } from '../lib/use-signed-in-visitor.ts';
import styles from './mobile-nav.module.css';

function MobileNavView() {
  const pathname = usePathname();
  // Fixed ids (the header has one menu): the dialog is in the server's markup, and the islands runtime's useId
  // would not reproduce the id React gave it there.
  const dialogId = 'site-menu';
  const servicesId = 'site-menu-services';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(() => isActiveHref(pathname, SERVICES_HREF));
  const visitor = useSignedInVisitor();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={cx('s-icon-btn', styles.opener)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      >
        <Menu className="s-icon" aria-hidden />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-label="Menu"
        className={styles.dialog}
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
        onClick={(event) => {
          // The dialog element itself is only hit on its backdrop: its content fills it.
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <div className={styles.sheet}>
            <div className={styles.top}>
              <SiteLogo width={110} height={36} />
              <button type="button" className="s-icon-btn" aria-label="Close menu" onClick={close}>
                <X className="s-icon" aria-hidden />
              </button>
            </div>
            <nav aria-label="Mobile" className={styles.nav}>
              <button
                type="button"
                className={cx(styles.item, styles.disclosure)}
                aria-expanded={servicesOpen}
                aria-controls={servicesId}
                onClick={() => setServicesOpen((value) => !value)}
              >
                Services
                <ChevronDown className={cx('s-icon', styles.chevron)} aria-hidden />
              </button>
              <div id={servicesId} hidden={!servicesOpen} className={styles.services}>
                {SERVICE_GROUPS.map((group) => (
                  <div key={group.id}>
                    <p id={`${servicesId}-${group.id}`} className={cx('s-overline', styles.groupTitle)}>
                      {group.title}
                    </p>
                    <ul aria-labelledby={`${servicesId}-${group.id}`} className="s-list-plain">
                      {group.services.map((service) => {
                        const href = serviceHref(group, service);
                        return (
                          <li key={service.slug}>
                            <Link
                              href={href}
                              prefetch={false}
                              className={cx(styles.item, styles.subItem)}
                              aria-current={pathname === href ? 'page' : undefined}
                              onClick={close}
                            >
                              {service.title}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
                <ul className={cx('s-list-plain', styles.extra)}>
                  <li>
                    <Link
                      href={SUPPORT_SERVICE.href}
                      prefetch={false}
                      className={cx(styles.item, styles.subItem)}
                      aria-current={pathname === SUPPORT_SERVICE.href ? 'page' : undefined}
                      onClick={close}
                    >
                      {SUPPORT_SERVICE.title}
                    </Link>
                  </li>
                  <li>
                    <Link
                      href={SERVICES_HREF}
                      prefetch={false}
                      className={cx(styles.item, styles.subItem)}
                      aria-current={pathname === SERVICES_HREF ? 'page' : undefined}
                      onClick={close}
                    >
                      All services
                    </Link>
                  </li>
                </ul>
              </div>
              <ul className="s-list-plain">
                {MAIN_LINKS.map((link) => {
                  const active = isActiveHref(pathname, link.href);
                  return (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        prefetch={false}
                        className={styles.item}
                        aria-current={active ? 'page' : undefined}
                        onClick={close}
                      >
                        {link.title}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={styles.account}>
              {visitor ? (
                <>
                  <Link
                    href={DASHBOARD_HREF}
                    prefetch={false}
                    className="s-btn s-btn--contained s-btn--lg"
                    onClick={close}
                  >
                    Dashboard
                  </Link>
                  <Link
                    href={ACCOUNT_HREF}
                    prefetch={false}
                    className="s-btn s-btn--outlined s-btn--lg"
                    onClick={close}
                  >
                    Account
                  </Link>
                  <button type="button" className="s-btn s-btn--outlined s-btn--lg" onClick={requestSignOut}>
                    Sign out
                  </button>
                </>
              ) : (
                <>
                  <Link
                    href={SIGN_UP_HREF}
                    prefetch={false}
                    className="s-btn s-btn--contained s-btn--lg"
                    onClick={close}
                  >
                    Get started
                  </Link>
                  <Link
                    href={SIGN_IN_HREF}
                    prefetch={false}
                    className="s-btn s-btn--outlined s-btn--lg"
                    onClick={close}
                  >
                    Sign in
                  </Link>
                </>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}

export const MobileNav = island('mobile-nav', MobileNavView);
