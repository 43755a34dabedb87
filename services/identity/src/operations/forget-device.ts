// ForgetDevice: the device is forgotten; signing in from it again takes the full sign-in with MFA.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteDevice, requireUserDevice } from '../store/devices.ts';
import { emitDeviceRemembered } from '../users/events.ts';
import { ZDeviceKey } from './device-shape.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZForgetDeviceInput = z.object({ AccessToken: ZAccessToken, DeviceKey: ZDeviceKey });
export type TForgetDeviceInput = z.infer<typeof ZForgetDeviceInput>;

export const forgetDevice: Operation<TForgetDeviceInput> = {
  plane: 'user',
  input: ZForgetDeviceInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const device = await requireUserDevice(deps, poolId, user.username, input.DeviceKey);
    await deleteDevice(deps, poolId, input.DeviceKey);
    await emitDeviceRemembered(deps, user, device, false, { forgotten: true });
    return {};
  },
};
