// Renders the sections of a written page: headings (h2), paragraphs, bullet lists and numbered steps.
import type { TContentSection } from '../lib/content.ts';
import styles from './content-sections.module.css';

export function ContentSections({ sections }: { sections: TContentSection[] }) {
  return (
    <div className={styles.root}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={`s-h3 ${styles.heading}`}>
            {section.heading}
          </h2>
          {section.paragraphs?.map((p) => (
            <p key={p.slice(0, 48)} className={`s-muted ${styles.paragraph}`}>
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className={`s-muted ${styles.bullets}`}>
              {section.bullets.map((b) => (
                <li key={b.slice(0, 48)}>{b}</li>
              ))}
            </ul>
          ) : null}
          {section.steps ? (
            <ol className={`s-list-plain s-grid ${styles.steps}`}>
              {section.steps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className="s-overline s-primary">Step {index + 1}</span>
                  <h3 className="s-h6">{step.title}</h3>
                  <p className={`s-muted ${styles.stepText}`}>{step.text}</p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </div>
  );
}
