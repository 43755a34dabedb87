// The body of every error page: the status code, what happened, and the way back. Server-rendered; extra
// actions (sign in, try again) are links or buttons styled `.s-btn .s-btn--contained .s-btn--lg`.
import { House } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from '../../site-ui/lib/cx.ts';
import type { TErrorContent } from '../lib/error-content.ts';
import styles from './error-view.module.css';

export interface TErrorViewProps {
  content: TErrorContent;
  /** Extra actions before "Back to home" (sign in, try again). */
  actions?: ReactNode;
}

export function ErrorView({ content, actions }: TErrorViewProps) {
  return (
    <section aria-labelledby="error-title" data-testid={`error-${content.code}`} className={styles.root}>
      <div className={styles.inner}>
        <p aria-hidden className={styles.code}>
          {content.code}
        </p>
        <p className={cx('s-overline s-muted', styles.overline)}>Error {content.code}</p>
        <h1 id="error-title" className={cx('s-h3', styles.title)}>
          {content.title}
        </h1>
        <p className={cx('s-muted', styles.description)}>{content.description}</p>
        <div className={styles.actions}>
          {actions}
          <Link
            href="/"
            prefetch={false}
            className={cx('s-btn s-btn--lg', actions ? 's-btn--outlined' : 's-btn--contained')}
          >
            <House className="s-icon" aria-hidden />
            Back to home
          </Link>
        </div>
      </div>
    </section>
  );
}
