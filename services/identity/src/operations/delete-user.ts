// DeleteUser: the signed-in user deletes their own account; every token of theirs stops working.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteUserRecord } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZDeleteUserInput = z.object({ AccessToken: ZAccessToken });
export type TDeleteUserInput = z.infer<typeof ZDeleteUserInput>;

export const deleteUser: Operation<TDeleteUserInput> = {
  plane: 'user',
  input: ZDeleteUserInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    await deleteUserRecord(deps, poolId, user.username);
    await emitUserEvent(deps, 'UserDeleted', user, { operation: 'DeleteUser' });
    return {};
  },
};
