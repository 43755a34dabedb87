// What the identity-provider operations share: input schemas, the details each provider type needs, and
// Cognito's IdentityProviderType / ProviderDescription shapes.
import { z } from 'zod';
import { getDefaults } from '../defaults.ts';
import type { IdentityDeps } from '../deps.ts';
import { CognitoError, Errors } from '../protocol/errors.ts';
import type { IdentityProvider, ProviderType } from '../store/identity-providers.ts';
import { listClients, updateClient } from '../store/pools.ts';

export const PROVIDER_TYPES = ['Google', 'Facebook', 'SignInWithApple', 'LoginWithAmazon', 'OIDC'] as const;

export const ZProviderName = z
  .string()
  .min(1)
  .max(32)
  .regex(
    /^[^_\p{Z}][\p{L}\p{M}\p{S}\p{N}\p{P}][^_\p{Z}]+$/u,
    'Member must satisfy regular expression pattern: [^_\\p{Z}][\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}][^_\\p{Z}]+',
  );
export const ZProviderType = z.enum([...PROVIDER_TYPES, 'SAML']);
export const ZProviderDetails = z.record(z.string().min(1).max(128), z.string().max(131_072));
export const ZAttributeMapping = z.record(z.string().min(1).max(32), z.string().min(1).max(2048));
export const ZIdpIdentifiers = z
  .array(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[\w\s+=.@-]+$/, 'Member must satisfy regular expression pattern: [\\w\\s+=.@-]+'),
  )
  .max(50);

/** ProviderDetails keys each type must have (Cognito's CreateIdentityProvider reference). */
const REQUIRED: Record<ProviderType, string[]> = {
  Google: ['client_id', 'client_secret', 'authorize_scopes'],
  Facebook: ['client_id', 'client_secret', 'authorize_scopes'],
  LoginWithAmazon: ['client_id', 'client_secret', 'authorize_scopes'],
  SignInWithApple: ['client_id', 'team_id', 'key_id', 'private_key', 'authorize_scopes'],
  OIDC: ['client_id', 'attributes_request_method', 'oidc_issuer', 'authorize_scopes'],
};

/** Endpoint overrides a provider may carry (OIDC's own keys; accepted for Google-type providers too). */
const URL_KEYS = ['oidc_issuer', 'authorize_url', 'token_url', 'attributes_url', 'jwks_uri'];

export function checkProviderDetails(type: string, details: Record<string, string>): void {
  if (type === 'SAML')
    throw new CognitoError('UnsupportedIdentityProviderException', 'SAML providers are not supported.');
  const required = REQUIRED[type as ProviderType] ?? [];
  for (const key of required) {
    if (!details[key]) throw Errors.invalidParameter(`ProviderDetails: ${key} is required for ${type} providers.`);
  }
  if (details.attributes_request_method && !['GET', 'POST'].includes(details.attributes_request_method)) {
    throw Errors.invalidParameter('ProviderDetails: attributes_request_method must be GET or POST.');
  }
  for (const key of URL_KEYS) {
    const value = details[key];
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw Errors.invalidParameter(`ProviderDetails: ${key} must be an absolute URL.`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      throw Errors.invalidParameter(`ProviderDetails: ${key} must use HTTPS.`);
    }
  }
}

export function identityProviderType(p: IdentityProvider) {
  return {
    UserPoolId: p.poolId,
    ProviderName: p.name,
    ProviderType: p.type,
    ProviderDetails: p.details,
    AttributeMapping: p.attributeMapping,
    IdpIdentifiers: p.idpIdentifiers,
    LastModifiedDate: p.updatedAt.getTime() / 1000,
    CreationDate: p.createdAt.getTime() / 1000,
  };
}

export function providerDescription(p: IdentityProvider) {
  return {
    ProviderName: p.name,
    ProviderType: p.type,
    LastModifiedDate: p.updatedAt.getTime() / 1000,
    CreationDate: p.createdAt.getTime() / 1000,
  };
}

export const duplicateProvider = (message: string) => new CognitoError('DuplicateProviderException', message);

/**
 * The product's own web client offers every provider of the default pool, so adding one to that pool shows its
 * button on the sign-in pages; removing a provider removes it from every client of its pool.
 */
export async function syncClientProviders(
  deps: IdentityDeps,
  poolId: string,
  change: { added?: string; removed?: string },
): Promise<void> {
  const defaults = await getDefaults(deps);
  for (const client of await listClients(deps, poolId, 1000)) {
    const current = client.config.SupportedIdentityProviders ?? [];
    let next = current;
    if (change.removed) next = next.filter((p) => p !== change.removed);
    if (change.added && client.id === defaults.userPoolClientId && !next.includes(change.added)) {
      next = [...next, change.added];
    }
    if (next !== current) {
      await updateClient(deps, client.id, {
        name: client.name,
        config: { ...client.config, SupportedIdentityProviders: next },
      });
    }
  }
}
