// The letters an avatar shows when there is no picture: the first letters of the first two words of the name, else
// the e-mail's first letter.

/** Up to two initials of `name`; the first letter of `email` when the name is empty. Pure. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('');
  return (email[0] ?? '?').toUpperCase();
}
