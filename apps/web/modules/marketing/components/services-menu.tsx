'use client';
// The header's Services menu: a disclosure button and a panel with the nine services grouped by pillar, plus
// Support and the overview page. Closes on Escape (focus back on the button), on a click or focus outside it,
// and when a link is followed. The panel is rendered only while open, so a page's HTML and start-up carry none of it.
import { ArrowRight, ChevronDown, Headset } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type CSSProperties, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { island } from '../../islands/island.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { isActiveHref } from '../lib/navigation.ts';
import { SERVICE_GROUPS, SERVICES_HREF, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';
import { useDismiss } from '../lib/use-dismiss.ts';
import styles from './services-menu.module.css';
import headerStyles from './site-header.module.css';

const PANEL_WIDTH = 880;
const EDGE = 16;

function ServicesMenuView() {
  const pathname = usePathname();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  // Where the panel starts, from the start edge of the window: under the button, kept inside the window.
  const [offset, setOffset] = useState(EDGE);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, buttonRef, panelRef);

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const rtl = getComputedStyle(buttonRef.current).direction === 'rtl';
    const width = Math.min(PANEL_WIDTH, viewport - 2 * EDGE);
    const start = rtl ? viewport - rect.right : rect.left;
    setOffset(Math.max(EDGE, Math.min(start, viewport - width - EDGE)));
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={cx(headerStyles.navLink, styles.toggle)}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-current={isActiveHref(pathname, SERVICES_HREF) ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Services
        <ChevronDown className={cx('s-icon', styles.chevron)} aria-hidden />
      </button>
      {open && (
        <nav
          ref={panelRef}
          id={menuId}
          aria-label="Services menu"
          className={styles.panel}
          style={{ '--menu-offset': `${offset}px` } as CSSProperties}
        >
          <div className={styles.groups}>
            {SERVICE_GROUPS.map((group) => (
              <div key={group.id}>
                <h2 id={`${menuId}-${group.id}`} className={cx('s-overline', styles.groupTitle)}>
                  {group.title}
                </h2>
                <ul aria-labelledby={`${menuId}-${group.id}`} className={cx('s-list-plain', styles.list)}>
                  {group.services.map((service) => {
                    const href = serviceHref(group, service);
                    return (
                      <li key={service.slug}>
                        <Link
                          href={href}
                          prefetch={false}
                          className={styles.service}
                          aria-current={pathname === href ? 'page' : undefined}
                          onClick={close}
                        >
                          <span className={cx('s-subtitle2', styles.serviceTitle)}>{service.title}</span>
                          <span className="s-body2 s-muted">{service.summary}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
          <div className={styles.footer}>
            <Link href={SUPPORT_SERVICE.href} prefetch={false} className={styles.support} onClick={close}>
              <Headset className="s-icon" aria-hidden />
              {SUPPORT_SERVICE.title}
              <span className={cx('s-body2 s-muted', styles.supportSummary)}>{SUPPORT_SERVICE.summary}</span>
            </Link>
            <Link href={SERVICES_HREF} prefetch={false} className="s-btn s-btn--text" onClick={close}>
              All services
              <ArrowRight className="s-icon s-icon--flip" aria-hidden />
            </Link>
          </div>
        </nav>
      )}
    </>
  );
}

export const ServicesMenu = island('services-menu', ServicesMenuView);
