// The company logo, drawn inline: no request and no separate image document before the first paint. The drawing is
// defined once per page (LogoSymbol, in the root layout) and every logo shows it with <use>, so the header, the
// footer and the phone menu add a few bytes each. The wordmark is `currentColor`, set per colour scheme by CSS from
// the attribute on <html>, so it never flashes in the wrong colours and needs no script.
import { LOGO_SIZE, SITE } from '@innov/contracts';
import type { CSSProperties } from 'react';
import { cx } from '../lib/cx.ts';
import { LOGO_GRADIENT, LOGO_MARK, LOGO_TEXT, LOGO_WORDMARK } from '../lib/logo.ts';
import styles from './site-logo.module.css';

const SYMBOL_ID = 'site-logo';
// The wordmark's colour on each scheme, for the stylesheet to choose from.
const WORDMARK_COLOURS = { '--logo-text-dark': LOGO_TEXT.dark, '--logo-text-light': LOGO_TEXT.light } as CSSProperties;
const GRADIENT_ID = 'site-logo-gradient';

/** The logo's drawing, once per page (an SVG of no size: `display: none` would switch off its gradient). */
export function LogoSymbol() {
  const g = LOGO_GRADIENT;
  return (
    <svg className={styles.symbol} width="0" height="0" aria-hidden focusable="false">
      <defs>
        <linearGradient id={GRADIENT_ID} x1={g.x1} y1={g.y1} x2={g.x2} y2={g.y2} gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={g.from} />
          <stop offset="1" stopColor={g.to} />
        </linearGradient>
        <symbol id={SYMBOL_ID} viewBox={`0 0 ${LOGO_SIZE.width} ${LOGO_SIZE.height}`}>
          <path fill={`url(#${GRADIENT_ID})`} d={LOGO_MARK.card} />
          <path fill={LOGO_MARK.fold.fill} d={LOGO_MARK.fold.d} />
          <path fill={LOGO_MARK.spark.fill} d={LOGO_MARK.spark.d} />
          <path fill="currentColor" d={LOGO_WORDMARK} />
        </symbol>
      </defs>
    </svg>
  );
}

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
    <svg
      className={cx(styles.logo, className)}
      style={WORDMARK_COLOURS}
      width={width}
      height={height}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <use href={`#${SYMBOL_ID}`} />
    </svg>
  );
}
