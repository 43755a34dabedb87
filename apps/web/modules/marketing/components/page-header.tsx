// The top of an inner public page: an eyebrow, the page's one h1, a lead paragraph and optional actions.
import type { ReactNode } from 'react';
import { Container } from '../../site-ui/components/container.tsx';
import styles from './page-header.module.css';

export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.root}>
      <Container>
        <div className={styles.inner}>
          {eyebrow ? <p className="s-overline s-primary">{eyebrow}</p> : null}
          <h1 className={`s-h1 ${styles.title}`}>{title}</h1>
          {lead ? <div className={`s-subtitle s-muted ${styles.lead}`}>{lead}</div> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
      </Container>
    </header>
  );
}
