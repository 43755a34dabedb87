// A user's multi-factor settings, kept in identity.users.mfa (jsonb). The TOTP secret is sealed with the
// service key (AES-256-GCM); the last accepted TOTP step is kept so a code works only once.
import type { IdentityDeps } from '../deps.ts';
import type { UserPool } from './types.ts';
import type { UserRecord } from './users.ts';

export type MfaType = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

export interface UserMfa {
  /** Sealed base32 secret of the verified authenticator. */
  totpSecret?: string;
  /** Sealed base32 secret handed out by AssociateSoftwareToken, awaiting VerifySoftwareToken. */
  totpPending?: string;
  totpFriendlyName?: string;
  /** The last TOTP step accepted: a code of this step or an earlier one is refused. */
  totpLastStep?: number;
  totpEnabled?: boolean;
  smsEnabled?: boolean;
  preferred?: MfaType;
  /** One-time handle for finishing an MFA_SETUP sign-in after VerifySoftwareToken. */
  setupNonce?: string;
}

export function userMfa(user: UserRecord): UserMfa {
  return user.mfa as UserMfa;
}

/** Merges `patch` into the stored settings; `null` values remove keys. */
export async function patchUserMfa(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  patch: { [K in keyof UserMfa]?: UserMfa[K] | null },
): Promise<void> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) remove.push(k);
    else if (v !== undefined) set[k] = v;
  }
  await deps.database.query(
    `update identity.users set mfa = (mfa || $3::jsonb) - $4::text[], updated_at = $5
      where pool_id = $1 and username = $2`,
    [poolId, username, JSON.stringify(set), remove, deps.now()],
  );
}

/** Records `step` as used unless a later or equal step was used already; false when the code was spent. */
export async function spendTotpStep(deps: IdentityDeps, poolId: string, username: string, step: number) {
  const rows = await deps.database.query(
    `update identity.users set mfa = jsonb_set(mfa, '{totpLastStep}', to_jsonb($3::bigint))
      where pool_id = $1 and username = $2 and coalesce((mfa->>'totpLastStep')::bigint, -1) < $3
      returning username`,
    [poolId, username, step],
  );
  return rows.length === 1;
}

/** Consumes the MFA_SETUP handle; false when it was used already (a replayed session). */
export async function spendSetupNonce(deps: IdentityDeps, poolId: string, username: string, nonce: string) {
  const rows = await deps.database.query(
    `update identity.users set mfa = mfa - 'setupNonce'
      where pool_id = $1 and username = $2 and mfa->>'setupNonce' = $3
      returning username`,
    [poolId, username, nonce],
  );
  return rows.length === 1;
}

/** The second factors the pool offers. */
export function poolMfaTypes(pool: UserPool): MfaType[] {
  const c = pool.config;
  if (c.MfaConfiguration === 'OFF') return [];
  const enabled = c.EnabledMfas ?? [];
  const out: MfaType[] = [];
  if (enabled.includes('SMS_MFA')) out.push('SMS_MFA');
  if (enabled.includes('SOFTWARE_TOKEN_MFA') || c.SoftwareTokenMfaConfiguration?.Enabled)
    out.push('SOFTWARE_TOKEN_MFA');
  return out;
}

/** The factors this user has turned on that the pool still offers. */
export function userMfaTypes(pool: UserPool, user: UserRecord): MfaType[] {
  const m = userMfa(user);
  const offered = poolMfaTypes(pool);
  const out: MfaType[] = [];
  if (m.smsEnabled && user.attributes.phone_number && offered.includes('SMS_MFA')) out.push('SMS_MFA');
  if (m.totpEnabled && m.totpSecret && offered.includes('SOFTWARE_TOKEN_MFA')) out.push('SOFTWARE_TOKEN_MFA');
  return out;
}

/** Cognito's GetUser/AdminGetUser MFA fields. */
export function mfaFields(user: UserRecord) {
  const m = userMfa(user);
  const list: MfaType[] = [];
  if (m.smsEnabled && user.attributes.phone_number) list.push('SMS_MFA');
  if (m.totpEnabled && m.totpSecret) list.push('SOFTWARE_TOKEN_MFA');
  const preferred = m.preferred && list.includes(m.preferred) ? m.preferred : undefined;
  return {
    ...(list.includes('SMS_MFA') ? { MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }] } : {}),
    ...(preferred ? { PreferredMfaSetting: preferred } : {}),
    ...(list.length ? { UserMFASettingList: list } : {}),
  };
}
