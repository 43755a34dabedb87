import { describe, expect, it } from 'vitest';
import {
  joinLandingPath,
  planLandingPath,
  referralCodeOf,
  signUpMetadataFrom,
  signUpMetadataQuery,
} from './sign-up-metadata.ts';

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

describe('joining by a link', () => {
  it('an invitation token makes the action JOIN and travels to the confirmation page', () => {
    const token = 'Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBfYWJjZGVmZ2hpams';
    const metadata = signUpMetadataFrom(new URLSearchParams(`invitation=${token}&email=a%40example.com`));
    expect(metadata).toEqual({ action: 'JOIN', invitation: token });
    // The sign-up page hands this query to the code-verification page, which reads the metadata again from it.
    const next = new URLSearchParams(signUpMetadataQuery(metadata));
    expect(signUpMetadataFrom(next)).toEqual({ action: 'JOIN', invitation: token });
  });

  it('a join-link token too; an invitation wins over it; odd tokens are dropped', () => {
    expect(signUpMetadataFrom(new URLSearchParams('joinToken=abcdefgh12'))).toEqual({
      action: 'JOIN',
      joinToken: 'abcdefgh12',
    });
    expect(signUpMetadataFrom(new URLSearchParams('joinToken=abcdefgh12&invitation=ijklmnop34'))).toEqual({
      action: 'JOIN',
      invitation: 'ijklmnop34',
    });
    expect(signUpMetadataFrom(new URLSearchParams('invitation=<bad token>'))).toEqual({ action: 'SIGN_UP' });
  });
});

describe('joinLandingPath', () => {
  it('is the link the visitor came from, so signing in instead comes back there', () => {
    expect(joinLandingPath({ action: 'JOIN', invitation: 'abcdefgh12' })).toBe('/invitations/abcdefgh12');
    expect(joinLandingPath({ action: 'JOIN', joinToken: 'abcdefgh12' })).toBe('/join/abcdefgh12');
    expect(joinLandingPath({ action: 'SIGN_UP' })).toBeUndefined();
  });
});

describe('landing on the plan chosen', () => {
  it('a sign-up that carries a paid plan lands on the subscription page, with its referral code', () => {
    const discounts = JSON.stringify([{ type: 'PERCENTAGE', timing: 'SIGN_UP', value: 10, code: 'WELCOME10' }]);
    const metadata = signUpMetadataFrom(
      new URLSearchParams({ planId: 'COLLABORATE', pricingPlanId: 'pp-2', discounts, referralCodeId: 'r3' }),
    );
    expect(referralCodeOf(metadata)).toBe('WELCOME10');
    expect(planLandingPath(metadata)).toBe('/dashboard/subscription?plan=pp-2&code=WELCOME10');
    expect(planLandingPath(signUpMetadataFrom(new URLSearchParams('pricingPlanId=pp-2')))).toBe(
      '/dashboard/subscription?plan=pp-2',
    );
  });

  it('not for a free plan, a sign-up without a plan, or one joining a workspace', () => {
    expect(planLandingPath(signUpMetadataFrom(new URLSearchParams('pricingPlanId=pp-1')), false)).toBeUndefined();
    expect(planLandingPath(signUpMetadataFrom(new URLSearchParams('planId=CONNECT')))).toBeUndefined();
    expect(
      planLandingPath(signUpMetadataFrom(new URLSearchParams('pricingPlanId=pp-2&invitation=abcdefgh12345'))),
    ).toBeUndefined();
    expect(referralCodeOf({ action: 'SIGN_UP', discounts: 'not json' })).toBeUndefined();
  });
});
