'use client';
// The cookie notice. It tells the truth: with monitoring off, only strictly necessary cookies are used and the
// notice only informs; with monitoring on, it asks first and nothing optional runs until the visitor agrees.
import { MONITORING } from '@innov/contracts';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { island } from '../../islands/island.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { readConsent, type TConsent, writeConsent } from '../lib/cookie-notice.ts';
import styles from './cookie-notice.module.css';

function CookieNoticeView({ monitoringEnabled = MONITORING.enabled }: { monitoringEnabled?: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const seen = readConsent();
    // An earlier "acknowledged" is not consent: if monitoring has since been switched on, ask.
    setOpen(seen === null || (monitoringEnabled && seen === 'acknowledged'));
  }, [monitoringEnabled]);
  if (!open) return null;
  const close = (value: TConsent) => {
    writeConsent(value);
    setOpen(false);
  };
  return (
    <section aria-label="Cookie notice" className={styles.notice}>
      <p className={cx('s-body2', styles.text)}>
        {monitoringEnabled
          ? 'We use necessary cookies to run the site and, if you agree, a monitoring cookie to find and fix errors.'
          : 'We use only necessary cookies: to keep you signed in and remember your display settings. No tracking.'}{' '}
        <Link href="/legal/cookie-policy" prefetch={false} className="s-link">
          Cookie policy
        </Link>
      </p>
      {monitoringEnabled ? (
        <div className={styles.actions}>
          <button type="button" className="s-btn s-btn--outlined s-btn--sm" onClick={() => close('denied')}>
            Necessary only
          </button>
          <button type="button" className="s-btn s-btn--contained s-btn--sm" onClick={() => close('granted')}>
            Allow monitoring
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={cx('s-btn s-btn--contained s-btn--sm', styles.ok)}
          onClick={() => close('acknowledged')}
        >
          OK
        </button>
      )}
    </section>
  );
}

export const CookieNotice = island('cookie-notice', CookieNoticeView);
