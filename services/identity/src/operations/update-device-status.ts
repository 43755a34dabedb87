// UpdateDeviceStatus: the user remembers (or stops remembering) one of their devices.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { requireUserDevice, setRemembered } from '../store/devices.ts';
import { emitDeviceRemembered } from '../users/events.ts';
import { ZDeviceKey, ZDeviceRememberedStatus } from './device-shape.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZUpdateDeviceStatusInput = z.object({
  AccessToken: ZAccessToken,
  DeviceKey: ZDeviceKey,
  DeviceRememberedStatus: ZDeviceRememberedStatus.optional(),
});
export type TUpdateDeviceStatusInput = z.infer<typeof ZUpdateDeviceStatusInput>;

export const updateDeviceStatus: Operation<TUpdateDeviceStatusInput> = {
  plane: 'user',
  input: ZUpdateDeviceStatusInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const device = await requireUserDevice(deps, poolId, user.username, input.DeviceKey);
    const remembered = input.DeviceRememberedStatus === 'remembered';
    await setRemembered(deps, poolId, input.DeviceKey, remembered);
    await emitDeviceRemembered(deps, user, device, remembered);
    return {};
  },
};
