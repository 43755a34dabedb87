// Starts the identity service in-process (random port, in-memory database) with an adjustable clock and a
// captured log, for the user-plane tests that drive it with aws-amplify, amazon-cognito-identity-js and the SDK.

import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createLogger, MAIL_JOB, type System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import type { IdentityDeps } from '../src/deps.ts';
import { getPool, updatePool } from '../src/store/pools.ts';
import type { UserPoolConfig } from '../src/store/types.ts';
import { identityDepsOf } from './admin-harness.ts';

export interface UserHarness {
  system: System;
  url: string;
  dataDir: string;
  admin: { accessKeyId: string; secretAccessKey: string };
  amplifyConfig: {
    Auth: {
      Cognito: { userPoolId: string; userPoolClientId: string; identityPoolId: string; userPoolEndpoint: string };
    };
  };
  poolId: string;
  clientId: string;
  /** Dependencies on the same database and clock, to reach the stores directly. */
  deps: IdentityDeps;
  /** Merges settings into the default pool's configuration. */
  patchPool(patch: Partial<UserPoolConfig>): Promise<void>;
  /** Everything the logger wrote. */
  logs: string[];
  /** Moves the service's clock. */
  advance(ms: number): void;
  idp(credentials?: { accessKeyId: string; secretAccessKey: string }): CognitoIdentityProviderClient;
  /** Calls the JSON 1.1 API directly; returns status and body. */
  call(operation: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The newest outbox message for an address. */
  lastMail(to: string): Promise<{ subject: string; text: string; html?: string; code?: string } | undefined>;
  close(): Promise<void>;
}

export async function startUserHarness(env: Record<string, string> = {}): Promise<UserHarness> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  let offset = 0;
  const { system, config, url, dataDir, admin } = await startMemorySystem({
    prefix: 'innov-users-',
    services: ['identity'],
    env: { LOG_LEVEL: 'debug', ...env },
    logger: createLogger('debug', sink),
    now: () => new Date(Date.now() + offset),
  });
  const amplifyConfig = await (await fetch(`${url}/amplify-config.json`)).json();
  const deps = identityDepsOf(system, config, dataDir, () => new Date(Date.now() + offset));
  const poolId = amplifyConfig.Auth.Cognito.userPoolId as string;
  const harness: UserHarness = {
    system,
    deps,
    async patchPool(patch) {
      const pool = await getPool(deps, poolId);
      if (!pool) throw new Error('no default pool');
      await updatePool(deps, poolId, { name: pool.name, config: { ...pool.config, ...patch } });
    },
    url,
    dataDir,
    admin,
    amplifyConfig,
    poolId: amplifyConfig.Auth.Cognito.userPoolId,
    clientId: amplifyConfig.Auth.Cognito.userPoolClientId,
    logs,
    advance(ms) {
      offset += ms;
    },
    idp: (credentials = admin) =>
      new CognitoIdentityProviderClient({
        endpoint: `${url}/cognito`,
        region: 'eu-west-2',
        credentials,
        maxAttempts: 1,
      }),
    async call(operation, body) {
      const res = await fetch(`${url}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async lastMail(to) {
      // What was sent so far has been delivered (mail travels through the job queue).
      await system.jobs.idle(MAIL_JOB);
      const res = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(to)}`);
      const list = (await res.json()) as { subject: string; text: string; html?: string; code?: string }[];
      return list[0];
    },
    async close() {
      await system.app.shutdown(1000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export const PASSWORD = 'Corr3ct-Horse!';
