// The resources the product needs from its first start: the default user pool, its public web client, the
// `admins` group and the identity pool. Created once, under an advisory lock, so that two processes starting
// together agree; their ids are kept in identity.settings under `defaults`. Later changes to them are upgrades,
// each applied once to a data folder an earlier version set up (`defaults-upgrades`).
import type { Database, RawQuery } from '@innov/db';
import type { IdentityDeps } from './deps.ts';
import { ZCreateUserPoolInput } from './operations/create-user-pool.ts';
import { ZCreateUserPoolClientInput } from './operations/create-user-pool-client.ts';
import { canonicalProvider } from './operations/identity-pool-logins.ts';
import { buildClientConfig } from './operations/user-pool-client-shape.ts';
import { buildPoolConfig, buildSchema } from './operations/user-pool-shape.ts';
import { insertGroup } from './store/groups.ts';
import { getIdentityPool, insertIdentityPool, updateIdentityPool } from './store/identity-pools.ts';
import { getClient, insertClient, insertPool, invalidatePool, updateClient } from './store/pools.ts';
import { BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG } from './triggers/builtin/custom-auth.ts';

export interface Defaults {
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string;
}

export const DEFAULT_POOL_NAME = 'innovation-platform';
export const DEFAULT_CLIENT_NAME = 'web';
export const DEFAULT_IDENTITY_POOL_NAME = 'innovation_platform_identities';

import { ADMINS_GROUP } from '@innov/platform';

export { ADMINS_GROUP };

/** The default pool, as a CreateUserPool request would ask for it. */
function defaultPoolInput() {
  return ZCreateUserPoolInput.parse({
    PoolName: DEFAULT_POOL_NAME,
    UsernameAttributes: ['email'],
    UsernameConfiguration: { CaseSensitive: false },
    AutoVerifiedAttributes: ['email'],
    Policies: {
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
        TemporaryPasswordValidityDays: 7,
      },
    },
    MfaConfiguration: 'OPTIONAL',
    DeletionProtection: 'ACTIVE',
    Schema: [
      { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
      { Name: 'terms_of_service', AttributeDataType: 'String', Mutable: true },
      { Name: 'marketing_update', AttributeDataType: 'String', Mutable: true },
    ],
    VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
    AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    // Cognito's "keep original attribute value active when an update is pending": a new sign-in e-mail takes
    // effect once its code is confirmed; until then the verified old one signs in and receives mail.
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    // Devices are remembered when the user asks; a remembered device then stands in for the second factor.
    DeviceConfiguration: { ChallengeRequiredOnNewDevice: true, DeviceOnlyRememberedOnUserPrompt: true },
    // The two shipped custom flows: passwordless e-mail code, and SRP followed by an e-mail code.
    LambdaConfig: { ...BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG },
  });
}

function defaultClientInput(publicUrl: string) {
  return ZCreateUserPoolClientInput.parse({
    UserPoolId: 'placeholder_0',
    ClientName: DEFAULT_CLIENT_NAME,
    GenerateSecret: false,
    ExplicitAuthFlows: [
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_CUSTOM_AUTH',
    ],
    PreventUserExistenceErrors: 'ENABLED',
    EnableTokenRevocation: true,
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    SupportedIdentityProviders: ['COGNITO'],
    CallbackURLs: [`${publicUrl}/auth/callback`],
    LogoutURLs: [`${publicUrl}/`],
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
    AllowedOAuthFlowsUserPoolClient: true,
  });
}

const known = new WeakMap<Database, Defaults>();

interface Upgrade {
  name: string;
  apply(deps: IdentityDeps, q: RawQuery, defaults: Defaults): Promise<void>;
}

/**
 * Changes to the default resources after their first release, in order. Each runs once per data folder, so a
 * setting an operator changes afterwards stays as they left it.
 */
const UPGRADES: Upgrade[] = [
  {
    // The default identity pool asks the user pool whether a login's ID token still stands (signed out, revoked,
    // disabled or deleted users get no credentials), as Cognito's ServerSideTokenCheck does.
    name: 'identity-pool-server-side-token-check',
    async apply(deps, q, defaults) {
      const pool = await getIdentityPool(deps, defaults.identityPoolId, q);
      if (!pool) return;
      const provider = canonicalProvider(defaults.userPoolId);
      const providers = (pool.config.CognitoIdentityProviders ?? []).map((p) =>
        p.ProviderName === provider ? { ...p, ServerSideTokenCheck: true } : p,
      );
      await updateIdentityPool(
        deps,
        pool.id,
        {
          name: pool.name,
          allowUnauthenticated: pool.allowUnauthenticated,
          config: { ...pool.config, CognitoIdentityProviders: providers },
        },
        q,
      );
    },
  },
  {
    // A new sign-in e-mail waits for its verification (see defaultPoolInput). A pool that already names the
    // setting, even as an empty list, keeps it.
    name: 'user-pool-email-update-requires-verification',
    async apply(deps, q, defaults) {
      await q(
        `update identity.user_pools
            set config = config || '{"UserAttributeUpdateSettings":{"AttributesRequireVerificationBeforeUpdate":["email"]}}'::jsonb,
                updated_at = $2
          where id = $1 and not (config ? 'UserAttributeUpdateSettings')`,
        [defaults.userPoolId, deps.now()],
      );
      invalidatePool(deps, defaults.userPoolId);
    },
  },
];

async function readUpgrades(q: RawQuery): Promise<string[]> {
  const [row] = await q<{ value: string[] }>("select value from identity.settings where key = 'defaults-upgrades'");
  return Array.isArray(row?.value) ? row.value : [];
}

