// Identity service tables (schema `identity`). Only services/identity reads or writes them.
// Secrets are never stored in plaintext: passwords as argon2id hashes plus salted SRP verifiers, codes and
// refresh tokens as hashes, signing keys and client secrets encrypted with the service's master key.

import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identitySchema } from './namespaces.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userPools = identitySchema.table('user_pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The pool's settings in Cognito's own shape (policies, MFA, schema, lambda config, device config, …). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Per-pool RS256 signing keys; access and ID tokens use different keys. Retired keys stay in the JWKS. */
export const signingKeys = identitySchema.table(
  'signing_keys',
  {
    kid: text('kid').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    use: text('use').$type<'access' | 'id'>().notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    /** PKCS#8 PEM, encrypted (AES-256-GCM) with the master key. */
    privateKeyEnc: text('private_key_enc').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when a newer key replaces it; it keeps verifying tokens until `expiresAt`. */
    retiredAt: ts('retired_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('signing_keys_pool_idx').on(t.poolId, t.use)],
);

export const userPoolClients = identitySchema.table(
  'user_pool_clients',
  {
    id: text('id').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Encrypted with the master key; Cognito returns it from DescribeUserPoolClient. */
    secretEnc: text('secret_enc'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('user_pool_clients_pool_idx').on(t.poolId)],
);

export const users = identitySchema.table(
  'users',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    /** Cognito's Username: a UUID equal to `sub` when the pool signs in by e-mail. */
    username: text('username').notNull(),
    sub: text('sub').notNull(),
    /** Lower-cased e-mail alias, unique within the pool. */
    email: text('email'),
    phoneNumber: text('phone_number'),
    status: text('status').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    /** Attribute values awaiting verification (e.g. a new e-mail kept aside until its code is confirmed). */
    pendingAttributes: jsonb('pending_attributes').$type<Record<string, string>>().notNull().default({}),
    passwordHash: text('password_hash'),
    srpSalt: text('srp_salt'),
    srpVerifier: text('srp_verifier'),
    /** MFA settings: preferred method, enabled methods, TOTP secret (encrypted). */
    mfa: jsonb('mfa').$type<Record<string, unknown>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockoutLevel: integer('lockout_level').notNull().default(0),
    lockedUntil: ts('locked_until'),
    /** Tokens issued before this instant are rejected (GlobalSignOut, AdminUserGlobalSignOut). */
    tokensValidAfter: ts('tokens_valid_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.username] }),
    uniqueIndex('users_pool_sub_idx').on(t.poolId, t.sub),
    uniqueIndex('users_pool_email_idx').on(t.poolId, t.email),
    // ListUsers `email ^= "prefix"` filters.
    index('users_pool_email_prefix_idx').on(t.poolId, t.email.op('text_pattern_ops')),
    index('users_pool_phone_idx').on(t.poolId, t.phoneNumber),
    index('users_pool_created_idx').on(t.poolId, t.createdAt, t.username),
  ],
);

/**
 * Wrong passwords given for names a pool does not hold, counted as `users.failed_attempts` is, so that the lockout
 * comes after as many tries whether or not the account exists. Keyed by the name's stand-in username (an HMAC of
 * the name under the master key), not the name. Kept 90 days after the last one.
 */
export const unknownSignInFailures = identitySchema.table(
  'unknown_sign_in_failures',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockoutLevel: integer('lockout_level').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.username] }),
    index('unknown_sign_in_failures_updated_idx').on(t.updatedAt),
  ],
);

/** One-time codes (sign-up, password reset, attribute verification, MFA, custom challenges), stored hashed. */
export const verificationCodes = identitySchema.table(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    poolId: text('pool_id').notNull(),
    username: text('username').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_user_idx').on(t.poolId, t.username, t.purpose, t.createdAt)],
);

