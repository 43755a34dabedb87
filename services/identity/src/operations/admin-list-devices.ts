// AdminListDevices: a user's confirmed devices, for an administrator.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { devicePage, ZDeviceLimit } from './device-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminListDevicesInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  Limit: ZDeviceLimit,
  PaginationToken: z.string().min(1).max(4096).optional(),
});
export type TAdminListDevicesInput = z.infer<typeof ZAdminListDevicesInput>;

export const adminListDevices: Operation<TAdminListDevicesInput> = {
  plane: 'admin',
  input: ZAdminListDevicesInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    return devicePage(deps, pool.id, user.username, input.Limit, input.PaginationToken);
  },
};
