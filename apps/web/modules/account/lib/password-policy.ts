// The user pool's password policy as /amplify-config.json publishes it (the server's actual settings), and
// the rules a new password meets, shown live while the user types.
import { PASSWORD_MIN_LENGTH } from '@innov/contracts';

export interface TPasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSpecialCharacters: boolean;
}

export const SEED_PASSWORD_POLICY: TPasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialCharacters: true,
};

export function policyFromConfig(config: unknown): TPasswordPolicy {
  const format = (config as { Auth?: { Cognito?: { passwordFormat?: Partial<TPasswordPolicy> } } })?.Auth?.Cognito
    ?.passwordFormat;
  return { ...SEED_PASSWORD_POLICY, ...(format ?? {}) };
}

export interface TPasswordRule {
  id: string;
  label: string;
  met: boolean;
}

// Cognito's symbol set.
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export function passwordRules(password: string, policy: TPasswordPolicy): TPasswordRule[] {
  const rules: TPasswordRule[] = [
    { id: 'length', label: `At least ${policy.minLength} characters`, met: password.length >= policy.minLength },
  ];
  if (policy.requireLowercase) rules.push({ id: 'lower', label: 'A lowercase letter', met: /[a-z]/.test(password) });
  if (policy.requireUppercase) rules.push({ id: 'upper', label: 'An uppercase letter', met: /[A-Z]/.test(password) });
  if (policy.requireNumbers) rules.push({ id: 'digit', label: 'A digit', met: /[0-9]/.test(password) });
  if (policy.requireSpecialCharacters) rules.push({ id: 'symbol', label: 'A symbol', met: SYMBOL.test(password) });
  return rules;
}
