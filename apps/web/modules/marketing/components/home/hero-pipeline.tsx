// The hero's illustration: an innovation campaign moving ideas through the launchpad's stages, drawn
// with theme colours so it follows every preset, mode and contrast. Decorative, hidden from assistive tech.
import styles from './hero-pipeline.module.css';

const STAGES = [
  { label: 'Ideas submitted', count: 48, share: 100 },
  { label: 'Under review', count: 17, share: 62 },
  { label: 'Proofs of concept', count: 4, share: 34 },
  { label: 'In pilot', count: 1, share: 14 },
];

export function HeroPipeline() {
  return (
    <div aria-hidden className={styles.root}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <div>
            <span className={`s-caption s-muted ${styles.campaign}`}>Campaign</span>
            <p className="s-h6">Net-zero logistics challenge</p>
          </div>
          <span className={styles.status}>Open</span>
        </div>
        <div className={styles.stages}>
          {STAGES.map((stage) => (
            <div key={stage.label}>
              <div className={styles.stageHead}>
                <span className="s-body2">{stage.label}</span>
                <span className="s-body2 s-bold">{stage.count}</span>
              </div>
              <div className={styles.track}>
                <div className={styles.bar} style={{ width: `${stage.share}%` }} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.badge}>
        <span className={styles.tick}>✓</span>
        <div>
          <span className={`s-subtitle2 ${styles.badgeText}`}>Go decision in 5 weeks</span>
          <span className={`s-caption s-muted ${styles.badgeText}`}>Proof of concept · route optimiser</span>
        </div>
      </div>
    </div>
  );
}
