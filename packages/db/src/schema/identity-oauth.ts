// Identity service tables for the hosted UI, OAuth 2.0 and federated sign-in (schema `identity`).
// Authorization codes and hosted-UI sessions are stored as hashes; provider secrets are encrypted.

import { bigint, index, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userPools } from './identity.ts';
import { identitySchema } from './namespaces.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** OAuth resource servers and their custom scopes (`<identifier>/<scope>`), as CreateResourceServer takes them. */
export const resourceServers = identitySchema.table(
  'resource_servers',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<{ ScopeName: string; ScopeDescription: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.identifier] })],
);

/** Federated identity providers (Google, Facebook, SignInWithApple, LoginWithAmazon, OIDC). */
export const identityProviders = identitySchema.table(
  'identity_providers',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    providerName: text('provider_name').notNull(),
    providerType: text('provider_type').notNull(),
    /** ProviderDetails as JSON, encrypted with the master key (it holds the client secret). */
    detailsEnc: text('details_enc').notNull(),
    attributeMapping: jsonb('attribute_mapping').$type<Record<string, string>>().notNull().default({}),
    idpIdentifiers: jsonb('idp_identifiers').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.providerName] })],
);

/** AdminLinkProviderForUser: a provider's subject signs in as an existing user of the pool. */
export const providerLinks = identitySchema.table(
  'provider_links',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    providerName: text('provider_name').notNull(),
    providerSubject: text('provider_subject').notNull(),
    username: text('username').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.providerName, t.providerSubject] }),
    index('provider_links_user_idx').on(t.poolId, t.username),
  ],
);

/** Authorization codes: single use, short-lived, bound to the client, the redirect URI and the PKCE challenge. */
export const oauthCodes = identitySchema.table(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    username: text('username').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').notNull(),
    codeChallenge: text('code_challenge'),
    codeChallengeMethod: text('code_challenge_method'),
    nonce: text('nonce'),
    authTime: bigint('auth_time', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('oauth_codes_expiry_idx').on(t.expiresAt)],
);

/** Hosted-UI sign-in sessions (the cookie carries a random id; only its hash is kept). */
export const hostedSessions = identitySchema.table(
  'hosted_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    authTime: bigint('auth_time', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('hosted_sessions_user_idx').on(t.poolId, t.username)],
);
