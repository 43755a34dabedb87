// Shared by the device operations: input pieces and the ListDevices page.
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import { deviceType, listUserDevices } from '../store/devices.ts';
import { decodePageToken, page } from './pagination.ts';

export const ZDeviceKey = z
  .string()
  .min(1)
  .max(55)
  .regex(/^[\w-]+_[0-9a-f-]+$/, 'Member must satisfy regular expression pattern: [\\w-]+_[0-9a-f-]+');
export const ZDeviceRememberedStatus = z.enum(['remembered', 'not_remembered']);
export const ZDeviceLimit = z.number().int().min(0).max(60).optional();

/** One page of the user's devices, newest sign-in first (Cognito's Limit defaults to 10, at most 60). */
export async function devicePage(
  deps: IdentityDeps,
  poolId: string,
  username: string,
  limit: number | undefined,
  token: string | undefined,
) {
  const size = limit || 10;
  const key = decodePageToken(token, 'PaginationToken');
  let after: { at: Date; key: string } | undefined;
  if (key !== undefined) {
    const [at, deviceKey] = key.split('|');
    const date = new Date(at ?? '');
    if (!deviceKey || Number.isNaN(date.getTime())) decodePageToken('invalid', 'PaginationToken');
    after = { at: date, key: deviceKey as string };
  }
  const rows = await listUserDevices(deps, poolId, username, size + 1, after);
  const { items, next } = page(
    rows,
    size,
    (d) => `${(d.lastAuthenticatedAt ?? d.createdAt).toISOString()}|${d.deviceKey}`,
  );
  return { Devices: items.map(deviceType), ...(next ? { PaginationToken: next } : {}) };
}
