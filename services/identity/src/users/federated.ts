// Federated users: created on a provider's first sign-in as `<ProviderName>_<subject>` with status
// EXTERNAL_PROVIDER, or an existing user when AdminLinkProviderForUser linked the provider's subject to it.
// The `identities` attribute is kept in the form Cognito puts in the ID token (string values).
import { randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';
import type { IdentityProvider } from '../store/identity-providers.ts';
import { findLinkedUsername } from '../store/oauth-grants.ts';
import { getUser, toUser, USER_COLUMNS, type UserRecord, updateUser } from '../store/users.ts';
import { emitIfEmailChanged } from './events.ts';

export interface FederatedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: string;
  dateCreated: string;
}

export function identitiesOf(attributes: Record<string, string>): FederatedIdentity[] {
  try {
    const parsed = JSON.parse(attributes.identities ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function withIdentity(
  attributes: Record<string, string>,
  identity: Omit<FederatedIdentity, 'primary' | 'dateCreated' | 'issuer'>,
  now: Date,
): Record<string, string> {
  const list = identitiesOf(attributes).filter(
    (i) => !(i.providerName === identity.providerName && i.userId === identity.userId),
  );
  list.push({ ...identity, issuer: null, primary: String(list.length === 0), dateCreated: String(now.getTime()) });
  return { ...attributes, identities: JSON.stringify(list) };
}

export function withoutIdentity(
  attributes: Record<string, string>,
  providerName: string,
  userId: string,
): Record<string, string> {
  const list = identitiesOf(attributes).filter((i) => !(i.providerName === providerName && i.userId === userId));
  const { identities: _old, ...rest } = attributes;
  return list.length ? { ...rest, identities: JSON.stringify(list) } : rest;
}

/** Pool attribute values from the provider's claims through the provider's attribute mapping. */
export function mapAttributes(provider: IdentityProvider, claims: Record<string, unknown>): Record<string, string> {
  const mapping: Record<string, string> = { ...provider.attributeMapping };
  // Without an explicit mapping, the address and its verification come across as the provider states them.
  if (!Object.keys(mapping).some((k) => k === 'email')) mapping.email = 'email';
  if (mapping.email && !mapping.email_verified) mapping.email_verified = 'email_verified';
  const out: Record<string, string> = {};
  for (const [poolAttribute, claim] of Object.entries(mapping)) {
    if (poolAttribute === 'username' || poolAttribute === 'sub') continue;
    const value = claims[claim];
    if (value === undefined || value === null) continue;
    out[poolAttribute] =
      typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (out.email) out.email = out.email.toLowerCase();
  return out;
}

/**
 * The user a provider sign-in resolves to: the linked user, the existing federated user (its mapped attributes
 * refreshed, as Cognito does at every sign-in), or a new federated user.
 */
export async function resolveFederatedUser(
  deps: IdentityDeps,
  provider: IdentityProvider,
  subject: string,
  claims: Record<string, unknown>,
): Promise<UserRecord> {
  const poolId = provider.poolId;
  const linked = await findLinkedUsername(deps, poolId, provider.name, subject);
  if (linked) {
    const user = await getUser(deps, poolId, linked);
    if (user) return user;
  }
  const username = `${provider.name}_${subject}`;
  const mapped = mapAttributes(provider, claims);
  const existing = await getUser(deps, poolId, username);
  if (existing) {
    const attributes = { ...existing.attributes, ...mapped };
    await updateUser(deps, poolId, username, { attributes });
    await emitIfEmailChanged(deps, existing, attributes);
    return { ...existing, attributes };
  }
  const sub = randomUUID();
  const attributes = withIdentity(
    { ...mapped, sub },
    { userId: subject, providerName: provider.name, providerType: provider.type },
    deps.now(),
  );
  // The e-mail column is the pool's unique sign-in alias; a federated user whose address another account already
  // holds keeps it as an attribute only, so it never takes over that account (linking is AdminLinkProviderForUser's).
  const now = deps.now();
  const rows = await deps.database.query(
    `insert into identity.users (pool_id, username, sub, email, phone_number, status, enabled, attributes, created_at, updated_at)
     values ($1, $2, $3,
             case when exists (select 1 from identity.users where pool_id = $1 and email = lower($4)) then null else lower($4) end,
             null, 'EXTERNAL_PROVIDER', true, $5, $6, $6)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
    [poolId, username, sub, attributes.email ?? null, JSON.stringify(attributes), now],
  );
  if (rows[0]) return toUser(rows[0] as never);
  // Lost a race with a concurrent first sign-in of the same person.
  const raced = await getUser(deps, poolId, username);
  if (!raced) throw new Error(`Could not create federated user ${username}`);
  return raced;
}