/** Refresh tokens are opaque; only their hash is kept. `id` is the origin_jti of every token derived from it. */
export const refreshTokens = identitySchema.table(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    poolId: text('pool_id').notNull(),
    clientId: text('client_id').notNull(),
    username: text('username').notNull(),
    deviceKey: text('device_key'),
    scopes: text('scopes'),
    authTime: bigint('auth_time', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** Rotation: the token that replaced this one (the old one keeps working for a short grace period). */
    replacedBy: text('replaced_by'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.poolId, t.username),
  ],
);

export const groups = identitySchema.table(
  'groups',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    precedence: integer('precedence'),
    roleArn: text('role_arn'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.name] })],
);

export const userGroups = identitySchema.table(
  'user_groups',
  {
    poolId: text('pool_id').notNull(),
    groupName: text('group_name').notNull(),
    username: text('username').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.groupName, t.username] }),
    index('user_groups_user_idx').on(t.poolId, t.username),
  ],
);

/** Remembered devices (device SRP verifier, status, last sign-in). */
export const devices = identitySchema.table(
  'devices',
  {
    poolId: text('pool_id').notNull(),
    deviceKey: text('device_key').notNull(),
    username: text('username').notNull(),
    groupKey: text('group_key').notNull(),
    salt: text('salt'),
    verifier: text('verifier'),
    name: text('name'),
    remembered: boolean('remembered').notNull().default(false),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    lastIp: text('last_ip'),
    lastAuthenticatedAt: ts('last_authenticated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.deviceKey] }), index('devices_user_idx').on(t.poolId, t.username)],
);

/**
 * The "this was not me" links of e-mail changes: the SHA-256 of a random 32-byte token, the user and the address
 * the change replaced. Single use (`used_at`), valid 7 days; gone with their user.
 */
export const emailReverts = identitySchema.table(
  'email_reverts',
  {
    tokenHash: text('token_hash').primaryKey(),
    poolId: text('pool_id').notNull(),
    username: text('username').notNull(),
    previousEmail: text('previous_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.poolId, t.username], foreignColumns: [users.poolId, users.username] }).onDelete('cascade'),
    index('email_reverts_user_idx').on(t.poolId, t.username),
  ],
);

/**
 * Per-user authentication events (AdminListUserAuthEvents): sign-in outcomes, sign-up, forgotten and changed
 * passwords, with the caller's address and a short device name. Kept 90 days (pruned as new ones are written).
 */
export const authEvents = identitySchema.table(
  'auth_events',
  {
    id: text('id').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => userPools.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    sub: text('sub').notNull(),
    /** Cognito's EventType: SignIn, SignUp, ForgotPassword, PasswordChange, ResendCode, SchemaValidation. */
    eventType: text('event_type').notNull(),
    /** Pass, Fail or InProgress (a sign-in waiting for its second factor). */
    eventResponse: text('event_response').notNull(),
    /** Cognito's ChallengeResponses: `[{ ChallengeName: 'Password' | 'Mfa', ChallengeResponse }]`. */
    challengeResponses: jsonb('challenge_responses')
      .$type<{ ChallengeName: string; ChallengeResponse: string }[]>()
      .notNull()
      .default([]),
    ipAddress: text('ip_address'),
    deviceName: text('device_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_events_user_idx').on(t.poolId, t.username, t.createdAt.desc())],
);

export const identityPools = identitySchema.table('identity_pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowUnauthenticated: boolean('allow_unauthenticated').notNull().default(false),
  /** Cognito's shape: CognitoIdentityProviders, SupportedLoginProviders, roles. */
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const identities = identitySchema.table(
  'identities',
  {
    id: text('id').primaryKey(),
    poolId: text('pool_id')
      .notNull()
      .references(() => identityPools.id, { onDelete: 'cascade' }),
    /** Provider name → subject, e.g. `cognito-idp.eu-west-2.amazonaws.com/eu-west-2_abc` → sub. */
    logins: jsonb('logins').$type<Record<string, string>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('identities_logins_idx').using('gin', t.logins)],
);

/** Small persistent key/value store for the service's own secrets and state (e.g. the default pool's id). */
export const identitySettings = identitySchema.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
