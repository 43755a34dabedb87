// Files in an S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK: the browser uploads and downloads
// directly against the store with presigned URLs; the server reads, writes and removes with the same client.
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config.ts';
import {
  assertSafeKey,
  assertSafePrefix,
  clampExpiry,
  contentDisposition,
  type ObjectStorage,
  type StoredObject,
} from './types.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

export function createS3Storage(config: S3Config): ObjectStorage {
  const base: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Since SDK 3.729 the default (WHEN_SUPPORTED) adds a CRC32 checksum the browser's presigned PUT cannot
    // carry, and validates checksums many S3-compatible stores do not send: only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client({ ...base, ...(config.endpoint ? { endpoint: config.endpoint } : {}) });
  // The browser may reach the store by another name than the server does (a container's hostname, a CDN):
  // presigned URLs carry the host they are signed for, so they are signed by a client on that origin.
  const presigner = config.publicEndpoint ? new S3Client({ ...base, endpoint: config.publicEndpoint }) : client;
  const Bucket = config.bucket;

  return {
    kind: 's3',
    bucket: config.bucket,
    region: config.region,

    async presignPut(key, o) {
      assertSafeKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: o.contentType,
        ContentLength: o.contentLength,
      });
      // Content-Type and Content-Length are signed headers: the store refuses a PUT of another type or size.
      const url = await getSignedUrl(presigner, command, {
        expiresIn: clampExpiry(o.expiresIn),
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, headers: { 'Content-Type': o.contentType } };
    },

    async presignGet(key, o) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(o.disposition, o.fileName),
        ...(o.contentType ? { ResponseContentType: o.contentType } : {}),
      });
      return getSignedUrl(presigner, command, { expiresIn: clampExpiry(o.expiresIn) });
    },

    async put(key, body, o) {
      assertSafeKey(key);
      // A stream of unknown length cannot be sent in one PUT (S3 needs the length up front): it is read first.
      const payload = Buffer.isBuffer(body) || o.contentLength !== undefined ? body : await readAll(body);
      const length = Buffer.isBuffer(payload) ? payload.length : o.contentLength;
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: payload, ContentType: o.contentType, ContentLength: length }),
      );
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: out.Body as Readable,
          size: Number(out.ContentLength ?? 0),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key): Promise<StoredObject | null> {
      assertSafeKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: Number(out.ContentLength ?? 0),
          contentType: out.ContentType ?? 'application/octet-stream',
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) assertSafeKey(key);
      await deleteKeys(keys);
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
        await deleteKeys(keys);
        removed += keys.length;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },

    async close() {
      client.destroy();
      if (presigner !== client) presigner.destroy();
    },
  };

  /** DeleteObjects, at most 1000 keys a request (S3's limit); a missing key is no error. */
  async function deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) throw new Error(`S3 DeleteObjects failed for ${failed.length} keys: ${failed[0].Code}`);
    }
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
