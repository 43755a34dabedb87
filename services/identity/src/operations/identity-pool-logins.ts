// Checks the Logins map of GetId / GetCredentialsForIdentity. A key names a user pool either as Cognito does
// (`cognito-idp.<region>.amazonaws.com/<poolId>`) or as Amplify sends it: the ID token's `iss` without its
// scheme (amplify-client.md §2). The token must be an unexpired ID token of that pool, signed with its keys,
// for one of its app clients (the one the identity pool names, when it names one). With the provider's
// ServerSideTokenCheck on, the user pool is asked too: the token of a user signed out since, disabled or deleted,
// or of a revoked sign-in, is refused.
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import type { IdentityPool } from '../store/identity-pools.ts';
import { getClient, getPool, getPublicJwks, issuerFor } from '../store/pools.ts';
import { type SessionEnd, sessionState } from '../tokens/session-state.ts';

export interface VerifiedLogin {
  /** Canonical provider name: `cognito-idp.<region>.amazonaws.com/<poolId>`. */
  provider: string;
  userPoolId: string;
  subject: string;
  /** The refresh token the ID token descends from (`origin_jti`), when it carries one. */
  originJti?: string;
}

const COGNITO_PROVIDER = /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com\/([\w-]+_[0-9a-zA-Z]+)$/;

export const canonicalProvider = (userPoolId: string) =>
  `cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com/${userPoolId}`;

const withoutScheme = (url: string) => url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');

/** The user pool a provider name refers to, in either accepted form; undefined for anything else. */
export function userPoolOfProvider(deps: IdentityDeps, name: string): string | undefined {
  const cognito = COGNITO_PROVIDER.exec(name);
  if (cognito) return cognito[1] === cognito[2].split('_')[0] ? cognito[2] : undefined;
  const poolId = name.slice(name.lastIndexOf('/') + 1);
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(poolId)) return undefined;
  return withoutScheme(issuerFor(deps, poolId)) === withoutScheme(name) ? poolId : undefined;
}

const invalid = (detail: string) => Errors.notAuthorized(`Invalid login token. ${detail}`);

// Cognito documents only that the identity pool "will return a 400 Not Authorized error"
// (CognitoIdentityProvider.ServerSideTokenCheck); the detail after its "Invalid login token." says why.
const ENDED: Record<SessionEnd, string> = {
  deleted: 'User does not exist.',
  revoked: 'Token has been revoked.',
  'signed-out': 'Token has been revoked.',
  disabled: 'User is disabled.',
};

export async function verifyLogins(
  deps: IdentityDeps,
  pool: IdentityPool,
  logins: Record<string, string>,
): Promise<VerifiedLogin[]> {
  const entries = Object.entries(logins);
  if (entries.length > 10) throw Errors.invalidParameter('Logins: at most 10 logins are allowed.');
  const verified: VerifiedLogin[] = [];
  for (const [name, token] of entries) {
    const userPoolId = userPoolOfProvider(deps, name);
    const configured = (pool.config.CognitoIdentityProviders ?? []).find(
      (p) => userPoolId !== undefined && userPoolOfProvider(deps, p.ProviderName) === userPoolId,
    );
    if (!userPoolId || !configured) {
      throw Errors.notAuthorized(`Token is not from a supported provider of this identity pool.`);
    }
    if (!(await getPool(deps, userPoolId))) throw invalid('Issuer is not a known user pool.');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, createLocalJWKSet(await getPublicJwks(deps, userPoolId)), {
        issuer: issuerFor(deps, userPoolId),
        algorithms: ['RS256'],
        currentDate: deps.now(),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw invalid('Token expired.');
      throw invalid("The token's signature or claims could not be verified.");
    }
    if (payload.token_use !== 'id') throw invalid('Token is not an ID token.');
    const audience = typeof payload.aud === 'string' ? payload.aud : undefined;
    if (!audience || (configured.ClientId && configured.ClientId !== audience)) {
      throw invalid('Token audience does not match the identity pool provider.');
    }
    const client = await getClient(deps, audience);
    if (!client || client.poolId !== userPoolId) throw invalid('Token audience is not a client of the user pool.');
    if (typeof payload.sub !== 'string' || !payload.sub) throw invalid('Token has no subject.');
    const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
    if (configured.ServerSideTokenCheck) {
      // Cognito's own ID tokens always name their sign-in; one that does not cannot be checked.
      if (!originJti || typeof payload.iat !== 'number') throw invalid(ENDED.revoked);
      const state = await sessionState(deps.database, {
        poolId: userPoolId,
        sub: payload.sub,
        originJti,
        issuedAt: payload.iat * 1000,
        wholeSeconds: true,
      });
      if (!state.ok) throw invalid(ENDED[state.end]);
    }
    verified.push({
      provider: canonicalProvider(userPoolId),
      userPoolId,
      subject: payload.sub,
      ...(originJti ? { originJti } : {}),
    });
  }
  return verified;
}
