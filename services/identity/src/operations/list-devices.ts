// ListDevices: the signed-in user's confirmed devices, newest sign-in first.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { devicePage, ZDeviceLimit } from './device-shape.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZListDevicesInput = z.object({
  AccessToken: ZAccessToken,
  Limit: ZDeviceLimit,
  PaginationToken: z.string().min(1).max(4096).optional(),
});
export type TListDevicesInput = z.infer<typeof ZListDevicesInput>;

export const listDevices: Operation<TListDevicesInput> = {
  plane: 'user',
  input: ZListDevicesInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    return devicePage(deps, poolId, user.username, input.Limit, input.PaginationToken);
  },
};
