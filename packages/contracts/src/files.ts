// Files (issue 25): what may be uploaded for which purpose, the image widths made on confirm, the messages, and the
// shapes the data service answers. The web's upload component and the data service's files domain read the same
// table, so a limit is stated once.

/** What a file is for; decides where it is kept, who writes and reads it, and its limits. */
export const FILE_PURPOSES = ['AVATAR', 'LOGO', 'COVER', 'ATTACHMENT', 'CAMPAIGN_COVER'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The record types an ATTACHMENT can belong to (listings come later). */
export const FILE_RECORD_TYPES = ['IDEA'] as const;
export type FileRecordType = (typeof FILE_RECORD_TYPES)[number];

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'application/zip',
] as const;

const MB = 1024 * 1024;

export interface FilePurposeRule {
  /** Largest upload in bytes. */
  maxBytes: number;
  /** Accepted content types, checked on the declared type at the grant and on the content at confirm. */
  types: readonly string[];
  /** Widths of the WebP derivatives made on confirm (images only); empty: the file is kept as uploaded. */
  widths: readonly number[];
  /** Served at a stable public URL (`/files/public/…`) rather than through signed links. */
  public: boolean;
  /** Counted against the workspace's storage quota (the plan's `storageGb`). */
  quota: boolean;
  /** What the upload component says it takes ("PNG, JPEG, WebP, GIF or AVIF, up to 5 MB"). */
  hint: string;
}

export const FILE_RULES: Record<FilePurpose, FilePurposeRule> = {
  AVATAR: {
    maxBytes: 5 * MB,
    types: IMAGE_TYPES,
    widths: [64, 128, 256],
    public: false,
    quota: false,
    hint: 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB',
  },
  LOGO: {
    maxBytes: 5 * MB,
    types: IMAGE_TYPES,
    widths: [64, 128, 256, 512],
    public: false,
    quota: true,
    hint: 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB',
  },
  COVER: {
    maxBytes: 10 * MB,
    types: IMAGE_TYPES,
    widths: [480, 960, 1600],
    public: true,
    quota: true,
    hint: 'PNG, JPEG, WebP, GIF or AVIF, up to 10 MB',
  },
  /** A campaign's cover image: uploaded by the workspace's owners and admins, linked (signed) on the campaign. */
  CAMPAIGN_COVER: {
    maxBytes: 5 * MB,
    types: IMAGE_TYPES,
    widths: [64, 128, 256, 512],
    public: false,
    quota: true,
    hint: 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB',
  },
  ATTACHMENT: {
    maxBytes: 50 * MB,
    types: [...IMAGE_TYPES, ...DOCUMENT_TYPES],
    widths: [],
    public: false,
    quota: true,
    hint: 'Images, PDF, Office documents, text, CSV or ZIP, up to 50 MB',
  },
};

/** The `accept` attribute of a file input for a purpose. */
export function acceptFor(purpose: FilePurpose): string {
  return FILE_RULES[purpose].types.join(',');
}

export const FILE_LIMITS = {
  /** Longest original file name kept (characters). */
  fileName: 200,
  /** An upload grant's signed URL lives this long (seconds). */
  uploadUrlSeconds: 15 * 60,
  /** A download link lives this long unless asked otherwise (seconds)… */
  downloadUrlSeconds: 60 * 60,
  /** …and never longer than the seed's one week. */
  maxDownloadUrlSeconds: 7 * 24 * 60 * 60,
  /** An upload not confirmed within this is removed with its object (hours). */
  unconfirmedHours: 24,
  /** Keys per getFileUrls call. */
  urlsPerCall: 100,
  /** Attachments per record. */
  attachmentsPerRecord: 20,
  /** Bytes in one GB of the plans' `storageGb`. */
  bytesPerGb: 1024 * 1024 * 1024,
} as const;

