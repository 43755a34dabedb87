// Starts the identity service in-process on a free port with an in-memory database, and gives tests the
// admin keys, a deps object on the same database (to reach the stores directly) and AWS SDK clients.

import { rmSync } from 'node:fs';
import { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createSecretBox, loadMasterKey, TokenBuckets } from '@innov/platform';
import type { Config, System } from '@innov/server';
import { startMemorySystem } from '@innov/server/test/memory-system';
import { createSrpCompute } from '../src/crypto/srp-pool.ts';
import type { IdentityDeps } from '../src/deps.ts';

export interface Harness {
  system: System;
  url: string;
  dataDir: string;
  admin: { accessKeyId: string; secretAccessKey: string };
  deps: IdentityDeps;
  idp(credentials?: { accessKeyId: string; secretAccessKey: string }): CognitoIdentityProviderClient;
  identity(credentials?: { accessKeyId: string; secretAccessKey: string }): CognitoIdentityClient;
  close(): Promise<void>;
}

/**
 * Identity's dependencies on a running test system's database, for tests that reach the stores directly; its events
 * go nowhere, and its clock is `now`.
 */
export function identityDepsOf(
  system: System,
  config: Config,
  dataDir: string,
  now: () => Date = () => new Date(),
): IdentityDeps {
  return {
    srp: createSrpCompute(0),
    config,
    database: system.database,
    logger: system.logger,
    mailer: system.mailer,
    jobs: system.jobs,
    rateBuckets: new TokenBuckets(),
    selfUrl: () => system.url,
    events: { async emit() {} },
    now,
    secrets: createSecretBox(loadMasterKey(process.env, dataDir)),
  };
}

export async function startHarness(): Promise<Harness> {
  const { system, config, url, dataDir, admin } = await startMemorySystem({
    prefix: 'innov-identity-',
    services: ['identity'],
  });
  const deps = identityDepsOf(system, config, dataDir);
  return {
    system,
    url,
    dataDir,
    admin,
    deps,
    idp: (credentials = admin) =>
      new CognitoIdentityProviderClient({
        endpoint: `${url}/cognito`,
        region: 'eu-west-2',
        credentials,
        maxAttempts: 1,
      }),
    identity: (credentials = admin) =>
      new CognitoIdentityClient({
        endpoint: `${url}/cognito-identity`,
        region: 'eu-west-2',
        credentials,
        maxAttempts: 1,
      }),
    async close() {
      await system.app.shutdown(1000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed user with a verified e-mail and a permanent password, made through the admin API (no mail). */
export async function adminCreateConfirmedUser(
  sdk: CognitoIdentityProviderClient,
  poolId: string,
  email: string,
  password: string,
): Promise<string> {
  const created = await sdk.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await sdk.send(
    new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: password, Permanent: true }),
  );
  return created.User?.Username as string;
}
