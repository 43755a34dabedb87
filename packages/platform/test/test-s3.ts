// A throwaway S3-compatible server (the `s3rver` package) on a free port with a temporary folder and one bucket,
// for the tests of the S3 files backend: a real store speaking S3's protocol, never a mock of the SDK.
// Tests and benchmarks only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

export interface TestS3 {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  bucket: string;
  /** The configuration that points the system at it (STORAGE_S3_* and the SDK's credentials). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver checks signatures made with these. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts the server with `bucket`. The SDK takes credentials from its default chain (the environment first), so
 * this sets process.env's AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to s3rver's until stop().
 */
export async function startTestS3(bucket = 'innov-files'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'innov-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { address: string; port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      restore('AWS_ACCESS_KEY_ID', saved.id);
      restore('AWS_SECRET_ACCESS_KEY', saved.secret);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
