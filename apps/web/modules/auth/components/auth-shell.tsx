// The frame of every auth page: skip link, a slim header (logo home, settings), and the page content beside a
// brand panel on wide screens. Phone: the form alone, full width. A server component with its own CSS: nothing
// here is hydrated but the settings button, so the form is interactive sooner.
import { SITE } from '@innov/contracts';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../layout/components/logo.tsx';
import { MAIN_CONTENT_ID } from '../../layout/lib/landmarks.ts';
import { SettingsButton } from '../../settings/components/settings-button.tsx';
import styles from './auth-shell.module.css';

const HIGHLIGHTS = [
  'One workspace for your teams, companies and campaigns',
  'Ideas, collaborations and subscriptions in one dashboard',
  'Your data stays yours: export or delete it at any time',
];

export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <a href="/" aria-label={`${SITE.name} home`} className={styles.home}>
          <Logo alt="" />
        </a>
        <SettingsButton />
      </header>
      <div className={styles.body}>
        <aside aria-label={`About ${SITE.name}`} className={styles.aside}>
          <p className={styles.overline}>{SITE.name}</p>
          <p className={styles.claim}>From idea to launch, with the right team beside you.</p>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((text) => (
              <li key={text} className={styles.highlight}>
                <CircleCheck aria-hidden className={styles.check} />
                {text}
              </li>
            ))}
          </ul>
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <div className={styles.content}>{children}</div>
        </main>
      </div>
    </div>
  );
}
