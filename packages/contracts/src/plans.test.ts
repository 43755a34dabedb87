import { describe, expect, it } from 'vitest';
import { entitlementsFor, planRaising, planUnlocking, TIER_ENTITLEMENTS, WORKSPACE_MESSAGES } from './plans.ts';

describe('plans', () => {
  it('each tier has everything the tier below has, and more seats', () => {
    const ladder = ['CONNECT', 'COLLABORATE', 'CAMPAIGN', 'AVALANCHE'] as const;
    for (let i = 1; i < ladder.length; i++) {
      const below = TIER_ENTITLEMENTS[ladder[i - 1]];
      const above = TIER_ENTITLEMENTS[ladder[i]];
      for (const f of below.features) expect(above.features).toContain(f);
      expect(above.seats ?? Number.POSITIVE_INFINITY).toBeGreaterThan(below.seats ?? 0);
    }
  });

  it('names the plan that unlocks a feature', () => {
    expect(planUnlocking('teams')).toBe('COLLABORATE');
    expect(planUnlocking('campaigns')).toBe('CAMPAIGN');
    expect(WORKSPACE_MESSAGES.featureLocked('campaigns')).toBe('Campaigns need the Campaign plan.');
    expect(WORKSPACE_MESSAGES.featureLocked('teams')).toBe('Teams need the Collaborate plan.');
  });

  it('says the limit and the plan that raises it', () => {
    expect(planRaising('seats', 3)).toBe('COLLABORATE');
    expect(WORKSPACE_MESSAGES.limitReached('seats', 3)).toBe(
      'Your plan allows 3 members. The Collaborate plan raises it to 10.',
    );
    expect(WORKSPACE_MESSAGES.limitReached('teams', 20)).toBe(
      'Your plan allows 20 teams. The Avalanche plan raises it to unlimited.',
    );
    expect(WORKSPACE_MESSAGES.limitReached('seats', 500)).toBe('Your plan allows 500 members. Contact us to raise it.');
  });

  it('gives a Bespoke workspace what a platform admin granted, on top of Connect', () => {
    expect(entitlementsFor('BESPOKE_USER_PRICING')).toEqual(TIER_ENTITLEMENTS.CONNECT);
    const granted = entitlementsFor('BESPOKE_USER_PRICING', {
      features: ['campaigns'],
      seats: 75,
      activeCampaigns: null,
    });
    expect(granted.features).toEqual(expect.arrayContaining(['workspace', 'campaigns']));
    expect(granted.seats).toBe(75);
    expect(granted.activeCampaigns).toBeNull();
    expect(entitlementsFor('CAMPAIGN', { seats: 1 })).toBe(TIER_ENTITLEMENTS.CAMPAIGN);
  });
});
