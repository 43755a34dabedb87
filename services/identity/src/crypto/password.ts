// Password handling: argon2id hashes for the password flows, the pool's password policy, and temporary
// passwords. The plaintext only lives in the request that carries it.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Errors } from '../protocol/errors.ts';
import type { PasswordPolicy } from '../store/types.ts';

// OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1); @node-rs/argon2 defaults to argon2id.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random value, verified against when the user does not exist so that timing does not tell.
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(`decoy-${randomInt(1e9)}`);
  await verifyPassword(await decoy, password);
}

/** Cognito's symbol set for RequireSymbols. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
};

/** The first rule the password breaks, in Cognito's wording, or null. */
export function policyViolation(policy: PasswordPolicy | undefined, password: string): string | null {
  const p = policy ?? DEFAULT_PASSWORD_POLICY;
  if (password.length < (p.MinimumLength ?? 8)) return 'Password not long enough';
  if (password.length > 256) return 'Password is too long';
  if (password !== password.trim()) return 'Password must not begin or end with a space';
  if (p.RequireLowercase && !/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (p.RequireUppercase && !/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (p.RequireNumbers && !/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (p.RequireSymbols && ![...password].some((c) => SYMBOLS.has(c) && c !== ' ')) {
    return 'Password must have symbol characters';
  }
  return null;
}

export function assertPasswordPolicy(policy: PasswordPolicy | undefined, password: string): void {
  const violation = policyViolation(policy, password);
  if (violation) throw Errors.invalidPassword(`Password did not conform with policy: ${violation}`);
}

/** A temporary password that satisfies the policy: one of each required class, the rest mixed, shuffled. */
export function generateTemporaryPassword(policy: PasswordPolicy | undefined): string {
  const p = policy ?? DEFAULT_PASSWORD_POLICY;
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const symbols = '!@#%&*+=?';
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  const all = lower + upper + digits + symbols;
  while (chars.length < Math.max(12, p.MinimumLength ?? 8)) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
