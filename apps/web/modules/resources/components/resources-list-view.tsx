// /resources: tabs by type, newest first, PAGE_SIZE per page; the page number lives in the URL (?page=N), so a
// reload or a shared link shows the same page. Rendered on the server and cached per tab and page; the tabs and
// the paging are plain links.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { Container } from '../../site-ui/components/container.tsx';
import { cx } from '../../site-ui/lib/cx.ts';
import { RESOURCE_TABS, resourcesHref, type TResourceTab } from '../lib/resource-types.ts';
import type { TResourcePage } from '../lib/resources.ts';
import { ResourceCard } from './resource-card.tsx';
import styles from './resources-list-view.module.css';

export function ResourcesListView({ tab, page }: { tab: TResourceTab; page: TResourcePage }) {
  const number = page.page + 1;
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="News, field notes and funding"
        lead="Press releases, our Innovation Journal, funding news and events – written by the people who do the work."
      />
      <Container className={styles.body}>
        <nav aria-label="Resource types" className={styles.tabs}>
          <ul className="s-tabs s-list-plain">
            {RESOURCE_TABS.map((t) => (
              <li key={t.slug}>
                <Link
                  href={resourcesHref(t)}
                  prefetch={false}
                  className="s-tab"
                  aria-current={t.slug === tab.slug ? 'page' : undefined}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="resource-list-title" className={cx('s-h3', styles.title)}>
          {tab.label}
          {number > 1 ? ` – page ${number}` : ''}
        </h2>
        <p className={cx('s-muted', styles.description)}>{tab.description}</p>
        {page.items.length ? (
          <ul
            aria-labelledby="resource-list-title"
            data-testid="resource-list"
            className={cx('s-list-plain s-grid', styles.grid)}
          >
            {page.items.map((r, index) => (
              <li key={r.id}>
                <ResourceCard resource={r} headingLevel="h3" priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing here yet. Try another page or type.</p>
        )}
        <nav aria-label="Pages" className={styles.pages}>
          {number > 1 ? (
            <Link href={resourcesHref(tab, number - 1)} prefetch={false} rel="prev" className="s-btn s-btn--outlined">
              <ArrowLeft className="s-icon s-icon--flip" aria-hidden />
              Newer
            </Link>
          ) : (
            <span />
          )}
          <p className="s-body2 s-muted" data-testid="resource-page-number" aria-current="page">
            Page {number}
          </p>
          {page.hasNext ? (
            <Link href={resourcesHref(tab, number + 1)} prefetch={false} rel="next" className="s-btn s-btn--outlined">
              Older
              <ArrowRight className="s-icon s-icon--flip" aria-hidden />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </Container>
    </>
  );
}
