import { CLIENT_MESSAGES } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  confirmsEmail,
  passwordChangeSchema,
  ZChangeEmail,
  ZPhoneNumber,
  ZProfile,
  ZSmsCode,
  ZTotpCode,
} from './account-schemas.ts';
import { SEED_PASSWORD_POLICY } from './password-policy.ts';

/** The first message for each field, as the form shows them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the account forms', () => {
  it('profile: both names, trimmed', () => {
    expect(messages(ZProfile, { givenName: ' ', familyName: '' })).toEqual({
      givenName: 'Enter your given name.',
      familyName: 'Enter your family name.',
    });
    expect(ZProfile.parse({ givenName: ' Ada ', familyName: 'Lovelace ' })).toEqual({
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
  });

  it("e-mail: Cognito's rule, with the page's words", () => {
    expect(messages(ZChangeEmail, { newEmail: 'not-an-address' })).toEqual({
      newEmail: 'Enter an e-mail address such as name@example.com.',
    });
    expect(ZChangeEmail.parse({ newEmail: ' ada@example.com ' })).toEqual({ newEmail: 'ada@example.com' });
  });

  it("password: the current one, the pool's policy, and a change", () => {
    const schema = passwordChangeSchema(SEED_PASSWORD_POLICY);
    expect(messages(schema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'The new password does not meet every rule below.',
    });
    expect(messages(schema, { currentPassword: 'Same-Password-1', newPassword: 'Same-Password-1' })).toEqual({
      newPassword: 'Choose a password different from the current one.',
    });
    expect(schema.safeParse({ currentPassword: 'Old-Password-1', newPassword: 'New-Password-42' }).success).toBe(true);
    // A pool that asks less: the published policy decides.
    const lenient = passwordChangeSchema({ ...SEED_PASSWORD_POLICY, requireSpecialCharacters: false });
    expect(lenient.safeParse({ currentPassword: 'x', newPassword: 'NoSymbol42' }).success).toBe(true);
  });

  it('two-step: six-digit codes and a phone number with its country code', () => {
    expect(messages(ZTotpCode, { code: ' ' })).toEqual({ code: CLIENT_MESSAGES.emptyConfirmationCode });
    expect(messages(ZTotpCode, { code: '12345' })).toEqual({ code: 'Enter the 6-digit code from the app.' });
    expect(messages(ZSmsCode, { code: 'abcdef' })).toEqual({ code: 'Enter the 6-digit code from the text message.' });
    expect(messages(ZPhoneNumber, { phone: '' })).toEqual({ phone: CLIENT_MESSAGES.emptyPhoneNumber });
    expect(messages(ZPhoneNumber, { phone: '0770' })).toEqual({
      phone: 'Enter the number with its country code, such as +447700900123.',
    });
    expect(ZPhoneNumber.parse({ phone: '+44 (7700) 900-123' })).toEqual({ phone: '+447700900123' });
  });

  it('deletion: the account e-mail typed, case and spaces aside', () => {
    expect(confirmsEmail(' Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(confirmsEmail('someone@example.com', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });
});
