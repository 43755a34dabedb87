// What confirmUpload does with the bytes (docs/architecture.md, "Files"): reads the object once (SHA-256, size,
// the first bytes for the sniffer; an image whole, at most its purpose's 10 MB), decides its type by its content
// (file-type's magic numbers; text and CSV, which have none, as UTF-8 without NUL), and turns an image into
// EXIF-free WebP widths with sharp (rotated upright first, since the orientation tag goes with the metadata).
import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_TYPES, FILE_RULES, type FilePurpose } from '@innov/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { isImagePurpose, isImageType } from './file-access.ts';

/** Enough for the sniffer to tell Office and OpenDocument files (zip entries) from a plain zip. */
const HEAD_BYTES = 1024 * 1024;
/** Text and CSV are checked on their first 64 KB. */
const TEXT_CHECK_BYTES = 64 * 1024;

export interface ReadUpload {
  size: number;
  checksum: string;
  /** The first bytes (images: all of them). */
  head: Buffer;
}

/**
 * Reads the object through once; stops keeping bytes past what it needs (never the whole of a 50 MB file). With
 * `copy`, the same bytes stream on to it as they are read (the document's copy at its key), with backpressure.
 */
export async function readUpload(
  body: Readable,
  purpose: FilePurpose,
  copy?: (stream: Readable) => Promise<void>,
): Promise<ReadUpload> {
  const keep = isImagePurpose(purpose) ? FILE_RULES[purpose].maxBytes + 1 : HEAD_BYTES;
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  const reading = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (kept < keep) {
        const part = chunk.subarray(0, keep - kept);
        chunks.push(part);
        kept += part.length;
      }
      done(null, copy ? chunk : undefined);
    },
  });
  if (copy) {
    const out = new PassThrough();
    const copying = copy(out).catch((error) => {
      out.destroy(error);
      throw error;
    });
    await Promise.all([pipeline(body, reading, out), copying]);
  } else {
    await pipeline(body, reading, new Writable({ write: (_chunk, _encoding, done) => done() }));
  }
  return { size, checksum: hash.digest('hex'), head: Buffer.concat(chunks) };
}

const LEGACY_OFFICE = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'];
const ZIP_DOCUMENTS = DOCUMENT_TYPES.filter((t) => t.includes('openxmlformats') || t.includes('opendocument'));
const TEXT_TYPES = ['text/plain', 'text/csv'];

/** UTF-8 without NUL in its first 64 KB (a character cut at the edge is fine). */
function isPlainText(head: Buffer): boolean {
  const part = head.subarray(0, TEXT_CHECK_BYTES);
  if (part.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(part, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The type the content shows, when the purpose takes it and it is of the declared family (an image declared as an
 * image, a document as a document); null when it does not match: disguised or damaged.
 */
export async function contentTypeOf(purpose: FilePurpose, declared: string, head: Buffer): Promise<string | null> {
  const types = FILE_RULES[purpose].types;
  const sniffed = (await fileTypeFromBuffer(head))?.mime;
  if (!sniffed) return TEXT_TYPES.includes(declared) && types.includes(declared) && isPlainText(head) ? declared : null;
  if (isImageType(declared) !== isImageType(sniffed)) return null;
  // Containers the sniffer cannot always see into: an Office or OpenDocument file is a zip, an old Office file CFB.
  if (sniffed === 'application/zip' && (ZIP_DOCUMENTS as readonly string[]).includes(declared)) return declared;
  if (sniffed === 'application/x-cfb' && LEGACY_OFFICE.includes(declared)) return declared;
  return types.includes(sniffed) ? sniffed : null;
}

export class UnreadableImage extends Error {}

/**
 * The most pixels an image may have (64 MP: a 50 MP phone photo fits). Its few megabytes can otherwise hold a
 * decompression bomb up to sharp's default of 268 MP (16383² of one colour is a 0.8 MB PNG) that takes seconds
 * and hundreds of megabytes to decode, once per width.
 */
export const MAX_IMAGE_PIXELS = 8192 * 8192;

/**
 * The WebP derivatives of an image, one per width (never enlarged), upright and with no metadata: sharp keeps
 * none (EXIF, GPS, ICC) unless asked. A file sharp cannot decode is UnreadableImage.
 */
export async function imageDerivatives(input: Buffer, widths: readonly number[]): Promise<Map<number, Buffer>> {
  try {
    const upright = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    await upright.metadata();
    const out = new Map<number, Buffer>();
    for (const width of widths)
      out.set(width, await upright.clone().resize({ width, withoutEnlargement: true }).webp().toBuffer());
    return out;
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}
