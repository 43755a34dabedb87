// How an engagement runs, from the first conversation to a lasting partnership.
import { Container } from '../../../site-ui/components/container.tsx';
import sections from './home-sections.module.css';
import styles from './how-we-work.module.css';

const STEPS = [
  {
    title: 'Discover',
    text: 'A free one-hour session to frame the problem, the people it affects and what success would look like.',
  },
  {
    title: 'Prove',
    text: 'A time-boxed proof of concept that tests the riskiest assumption with working software, not slides.',
  },
  {
    title: 'Build',
    text: "An MVP in real users' hands, instrumented from day one, with a roadmap shaped by what they do.",
  },
  {
    title: 'Scale',
    text: 'Support, funding introductions and a long-term partnership as the product and the team grow.',
  },
];

export function HowWeWork() {
  return (
    <section aria-labelledby="home-process-title" className={`s-section--alt ${sections.section}`}>
      <Container>
        <div className={sections.intro}>
          <p className="s-overline s-primary">How we work</p>
          <h2 id="home-process-title" className="s-h2">
            From first conversation to lasting impact
          </h2>
        </div>
        <ol className={`s-list-plain s-grid ${styles.steps}`}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={`s-overline s-muted ${styles.number}`}>Step {index + 1}</span>
              <h3 className={`s-h5 ${styles.title}`}>{step.title}</h3>
              <p className={`s-muted ${styles.text}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
