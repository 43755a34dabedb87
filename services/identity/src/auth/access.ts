// The access token of a user-plane call, verified once per request (signature, expiry, revocation, user state).
import type { IdentityDeps } from '../deps.ts';
import {
  type AccessTokenVerifier,
  createAccessTokenVerifier,
  type VerifiedToken,
} from '../tokens/verify-access-token.ts';

const verifiers = new WeakMap<IdentityDeps, AccessTokenVerifier>();

export function verifierFor(deps: IdentityDeps): AccessTokenVerifier {
  let v = verifiers.get(deps);
  if (!v) {
    v = createAccessTokenVerifier(deps);
    verifiers.set(deps, v);
  }
  return v;
}

export function authenticate(deps: IdentityDeps, accessToken: string): Promise<VerifiedToken> {
  return verifierFor(deps)(accessToken);
}
