/** Joins class names, skipping empty ones: `cx('s-btn', primary && 's-btn--contained')`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
