// The signed-in user as the seed describes it (section 3), built from the user's attributes and the claims of
// their ID token. `profile` and `tenant` are JSON claims: parsed to objects, null when absent or unparsable.

export interface AuthUserIdentity {
  providerName?: string;
  providerType?: string;
  userId?: string;
  [key: string]: unknown;
}

export interface AuthUser {
  /** The username. */
  id: string;
  name: string;
  sub: string;
  familyName: string;
  givenName: string;
  email: string;
  emailVerified: boolean;
  identities: AuthUserIdentity[];
  picture: string | null;
  /** Seconds since the epoch, as the `updated_at` attribute gives it; null when unknown. */
  updatedAt: number | null;
  profile: Record<string, unknown> | null;
  tenant: Record<string, unknown> | null;
  /** The user pool groups of the ID token (`cognito:groups`): `admins` are the platform's administrators. */
  groups: string[];
}

type Attributes = Partial<Record<string, string | undefined>>;

/** A JSON object claim: accepts an object or a JSON text of an object; anything else is null. */
export function parseJsonClaim(value: unknown): Record<string, unknown> | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

function parseIdentities(value: unknown): AuthUserIdentity[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed)
    ? parsed.filter((i): i is AuthUserIdentity => Boolean(i) && typeof i === 'object' && !Array.isArray(i))
    : [];
}

function parseUpdatedAt(value: string | undefined): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function parseGroups(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

/** Builds the seed's user object. Pure. */
export function mapAuthUser(input: {
  username: string;
  attributes: Attributes;
  idTokenPayload?: Record<string, unknown> | undefined;
}): AuthUser {
  const { username, attributes: a, idTokenPayload: claims = {} } = input;
  const givenName = a.given_name ?? '';
  const familyName = a.family_name ?? '';
  const fullName = [givenName, familyName].filter(Boolean).join(' ');
  return {
    id: username,
    name: a.name?.trim() || fullName,
    sub: a.sub ?? (typeof claims.sub === 'string' ? claims.sub : ''),
    familyName,
    givenName,
    email: a.email ?? (typeof claims.email === 'string' ? claims.email : ''),
    emailVerified: a.email_verified === 'true',
    identities: parseIdentities(a.identities ?? claims.identities),
    picture: a.picture || null,
    updatedAt: parseUpdatedAt(a.updated_at),
    profile: parseJsonClaim(claims.profile),
    tenant: parseJsonClaim(claims.tenant),
    groups: parseGroups(claims['cognito:groups']),
  };
}
