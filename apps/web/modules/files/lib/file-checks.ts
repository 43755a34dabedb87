// The upload component's checks before any request: the purpose's types and size (contracts' FILE_RULES), worded
// exactly as the data service refuses them (FILE_MESSAGES), so a user hears the same sentence whichever side
// catches it. Pure: no React, no DOM beyond the File-like shape.
import { FILE_LIMITS, FILE_MESSAGES, FILE_RULES, type FilePurpose, isSafeFileName } from '@innov/contracts';

/** What the checks read of a File (a File, a Blob with a name, or a test's plain object). */
export interface TFileLike {
  name: string;
  type: string;
  size: number;
}

// Browsers leave `type` empty for extensions the operating system does not map (CSV on some systems, AVIF on
// older ones); the extension then names it, as the data service will check by content anyway.
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
};

// Some systems name the same formats differently; the data service's table holds the standard names.
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/csv': 'text/csv',
  'text/comma-separated-values': 'text/csv',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The content type to declare for a file: the browser's (standard spelling), else the extension's, else ''. */
export function contentTypeOf(file: Pick<TFileLike, 'name' | 'type'>): string {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared && declared !== 'application/octet-stream') return TYPE_ALIASES[declared] ?? declared;
  return TYPE_BY_EXTENSION[extensionOf(file.name)] ?? declared;
}

/** Whether a content type is one of the image types (a preview can be shown, and a crop made). */
export function isImageType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

/**
 * The name to send: a picked or dropped file never holds a path, but a pasted image is often called "image.png" and
 * a long name is cut to the service's limit keeping its extension; control characters are refused (null).
 */
export function uploadNameOf(name: string, fallback = 'file'): string | null {
  const trimmed = name.trim() || fallback;
  if (!isSafeFileName(trimmed) || trimmed.split('.').every((p) => p === '')) return null;
  if (trimmed.length <= FILE_LIMITS.fileName) return trimmed;
  const ext = extensionOf(trimmed);
  const tail = ext && ext.length < 20 ? `.${ext}` : '';
  return trimmed.slice(0, FILE_LIMITS.fileName - tail.length) + tail;
}

/**
 * The refusal a file earns for a purpose before anything is sent, in the data service's words; null when fine.
 * `beforePrepare`: the file is not what will be sent (a photo the avatar editor crops to a small square), so its
 * size does not count yet; what is sent is checked in full.
 */
export function precheckFile(
  file: TFileLike,
  purpose: FilePurpose,
  { beforePrepare = false }: { beforePrepare?: boolean } = {},
): string | null {
  const rule = FILE_RULES[purpose];
  if (uploadNameOf(file.name) === null) return FILE_MESSAGES.badName;
  if (!rule.types.includes(contentTypeOf(file))) return FILE_MESSAGES.typeNotAllowed(purpose);
  if (file.size <= 0) return FILE_MESSAGES.empty;
  if (file.size > rule.maxBytes && !beforePrepare) return FILE_MESSAGES.tooLarge(purpose);
  return null;
}
