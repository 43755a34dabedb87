// AdminGetDevice: one device of a user, for an administrator.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { deviceType, requireUserDevice } from '../store/devices.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZDeviceKey } from './device-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminGetDeviceInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername, DeviceKey: ZDeviceKey });
export type TAdminGetDeviceInput = z.infer<typeof ZAdminGetDeviceInput>;

export const adminGetDevice: Operation<TAdminGetDeviceInput> = {
  plane: 'admin',
  input: ZAdminGetDeviceInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    return { Device: deviceType(await requireUserDevice(deps, pool.id, user.username, input.DeviceKey)) };
  },
};
