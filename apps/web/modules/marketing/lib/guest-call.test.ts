import { beforeEach, describe, expect, it, vi } from 'vitest';

const graphqlCall = vi.fn();
// The data layer's door is replaced: these tests are about the request built and the errors mapped.
vi.mock('../../data/lib/graphql-client.ts', () => ({ graphqlCall, getGraphqlClient: vi.fn(async () => ({})) }));

const { callAsGuest } = await import('./guest-call.ts');
const { MAKE_ENQUIRY } = await import('../../enquiry/lib/enquiry.ts');
const { VALIDATE_REFERRAL_CODE } = await import('../../pricing/lib/pricing.ts');

const appError = (message: string) => JSON.stringify({ source: 'AppError', errorType: 'ValidationError', message });

beforeEach(() => {
  graphqlCall.mockReset();
});

describe('guest calls of the public forms', () => {
  it("build the function's request with the data layer's builder and answer its field", async () => {
    graphqlCall.mockResolvedValue({ makeEnquiry: { id: 'e1', type: 'GENERAL_ENQUIRY', status: 'NEW' } });
    const input = { type: 'GENERAL_ENQUIRY', name: 'Ada', email: 'ada@example.com', message: 'Hi', consent: true };
    await expect(callAsGuest(MAKE_ENQUIRY, { input })).resolves.toEqual({
      data: { id: 'e1', type: 'GENERAL_ENQUIRY', status: 'NEW' },
    });
    expect(graphqlCall).toHaveBeenCalledWith({
      query:
        'mutation MakeEnquiry($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id type status createdAt } }',
      variables: { input },
      authMode: 'guest',
    });

    graphqlCall.mockResolvedValue({
      validateReferralCode: { valid: false, message: 'This referral code has expired.' },
    });
    await callAsGuest(VALIDATE_REFERRAL_CODE, { code: 'OLD', usage: ['SIGN_UP', 'PAYMENT'] });
    expect(graphqlCall.mock.lastCall?.[0].query).toBe(
      'query ValidateReferralCode($code: String!, $usage: [UsageType!]) { validateReferralCode(code: $code, usage: $usage) { valid id code type timing userValue message } }',
    );
  });

  it('map a refused field with the one error mapper: the field, and its message without the path', async () => {
    const message = appError('input.referralCode: this referral code cannot be used with an enquiry');
    graphqlCall.mockRejectedValue({ name: 'DataCallError', message: 'x', errors: [{ message }] });
    await expect(callAsGuest(MAKE_ENQUIRY, { input: { name: 'Ada' } })).resolves.toEqual({
      error: { field: 'referralCode', message: 'This referral code cannot be used with an enquiry' },
    });
  });

  it("keep the data layer's message for other failures, and never throw", async () => {
    graphqlCall.mockRejectedValue({ name: 'DataCallError', message: 'Unauthorized', errors: [] });
    await expect(callAsGuest(MAKE_ENQUIRY, { input: { name: 'Ada' } })).resolves.toEqual({
      error: { message: 'Unauthorized' },
    });
    graphqlCall.mockRejectedValue(new Error('Network error'));
    await expect(callAsGuest(MAKE_ENQUIRY, { input: { name: 'Ada' } })).resolves.toEqual({
      error: { message: 'Network error' },
    });
    // A required input left empty sends nothing.
    await expect(callAsGuest(MAKE_ENQUIRY, { input: {} })).resolves.toEqual({ error: { message: 'unknown error' } });
    expect(graphqlCall).toHaveBeenCalledTimes(2);
  });
});
