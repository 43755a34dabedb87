// GlobalSignOut: ends every session of the user (refresh tokens revoked, access and ID tokens rejected), then
// tells the rest of the system (SignedOut, scope global).
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { revokeAllForUser } from '../store/refresh-tokens.ts';
import { type UserRecord, updateUser } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZGlobalSignOutInput = z.object({ AccessToken: ZAccessToken });
export type TGlobalSignOutInput = z.infer<typeof ZGlobalSignOutInput>;

/** Shared with AdminUserGlobalSignOut. */
export async function signOutEverywhere(deps: IdentityDeps, user: UserRecord): Promise<void> {
  await revokeAllForUser(deps, user.poolId, user.username);
  await updateUser(deps, user.poolId, user.username, { tokensValidAfter: deps.now() });
  await emitUserEvent(deps, 'SignedOut', user, { scope: 'global' });
}

export const globalSignOut: Operation<TGlobalSignOutInput> = {
  plane: 'user',
  input: ZGlobalSignOutInput,
  async run(input, { deps }) {
    const { user } = await authenticate(deps, input.AccessToken);
    await signOutEverywhere(deps, user);
    return {};
  },
};
