// The signed-in product in brief: what a company workspace offers, and the way in.
import { Flag, Lightbulb, type LucideIcon, Network, Users } from 'lucide-react';
import Link from 'next/link';
import { Container } from '../../../site-ui/components/container.tsx';
import { SIGN_UP_HREF } from '../../lib/navigation.ts';
import sections from './home-sections.module.css';
import styles from './workspace-teaser.module.css';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: 'Teams',
    text: 'Invite colleagues, give them roles and keep every project in one company workspace.',
  },
  {
    icon: Flag,
    title: 'Campaigns',
    text: 'Run innovation challenges with a brief, dates and phases from submission to selection.',
  },
  {
    icon: Lightbulb,
    title: 'Ideation',
    text: 'Capture ideas with proven templates, vote, comment and move the best ones forward.',
  },
  {
    icon: Network,
    title: 'Collaboration',
    text: 'Find experts and partners, post opportunities and track job requests and investments.',
  },
];

export function WorkspaceTeaser() {
  return (
    <section aria-labelledby="home-workspace-title" className={sections.section}>
      <Container className={styles.grid}>
        <div>
          <p className="s-overline s-primary">The workspace</p>
          <h2 id="home-workspace-title" className="s-h2">
            One place for your whole innovation programme
          </h2>
          <p className={`s-subtitle s-muted ${sections.introLead}`}>
            Every client gets a company workspace. Use it with us during an engagement, or on your own to run campaigns
            and ideas across the organisation.
          </p>
          <Link href={SIGN_UP_HREF} prefetch={false} className={`s-btn s-btn--contained s-btn--lg ${styles.cta}`}>
            Create your workspace
          </Link>
        </div>
        <div className={`s-grid ${styles.features}`}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className={styles.feature}>
              <div className={styles.featureHead}>
                <Icon className={styles.featureIcon} aria-hidden />
                <h3 className="s-h6">{title}</h3>
              </div>
              <p className={`s-body2 s-muted ${styles.featureText}`}>{text}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
