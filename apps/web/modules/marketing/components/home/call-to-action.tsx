// The closing call to action: contact the team or compare plans.
import { SITE } from '@innov/contracts';
import Link from 'next/link';
import { Container } from '../../../site-ui/components/container.tsx';
import styles from './call-to-action.module.css';

export function CallToAction() {
  return (
    <section aria-labelledby="home-cta-title" className={styles.section}>
      <Container>
        <div className={styles.panel}>
          <h2 id="home-cta-title" className="s-h2">
            Have an idea worth testing?
          </h2>
          <p className={`s-subtitle s-muted ${styles.lead}`}>
            Tell us about it. A partner replies within two working days with a candid view and the next steps, or write
            to us directly at{' '}
            <a className="s-link" href={`mailto:${SITE.email}`}>
              {SITE.email}
            </a>
            .
          </p>
          <div className={styles.actions}>
            <Link href="/contact" prefetch={false} className="s-btn s-btn--contained s-btn--lg">
              Contact us
            </Link>
            <Link href="/pricing" prefetch={false} className="s-btn s-btn--outlined s-btn--lg">
              Compare plans
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
