// The whole system in this process on an in-memory database, for the services' integration tests: a fresh data
// folder, a port chosen before start (PUBLIC_URL must be the address the SDKs and Amplify reach: the served
// configuration carries it), and the control plane's generated admin keys.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminCredentialsFile } from '@innov/identity/admin-credentials';
import { freePort } from '@innov/platform/free-port';
import { type Config, loadConfig, type StartOptions, type System, startSystem } from '../src/index.ts';

export interface MemorySystem {
  system: System;
  config: Config;
  url: string;
  dataDir: string;
  /** The control plane's SigV4 keys, generated at first start into the data folder. */
  admin: { accessKeyId: string; secretAccessKey: string };
}

export async function startMemorySystem(options: {
  /** Prefix of the temporary data folder's name. */
  prefix: string;
  services: StartOptions['services'];
  /** Configuration beyond the address and folder (LOG_LEVEL defaults to silent). */
  env?: Record<string, string>;
  logger?: StartOptions['logger'];
  now?: StartOptions['now'];
  /**
   * An existing data folder whose embedded database (on disk, not in memory) this start opens: the same system
   * started again on the same data, as after a restart.
   */
  dataDir?: string;
}): Promise<MemorySystem> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), options.prefix));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const { services, logger, now } = options;
  const system = await startSystem({ config, memory: !options.dataDir, web: false, services, logger, now });
  const admin = JSON.parse(readFileSync(adminCredentialsFile(dataDir), 'utf8')) as MemorySystem['admin'];
  return { system, config, url, dataDir, admin };
}
