import { describe, expect, it } from 'vitest';
import { errorText } from './guest-graphql.ts';

describe('errorText', () => {
  it("reads the data service's AppError JSON and drops the field prefix", () => {
    const message = JSON.stringify({
      source: 'AppError',
      message: 'input.referralCode: this referral code cannot be used with an enquiry',
    });
    expect(errorText({ errors: [{ message }] })).toBe('This referral code cannot be used with an enquiry');
  });

  it('keeps plain messages and errors, and has a fallback', () => {
    expect(errorText({ errors: [{ message: 'input.email: must be an e-mail address' }] })).toBe(
      'Must be an e-mail address',
    );
    expect(errorText(new Error('Network error'))).toBe('Network error');
    expect(errorText(null)).toBe('An error occurred processing your request.');
  });
});
