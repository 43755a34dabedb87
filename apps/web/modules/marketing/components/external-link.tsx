// A link to another site from the site configuration: opens in a new tab, safely (rel="noopener noreferrer"),
// and says so to screen readers.
import type { TExternalLink } from '@innov/contracts';
import { ExternalLink } from 'lucide-react';
import { cx } from '../../site-ui/lib/cx.ts';

const VARIANT_CLASS = {
  contained: 's-btn--contained',
  outlined: 's-btn--outlined',
  text: 's-btn--text',
} as const;

const SIZE_CLASS = { small: 's-btn--sm', medium: undefined, large: 's-btn--lg' } as const;

/** The link as a button (`.s-btn`), text by default. */
export function ExternalLinkButton({
  link,
  variant = 'text',
  size = 'medium',
  className,
}: {
  link: TExternalLink;
  variant?: keyof typeof VARIANT_CLASS;
  size?: keyof typeof SIZE_CLASS;
  className?: string;
}) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      title={link.description}
      className={cx('s-btn', VARIANT_CLASS[variant], SIZE_CLASS[size], className)}
    >
      {link.label}
      <span className="s-visually-hidden"> (opens in a new tab)</span>
      <ExternalLink className="s-icon s-icon--sm" aria-hidden />
    </a>
  );
}
