// Where a federated provider's endpoints are: each type's public defaults, overridden by ProviderDetails
// (oidc_issuer, authorize_url, token_url, attributes_url, jwks_uri) as Cognito's OIDC providers allow; an
// issuer without explicit endpoints is read from its discovery document (cached for five minutes).
import type { IdentityProvider } from '../../store/identity-providers.ts';

export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  /** Set for providers whose ID token is verified (OIDC, Google, Apple). */
  issuer?: string;
  jwksUri?: string;
  attributesUrl?: string;
  attributesMethod: 'GET' | 'POST';
  scopes: string[];
  /** The claim that identifies the user at the provider. */
  subjectClaim: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'basic' | 'post';
}

const DEFAULTS: Record<string, Partial<ProviderEndpoints>> = {
  Google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    attributesUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    tokenAuth: 'post',
    subjectClaim: 'sub',
  },
  SignInWithApple: {
    issuer: 'https://appleid.apple.com',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    tokenAuth: 'post',
    subjectClaim: 'sub',
  },
  Facebook: {
    authorizeUrl: 'https://www.facebook.com/v17.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v17.0/oauth/access_token',
    attributesUrl: 'https://graph.facebook.com/v17.0/me?fields=id,email,name,first_name,last_name',
    tokenAuth: 'post',
    subjectClaim: 'id',
  },
  LoginWithAmazon: {
    authorizeUrl: 'https://www.amazon.com/ap/oa',
    tokenUrl: 'https://api.amazon.com/auth/o2/token',
    attributesUrl: 'https://api.amazon.com/user/profile',
    tokenAuth: 'post',
    subjectClaim: 'user_id',
  },
  OIDC: { tokenAuth: 'basic', subjectClaim: 'sub' },
};

interface Discovery {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
}

const discoveries = new Map<string, { at: number; value: Discovery }>();

async function discover(issuer: string): Promise<Discovery> {
  const hit = discoveries.get(issuer);
  if (hit && Date.now() - hit.at < 300_000) return hit.value;
  const res = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`Discovery for ${issuer} answered ${res.status}`);
  const value = (await res.json()) as Discovery;
  if (value.issuer && value.issuer !== issuer) throw new Error(`Discovery issuer mismatch for ${issuer}`);
  if (discoveries.size > 100) discoveries.clear();
  discoveries.set(issuer, { at: Date.now(), value });
  return value;
}

export async function providerEndpoints(provider: IdentityProvider): Promise<ProviderEndpoints> {
  const d = provider.details;
  const base = DEFAULTS[provider.type] ?? DEFAULTS.OIDC;
  const issuer = d.oidc_issuer ?? base.issuer;
  const explicit = d.authorize_url && d.token_url && (d.jwks_uri || !issuer);
  const discovered = d.oidc_issuer && !explicit ? await discover(d.oidc_issuer) : ({} as Discovery);
  const authorizeUrl = d.authorize_url ?? discovered.authorization_endpoint ?? base.authorizeUrl;
  const tokenUrl = d.token_url ?? discovered.token_endpoint ?? base.tokenUrl;
  if (!authorizeUrl || !tokenUrl) throw new Error(`Provider ${provider.name} has no authorize or token endpoint`);
  const separator = provider.type === 'Facebook' ? /[\s,]+/ : /\s+/;
  return {
    authorizeUrl,
    tokenUrl,
    issuer,
    jwksUri: d.jwks_uri ?? discovered.jwks_uri ?? base.jwksUri,
    attributesUrl: d.attributes_url ?? discovered.userinfo_endpoint ?? base.attributesUrl,
    attributesMethod: d.attributes_request_method === 'POST' ? 'POST' : 'GET',
    scopes: (d.authorize_scopes ?? '').split(separator).filter(Boolean),
    subjectClaim: base.subjectClaim ?? 'sub',
    tokenAuth: d.client_secret ? (base.tokenAuth ?? 'basic') : 'post',
  };
}
