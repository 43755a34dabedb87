// The principal cache: a verified user-pool token is trusted for a few seconds without verifying it again (no
// signature check, revocation query or user lookup on every call), and forgotten at once when the identity
// service says the user signed out, revoked a token, changed password, was disabled or deleted, changed their
// two-step verification or groups (identity events reach every data process, through Redis when REDIS_URL is
// set). Bounded in entries and time.
import type { IdentityEvent, TokenCaller, VerifyUserToken } from '@innov/platform';

export const CALLER_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** The events after which a user's tokens may no longer be good. */
const FORGETS: ReadonlySet<IdentityEvent['kind']> = new Set([
  'SignedOut',
  'TokenRevoked',
  'PasswordChanged',
  'UserDisabled',
  'UserDeleted',
  'EmailChanged',
  // Whether the caller is a platform admin: the `admins` group and two-step verification.
  'MfaChanged',
  'GroupsChanged',
]);

interface Entry {
  caller: TokenCaller;
  until: number;
}

export class CallerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly verify: VerifyUserToken,
    private readonly clock: () => number = Date.now,
  ) {}

  async verifyToken(token: string): Promise<TokenCaller> {
    const now = this.clock();
    const hit = this.entries.get(token);
    if (hit && hit.until > now) return hit.caller;
    if (hit) this.entries.delete(token);
    const caller = await this.verify(token, { tokenUse: 'any' });
    if (this.entries.size >= MAX_ENTRIES) this.sweep(now);
    // Never past the token's own expiry.
    const exp = expiryOf(token);
    this.entries.set(token, { caller, until: Math.min(now + CALLER_CACHE_MS, exp ?? Number.POSITIVE_INFINITY) });
    return caller;
  }

  /** Forgets the user's verified tokens when an identity event says they may have changed. */
  onIdentityEvent(event: IdentityEvent): void {
    if (!FORGETS.has(event.kind) && !phoneNumberChanged(event)) return;
    for (const [token, entry] of this.entries) {
      if (entry.caller.sub === event.sub || entry.caller.username === event.username) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    for (const [token, entry] of this.entries) if (entry.until <= now) this.entries.delete(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}

function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A new or removed phone number: SMS two-step verification, and so a platform admin's standing, goes with it. */
export function phoneNumberChanged(event: IdentityEvent): boolean {
  const attributes = event.detail?.attributes;
  return event.kind === 'AttributesChanged' && typeof attributes === 'object' && attributes !== null
    ? 'phone_number' in attributes
    : false;
}
