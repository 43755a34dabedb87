// /services: the three pillars with their services, and support for existing clients.
import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { TextWithTrailingIcon } from '../../layout/components/text-with-icon.tsx';
import { Container } from '../../site-ui/components/container.tsx';
import { SERVICE_GROUPS, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';
import { PageHeader } from './page-header.tsx';
import styles from './services-index-view.module.css';

export function ServicesIndexView() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Services for every stage of an idea"
        lead="Strengthen the product you have, test something new, or bring us in for the long run. Each service below has its own page with how it runs and what it costs in time."
      />
      <Container className={styles.body}>
        {SERVICE_GROUPS.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className={styles.group}>
            <h2 id={`${group.id}-title`} className={`s-h2 ${styles.groupTitle}`}>
              {group.title}
            </h2>
            <p className={`s-muted ${styles.groupSummary}`}>{group.summary}</p>
            <div className={`s-grid ${styles.grid}`}>
              {group.services.map((service) => (
                <article key={service.slug} className={`s-card s-card--interactive ${styles.card}`}>
                  <h3 className="s-h5">
                    <Link
                      href={serviceHref(group, service)}
                      prefetch={false}
                      className={`s-card__link ${styles.cardLink}`}
                    >
                      {service.title}
                    </Link>
                  </h3>
                  <p className="s-muted">{service.summary}</p>
                </article>
              ))}
            </div>
          </section>
        ))}
        <section aria-labelledby="support-title" className={styles.support}>
          <h2 id="support-title" className={`s-h2 ${styles.groupTitle}`}>
            Already a client?
          </h2>
          <p className={`s-muted ${styles.groupSummary}`}>{SUPPORT_SERVICE.summary}</p>
          <Link href={SUPPORT_SERVICE.href} prefetch={false} className={`s-link ${styles.supportLink}`}>
            <TextWithTrailingIcon
              text="Go to client support"
              icon={<ArrowRight className={`s-icon--flip ${styles.arrow}`} aria-hidden />}
            />
          </Link>
        </section>
      </Container>
    </>
  );
}
