'use client';
// Files through the one data door (the files domain of issue 25): upload grants and confirmations, signed download
// links, a record's attachments, deletion and the workspace's storage use. The bytes never pass through GraphQL:
// `uploadFile` PUTs them with the grant's signed URL (our `/files/o/…` on disk, the S3-compatible store's presigned
// URL otherwise), with progress and cancel, then confirms. Refusals read as the data service words them
// (contracts' FILE_MESSAGES), and the same checks run here first so an obvious refusal costs no request.
//
// Usage:
//   const stored = await uploadFile(file, { purpose: 'AVATAR', onProgress: (p) => setPercent(p * 100), signal });
//   const [remove] = DeleteFile.useMutation();  await remove({ variables: { input: { key } } }).unwrap();
//   const { url } = useFileUrl(profile.picture, 64);         // use-file-url.ts: cached, renewed before expiry
import type {
  FilePurpose,
  FileRecordType,
  FileReference,
  FileUrl,
  StorageUsage,
  StoredFile,
  UploadGrant,
} from '@innov/contracts';
import { FILE_MESSAGES } from '@innov/contracts';
import { dataApi } from '../../data/lib/api.ts';
import { toFormError } from '../../data/lib/error-message.ts';
import { DataCallError } from '../../data/lib/graphql-client.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { getStore } from '../../data/lib/store.ts';
import { contentTypeOf, precheckFile, uploadNameOf } from './file-checks.ts';
import { FILE_URL_SPEC } from './profile-picture-spec.ts';

export type { FilePurpose, FileRecordType, FileReference, FileUrl, StorageUsage, StoredFile, UploadGrant };

/** Tag of what shows stored files (a record's attachments, the storage meter): refetched by uploads and deletions. */
const STORED_FILE_TAG = 'StoredFile';
/** Models whose records point at files (UserProfile.picture, Tenant.logo): confirm and delete change them. */
const CHANGES = [STORED_FILE_TAG, 'UserProfile', 'Tenant'];

const REFERENCE_FIELDS = 'bucket region key protectedIdentityId';
const STORED_FILE_FIELDS = `id purpose name contentType size checksum reference { ${REFERENCE_FIELDS} } widths publicUrl recordType recordId uploadedBy uploadedByName createdAt`;

const RequestUpload = defineFunction<UploadGrant & { headers: unknown }>(
  {
    name: 'requestUpload',
    kind: 'mutation',
    args: { input: 'RequestUploadInput!' },
    selection: 'fileId url method headers expiresAt',
  },
  'userPool',
);

const ConfirmUpload = defineFunction<StoredFile>(
  { name: 'confirmUpload', kind: 'mutation', args: { input: 'ConfirmUploadInput!' }, selection: STORED_FILE_FIELDS },
  'userPool',
  { invalidates: CHANGES },
);

const CancelUpload = defineFunction<boolean>(
  { name: 'cancelUpload', kind: 'mutation', args: { input: 'ConfirmUploadInput!' } },
  'userPool',
);

/** `input: { id } | { key }`. */
export const DeleteFile = defineFunction<boolean>(
  { name: 'deleteFile', kind: 'mutation', args: { input: 'DeleteFileInput!' } },
  'userPool',
  { invalidates: CHANGES },
);

/** `input: { key, width?, download?, expiresIn? }`; prefer useFileUrl, which renews the link. */
export const FileUrlQuery = defineFunction<FileUrl>(FILE_URL_SPEC, 'userPool');

/** `input: { recordType: 'IDEA', recordId }`: the record's attachments, oldest first. */
export const RecordFiles = defineFunction<StoredFile[]>(
  {
    name: 'listRecordFiles',
    kind: 'query',
    args: { input: 'ListRecordFilesInput!' },
    selection: STORED_FILE_FIELDS,
  },
  'userPool',
  { provides: [STORED_FILE_TAG] },
);

export const StorageUsageQuery = defineFunction<StorageUsage>(
  { name: 'getStorageUsage', kind: 'query', args: {}, selection: 'usedBytes limitBytes fileCount' },
  'userPool',
  { provides: [STORED_FILE_TAG] },
);

