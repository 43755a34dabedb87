// Reading the hosted-UI session cookie: the signed-in user of this browser in the client's pool, if any.
import type { IncomingMessage } from 'node:http';
import type { IdentityDeps } from '../../deps.ts';
import { findHostedSession } from '../../store/oauth-grants.ts';
import { getUser, type UserRecord } from '../../store/users.ts';
import { parseCookies, SESSION_COOKIE } from './protocol.ts';

export async function currentHostedUser(
  deps: IdentityDeps,
  req: IncomingMessage,
  poolId: string,
): Promise<{ user: UserRecord; authTime: number } | null> {
  const id = parseCookies(req)[SESSION_COOKIE];
  if (!id || id.length > 128) return null;
  const session = await findHostedSession(deps, id);
  if (!session || session.poolId !== poolId) return null;
  const user = await getUser(deps, poolId, session.username);
  if (!user?.enabled) return null;
  // A global sign-out after this session began ends it too.
  if (user.tokensValidAfter && user.tokensValidAfter.getTime() > session.authTime * 1000) return null;
  return { user, authTime: session.authTime };
}
