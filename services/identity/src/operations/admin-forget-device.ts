// AdminForgetDevice: an administrator forgets a user's device.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { deleteDevice, requireUserDevice } from '../store/devices.ts';
import { emitDeviceRemembered } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZDeviceKey } from './device-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminForgetDeviceInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  DeviceKey: ZDeviceKey,
});
export type TAdminForgetDeviceInput = z.infer<typeof ZAdminForgetDeviceInput>;

export const adminForgetDevice: Operation<TAdminForgetDeviceInput> = {
  plane: 'admin',
  input: ZAdminForgetDeviceInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    const device = await requireUserDevice(deps, pool.id, user.username, input.DeviceKey);
    await deleteDevice(deps, pool.id, input.DeviceKey);
    await emitDeviceRemembered(deps, user, device, false, { forgotten: true });
    return {};
  },
};
