// A written page: header with the h1, then its sections, with an optional aside (a form or a call to action).
import type { ReactNode } from 'react';
import { Container } from '../../site-ui/components/container.tsx';
import type { TContentPage } from '../lib/content.ts';
import styles from './content-page-view.module.css';
import { ContentSections } from './content-sections.tsx';
import { PageHeader } from './page-header.tsx';

export function ContentPageView({
  page,
  headerActions,
  children,
}: {
  page: TContentPage;
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead ?? page.description}>
        {headerActions}
      </PageHeader>
      <Container className={styles.body}>
        {page.updated ? <p className={`s-body2 s-muted ${styles.updated}`}>Last updated: {page.updated}</p> : null}
        <div className={styles.sections}>
          <ContentSections sections={page.sections} />
        </div>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </Container>
    </>
  );
}
