// AppSync's auth modes, decided by the request's headers: `x-api-key` (apiKey), `Authorization: AWS4-HMAC-SHA256
// …` (iam: SigV4 with identity-pool credentials, service `appsync`), any other `Authorization` (userPool: the
// raw JWT, ID or access token, verified with the pool's keys and revocation). No credentials, no principal.
// Credentials found bad are the caller's fault (`UnauthorizedException`, 401); credentials that could not be
// checked (the database unreachable) are ours, and that error goes on untouched, to be answered as a failure.
import { timingSafeEqual } from 'node:crypto';
import { CredentialsRejected, type SigV4Caller } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { Errors } from '../errors.ts';
import { loadMembership } from '../store/membership.ts';
import { CallerCache } from './caller-cache.ts';
import { ADMINS_GROUP, type Principal } from './principal.ts';
import {
  loadWorkspace,
  NO_WORKSPACE,
  WORKSPACE_CHANGES_TOPIC,
  WorkspaceCache,
  type WorkspaceChange,
} from './workspace.ts';

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  method: string;
  /** Path and query as sent (what SigV4 signed), e.g. `/graphql`. */
  path: string;
  body: Buffer;
  /** The caller's address, kept with guest writes and used for rate limits. */
  ip?: string;
  /** The request's id, carried into the audit log. */
  requestId?: string;
  /** The origin the request was made to (requestOrigin), for URLs the browser follows (signed file links). */
  origin?: string;
}

const header = (req: RequestLike, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createAuthenticator(deps: DataDeps) {
  const cache = new CallerCache(deps.callers.verifyToken);
  const workspaces = new WorkspaceCache(
    (userId) => loadWorkspace(deps.database.query, userId, deps.now()),
    Date.now,
    (source, userId) => loadMembership(deps.database.query, source, userId),
  );
  deps.identityEvents.listen((event) => {
    cache.onIdentityEvent(event);
    workspaces.onIdentityEvent(event);
  });
  deps.pubsub.subscribe(WORKSPACE_CHANGES_TOPIC, (change) => workspaces.onChange(change as WorkspaceChange));

  function principal(base: Omit<Principal, 'workspace' | 'memberOf' | 'isAdmin'> & { isAdmin?: boolean }): Principal {
    return {
      ...base,
      isAdmin: base.isAdmin ?? base.groups.includes(ADMINS_GROUP),
      workspace: () => (base.userId ? workspaces.get(base.userId) : Promise.resolve(NO_WORKSPACE)),
      memberOf: (source) => (base.userId ? workspaces.memberOf(base.userId, source) : Promise.resolve(new Set())),
    };
  }

  return async function authenticate(req: RequestLike): Promise<Principal> {
    const p = await identify(req);
    if (req.origin) p.origin = req.origin;
    return p;
  };

  async function identify(req: RequestLike): Promise<Principal> {
    const ip = req.ip ?? '';
    const requestId = req.requestId;
    const apiKey = header(req, 'x-api-key');
    const authorization = header(req, 'authorization');
    if (apiKey !== undefined && !authorization) {
      if (!deps.apiKey || !safeEqual(apiKey, deps.apiKey)) throw Errors.unauthenticated('Invalid API key.');
      // Server-to-server callers holding the operator's key act for the platform.
      return principal({ authMode: 'apiKey', kind: 'service', groups: [], ip, requestId, isAdmin: true });
    }
    if (!authorization) throw Errors.unauthenticated();

    if (authorization.startsWith('AWS4-HMAC-SHA256')) {
      let creds: SigV4Caller;
      try {
        creds = await deps.callers.resolveSigV4(
          { method: req.method, path: req.path, headers: req.headers, body: req.body },
          'appsync',
        );
      } catch (error) {
        throw refusal(error);
      }
      if (!creds.authenticated || !creds.sub) {
        return principal({ authMode: 'iam', kind: 'guest', groups: [], identityId: creds.identityId, ip, requestId });
      }
      const [profile] = await deps.database.query<{ id: string; email: string | null }>(
        'select id, email from app.user_profiles where sub = $1',
        [creds.sub],
      );
      return principal({
        authMode: 'iam',
        kind: 'user',
        // The default pool signs in by e-mail, so usernames are the sub; a profile says otherwise if not.
        userId: profile?.id ?? creds.sub,
        sub: creds.sub,
        email: profile?.email ?? undefined,
        groups: [],
        identityId: creds.identityId,
        ip,
        requestId,
      });
    }

    const token = authorization.replace(/^Bearer\s+/i, '');
    try {
      const verified = await cache.verifyToken(token);
      return principal({
        authMode: 'userPool',
        kind: 'user',
        userId: verified.username,
        sub: verified.sub,
        email: verified.email,
        groups: verified.groups,
        // Platform admins need two-step verification on: a member of `admins` without it is no admin.
        isAdmin: verified.groups.includes(ADMINS_GROUP) && verified.mfaEnabled,
        poolId: verified.poolId,
        ip,
        requestId,
        stillValid: () =>
          deps.callers.verifyToken(token, { tokenUse: 'any' }).then(
            () => true,
            (error) => {
              if (error instanceof CredentialsRejected) return false;
              throw error;
            },
          ),
      });
    } catch (error) {
      throw refusal(error);
    }
  }
}

/** The verifier's verdict that the credentials are bad becomes a 401; anything else is not ours to excuse. */
function refusal(error: unknown): unknown {
  if (error instanceof CredentialsRejected) return Errors.unauthenticated(error.message || 'Invalid credentials.');
  return error;
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