/** The files domain's refusals, word for word on both sides. */
export const FILE_MESSAGES = {
  tooLarge: (purpose: FilePurpose) => `The file is too large: at most ${FILE_RULES[purpose].maxBytes / MB} MB.`,
  empty: 'The file is empty.',
  typeNotAllowed: (purpose: FilePurpose) => `This type of file cannot be uploaded here: ${FILE_RULES[purpose].hint}.`,
  badName: 'The file name cannot contain a path (/, \\ or ..) or control characters.',
  contentMismatch: 'The file’s content does not match its type: it may be disguised or damaged.',
  unreadableImage: 'The image could not be read: it may be damaged or not an image.',
  sizeMismatch: 'The uploaded file is not the size that was announced. Upload it again.',
  notUploaded: 'The file has not been uploaded yet, or its upload link has expired. Upload it again.',
  quotaReached: (gb: number) =>
    `Your workspace has used its ${gb} GB of storage. Delete files or upload a smaller one, or move to a larger plan.`,
  tooManyAttachments: `An idea has at most ${FILE_LIMITS.attachmentsPerRecord} attachments.`,
  linkExpired: 'This link has expired. Go back and open the file again.',
  linkInvalid: 'This link is not valid.',
} as const;

/** The seed's reference to a stored object (a profile's picture, a workspace's logo, an idea's attachment). */
export interface FileReference {
  bucket: string;
  region: string;
  key: string;
  protectedIdentityId: string | null;
}

/** A confirmed file as the data service answers it (`StoredFile`); times are Date on the server, text on the web. */
export interface StoredFile<TTime = string> {
  id: string;
  purpose: FilePurpose;
  /** The original name, as shown and as `Content-Disposition` gives it. */
  name: string;
  contentType: string;
  size: number;
  /** SHA-256 of the uploaded bytes, hex. */
  checksum: string;
  reference: FileReference;
  /** The widths made (images); empty for a file kept as uploaded. */
  widths: number[];
  /** Public purposes: the stable URL path (`/files/public/…`) of the largest width; null otherwise. */
  publicUrl: string | null;
  recordType: FileRecordType | null;
  recordId: string | null;
  /** Null when an anonymous idea's author added it and the reader may not know them. */
  uploadedBy: string | null;
  uploadedByName: string | null;
  createdAt: TTime;
}

/** The signed PUT a client makes with the bytes (`UploadGrant`). */
export interface UploadGrant<TTime = string> {
  fileId: string;
  url: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly (Content-Type; the size is bound by the signature). */
  headers: Record<string, string>;
  expiresAt: TTime;
}

/** A signed link to read a file (`FileUrl`); `url` null when the key is missing or not the caller's to read. */
export interface FileUrl<TTime = string> {
  key: string;
  url: string | null;
  expiresAt: TTime | null;
}

/** A workspace's storage use against its plan (`StorageUsage`); `limitBytes` null when unlimited. */
export interface StorageUsage {
  usedBytes: number;
  limitBytes: number | null;
  fileCount: number;
}

// A name is refused when it could be read as a path (`/`, `\`, a `..` segment, a drive) or holds control
// characters (FILE_MESSAGES.badName); the original is kept only for Content-Disposition, never for a key.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a file's name is one the data service accepts (the upload component checks it first). */
export function isSafeFileName(name: string): boolean {
  return (
    !name.includes('/') &&
    !name.includes('\\') &&
    !CONTROL.test(name) &&
    !/^[A-Za-z]:/.test(name) &&
    name.trim() !== '..' &&
    name.trim() !== '.'
  );
}

/** The derivative key of an image for a width: `…/w{width}.webp` beside the reference's key. */
export function imageKeyForWidth(key: string, width: number): string {
  return key.replace(/\/w\d+\.webp$/, `/w${width}.webp`);
}

/** The smallest made width at least `wanted` (the largest when none is), for `srcset` and getFileUrl. */
export function pickWidth(widths: readonly number[], wanted: number): number | null {
  if (!widths.length) return null;
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= wanted) ?? (sorted.at(-1) as number);
}
