// Temporary AWS-style credentials for identity-pool identities, verifiable by any process that holds the master
// key and nothing else: the session token is sealed (AES-256-GCM) under a key derived from the master key and
// carries who the caller is; the secret key is an HMAC of the access key id and a nonce under another derived
// key, so a verifier recomputes it instead of looking it up. For a signed-in user they also carry the user pool,
// the sign-in's refresh token (the ID token's origin_jti) and when they were issued, so that the verifier can
// refuse them once the user signs out, is disabled or deleted, or the sign-in is revoked (callers.ts).
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSecretBox, type SecretBox } from '@innov/platform';

/** Identity-pool credentials last one hour, as Cognito's GetCredentialsForIdentity. */
export const CREDENTIALS_TTL_SECONDS = 3600;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

interface DerivedKeys {
  tokenBox: SecretBox;
  secretKey: Buffer;
}

const derived = new WeakMap<SecretBox, DerivedKeys>();

function keysFor(secrets: SecretBox): DerivedKeys {
  let keys = derived.get(secrets);
  if (!keys) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secrets.key, Buffer.alloc(0), info, 32));
    keys = {
      tokenBox: createSecretBox(derive('innov/identity-pool/session-token/v1')),
      secretKey: derive('innov/identity-pool/secret-key/v1'),
    };
    derived.set(secrets, keys);
  }
  return keys;
}

export interface TemporaryCredentialsClaims {
  identityId: string;
  identityPoolId: string;
  authenticated: boolean;
  /** The user pool `sub` behind an authenticated identity. */
  sub?: string;
  /** The provider (`cognito-idp.<region>.amazonaws.com/<poolId>`) that authenticated it. */
  provider?: string;
  /** The user pool behind `provider`. */
  userPoolId?: string;
  /** The refresh token the login's ID token descends from (its `origin_jti`). */
  originJti?: string;
}

export interface IssuedCredentials {
  AccessKeyId: string;
  SecretKey: string;
  SessionToken: string;
  /** Epoch seconds, as Cognito Identity sends it. */
  Expiration: number;
}

export interface ResolvedCredentials extends TemporaryCredentialsClaims {
  secretAccessKey: string;
  issuedAt: Date;
  expiresAt: Date;
}

interface SealedClaims {
  v: 1;
  k: string;
  n: string;
  i: string;
  p: string;
  a: boolean;
  s?: string;
  pr?: string;
  up?: string;
  oj?: string;
  /** Issued at, epoch milliseconds (absent from credentials issued before it was recorded). */
  t?: number;
  e: number;
}

function accessKeyId(): string {
  // AWS temporary keys start with ASIA followed by 16 base-32 characters.
  const bytes = randomBytes(16);
  let id = 'ASIA';
  for (const b of bytes) id += BASE32[b & 31];
  return id;
}

function secretFor(keys: DerivedKeys, accessKey: string, nonce: string): string {
  return createHmac('sha256', keys.secretKey)
    .update(`${accessKey}.${nonce}`)
    .digest()
    .subarray(0, 30)
    .toString('base64');
}

export function issueTemporaryCredentials(
  secrets: SecretBox,
  claims: TemporaryCredentialsClaims,
  now: Date,
  ttlSeconds = CREDENTIALS_TTL_SECONDS,
): IssuedCredentials {
  const keys = keysFor(secrets);
  const AccessKeyId = accessKeyId();
  const nonce = randomBytes(12).toString('base64url');
  const Expiration = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const sealed: SealedClaims = {
    v: 1,
    k: AccessKeyId,
    n: nonce,
    i: claims.identityId,
    p: claims.identityPoolId,
    a: claims.authenticated,
    t: now.getTime(),
    e: Expiration,
    ...(claims.sub ? { s: claims.sub } : {}),
    ...(claims.provider ? { pr: claims.provider } : {}),
    ...(claims.userPoolId ? { up: claims.userPoolId } : {}),
    ...(claims.originJti ? { oj: claims.originJti } : {}),
  };
  return {
    AccessKeyId,
    SecretKey: secretFor(keys, AccessKeyId, nonce),
    SessionToken: keys.tokenBox.seal(JSON.stringify(sealed)),
    Expiration,
  };
}

/**
 * The data service's half: from the access key id and session token of a SigV4 request, recovers the secret
 * to check the signature with and who the caller is. Null for forged, mismatched or expired credentials.
 */
export function resolveTemporaryCredentials(
  secrets: SecretBox,
  accessKey: string,
  sessionToken: string | undefined,
  now: Date = new Date(),
): ResolvedCredentials | null {
  if (!sessionToken || sessionToken.length > 4096) return null;
  const keys = keysFor(secrets);
  let claims: SealedClaims;
  try {
    claims = JSON.parse(keys.tokenBox.open(sessionToken).toString('utf8')) as SealedClaims;
  } catch {
    return null;
  }
  if (claims.v !== 1 || typeof claims.k !== 'string' || typeof claims.e !== 'number') return null;
  const a = Buffer.from(claims.k);
  const b = Buffer.from(accessKey);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  if (claims.e * 1000 <= now.getTime()) return null;
  return {
    secretAccessKey: secretFor(keys, claims.k, claims.n),
    identityId: claims.i,
    identityPoolId: claims.p,
    authenticated: claims.a,
    ...(claims.s ? { sub: claims.s } : {}),
    ...(claims.pr ? { provider: claims.pr } : {}),
    ...(claims.up ? { userPoolId: claims.up } : {}),
    ...(claims.oj ? { originJti: claims.oj } : {}),
    // Older credentials lived the standard hour, so their issue time follows from their expiry.
    issuedAt: new Date(typeof claims.t === 'number' ? claims.t : (claims.e - CREDENTIALS_TTL_SECONDS) * 1000),
    expiresAt: new Date(claims.e * 1000),
  };
}
