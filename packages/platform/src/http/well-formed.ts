// Client strings no part of the system can keep: PostgreSQL's text refuses U+0000, its jsonb refuses U+0000 and
// unpaired surrogates (which JSON.parse makes of "\ud800"), and encodeURIComponent throws on an unpaired
// surrogate. Every edge refuses them once, for all the strings of a request, with its protocol's 4xx.

/** What the edges say of such a string, after naming where it is. */
export const ILL_FORMED_TEXT_RULE = 'must not contain NUL characters or unpaired surrogates';

// ES2024's String.prototype.isWellFormed (Node ≥ 20); the repository's TypeScript lib stops at ES2023.
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };

/** True when the string has no U+0000 and no unpaired surrogate. */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && (value as Es2024String).isWellFormed();
}

/** The string with each unpaired surrogate replaced by U+FFFD, for the rare echo that must never throw. */
export function toWellFormed(value: string): string {
  return (value as Es2024String).toWellFormed();
}

/** A key shown in a path: keys are client text too, so long ones are cut. */
const MAX_SHOWN_KEY = 64;

function join(path: string, key: string | number): string {
  const shown = typeof key === 'string' && key.length > MAX_SHOWN_KEY ? `${key.slice(0, MAX_SHOWN_KEY)}…` : key;
  return path ? `${path}.${shown}` : String(shown);
}

/**
 * Where the first ill-formed string of a parsed request is (a key or a value, at any depth, of JSON values and
 * URLSearchParams): `UserAttributes.0.Value`, `client_id`, `ClientMetadata (a key)`, `(the value)` for a bare
 * string; undefined when every string is well-formed. The path never contains the offending text, so it is safe
 * to echo. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findIllFormedString(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return path || '(the value)';
    } else if (current instanceof URLSearchParams) {
      for (const [key, text] of current) {
        if (!isWellFormedText(key)) return path ? `${path} (a parameter name)` : '(a parameter name)';
        if (!isWellFormedText(text)) return join(path, key);
      }
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, i)]);
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (!isWellFormedText(key)) return path ? `${path} (a key)` : '(a key)';
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i][1], join(path, entries[i][0])]);
    }
  }
  return undefined;
}
