// The page a newsletter e-mail's link opens, in the site's frame: what the link found (newsletter-links.ts), and
// the way forward. The unsubscribe question's button is a plain form posting to the link itself (the data service
// unsubscribes and comes back here), so it works before, or without, any script. Server-rendered.
import type { NewsletterLinkOutcome } from '@innov/contracts';
import { CircleAlert, CircleCheck, MailMinus } from 'lucide-react';
import Link from 'next/link';
import { cx } from '../../site-ui/lib/cx.ts';
import { LINK_PAGES, NEWSLETTER_FIELD_ANCHOR } from '../lib/newsletter-links.ts';
import styles from './newsletter-link-view.module.css';

const ICONS = { success: CircleCheck, question: MailMinus, problem: CircleAlert } as const;

export function NewsletterLinkView({
  outcome,
  unsubscribeAction,
}: {
  outcome: NewsletterLinkOutcome;
  /** The unsubscribe link itself (path and query), which the button posts to. */
  unsubscribeAction?: string;
}) {
  const page = LINK_PAGES[outcome];
  const Icon = ICONS[page.tone];
  return (
    <section aria-labelledby="newsletter-link-title" className={styles.root} data-testid={`newsletter-${outcome}`}>
      <div className={cx('s-card', styles.card)}>
        <span className={cx('s-icon-tile', styles.icon, styles[page.tone])} aria-hidden>
          <Icon className="s-icon s-icon--lg" />
        </span>
        <p className={cx('s-overline s-muted', styles.overline)}>Newsletter</p>
        <h1 id="newsletter-link-title" className={cx('s-h3', styles.title)}>
          {page.title}
        </h1>
        <p className={cx('s-body s-muted', styles.text)}>{page.text}</p>
        <div className={styles.actions}>
          {outcome === 'SUBSCRIBED' && unsubscribeAction ? (
            <form method="post" action={unsubscribeAction} className={styles.form}>
              <button type="submit" className="s-btn s-btn--contained s-btn--lg s-btn--block">
                Unsubscribe
              </button>
            </form>
          ) : null}
          {page.subscribeAgain ? (
            <a href={NEWSLETTER_FIELD_ANCHOR} className="s-btn s-btn--contained s-btn--lg">
              Subscribe again
            </a>
          ) : null}
          {outcome === 'CONFIRMED' || outcome === 'ALREADY_CONFIRMED' ? (
            <Link href="/resources?defaultType=blogs" prefetch={false} className="s-btn s-btn--contained s-btn--lg">
              Read the Innovation Journal
            </Link>
          ) : null}
          <Link href="/" prefetch={false} className="s-btn s-btn--outlined s-btn--lg">
            {outcome === 'SUBSCRIBED' ? 'Keep my subscription' : 'Back to home'}
          </Link>
        </div>
      </div>
    </section>
  );
}
