// The server-side gate of the dashboard: reads the session cookies, verifies the tokens and decides.
import { identityConfig } from './identity-config.ts';
import { readSessionCookies } from './session-cookies.ts';
import { sessionDecision, type TSessionDecision } from './session-decision.ts';
import { checkSessionToken } from './verify-session-token.ts';

export async function checkDashboardSession(
  cookies: Iterable<{ name: string; value: string }>,
): Promise<TSessionDecision> {
  const { poolId, clientId, keys } = await identityConfig();
  const session = readSessionCookies(cookies, clientId);
  if (!session.username) return 'redirect';
  const common = { poolId, clientId, keys, username: session.username };
  const [access, id] = await Promise.all([
    checkSessionToken(session.accessToken, { ...common, use: 'access' }),
    checkSessionToken(session.idToken, { ...common, use: 'id' }),
  ]);
  return sessionDecision({ access, id, hasRefreshToken: Boolean(session.refreshToken) });
}
