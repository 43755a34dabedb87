// ConfirmDevice: the client registers the device key a sign-in handed out, with the SRP salt and verifier of a
// random password only the device keeps. "Always remember" pools remember it now; opt-in pools answer
// UserConfirmationNecessary and wait for UpdateDeviceStatus.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { fromHex, N } from '../crypto/srp.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { confirmDeviceRecord, remembersOnConfirm, requireUserDevice, tracksDevices } from '../store/devices.ts';
import { getPool } from '../store/pools.ts';
import { emitDeviceRemembered } from '../users/events.ts';
import { ZDeviceKey } from './device-shape.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZConfirmDeviceInput = z.object({
  AccessToken: ZAccessToken,
  DeviceKey: ZDeviceKey,
  DeviceSecretVerifierConfig: z
    .object({ PasswordVerifier: z.string().max(2048).optional(), Salt: z.string().max(2048).optional() })
    .optional(),
  DeviceName: z.string().min(1).max(1024).optional(),
});
export type TConfirmDeviceInput = z.infer<typeof ZConfirmDeviceInput>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const confirmDevice: Operation<TConfirmDeviceInput> = {
  plane: 'user',
  input: ZConfirmDeviceInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    if (!tracksDevices(pool)) throw Errors.invalidParameter('Device tracking is not enabled for this user pool.');
    const device = await requireUserDevice(deps, poolId, user.username, input.DeviceKey);
    const salt = input.DeviceSecretVerifierConfig?.Salt ?? '';
    const verifier = input.DeviceSecretVerifierConfig?.PasswordVerifier ?? '';
    if (!BASE64.test(salt) || !BASE64.test(verifier)) {
      throw Errors.invalidParameter('DeviceSecretVerifierConfig needs a base64 Salt and PasswordVerifier.');
    }
    // Both are base64 of padded hex bytes (aws-amplify getNewDeviceMetadata); SALT goes back as that hex.
    const saltHex = Buffer.from(salt, 'base64').toString('hex');
    const verifierHex = Buffer.from(verifier, 'base64').toString('hex');
    const v = fromHex(verifierHex);
    if (!saltHex || v <= 1n || v >= N) throw Errors.invalidParameter('DeviceSecretVerifierConfig is invalid.');
    const remembered = remembersOnConfirm(pool);
    await confirmDeviceRecord(deps, {
      poolId,
      deviceKey: input.DeviceKey,
      salt: saltHex,
      verifier: verifierHex,
      name: input.DeviceName ?? null,
      remembered,
    });
    if (remembered) {
      await emitDeviceRemembered(deps, user, { ...device, name: input.DeviceName ?? device.name }, true);
    }
    return { UserConfirmationNecessary: !remembered };
  },
};
