// One resource in a list: cover, category, title (linking to the resource), summary, date and read time. The
// title's link covers the whole card, and stays its one focusable element.
import Image from 'next/image';
import Link from 'next/link';
import { imageSource } from '../../files/lib/public-image.ts';
import { cx } from '../../site-ui/lib/cx.ts';
import { formatDate, readTimeText } from '../lib/format.ts';
import { resourceHref } from '../lib/resource-types.ts';
import type { TResourceSummary } from '../lib/resources.ts';
import styles from './resource-card.module.css';
import { ResourceChips } from './resource-chips.tsx';

export function ResourceCard({
  resource,
  headingLevel = 'h2',
  priority = false,
}: {
  resource: TResourceSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list is the page's largest image on phones: load it first. */
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={cx('s-card s-card--flush s-card--interactive', styles.card)}>
      {resource.cover ? (
        <div className={styles.cover}>
          <Image
            {...imageSource(resource.cover, 760)}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <ResourceChips resource={resource} className={styles.chips} />
        <Heading className={cx('s-h6', styles.title)}>
          <Link href={resourceHref(resource.id)} prefetch={false} className="s-card__link s-link-plain">
            {resource.title}
          </Link>
        </Heading>
        <p className={cx('s-body2 s-muted', styles.summary)}>{resource.shortDescription}</p>
        {resource.hashtags?.length ? (
          <p className="s-caption s-muted">{resource.hashtags.map((h) => `#${h}`).join(' ')}</p>
        ) : null}
        <p className="s-caption s-muted">
          <time dateTime={resource.publishedAt ?? undefined}>{formatDate(resource.publishedAt)}</time> ·{' '}
          {readTimeText(resource.readTime)}
        </p>
      </div>
    </article>
  );
}
