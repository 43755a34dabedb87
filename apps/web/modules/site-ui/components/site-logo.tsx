// The company logo for the public pages: the two static SVGs (on dark, on light), one shown by CSS according to
// the colour scheme attribute on <html>, so it never flashes in the wrong colours and needs no script.
import { LOGO_SIZE, SITE } from '@innov/contracts';
import { cx } from '../lib/cx.ts';
import { LOGO_ON_DARK_SRC, LOGO_ON_LIGHT_SRC } from '../lib/logo.ts';
import styles from './site-logo.module.css';

export interface TSiteLogoProps {
  width?: number;
  height?: number;
  /** Empty when a surrounding link or label already names the company. */
  alt?: string;
  className?: string;
}

export function SiteLogo({
  width = LOGO_SIZE.width,
  height = LOGO_SIZE.height,
  alt = SITE.name,
  className,
}: TSiteLogoProps) {
  return (
    <span className={cx(styles.logo, className)} style={{ width, height }}>
      <img className={styles.onDark} src={LOGO_ON_DARK_SRC} alt={alt} width={width} height={height} />
      <img className={styles.onLight} src={LOGO_ON_LIGHT_SRC} alt={alt} width={width} height={height} />
    </span>
  );
}
