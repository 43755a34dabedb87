// What the identity service hands other services so they can learn who calls without importing identity code:
// user-pool JWT verification (with revocation and the user's state) and identity-pool SigV4 resolution. The
// composition root builds these, from a running identity service or, when the data service runs alone, from
// the shared database and master key.
import {
  CredentialsRejected,
  type IdentityCallers,
  type IdentityEventSink,
  type SecretBox,
  type ServiceDeps,
  type SigV4Caller,
} from '@innov/platform';
import { type ResolvedCredentials, resolveTemporaryCredentials } from './credentials.ts';
import { verifySigV4 } from './crypto/sigv4.ts';
import { createSrpCompute } from './crypto/srp-pool.ts';
import { readDefaults } from './defaults.ts';
import { createEventEmitter, type IdentityDeps, type IdentityEvents } from './deps.ts';
import { canonicalProvider } from './operations/identity-pool-logins.ts';
import { CognitoError, Errors } from './protocol/errors.ts';
import { listAuthEvents } from './store/auth-events.ts';
import { identityForLogin } from './store/identity-pools.ts';
import { mfaFields } from './store/mfa.ts';
import { groupsOf } from './store/users.ts';
import { type SessionEnd, sessionState } from './tokens/session-state.ts';
import { createAccessTokenVerifier } from './tokens/verify-access-token.ts';
import { createIdentityAdmin } from './users/back-office.ts';
import { updateAttributesBySub } from './users/update-attributes-by-sub.ts';

export interface CallerDeps extends ServiceDeps {
  secrets: SecretBox;
  /**
   * Where the events of the callers' writes (updateUserAttributes, the back-office's `admin` actions) go: the
   * identity service's own emitter, or, when the data service runs alone, a sink (its own handler).
   */
  events?: IdentityEvents | IdentityEventSink;
}

export function createIdentityCallers(deps: CallerDeps): IdentityCallers {
  const verifier = createAccessTokenVerifier(deps);
  const { events } = deps;
  // The callers run no SRP: the in-line compute is a placeholder that starts no workers.
  const writer: IdentityDeps = {
    srp: createSrpCompute(0),
    ...deps,
    events: typeof events === 'function' || !events ? createEventEmitter(deps, events) : events,
  };
  const callers: IdentityCallers = {
    async verifyToken(token, options) {
      const verified = await verifier(token, options);
      const claimed = verified.claims['cognito:groups'];
      let groups = Array.isArray(claimed) ? claimed.filter((g): g is string => typeof g === 'string') : [];
      // A group the user has left since the token was issued no longer counts (asked only of tokens naming one).
      if (groups.length) {
        const current = new Set(await groupsOf(writer, verified.poolId, verified.user.username));
        groups = groups.filter((g) => current.has(g));
      }
      // The second factors a sign-in asks for, as GetUser's UserMFASettingList (the web's gate) reports them: SMS
      // counts only while the user has a phone number.
      const factors = mfaFields(verified.user).UserMFASettingList ?? [];
      return {
        poolId: verified.poolId,
        clientId: verified.clientId,
        username: verified.user.username,
        sub: verified.user.sub,
        email: verified.user.attributes.email,
        groups,
        mfaEnabled: factors.length > 0,
      };
    },
    async resolveSigV4(request, service) {
      // Freshness is judged against the wall clock the client signed with, not the injectable test clock.
      const wallClock = new Date();
      let resolved: ReturnType<typeof resolveTemporaryCredentials> = null;
      await verifySigV4(
        { method: request.method, url: request.path, headers: request.headers },
        request.body,
        async (accessKeyId, { sessionToken }) => {
          resolved = resolveTemporaryCredentials(deps.secrets, accessKeyId, sessionToken, wallClock);
          return resolved ? { secret: resolved.secretAccessKey } : null;
        },
        { services: [service], now: wallClock },
      );
      const creds = resolved as unknown as NonNullable<ReturnType<typeof resolveTemporaryCredentials>>;
      if (creds.authenticated) await assertSignInStands(deps, creds);
      const caller: SigV4Caller = { identityId: creds.identityId, authenticated: creds.authenticated };
      if (creds.sub) caller.sub = creds.sub;
      return caller;
    },
    async listAuthEvents(user, limit) {
      const poolId = user.poolId ?? (await readDefaults(deps))?.userPoolId;
      if (!poolId) return [];
      const events = await listAuthEvents(deps, poolId, user.username, limit);
      return events.map((e) => ({
        id: e.id,
        type: e.type,
        response: e.response,
        challenges: e.challenges,
        ipAddress: e.ipAddress,
        deviceName: e.deviceName,
        at: e.createdAt.toISOString(),
      }));
    },
    updateUserAttributes: (sub, attributes) => updateAttributesBySub(writer, sub, attributes),
    async identityIdFor(sub) {
      const defaults = await readDefaults(deps);
      if (!defaults) throw new Error('identityIdFor: the default user and identity pools do not exist yet');
      // The login GetId binds for an ID token of the default pool: its canonical provider name and the `sub`.
      const identity = await identityForLogin(
        writer,
        defaults.identityPoolId,
        canonicalProvider(defaults.userPoolId),
        sub,
      );
      return identity.id;
    },
    admin: createIdentityAdmin(writer),
  };
  return {
    ...callers,
    verifyToken: (token, options) => verdict(() => callers.verifyToken(token, options)),
    resolveSigV4: (request, service) => verdict(() => callers.resolveSigV4(request, service)),
  };
}

const ENDED: Record<SessionEnd, string> = {
  deleted: 'User does not exist.',
  revoked: 'The security token included in the request is invalid: its sign-in was revoked.',
  'signed-out': 'The security token included in the request is invalid: the user has signed out.',
  disabled: 'User is disabled.',
};

/**
 * A signed-in user's credentials end with the sign-in they came from, at once rather than at their expiry as AWS's
 * would: refused once the user signs out everywhere after they were issued, is disabled or deleted, or the
 * sign-in's refresh token is revoked. Asked on every request (nothing is cached), so the refusal is immediate.
 */
async function assertSignInStands(deps: CallerDeps, creds: ResolvedCredentials): Promise<void> {
  // Credentials issued before the user pool was recorded name it in their provider.
  const poolId = creds.userPoolId ?? creds.provider?.slice(creds.provider.lastIndexOf('/') + 1);
  if (!creds.sub || !poolId) throw Errors.notAuthorized(ENDED.revoked);
  const state = await sessionState(deps.database, {
    poolId,
    sub: creds.sub,
    originJti: creds.originJti,
    issuedAt: creds.issuedAt.getTime(),
  });
  if (!state.ok) throw Errors.notAuthorized(ENDED[state.end]);
}

/**
 * Cognito's refusals (4xx) are verdicts on the credentials; any other failure (the database unreachable) is not,
 * and goes on as it is, so the data service answers it as its own failure rather than as a bad token.
 */
async function verdict<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof CognitoError && error.status < 500) throw new CredentialsRejected(error.message);
    throw error;
  }
}
