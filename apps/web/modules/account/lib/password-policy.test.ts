import { describe, expect, it } from 'vitest';
import { passwordRules, policyFromConfig, SEED_PASSWORD_POLICY } from './password-policy.ts';

describe('password policy', () => {
  it('reads the published policy, falling back to the seed policy', () => {
    expect(policyFromConfig({})).toEqual(SEED_PASSWORD_POLICY);
    expect(policyFromConfig({ Auth: { Cognito: { passwordFormat: { minLength: 12 } } } }).minLength).toBe(12);
  });

  it('lists the rules a password meets', () => {
    const met = (p: string) =>
      passwordRules(p, SEED_PASSWORD_POLICY)
        .filter((r) => !r.met)
        .map((r) => r.id);
    expect(met('abc')).toEqual(['length', 'upper', 'digit', 'symbol']);
    expect(met('Correct-Horse-9')).toEqual([]);
  });
});
