// The buttons under a page header's lead: the first action is the primary one (contained), the others outlined.
// Internal links only; for a link to another site use ExternalLinkButton.
import Link from 'next/link';
import styles from './page-actions.module.css';

export interface TPageAction {
  href: string;
  label: string;
}

export function PageActions({ actions }: { actions: TPageAction[] }) {
  return (
    <div className={styles.root}>
      {actions.map((action, index) => (
        <Link
          key={action.href}
          href={action.href}
          prefetch={false}
          className={`s-btn s-btn--lg ${index === 0 ? 's-btn--contained' : 's-btn--outlined'}`}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}
