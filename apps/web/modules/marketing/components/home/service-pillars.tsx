// The three service pillars with their services, each linking to its page.
import { ArrowRight, Handshake, Rocket, SquareCode } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { TextWithTrailingIcon } from '../../../layout/components/text-with-icon.tsx';
import { Container } from '../../../site-ui/components/container.tsx';
import { SERVICE_GROUPS, serviceHref, type TServiceGroup } from '../../lib/services.ts';
import sections from './home-sections.module.css';
import styles from './service-pillars.module.css';

const PILLAR_ICONS: Record<TServiceGroup['id'], ReactNode> = {
  'software-engineering': <SquareCode className={styles.pillarIcon} aria-hidden />,
  'innovation-launchpad': <Rocket className={styles.pillarIcon} aria-hidden />,
  'strategic-partnerships': <Handshake className={styles.pillarIcon} aria-hidden />,
};

export function ServicePillars() {
  return (
    <section aria-labelledby="home-services-title" id="services" className={sections.section}>
      <Container>
        <div className={sections.intro}>
          <p className="s-overline s-primary">What we do</p>
          <h2 id="home-services-title" className="s-h2">
            Three ways to work with us
          </h2>
          <p className={`s-subtitle s-muted ${sections.introLead}`}>
            Start where you are: strengthen the product you have, test something new, or bring us in for the long run.
            Most clients move between all three.
          </p>
        </div>
        <div className={`s-grid ${styles.grid}`}>
          {SERVICE_GROUPS.map((group) => (
            <article key={group.id} aria-labelledby={`pillar-${group.id}`} className={`s-card ${styles.card}`}>
              <span className={`s-icon-tile ${styles.tile}`}>{PILLAR_ICONS[group.id]}</span>
              <h3 id={`pillar-${group.id}`} className={`s-h4 ${styles.title}`}>
                {group.title}
              </h3>
              <p className={`s-muted ${styles.summary}`}>{group.summary}</p>
              <ul className={`s-list-plain ${styles.services}`}>
                {group.services.map((service) => (
                  <li key={service.slug}>
                    <Link href={serviceHref(group, service)} prefetch={false} className={styles.serviceLink}>
                      <TextWithTrailingIcon
                        text={service.title}
                        icon={<ArrowRight className={`s-icon--flip ${styles.arrow}`} aria-hidden />}
                      />
                    </Link>
                    <p className={`s-body2 s-muted ${styles.serviceSummary}`}>{service.summary}</p>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
