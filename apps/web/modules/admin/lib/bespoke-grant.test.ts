import { TIER_ENTITLEMENTS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { grantSummary, planFormFor, planInput, ZPlanForm } from './bespoke-grant.ts';

describe('the Bespoke grant form', () => {
  it('starts from the workspace’s entitlements, unlimited as blank', () => {
    const form = planFormFor('AVALANCHE', TIER_ENTITLEMENTS.AVALANCHE);
    expect(form).toMatchObject({ tier: 'AVALANCHE', seats: '500', storageGb: '500', teams: '', activeCampaigns: '' });
  });

  it('grants Bespoke its limits (blank is unlimited) and the features ticked, in the contracts’ order', () => {
    const form = ZPlanForm.parse({
      tier: 'BESPOKE_USER_PRICING',
      seats: ' 25 ',
      storageGb: '',
      teams: '0',
      activeCampaigns: '3',
      features: ['ideas', 'teams'],
    });
    const input = planInput('t-1', form);
    expect(input.tier).toBe('BESPOKE_USER_PRICING');
    expect(JSON.parse(input.entitlements as string)).toEqual({
      features: ['teams', 'ideas'],
      seats: 25,
      storageGb: null,
      teams: 0,
      activeCampaigns: 3,
    });
    // Another plan carries no grant.
    expect(planInput('t-1', { ...form, tier: 'CAMPAIGN' })).toEqual({ tenantId: 't-1', tier: 'CAMPAIGN' });
  });

  it('refuses what is not a whole number or too large', () => {
    const base = planFormFor('BESPOKE_USER_PRICING', TIER_ENTITLEMENTS.BESPOKE_USER_PRICING);
    const problem = (seats: string) => ZPlanForm.safeParse({ ...base, seats }).error?.issues[0]?.message;
    expect(problem('2.5')).toBe('a whole number, or blank for unlimited');
    expect(problem('-1')).toBe('a whole number, or blank for unlimited');
    expect(problem('1000001')).toBe('at most 1000000');
    expect(problem('')).toBeUndefined();
  });

  it('summarises a grant', () => {
    expect(grantSummary({ features: [], seats: 1, storageGb: null, teams: 5, activeCampaigns: null })).toBe(
      '1 seat · unlimited storage · 5 teams · unlimited campaigns',
    );
  });
});