export interface TUploadOptions {
  purpose: FilePurpose;
  recordType?: FileRecordType;
  recordId?: string;
  /** The file's name when the blob has none (a cropped avatar, a pasted image). */
  fileName?: string;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the transfer and drops the upload on the server. */
  signal?: AbortSignal;
}

/** An upload the user cancelled (not an error to show). */
class UploadCanceledError extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCanceledError';
  }
}

export function isUploadCanceled(error: unknown): boolean {
  return error instanceof UploadCanceledError;
}

/** The message to show for a failed upload: the service's sentence, without a ValidationError's field path. */
export function uploadErrorMessage(error: unknown): string {
  return toFormError(error).message;
}

/** The grant's headers: AWSJSON arrives as JSON text. */
export function grantHeaders(headers: unknown): Record<string, string> {
  let value = headers;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * What a refused PUT means to the user. Our disk store answers `{ message }` in FILE_MESSAGES' words; an S3 store
 * answers XML (`<Code>AccessDenied</Code><Message>Request has expired</Message>`).
 */
export function putFailureMessage(status: number, body: string): string {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // Not JSON after all.
    }
  }
  if (/<Message>[^<]*expired/i.test(text) || /<Code>ExpiredToken<\/Code>/.test(text)) return FILE_MESSAGES.notUploaded;
  if (status === 413 || /<Code>EntityTooLarge<\/Code>/.test(text)) return FILE_MESSAGES.sizeMismatch;
  if (status === 0) return 'The upload could not reach the server. Check your connection and try again.';
  return `The upload failed (${status}). Try again.`;
}

/** PUTs the bytes to a signed URL, reporting progress; rejects with the user's message, or UploadCanceledError. */
function putWithProgress(
  url: string,
  body: Blob,
  headers: Record<string, string>,
  { onProgress, signal }: Pick<TUploadOptions, 'onProgress' | 'signal'> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCanceledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      // The browser sets Content-Length itself (and refuses to be told); the signature binds the same number.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new DataCallError(putFailureMessage(xhr.status, xhr.responseText ?? '')));
    };
    xhr.onerror = () => {
      done();
      reject(new DataCallError(putFailureMessage(0, '')));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadCanceledError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

function mutate<R>(fn: { arg: (a: { variables: Record<string, unknown> }) => unknown }, input: object): Promise<R> {
  const { dispatch } = getStore();
  const action = dataApi.endpoints.callMutation.initiate(fn.arg({ variables: { input } }) as never);
  return dispatch(action).unwrap() as Promise<R>;
}

/**
 * Uploads a file for a purpose: checks it, asks for a grant, PUTs the bytes with progress, confirms. Aborting the
 * signal at any step drops the upload (the server's pending record and object go too) and rejects with
 * UploadCanceledError; any refusal rejects with an error whose message uploadErrorMessage reads.
 */
export async function uploadFile(file: Blob & { name?: string }, options: TUploadOptions): Promise<StoredFile> {
  const { purpose, recordType, recordId, onProgress, signal } = options;
  const name = uploadNameOf(options.fileName ?? file.name ?? '', 'file');
  const contentType = contentTypeOf({ name: name ?? '', type: file.type });
  const refusal = precheckFile({ name: name ?? '', type: contentType, size: file.size }, purpose);
  if (refusal || name === null) throw new DataCallError(refusal ?? FILE_MESSAGES.badName);
  if (signal?.aborted) throw new UploadCanceledError();

  const grant = await mutate<UploadGrant & { headers: unknown }>(RequestUpload, {
    purpose,
    fileName: name,
    contentType,
    size: file.size,
    recordType,
    recordId,
  });
  const drop = () => mutate<boolean>(CancelUpload, { fileId: grant.fileId }).catch(() => undefined);
  try {
    if (signal?.aborted) throw new UploadCanceledError();
    const headers = { 'Content-Type': contentType, ...grantHeaders(grant.headers) };
    await putWithProgress(grant.url, file, headers, { onProgress, signal });
    if (signal?.aborted) throw new UploadCanceledError();
  } catch (error) {
    void drop();
    throw error;
  }
  return mutate<StoredFile>(ConfirmUpload, { fileId: grant.fileId });
}
