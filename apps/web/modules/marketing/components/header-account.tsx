'use client';
// The header's account actions. Signed out, and in the server's HTML (the same for everyone: public pages are
// static): "Sign in" and "Get started". Signed in, as the session cookies tell once the page has hydrated: the way to
// the dashboard and an account menu (who is signed in; Dashboard, Account, Sign out). Public pages carry no auth
// library, so signing out happens on /auth/sign-out, which comes back to this page.
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestSignOut } from '../../auth/lib/sign-out-request.ts';
import { ACCOUNT_HREF, DASHBOARD_HREF } from '../../dashboard/lib/navigation.ts';
import { island } from '../../islands/island.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { SIGN_IN_HREF, SIGN_UP_HREF } from '../lib/navigation.ts';
import type { TSignedInVisitor } from '../lib/signed-in-visitor.ts';
import { useDismiss } from '../lib/use-dismiss.ts';
import { useSignedInVisitor } from '../lib/use-signed-in-visitor.ts';
import styles from './header-account.module.css';
import headerStyles from './site-header.module.css';

/** The account menu's panel (the header has one). */
const MENU_ID = 'account-menu';

function AccountMenu({ visitor }: { visitor: TSignedInVisitor }) {
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, buttonRef, panelRef);

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={cx('s-icon-btn', styles.avatarButton)}
        aria-label={visitor.name ? `Account menu for ${visitor.name}` : 'Account menu'}
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden>
          {visitor.initials}
        </span>
      </button>
      {open && (
        <nav ref={panelRef} id={MENU_ID} aria-label="Account" className={styles.panel}>
          <div className={styles.identity}>
            {visitor.name ? <p className={cx('s-subtitle2', styles.line)}>{visitor.name}</p> : null}
            {visitor.email && visitor.email !== visitor.name ? (
              <p className={cx('s-body2 s-muted', styles.line)}>{visitor.email}</p>
            ) : null}
          </div>
          <ul className={cx('s-list-plain', styles.items)}>
            <li>
              <Link href={DASHBOARD_HREF} prefetch={false} className={styles.item} onClick={close}>
                <LayoutDashboard className="s-icon" aria-hidden />
                Dashboard
              </Link>
            </li>
            <li>
              <Link href={ACCOUNT_HREF} prefetch={false} className={styles.item} onClick={close}>
                <UserRound className="s-icon" aria-hidden />
                Account
              </Link>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={requestSignOut}>
                <LogOut className="s-icon s-icon--flip" aria-hidden />
                Sign out
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

function HeaderAccountView() {
  const visitor = useSignedInVisitor();
  if (!visitor) {
    return (
      <>
        <Link href={SIGN_IN_HREF} prefetch={false} className={`s-btn s-btn--outlined ${headerStyles.signIn}`}>
          Sign in
        </Link>
        <Link href={SIGN_UP_HREF} prefetch={false} className={`s-btn s-btn--contained ${headerStyles.signUp}`}>
          Get started
        </Link>
      </>
    );
  }
  return (
    <>
      <Link href={DASHBOARD_HREF} prefetch={false} className={`s-btn s-btn--outlined ${headerStyles.signIn}`}>
        Dashboard
      </Link>
      <AccountMenu visitor={visitor} />
    </>
  );
}

export const HeaderAccount = island('header-account', HeaderAccountView);
