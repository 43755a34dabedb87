// The home page's opening: what the company does, for whom, and the two next steps. A server component with no
// entrance animation: the h1 is the page's largest contentful paint and must be in the first HTML as it is.
import { ArrowRight, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { Container } from '../../../site-ui/components/container.tsx';
import { HeroPipeline } from './hero-pipeline.tsx';
import styles from './home-hero.module.css';

const PROMISES = ['Working software within weeks', 'Fixed-scope proofs of concept', 'Senior team based in London'];

export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className={styles.root}>
      <Container className={styles.grid}>
        <div>
          <p className="s-overline s-primary">Innovation services · London</p>
          <h1 id="home-hero-title" className={`s-h1 ${styles.title}`}>
            Turn bold ideas into products that work.
          </h1>
          <p className={`s-subtitle s-muted ${styles.lead}`}>
            We are the engineering and innovation partner for teams who need evidence, not slide decks. We build proofs
            of concept and MVPs, bring AI into the systems you already run, and stay on as a long-term partner when it
            works.
          </p>
          <div className={styles.actions}>
            <Link href="/contact" prefetch={false} className="s-btn s-btn--contained s-btn--lg">
              Talk to us
              <ArrowRight className="s-icon s-icon--flip" aria-hidden />
            </Link>
            <Link href="/pricing" prefetch={false} className="s-btn s-btn--outlined s-btn--lg">
              See pricing
            </Link>
          </div>
          <ul className={`s-list-plain ${styles.promises}`}>
            {PROMISES.map((promise) => (
              <li key={promise} className={styles.promise}>
                <CircleCheck className={`s-icon ${styles.promiseIcon}`} aria-hidden />
                <span className="s-body2 s-muted">{promise}</span>
              </li>
            ))}
          </ul>
        </div>
        <HeroPipeline />
      </Container>
    </section>
  );
}
