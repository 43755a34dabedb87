// GlobalSignOut: ends every session of the user (refresh tokens revoked, access and ID tokens rejected).
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { revokeAllForUser } from '../store/refresh-tokens.ts';
import { updateUser } from '../store/users.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZGlobalSignOutInput = z.object({ AccessToken: ZAccessToken });
export type TGlobalSignOutInput = z.infer<typeof ZGlobalSignOutInput>;

/** Shared with AdminUserGlobalSignOut. */
export async function signOutEverywhere(deps: IdentityDeps, poolId: string, username: string): Promise<void> {
  await revokeAllForUser(deps, poolId, username);
  await updateUser(deps, poolId, username, { tokensValidAfter: deps.now() });
}

export const globalSignOut: Operation<TGlobalSignOutInput> = {
  plane: 'user',
  input: ZGlobalSignOutInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    await signOutEverywhere(deps, poolId, user.username);
    return {};
  },
};
