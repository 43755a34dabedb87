// What Create/UpdateUserPoolClient share: input schemas, Cognito's defaults and limits, and the
// UserPoolClientType response shape.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { TimeUnit, UserPool, UserPoolClient, UserPoolClientConfig } from '../store/types.ts';

export const ZClientId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w+]+$/, 'Member must satisfy regular expression pattern: [\\w+]+');

export const ZClientName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w\s+=,.@-]+$/, 'Member must satisfy regular expression pattern: [\\w\\s+=,.@-]+');

const ZUnit = z.enum(['seconds', 'minutes', 'hours', 'days']);
const ZUrl = z.string().min(1).max(1024);
const EXPLICIT_AUTH_FLOWS = [
  'ADMIN_NO_SRP_AUTH',
  'CUSTOM_AUTH_FLOW_ONLY',
  'USER_PASSWORD_AUTH',
  'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  'ALLOW_CUSTOM_AUTH',
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
  'ALLOW_USER_AUTH',
] as const;

/** Settings Create- and UpdateUserPoolClient accept (Update resets any not given to the default, as Cognito). */
export const ZClientFields = z.object({
  RefreshTokenValidity: z.number().int().min(0).max(315_360_000).optional(),
  AccessTokenValidity: z.number().int().min(1).max(86_400).optional(),
  IdTokenValidity: z.number().int().min(1).max(86_400).optional(),
  TokenValidityUnits: z
    .object({ AccessToken: ZUnit.optional(), IdToken: ZUnit.optional(), RefreshToken: ZUnit.optional() })
    .optional(),
  ReadAttributes: z.array(z.string().min(1).max(2048)).optional(),
  WriteAttributes: z.array(z.string().min(1).max(2048)).optional(),
  ExplicitAuthFlows: z.array(z.enum(EXPLICIT_AUTH_FLOWS)).optional(),
  SupportedIdentityProviders: z.array(z.string().min(1).max(32)).optional(),
  CallbackURLs: z.array(ZUrl).max(100).optional(),
  LogoutURLs: z.array(ZUrl).max(100).optional(),
  DefaultRedirectURI: ZUrl.optional(),
  AllowedOAuthFlows: z
    .array(z.enum(['code', 'implicit', 'client_credentials']))
    .max(3)
    .optional(),
  AllowedOAuthScopes: z
    .array(
      z
        .string()
        .min(1)
        .max(256)
        .regex(
          /^[\x21\x23-\x5B\x5D-\x7E]+$/,
          'Member must satisfy regular expression pattern: [\\x21\\x23-\\x5B\\x5D-\\x7E]+',
        ),
    )
    .max(50)
    .optional(),
  AllowedOAuthFlowsUserPoolClient: z.boolean().optional(),
  AnalyticsConfiguration: z.record(z.string(), z.unknown()).optional(),
  PreventUserExistenceErrors: z.enum(['LEGACY', 'ENABLED']).optional(),
  EnableTokenRevocation: z.boolean().optional(),
  EnablePropagateAdditionalUserContextData: z.boolean().optional(),
  AuthSessionValidity: z.number().int().min(3).max(15).optional(),
  RefreshTokenRotation: z
    .object({
      Feature: z.enum(['ENABLED', 'DISABLED']),
      RetryGracePeriodSeconds: z.number().int().min(0).max(60).optional(),
    })
    .optional(),
});

export type TClientFields = z.infer<typeof ZClientFields>;

const SECONDS: Record<TimeUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
const HOUR = 3600;
const DAY = 86_400;

function inUnit(seconds: number, unit: TimeUnit): number {
  return Math.max(1, Math.round(seconds / SECONDS[unit]));
}

/** Cognito's token-validity limits: access and ID 5 minutes to 1 day, refresh 60 minutes to 10 years. */
function checkValidity(field: string, value: number, unit: TimeUnit, min: number, max: number) {
  const seconds = value * SECONDS[unit];
  if (seconds < min || seconds > max) {
    throw Errors.invalidParameter(
      `${field} must be between ${min / 60} minutes and ${max / DAY} days (got ${value} ${unit}).`,
    );
  }
}