async function recordUpgrades(deps: IdentityDeps, q: RawQuery, names: string[]): Promise<void> {
  await q(
    `insert into identity.settings (key, value, updated_at) values ('defaults-upgrades', $1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [JSON.stringify(names), deps.now()],
  );
}

/** Applies the upgrades a data folder has not had yet; safe to call from several processes at once. */
async function upgradeDefaults(deps: IdentityDeps, defaults: Defaults): Promise<void> {
  const done = await readUpgrades(deps.database.query);
  if (UPGRADES.every((u) => done.includes(u.name))) return;
  await deps.database.transaction(async (q) => {
    await q("select pg_advisory_xact_lock(hashtext('identity.defaults'))");
    const applied = await readUpgrades(q);
    for (const upgrade of UPGRADES) {
      if (applied.includes(upgrade.name)) continue;
      await upgrade.apply(deps, q, defaults);
      applied.push(upgrade.name);
    }
    await recordUpgrades(deps, q, applied);
  });
}

export async function readDefaults(deps: Pick<IdentityDeps, 'database'>): Promise<Defaults | undefined> {
  const [row] = await deps.database.query<{ value: Defaults }>(
    "select value from identity.settings where key = 'defaults'",
  );
  return row?.value;
}

/** Creates the default resources unless they exist; safe to call from several processes at once. */
export async function ensureDefaults(deps: IdentityDeps): Promise<Defaults> {
  const cached = known.get(deps.database);
  if (cached) return cached;
  const existing = await readDefaults(deps);
  if (existing) {
    await alignWebClientUrls(deps, existing.userPoolClientId);
    await upgradeDefaults(deps, existing);
    known.set(deps.database, existing);
    return existing;
  }
  const defaults = await deps.database.transaction(async (q) => {
    await q("select pg_advisory_xact_lock(hashtext('identity.defaults'))");
    const [row] = await q<{ value: Defaults }>("select value from identity.settings where key = 'defaults'");
    if (row) return row.value;

    const poolInput = defaultPoolInput();
    const poolConfig = buildPoolConfig(poolInput, {
      SchemaAttributes: buildSchema(poolInput.Schema),
      UsernameAttributes: poolInput.UsernameAttributes,
      AliasAttributes: poolInput.AliasAttributes,
      UsernameConfiguration: poolInput.UsernameConfiguration,
      // Multi-factor is optional per user: an authenticator app (TOTP) or SMS codes.
      SoftwareTokenMfaConfiguration: { Enabled: true },
      EnabledMfas: ['SOFTWARE_TOKEN_MFA', 'SMS_MFA'],
    });
    const pool = await insertPool(deps, q, { name: DEFAULT_POOL_NAME, config: poolConfig });
    await insertGroup(q, deps.now(), {
      poolId: pool.id,
      name: ADMINS_GROUP,
      description: 'Platform administrators',
      precedence: 0,
    });
    const clientInput = defaultClientInput(deps.config.publicUrl);
    const client = await insertClient(deps, q, {
      poolId: pool.id,
      name: DEFAULT_CLIENT_NAME,
      generateSecret: false,
      config: buildClientConfig(clientInput, pool, deps.config.publicUrl),
    });
    const identityPool = await insertIdentityPool(deps, q, {
      name: DEFAULT_IDENTITY_POOL_NAME,
      allowUnauthenticated: true,
      config: {
        AllowClassicFlow: false,
        CognitoIdentityProviders: [
          // Cognito's ServerSideTokenCheck: a signed-out, revoked, disabled or deleted user's ID token gets nothing.
          { ProviderName: canonicalProvider(pool.id), ClientId: client.id, ServerSideTokenCheck: true },
        ],
      },
    });
    const value: Defaults = { userPoolId: pool.id, userPoolClientId: client.id, identityPoolId: identityPool.id };
    await q(
      `insert into identity.settings (key, value, updated_at) values ('defaults', $1, $2)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [JSON.stringify(value), deps.now()],
    );
    // Created as the upgrades leave them.
    await recordUpgrades(
      deps,
      q,
      UPGRADES.map((u) => u.name),
    );
    return value;
  });
  known.set(deps.database, defaults);
  return defaults;
}

/**
 * The web client's hosted-UI callback and sign-out URLs follow the public URL: a data directory first used over
 * http and then with HTTPS=1 (or on another port) gets the current URLs added, so signInWithRedirect keeps working.
 */
async function alignWebClientUrls(deps: IdentityDeps, clientId: string): Promise<void> {
  const client = await getClient(deps, clientId);
  if (!client) return;
  const wanted = defaultClientInput(deps.config.publicUrl);
  const callbacks = client.config.CallbackURLs ?? [];
  const logouts = client.config.LogoutURLs ?? [];
  const missingCallbacks = (wanted.CallbackURLs ?? []).filter((u) => !callbacks.includes(u));
  const missingLogouts = (wanted.LogoutURLs ?? []).filter((u) => !logouts.includes(u));
  if (!missingCallbacks.length && !missingLogouts.length) return;
  await updateClient(deps, client.id, {
    name: client.name,
    config: {
      ...client.config,
      CallbackURLs: [...callbacks, ...missingCallbacks].slice(-100),
      LogoutURLs: [...logouts, ...missingLogouts].slice(-100),
    },
  });
}

/** Ids of the default user pool, web client and identity pool (created on first use if need be). */
export async function getDefaults(deps: IdentityDeps): Promise<Defaults> {
  return ensureDefaults(deps);
}
