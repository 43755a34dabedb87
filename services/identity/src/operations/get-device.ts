// GetDevice: one of the signed-in user's devices.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { deviceType, requireUserDevice } from '../store/devices.ts';
import { ZDeviceKey } from './device-shape.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZGetDeviceInput = z.object({ AccessToken: ZAccessToken, DeviceKey: ZDeviceKey });
export type TGetDeviceInput = z.infer<typeof ZGetDeviceInput>;

export const getDevice: Operation<TGetDeviceInput> = {
  plane: 'user',
  input: ZGetDeviceInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    return { Device: deviceType(await requireUserDevice(deps, poolId, user.username, input.DeviceKey)) };
  },
};
