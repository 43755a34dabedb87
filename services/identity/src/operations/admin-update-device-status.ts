// AdminUpdateDeviceStatus: an administrator marks a user's device remembered or not.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requireUserDevice, setRemembered } from '../store/devices.ts';
import { emitDeviceRemembered } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZDeviceKey, ZDeviceRememberedStatus } from './device-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminUpdateDeviceStatusInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  DeviceKey: ZDeviceKey,
  DeviceRememberedStatus: ZDeviceRememberedStatus.optional(),
});
export type TAdminUpdateDeviceStatusInput = z.infer<typeof ZAdminUpdateDeviceStatusInput>;

export const adminUpdateDeviceStatus: Operation<TAdminUpdateDeviceStatusInput> = {
  plane: 'admin',
  input: ZAdminUpdateDeviceStatusInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    const device = await requireUserDevice(deps, pool.id, user.username, input.DeviceKey);
    const remembered = input.DeviceRememberedStatus === 'remembered';
    await setRemembered(deps, pool.id, input.DeviceKey, remembered);
    await emitDeviceRemembered(deps, user, device, remembered);
    return {};
  },
};
