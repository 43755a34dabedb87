import { describe, expect, it } from 'vitest';
import { signUpMetadataFrom, signUpMetadataQuery } from './sign-up-metadata.ts';

describe('signUpMetadataFrom', () => {
  it('takes the plan from the query and always sets the action', () => {
    const metadata = signUpMetadataFrom(
      new URLSearchParams('planId=p1&pricingPlanId=pp-2&referralCodeId=r3&discounts=SIGN_UP&other=x'),
    );
    expect(metadata).toEqual({
      action: 'SIGN_UP',
      planId: 'p1',
      pricingPlanId: 'pp-2',
      referralCodeId: 'r3',
      discounts: 'SIGN_UP',
    });
    expect(signUpMetadataQuery(metadata)).toEqual({
      planId: 'p1',
      pricingPlanId: 'pp-2',
      referralCodeId: 'r3',
      discounts: 'SIGN_UP',
    });
  });

  it('drops empty and odd values', () => {
    expect(signUpMetadataFrom(new URLSearchParams('planId=&pricingPlanId=<script>'))).toEqual({ action: 'SIGN_UP' });
  });
});
