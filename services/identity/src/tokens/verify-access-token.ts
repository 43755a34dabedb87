// Verifies the pool's JWTs for every operation that takes an access token, and for other services (the data
// service) that trust them: RS256 signature against the pool's JWKS, issuer, expiry, token_use, then the
// database for revocation (RevokeToken by origin_jti, GlobalSignOut by tokensValidAfter) and the user's state
// (session-state.ts, the rule identity-pool logins and credentials follow too).
import type { Database } from '@innov/db';
import type { Config } from '@innov/platform';
import { decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { getPublicJwks, issuerFor } from '../store/pools.ts';
import type { UserRecord } from '../store/users.ts';
import { sessionState } from './session-state.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  username?: string;
  'cognito:username'?: string;
  'cognito:groups'?: string[];
  client_id?: string;
  aud?: string;
  origin_jti?: string;
  token_use: 'access' | 'id';
  scope?: string;
  auth_time: number;
  iat: number;
  exp: number;
}

export interface VerifiedToken {
  poolId: string;
  /** The app client the token was issued to. */
  clientId: string;
  claims: AccessTokenClaims;
  user: UserRecord;
}

export interface VerifierDeps {
  database: Database;
  config: Config;
  now: () => Date;
}

export interface VerifyOptions {
  /** Only accept tokens of this pool. */
  poolId?: string;
  /** `access` (default) as Cognito's user APIs require; the data service may accept `id` tokens too. */
  tokenUse?: 'access' | 'id' | 'any';
}

type Key = Awaited<ReturnType<typeof importJWK>>;

const revoked = () => Errors.notAuthorized('Access Token has been revoked');
const invalid = () => Errors.notAuthorized('Invalid Access Token');

export function createAccessTokenVerifier(vdeps: VerifierDeps) {
  // The pools store only reads database, config and now from its deps.
  const deps = vdeps as IdentityDeps;
  // A kid is the key's thumbprint, so a cached key never changes meaning.
  const keys = new Map<string, Key>();

  async function keyFor(poolId: string, kid: string): Promise<Key> {
    const cached = keys.get(kid);
    if (cached) return cached;
    const jwks = await getPublicJwks(deps, poolId);
    const jwk = jwks.keys.find((k) => (k as { kid?: string }).kid === kid);
    if (!jwk) throw invalid();
    const key = await importJWK(jwk as Parameters<typeof importJWK>[0], 'RS256');
    if (keys.size > 1000) keys.clear();
    keys.set(kid, key);
    return key;
  }

  return async function verifyAccessToken(token: string, opts: VerifyOptions = {}): Promise<VerifiedToken> {
    if (typeof token !== 'string' || token.length > 8192 || token.split('.').length !== 3) throw invalid();
    let iss: string | undefined;
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalid();
      kid = header.kid;
      iss = decodeJwt(token).iss;
    } catch {
      throw invalid();
    }
    if (typeof iss !== 'string') throw invalid();
    const poolId = iss.slice(iss.lastIndexOf('/') + 1);
    if (!poolId || issuerFor(deps, poolId) !== iss) throw invalid();
    if (opts.poolId && opts.poolId !== poolId) throw invalid();
    const key = await keyFor(poolId, kid);
    let claims: AccessTokenClaims;
    try {
      const verified = await jwtVerify(token, key, { issuer: iss, algorithms: ['RS256'], currentDate: vdeps.now() });
      claims = verified.payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw Errors.notAuthorized('Access Token has expired');
      throw invalid();
    }
    const wanted = opts.tokenUse ?? 'access';
    if (wanted !== 'any' && claims.token_use !== wanted) throw invalid();
    const username = claims.token_use === 'access' ? claims.username : claims['cognito:username'];
    if (typeof username !== 'string' || typeof claims.sub !== 'string' || typeof claims.origin_jti !== 'string') {
      throw invalid();
    }
    const state = await sessionState(vdeps.database, {
      poolId,
      sub: claims.sub,
      originJti: claims.origin_jti,
      issuedAt: claims.iat * 1000,
      wholeSeconds: true,
    });
    if (!state.ok) {
      if (state.end === 'deleted') throw Errors.userNotFound('User does not exist.');
      if (state.end === 'disabled') throw Errors.notAuthorized('User is disabled.');
      throw revoked();
    }
    const user = state.user;
    if (user.username !== username) throw revoked();
    const clientId = (claims.token_use === 'access' ? claims.client_id : (claims.aud as string)) ?? '';
    return { poolId, clientId, claims, user };
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
