import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../config.ts';
import { storageBrowserOrigin } from './create.ts';
import { assertSafeKey, contentDisposition, UnsafeKeyError } from './types.ts';

type S3 = Extract<StorageConfig, { kind: 's3' }>;

describe('storageBrowserOrigin', () => {
  const cases: S3[] = [];
  for (const bucket of ['innov-files', 'my.dotted.bucket'])
    for (const [endpoint, publicEndpoint] of [
      [undefined, undefined],
      ['http://minio:9000', undefined],
      ['http://minio:9000', 'https://files.example.com'],
      ['https://s3.example.net:8443', undefined],
    ] as const)
      for (const forcePathStyle of [false, true])
        for (const region of ['eu-west-2', 'us-east-1'])
          cases.push({ kind: 's3', bucket, endpoint, publicEndpoint, forcePathStyle, region });

  it('is the origin of the SDK’s own presigned URLs, for AWS and other stores, either addressing style', async () => {
    for (const c of cases) {
      const client = new S3Client({
        region: c.region,
        forcePathStyle: c.forcePathStyle,
        endpoint: c.publicEndpoint ?? c.endpoint,
        credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      });
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: c.bucket, Key: 'k', ContentType: 'image/png', ContentLength: 1 }),
        { expiresIn: 60 },
      );
      expect(storageBrowserOrigin(c), JSON.stringify(c)).toBe(new URL(url).origin);
      client.destroy();
    }
  });

  it('is none for the disk, whose URLs are on the site’s own origin', () => {
    expect(storageBrowserOrigin({ kind: 'disk' })).toBeUndefined();
  });
});

describe('assertSafeKey', () => {
  it('accepts the keys the files domain makes', () => {
    for (const key of [
      'private/eu-west-2:0b5c1a2e-7f4e-4c1b-9a55-2f3f7b0a9c11/images/3f0e/w256.webp',
      'workspaces/5d9c/ideas/7a1b/storage/9c2d/Quarterly report (final).pdf',
      'public/covers/ab12/w1600.webp',
      'a/.env',
    ])
      expect(() => assertSafeKey(key), key).not.toThrow();
  });

  it('refuses keys that could leave a folder or mean another object', () => {
    for (const key of [
      '',
      '..',
      'a/../b',
      './a',
      '/a',
      'a/',
      'a//b',
      'a\\b',
      'a\u0000b',
      'a\u001fb',
      'a\u007fb',
      'é'.repeat(600),
    ])
      expect(() => assertSafeKey(key), JSON.stringify(key)).toThrow(UnsafeKeyError);
  });
});

describe('contentDisposition', () => {
  it('gives the exact name in UTF-8 (RFC 5987) and an ASCII stand-in for old clients (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(contentDisposition('inline', 'naïve "quote" \\ (1)*.png')).toBe(
      `inline; filename="na_ve _quote_ _ (1)*.png"; filename*=UTF-8''na%C3%AFve%20%22quote%22%20%5C%20%281%29%2A.png`,
    );
    expect(contentDisposition('attachment', '日本.txt')).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`,
    );
    expect(contentDisposition('attachment')).toBe('attachment');
  });
});

describe('the storage configuration', () => {
  const storage = (env: Record<string, string>) => loadConfig({ REGION: 'eu-west-2', ...env }).storage;

  it('is the disk unless a bucket is named', () => {
    expect(storage({})).toEqual({ kind: 'disk' });
    expect(storage({ STORAGE_S3_BUCKET: '', STORAGE_S3_ENDPOINT: '', STORAGE_S3_PUBLIC_ENDPOINT: '' })).toEqual({
      kind: 'disk',
    });
    expect(storage({ STORAGE_S3_BUCKET: ' ', STORAGE_S3_ENDPOINT: 'http://minio:9000' })).toEqual({ kind: 'disk' });
  });

  it('addresses AWS by virtual host and other stores by path, unless told', () => {
    expect(storage({ STORAGE_S3_BUCKET: 'b' })).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      publicEndpoint: undefined,
      region: 'eu-west-2',
      forcePathStyle: false,
    });
    expect(storage({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ENDPOINT: 'http://minio:9000/' })).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(
      storage({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ENDPOINT: 'https://s3.example', STORAGE_S3_FORCE_PATH_STYLE: '0' }),
    ).toMatchObject({ forcePathStyle: false });
    expect(storage({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('takes the region from STORAGE_S3_REGION, then the AWS variables, then REGION', () => {
    const b = { STORAGE_S3_BUCKET: 'b' };
    expect(storage({ ...b, STORAGE_S3_REGION: 'us-east-1', AWS_REGION: 'eu-central-1' })).toMatchObject({
      region: 'us-east-1',
    });
    expect(storage({ ...b, AWS_REGION: 'eu-central-1', AWS_DEFAULT_REGION: 'ap-south-1' })).toMatchObject({
      region: 'eu-central-1',
    });
    expect(storage({ ...b, AWS_DEFAULT_REGION: 'ap-south-1' })).toMatchObject({ region: 'ap-south-1' });
    expect(storage(b)).toMatchObject({ region: 'eu-west-2' });
  });

  it('refuses endpoints that are not URLs', () => {
    expect(() => storage({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/STORAGE_S3_ENDPOINT/);
    expect(() => storage({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE/,
    );
  });
});
