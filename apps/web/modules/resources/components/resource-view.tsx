// /resources/{id}: title, cover, author, date, read time, category and hashtags, the Markdown content
// (sanitised, rendered on the server), the resource's details (variables), and related resources of the same type.
import { ArrowLeft } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { imageSource } from '../../files/lib/public-image.ts';
import { JsonLd } from '../../seo/components/json-ld.tsx';
import { articleJsonLd } from '../../seo/lib/structured-data.ts';
import { Container } from '../../site-ui/components/container.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { formatDate, readTimeText } from '../lib/format.ts';
import { resourceHref, resourcesHref, tabByType } from '../lib/resource-types.ts';
import type { TResource, TResourceSummary } from '../lib/resources.ts';
import { Markdown } from './markdown.tsx';
import { ResourceCard } from './resource-card.tsx';
import { ResourceChips } from './resource-chips.tsx';
import styles from './resource-view.module.css';

export function ResourceView({ resource, related }: { resource: TResource; related: TResourceSummary[] }) {
  const tab = tabByType(resource.type);
  const cover = resource.cover ?? '/images/og-default.png';
  return (
    <article aria-labelledby="resource-title">
      <JsonLd
        data={articleJsonLd({
          path: resourceHref(resource.id),
          title: resource.title,
          description: resource.shortDescription ?? resource.title,
          image: cover,
          publishedAt: resource.publishedAt ?? resource.updatedAt,
          modifiedAt: resource.updatedAt,
          author: resource.author?.name ?? 'Lumenfold',
        })}
      />
      <Container className={styles.page}>
        <div className={styles.column}>
          {tab ? (
            <Link
              href={resourcesHref(tab)}
              prefetch={false}
              className={cx('s-btn s-btn--text s-btn--inherit', styles.back)}
            >
              <ArrowLeft className="s-icon s-icon--flip" aria-hidden />
              {tab.label}
            </Link>
          ) : null}
          <ResourceChips resource={resource} className={styles.chips} />
          <h1 id="resource-title" className={cx('s-h1', styles.title)}>
            {resource.title}
          </h1>
          {resource.shortDescription ? (
            <p className={cx('s-subtitle s-muted', styles.subtitle)}>{resource.shortDescription}</p>
          ) : null}
          <div className={styles.byline}>
            {resource.author ? (
              resource.author.avatar ? (
                // A small avatar from any address (a plain image, as before).
                <img src={resource.author.avatar} alt="" width={44} height={44} className={styles.avatar} />
              ) : (
                <span className={styles.avatar} aria-hidden>
                  {resource.author.name.slice(0, 1)}
                </span>
              )
            ) : null}
            <div>
              {resource.author ? <p className={styles.author}>{resource.author.name}</p> : null}
              <p className="s-body2 s-muted">
                <time dateTime={resource.publishedAt ?? undefined} data-testid="resource-date">
                  {formatDate(resource.publishedAt)}
                </time>{' '}
                · {readTimeText(resource.readTime)}
              </p>
            </div>
          </div>
          <div className={styles.cover}>
            <Image
              {...imageSource(cover, 1640)}
              alt=""
              fill
              priority
              sizes="(min-width: 900px) 820px, calc(100vw - 32px)"
              className={styles.image}
            />
          </div>
          {resource.variables?.length ? (
            <dl className={styles.details}>
              {resource.variables.map((v) => (
                <div key={v.name} className={styles.detail}>
                  <dt className={styles.detailName}>{v.name}</dt>
                  <dd className="s-muted">{v.value.join(', ')}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className={styles.content} data-testid="resource-content">
            <Markdown source={resource.content ?? ''} />
          </div>
          {resource.hashtags?.length ? (
            <p className={cx('s-muted', styles.hashtags)}>{resource.hashtags.map((h) => `#${h}`).join(' ')}</p>
          ) : null}
        </div>
        {related.length ? (
          <section aria-labelledby="related-title" className={styles.related}>
            <h2 id="related-title" className={cx('s-h3', styles.relatedTitle)}>
              Related {tab ? tab.label.toLowerCase() : 'resources'}
            </h2>
            <ul className={cx('s-list-plain', styles.relatedList)}>
              {related.map((r) => (
                <li key={r.id}>
                  <ResourceCard resource={r} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </article>
  );
}
