import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  it('round-trips and detects tampering', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('signing key');
    expect(sealed).not.toContain('signing key');
    expect(box.open(sealed).toString()).toBe('signing key');
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
});
