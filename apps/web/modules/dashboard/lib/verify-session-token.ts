// Verifies one of the user pool's tokens as the dashboard's server-side gate needs it: RS256 signature
// against the pool's published keys, the pool's issuer, the app client, the token's use and its expiry.
// Revocation (global sign-out) is not visible in a JWT; the client-side guard asks the identity service.
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { TTokenCheck } from './session-decision.ts';

export interface TTokenExpectations {
  poolId: string;
  clientId: string;
  /** The username the session cookies name (LastAuthUser). */
  username: string;
  use: 'access' | 'id';
  keys: JWTVerifyGetKey;
  now?: Date;
}

function claimsMatch(payload: JWTPayload, e: TTokenExpectations): boolean {
  const iss = typeof payload.iss === 'string' ? payload.iss : '';
  if (iss.slice(iss.lastIndexOf('/') + 1) !== e.poolId) return false;
  if (payload.token_use !== e.use) return false;
  if (e.use === 'access') {
    return payload.client_id === e.clientId && payload.username === e.username;
  }
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  return aud.includes(e.clientId) && payload['cognito:username'] === e.username;
}

/** The verdict on a token, with its claims when its signature verified (a valid or an expired token). */
async function verifySessionToken(
  token: string | undefined,
  e: TTokenExpectations,
): Promise<{ check: TTokenCheck; claims?: JWTPayload }> {
  if (!token) return { check: 'absent' };
  if (token.length > 16_384) return { check: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, e.keys, {
      algorithms: ['RS256'],
      currentDate: e.now,
      requiredClaims: ['exp', 'iat', 'iss', 'token_use'],
    });
    return claimsMatch(payload, e) ? { check: 'valid', claims: payload } : { check: 'invalid' };
  } catch (error) {
    // jose checks expiry only after the signature has verified: an expired token here is a genuine one.
    if (error instanceof errors.JWTExpired) {
      return claimsMatch(error.payload, e) ? { check: 'expired', claims: error.payload } : { check: 'invalid' };
    }
    // The keys could not be fetched: a server fault, not a verdict on the token (the caller answers 503).
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw error;
    return { check: 'invalid' };
  }
}

export async function checkSessionToken(token: string | undefined, e: TTokenExpectations): Promise<TTokenCheck> {
  return (await verifySessionToken(token, e)).check;
}

/** The claims of a token that is valid now (signature, pool, client, use, user, expiry), else null. */
export async function validTokenClaims(token: string | undefined, e: TTokenExpectations): Promise<JWTPayload | null> {
  const { check, claims } = await verifySessionToken(token, e);
  return check === 'valid' ? (claims ?? null) : null;
}
