import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, matchTotp, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 of the 8 digits.
const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(SECRET, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(SECRET, totpStep(new Date(1_111_111_109_000)))).toBe('081804');
    expect(totpCode(SECRET, totpStep(new Date(20_000_000_000_000)))).toBe('353130');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step either side, each step once', () => {
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    expect(matchTotp(SECRET, totpCode(SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(SECRET, totpCode(SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(SECRET, totpCode(SECRET, step + 2), now)).toBeNull();
    expect(matchTotp(SECRET, totpCode(SECRET, step), now, step)).toBeNull();
    expect(matchTotp(SECRET, 'abcdef', now)).toBeNull();
  });
});
