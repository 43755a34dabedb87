// How the audit log shows its entries. Pure.

/** Who acted, as a person reads it: the profile's name and e-mail, else what the log recorded. */
export function actorLabel(entry: { actor: string | null; actorName: string | null; actorEmail: string | null }): {
  primary: string;
  secondary: string | null;
} {
  if (entry.actorName || entry.actorEmail)
    return { primary: entry.actorName ?? entry.actorEmail ?? '', secondary: entry.actorName ? entry.actorEmail : null };
  if (!entry.actor) return { primary: 'Unknown', secondary: null };
  if (entry.actor === 'service:api-key') return { primary: 'The platform (API key)', secondary: null };
  if (entry.actor.startsWith('guest')) return { primary: 'A visitor', secondary: entry.actor };
  if (entry.actor.startsWith('system:')) return { primary: 'The platform', secondary: entry.actor.slice(7) };
  return { primary: entry.actor, secondary: null };
}

/** A target filter's value for every record of the target's model (`Tenant:abc` → `Tenant:`). */
export function targetModel(target: string): string {
  const at = target.indexOf(':');
  return at > 0 ? target.slice(0, at + 1) : target;
}

/** A target as a table shows it: the model and the id's first 8 characters (`Tenant:ca9a4037…`). */
export function shortTarget(target: string): string {
  const at = target.indexOf(':');
  const id = at >= 0 ? target.slice(at + 1) : '';
  return id.length > 9 ? `${target.slice(0, at + 1)}${id.slice(0, 8)}…` : target;
}

/** An ISO time as the reader's date and time, to the minute. */
export function auditTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
