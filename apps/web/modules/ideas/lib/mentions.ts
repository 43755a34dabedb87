// @-mentions in a comment's body, written as `@[Display Name](user:<userId>)` (the server keeps those who can see
// the idea and rewrites the others to plain `@Display Name`): split for display, the "@word" being typed before
// the caret for the autocomplete, and the token that replaces it. Pure.
export type TBodyPart = { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: string };

/** The server's token (services/data/src/ideas/add-idea-comment.ts MENTION): what it keeps is what shows. */
const TOKEN = /@\[([^[\]\n]{1,100})\]\(user:([A-Za-z0-9_.:@-]{1,128})\)/g;

/** The body as text and mention parts, in order. */
export function splitMentions(body: string): TBodyPart[] {
  const parts: TBodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: body.slice(last, at) });
    parts.push({ kind: 'mention', name: match[1] ?? '', userId: match[2] ?? '' });
    last = at + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The mention being typed just before the caret: '@' at the start or after a space, then up to 40 letters. */
export function mentionQueryAt(body: string, caret: number): { start: number; query: string } | null {
  const before = body.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,40})$/.exec(before);
  if (!match) return null;
  return { start: before.length - (match[2]?.length ?? 0) - 1, query: match[2] ?? '' };
}

/** A person's token; brackets in a name would end it early, so they become parentheses-free spaces. */
export function mentionToken(person: { userId: string; name: string | null }): string {
  const name =
    (person.name || 'Someone')
      .replace(/[[\]()\n]/g, ' ')
      .trim()
      .slice(0, 100) || 'Someone';
  return `@[${name}](user:${person.userId})`;
}

/** The body with the typed "@query" (from `start` to `caret`) replaced by the person's token and a space. */
export function insertMention(
  body: string,
  start: number,
  caret: number,
  person: { userId: string; name: string | null },
): { body: string; caret: number } {
  const token = `${mentionToken(person)} `;
  return { body: body.slice(0, start) + token + body.slice(caret), caret: start + token.length };
}