function isLoopback(url: URL) {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Cognito: absolute, no fragment, HTTPS except for localhost (app schemes such as myapp:// are allowed). */
function checkRedirect(field: string, value: string, publicUrl: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw Errors.invalidParameter(`${field}: ${value} is not an absolute URL.`);
  }
  if (url.hash) throw Errors.invalidParameter(`${field}: ${value} must not contain a fragment.`);
  if (url.protocol === 'http:' && !isLoopback(url) && !value.startsWith(publicUrl)) {
    throw Errors.invalidParameter(`${field}: ${value} must use HTTPS (HTTP is allowed only for localhost).`);
  }
}

const LEGACY_FLOWS = new Set(['ADMIN_NO_SRP_AUTH', 'CUSTOM_AUTH_FLOW_ONLY', 'USER_PASSWORD_AUTH']);
const STANDARD_OAUTH_SCOPES = new Set(['phone', 'email', 'openid', 'profile', 'aws.cognito.signin.user.admin']);

/** The client's stored configuration from a Create/UpdateUserPoolClient input, with Cognito's defaults. */
export function buildClientConfig(
  input: TClientFields,
  pool: UserPool,
  publicUrl: string,
  /** The pool's identity providers and resource-server scopes (`<identifier>/<scope>`) the settings may name. */
  known: { providers?: string[]; customScopes?: Set<string> } = {},
): UserPoolClientConfig {
  const units = {
    AccessToken: input.TokenValidityUnits?.AccessToken ?? 'hours',
    IdToken: input.TokenValidityUnits?.IdToken ?? 'hours',
    RefreshToken: input.TokenValidityUnits?.RefreshToken ?? 'days',
  } satisfies Record<string, TimeUnit>;
  const access = input.AccessTokenValidity ?? inUnit(HOUR, units.AccessToken);
  const id = input.IdTokenValidity ?? inUnit(HOUR, units.IdToken);
  const refresh = input.RefreshTokenValidity || inUnit(30 * DAY, units.RefreshToken);
  checkValidity('AccessTokenValidity', access, units.AccessToken, 5 * 60, DAY);
  checkValidity('IdTokenValidity', id, units.IdToken, 5 * 60, DAY);
  checkValidity('RefreshTokenValidity', refresh, units.RefreshToken, HOUR, 3650 * DAY);

  const flows = input.ExplicitAuthFlows ?? ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH'];
  const legacy = flows.filter((f) => LEGACY_FLOWS.has(f));
  if (legacy.length && legacy.length !== flows.length) {
    throw Errors.invalidParameter('ExplicitAuthFlows: the legacy values cannot be combined with ALLOW_ values.');
  }

  const attributes = new Set(pool.config.SchemaAttributes.map((a) => a.Name));
  for (const field of ['ReadAttributes', 'WriteAttributes'] as const) {
    for (const name of input[field] ?? []) {
      if (!attributes.has(name))
        throw Errors.invalidParameter(
          `Invalid ${field === 'ReadAttributes' ? 'read' : 'write'} attributes specified while creating a client: ${name}`,
        );
    }
  }
  if (input.WriteAttributes?.includes('sub')) throw Errors.invalidParameter('WriteAttributes: sub is not writable.');

  for (const provider of input.SupportedIdentityProviders ?? []) {
    if (provider !== 'COGNITO' && !known.providers?.includes(provider))
      throw Errors.invalidParameter(`The provider ${provider} does not exist for User Pool ${pool.id}`);
  }
  for (const [i, url] of (input.CallbackURLs ?? []).entries()) checkRedirect(`CallbackURLs.${i}`, url, publicUrl);
  for (const [i, url] of (input.LogoutURLs ?? []).entries()) checkRedirect(`LogoutURLs.${i}`, url, publicUrl);
  if (input.DefaultRedirectURI) {
    checkRedirect('DefaultRedirectURI', input.DefaultRedirectURI, publicUrl);
    if (!input.CallbackURLs?.includes(input.DefaultRedirectURI)) {
      throw Errors.invalidParameter('DefaultRedirectURI must be one of the CallbackURLs.');
    }
  }
  for (const scope of input.AllowedOAuthScopes ?? []) {
    if (!STANDARD_OAUTH_SCOPES.has(scope) && !(known.customScopes?.has(scope) ?? scope.includes('/'))) {
      throw Errors.invalidParameter(`AllowedOAuthScopes: ${scope} is not a valid scope.`);
    }
  }
  if (input.AllowedOAuthFlowsUserPoolClient) {
    if (!input.AllowedOAuthFlows?.length) {
      throw Errors.invalidParameter('AllowedOAuthFlows is required when AllowedOAuthFlowsUserPoolClient is true.');
    }
    if (input.AllowedOAuthFlows.some((f) => f !== 'client_credentials') && !input.CallbackURLs?.length) {
      throw Errors.invalidParameter('CallbackURLs is required for the code and implicit OAuth flows.');
    }
  }

  return {
    ExplicitAuthFlows: flows,
    AccessTokenValidity: access,
    IdTokenValidity: id,
    RefreshTokenValidity: refresh,
    TokenValidityUnits: units,
    ...(input.ReadAttributes ? { ReadAttributes: input.ReadAttributes } : {}),
    ...(input.WriteAttributes ? { WriteAttributes: input.WriteAttributes } : {}),
    ...(input.SupportedIdentityProviders ? { SupportedIdentityProviders: input.SupportedIdentityProviders } : {}),
    ...(input.CallbackURLs ? { CallbackURLs: input.CallbackURLs } : {}),
    ...(input.LogoutURLs ? { LogoutURLs: input.LogoutURLs } : {}),
    ...(input.DefaultRedirectURI ? { DefaultRedirectURI: input.DefaultRedirectURI } : {}),
    ...(input.AllowedOAuthFlows ? { AllowedOAuthFlows: input.AllowedOAuthFlows } : {}),
    ...(input.AllowedOAuthScopes ? { AllowedOAuthScopes: input.AllowedOAuthScopes } : {}),
    AllowedOAuthFlowsUserPoolClient: input.AllowedOAuthFlowsUserPoolClient ?? false,
    ...(input.AnalyticsConfiguration ? { AnalyticsConfiguration: input.AnalyticsConfiguration } : {}),
    PreventUserExistenceErrors: input.PreventUserExistenceErrors ?? 'ENABLED',
    EnableTokenRevocation: input.EnableTokenRevocation ?? true,
    EnablePropagateAdditionalUserContextData: input.EnablePropagateAdditionalUserContextData ?? false,
    AuthSessionValidity: input.AuthSessionValidity ?? 3,
    RefreshTokenRotation: input.RefreshTokenRotation ?? { Feature: 'DISABLED', RetryGracePeriodSeconds: 0 },
  } as UserPoolClientConfig;
}

/** Cognito's UserPoolClientType (ClientSecret included, as DescribeUserPoolClient returns it). */
export function userPoolClientType(client: UserPoolClient) {
  const c = client.config as UserPoolClientConfig & Record<string, unknown>;
  return {
    UserPoolId: client.poolId,
    ClientName: client.name,
    ClientId: client.id,
    ...(client.secret ? { ClientSecret: client.secret } : {}),
    LastModifiedDate: client.updatedAt.getTime() / 1000,
    CreationDate: client.createdAt.getTime() / 1000,
    ...c,
  };
}

/** The short description ListUserPoolClients returns. */
export function userPoolClientDescription(client: UserPoolClient) {
  return { ClientId: client.id, UserPoolId: client.poolId, ClientName: client.name };
}
