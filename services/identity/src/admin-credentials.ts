// The control plane's SigV4 keys: ADMIN_ACCESS_KEY_ID / ADMIN_SECRET_ACCESS_KEY, or a pair generated at first
// start into `${dataDir}/admin-credentials.json` (mode 0600), which the AWS SDKs and CLI can then use.
import { randomBytes, randomInt } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Config } from '@innov/platform';
import { z } from 'zod';
import { verifySigV4 } from './crypto/sigv4.ts';

export interface AdminCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const ZFile = z.object({ accessKeyId: z.string().min(16).max(128), secretAccessKey: z.string().min(16).max(128) });
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const adminCredentialsFile = (dataDir: string) => path.join(dataDir, 'admin-credentials.json');

function generate(): AdminCredentials {
  let id = 'AKIA';
  for (let i = 0; i < 16; i++) id += UPPER_ALNUM[randomInt(UPPER_ALNUM.length)];
  return { accessKeyId: id, secretAccessKey: randomBytes(30).toString('base64') };
}

function read(file: string): AdminCredentials {
  const parsed = ZFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid admin credentials file`);
  return parsed.data;
}

/**
 * From the configuration, else from the data folder, creating the file on first start. Creation is atomic
 * across processes: the complete file is written aside, then hard-linked into place, which fails if another
 * process got there first (whose file is then read).
 */
export function loadAdminCredentials(
  config: Pick<Config, 'adminAccessKeyId' | 'adminSecretAccessKey' | 'dataDir'>,
): AdminCredentials {
  if (config.adminAccessKeyId || config.adminSecretAccessKey) {
    if (!config.adminAccessKeyId || !config.adminSecretAccessKey) {
      throw new Error('Set both ADMIN_ACCESS_KEY_ID and ADMIN_SECRET_ACCESS_KEY, or neither');
    }
    return { accessKeyId: config.adminAccessKeyId, secretAccessKey: config.adminSecretAccessKey };
  }
  const file = adminCredentialsFile(config.dataDir);
  try {
    return read(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(generate(), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return read(file);
}

/**
 * The JSON-RPC handler's `authenticateAdmin` for one service name (`cognito-idp` or `cognito-identity`) in the
 * region this service reports (its pool ids carry it). As AWS, the operation (`x-amz-target`) and the body's type
 * must be signed, so that a captured request cannot be sent again as another operation.
 */
export function adminAuthenticator(admin: AdminCredentials, service: string, region: string, now: () => Date) {
  return async (req: IncomingMessage, body: Buffer): Promise<{ accessKeyId: string }> => {
    const result = await verifySigV4(
      req,
      body,
      async (accessKeyId) => (accessKeyId === admin.accessKeyId ? { secret: admin.secretAccessKey } : null),
      { services: [service], regions: [region], requiredSignedHeaders: ['x-amz-target', 'content-type'], now: now() },
    );
    return { accessKeyId: result.accessKeyId };
  };
}
