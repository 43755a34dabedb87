// The identity service: Cognito User Pools (`/cognito`) and Identity Pools (`/cognito-identity`) wire APIs.
import {
  createSecretBox,
  type IdentityCallers,
  type IdentityEventSink,
  loadMasterKey,
  type Service,
  type ServiceDeps,
} from '@innov/platform';
import { adminAuthenticator, loadAdminCredentials } from './admin-credentials.ts';
import { amplifyAuthConfig } from './amplify-config.ts';
import { createIdentityCallers } from './callers.ts';
import { createSrpCompute } from './crypto/srp-pool.ts';
import { ensureDefaults } from './defaults.ts';
import { createEventEmitter, type IdentityDeps } from './deps.ts';
import { CONFIRM_LINK_PATH, handleConfirmLink } from './http/confirm-link.ts';
import { oauthMounts } from './http/oauth/mounts.ts';
import { handleRevertEmail, REVERT_EMAIL_PATH } from './http/revert-email.ts';
import { handleWellKnown, isWellKnownPath } from './http/well-known.ts';
import { adminPlaneOperations } from './operations/admin-plane.ts';
import { adminUserOperations } from './operations/admin-users.ts';
import { identityPoolOperations } from './operations/identity-pool-plane.ts';
import { oauthPlaneOperations } from './operations/oauth-plane.ts';
import { userPlaneOperations } from './operations/user-plane.ts';
import { createJsonRpcHandler } from './protocol/json-rpc.ts';
import type { OperationContext, OperationMap } from './protocol/types.ts';
import { installDefaultPoolTriggers, type PoolTriggerTargets } from './triggers/install.ts';

// For the composition root: caller verification for other services, trigger registration and installation.
export { type CallerDeps, createIdentityCallers } from './callers.ts';
export {
  type AccessTokenClaims,
  type AccessTokenVerifier,
  createAccessTokenVerifier,
  type VerifiedToken,
} from './tokens/verify-access-token.ts';
export { BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG } from './triggers/builtin/custom-auth.ts';
export type { PoolTriggerTargets } from './triggers/install.ts';
export { registerTrigger } from './triggers/invoke.ts';

export interface IdentityServiceOptions {
  /** Where identity events go (sign-out, revocation, password, MFA, devices, disable, delete, e-mail). */
  events?: IdentityEventSink;
}

export interface IdentityService extends Service {
  /** Verifies the pool's JWTs and identity-pool SigV4 signatures for other services. */
  callers: IdentityCallers;
  /** Names triggers in the default pool where it names none of its own. */
  installDefaultPoolTriggers(targets: PoolTriggerTargets): Promise<void>;
}

export async function createIdentityService(
  base: ServiceDeps,
  options: IdentityServiceOptions = {},
): Promise<IdentityService> {
  const secrets = createSecretBox(loadMasterKey(process.env, base.config.dataDir));
  const deps: IdentityDeps = {
    ...base,
    secrets,
    srp: createSrpCompute(),
    events: createEventEmitter(base, options.events),
  };
  const admin = loadAdminCredentials(base.config);
  await ensureDefaults(deps);
  const makeContext = (req: OperationContext['req'], request: OperationContext['request']): OperationContext => ({
    deps,
    req,
    request,
  });
  // SigV4 freshness is judged against the wall clock the client signed with, not the injectable test clock.
  const wallClock = () => new Date();
  const userPoolOperations: OperationMap = {
    ...adminPlaneOperations,
    ...userPlaneOperations,
    ...adminUserOperations,
    ...oauthPlaneOperations,
  };
  const userPools = createJsonRpcHandler({
    targetPrefix: 'AWSCognitoIdentityProviderService',
    operations: userPoolOperations,
    makeContext,
    authenticateAdmin: adminAuthenticator(admin, 'cognito-idp', base.config.region, wallClock),
  });
  const identityPools = createJsonRpcHandler({
    targetPrefix: 'AWSCognitoIdentityService',
    operations: identityPoolOperations,
    makeContext,
    authenticateAdmin: adminAuthenticator(admin, 'cognito-identity', base.config.region, wallClock),
  });
  const service: IdentityService = {
    name: 'identity',
    callers: createIdentityCallers(deps),
    installDefaultPoolTriggers: (targets) => installDefaultPoolTriggers(deps, targets),
    mounts: [
      // The page behind the sign-up confirmation link (CONFIRM_WITH_LINK pools).
      { path: CONFIRM_LINK_PATH, exact: true, handle: (req, res, ctx) => handleConfirmLink(deps, req, res, ctx.url) },
      // "This was not me": the link an e-mail change sends to the address it replaced.
      { path: REVERT_EMAIL_PATH, exact: true, handle: (req, res, ctx) => handleRevertEmail(deps, req, res, ctx.url) },
      {
        // POST /cognito is the JSON 1.1 API; GET /cognito/{poolId}/.well-known/* is the default issuer's discovery.
        path: '/cognito',
        handle: (req, res, ctx) =>
          isWellKnownPath(ctx.url.pathname)
            ? handleWellKnown(deps, req, res, ctx.url.pathname)
            : userPools(req, res, ctx),
      },
      { path: '/cognito-identity', handle: identityPools },
      // The hosted UI and OAuth 2.0 endpoints (Cognito's user-pool domain), on this host.
      ...oauthMounts(deps),
      {
        // Cognito's own layout, `/{poolId}/.well-known/*`, for an IDENTITY_ISSUER_BASE that points at the root.
        path: '/{poolId}/.well-known',
        match: isWellKnownPath,
        handle: (req, res, ctx) => handleWellKnown(deps, req, res, ctx.url.pathname),
      },
    ],
    amplifyConfig: (origin) => amplifyAuthConfig(deps, origin),
    close: () => deps.srp.close(),
  };
  return service;
}
