// Picks the files backend from the configuration: DATA_DIR/files by default, an S3-compatible bucket with
// STORAGE_S3_BUCKET.
import type { Config, StorageConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { ObjectStorage } from './types.ts';

export function createObjectStorage(
  config: Config,
  o: {
    /** Signs the disk backend's URLs (the data service derives it from the master key). */
    signingKey: Buffer;
    logger: Logger;
    /** The disk backend's clock for its signed URLs' expiry (tests); S3 signs with the wall clock it checks by. */
    now?: () => Date;
  },
): ObjectStorage {
  const storage = config.storage;
  if (storage.kind === 's3') {
    o.logger.debug({ bucket: storage.bucket, endpoint: storage.endpoint ?? 'aws' }, 'files: S3 storage');
    return createS3Storage(storage);
  }
  return createDiskStorage({ dataDir: config.dataDir, region: config.region, signingKey: o.signingKey, now: o.now });
}

// S3's rule for virtual-hosted addressing: a DNS label (no dots, which would break the wildcard certificate).
const DNS_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origin the browser's presigned requests go to (the CSP's connect-src and img-src allow it), as the SDK
 * addresses the bucket: path style on the endpoint, or the bucket as a subdomain of it. Undefined for disk, whose
 * URLs are on the site's own origin.
 */
export function storageBrowserOrigin(storage: StorageConfig): string | undefined {
  if (storage.kind !== 's3') return undefined;
  const endpoint = new URL(storage.publicEndpoint ?? storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  const virtual = !storage.forcePathStyle && DNS_BUCKET.test(storage.bucket);
  return virtual ? `${endpoint.protocol}//${storage.bucket}.${endpoint.host}` : endpoint.origin;
}
