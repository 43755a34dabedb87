import { describe, expect, it } from 'vitest';
import { parsePendingEmail, stillPending } from './pending-email.ts';

describe('a pending e-mail change', () => {
  it('reads back what was stored, and nothing from anything else', () => {
    expect(parsePendingEmail(JSON.stringify({ email: 'new@example.com', since: 5 }))).toEqual({
      email: 'new@example.com',
      since: 5,
    });
    for (const raw of [null, '', 'not json', '{}', '{"email":""}', '{"email":"a@b.c"}', '[1]']) {
      expect(parsePendingEmail(raw)).toBeNull();
    }
  });

  it('is over once the address in force is the one that was waiting, whatever its case', () => {
    const pending = { email: 'New@Example.com', since: 1 };
    expect(stillPending(pending, 'old@example.com')).toBe(pending);
    expect(stillPending(pending, 'new@example.com')).toBeNull();
    expect(stillPending(null, 'old@example.com')).toBeNull();
    // The address in force not known yet: keep showing it.
    expect(stillPending(pending, '')).toBe(pending);
  });
});
