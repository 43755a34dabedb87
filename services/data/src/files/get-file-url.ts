// getFileUrl: a signed link to read a file the caller may read (docs/architecture.md, "Files"), for the width
// asked (an image's nearest made width), valid FILE_LIMITS.downloadUrlSeconds unless asked otherwise (at least a
// minute, never past the seed's week). Images open inline unless `download`; everything else downloads, under its
// original name. Public files (covers) answer their stable `/files/public/…` URL. A key with no row, or one the
// caller may not read, is missing: no listing, no guessing.
import { FILE_LIMITS, FILE_RULES, type FileUrl, imageKeyForWidth, pickWidth } from '@innov/contracts';
import { z } from 'zod';
import type { DataDeps } from '../deps.ts';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { Errors } from '../errors.ts';
import { downloadName, type FileRow, fileByKey, readChecker } from './file-access.ts';

export const ZKey = z.string().min(1, 'expected a key').max(1_024, 'at most 1024 characters');
export const ZWidth = z
  .number()
  .int('expected a whole number')
  .min(1, 'expected a width from 1')
  .max(10_000, 'at most 10000')
  .nullish();

export interface UrlOptions {
  width?: number | null;
  download?: boolean | null;
  expiresIn?: number | null;
  origin: string;
}

/** The signed link for `key` (the row it names, when any), or null when it is missing or not the caller's to read. */
export async function fileUrlFor(
  deps: Pick<DataDeps, 'storage' | 'now'>,
  key: string,
  found: { row: FileRow; width: number | null } | undefined,
  readable: (row: FileRow) => Promise<boolean>,
  o: UrlOptions,
): Promise<FileUrl<Date>> {
  const missing = { key, url: null, expiresAt: null };
  if (!found || !(await readable(found.row))) return missing;
  const { row } = found;
  const width = row.widths.length ? pickWidth(row.widths, o.width ?? found.width ?? Math.max(...row.widths)) : null;
  const objectKey = width ? imageKeyForWidth(row.key, width) : row.key;
  if (FILE_RULES[row.purpose].public && !o.download)
    return { key, url: `${o.origin}/files/${objectKey}`, expiresAt: null };
  const expiresIn = Math.min(
    Math.max(o.expiresIn ?? FILE_LIMITS.downloadUrlSeconds, 60),
    FILE_LIMITS.maxDownloadUrlSeconds,
  );
  const image = row.content_type.startsWith('image/');
  const url = await deps.storage.presignGet(objectKey, {
    expiresIn,
    origin: o.origin,
    fileName: downloadName(row),
    contentType: row.content_type,
    disposition: image && !o.download ? 'inline' : 'attachment',
  });
  return { key, url, expiresAt: new Date(deps.now().getTime() + expiresIn * 1000) };
}

export const getFileUrl = defineFunction({
  name: 'getFileUrl',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    input: z.object({
      key: ZKey,
      width: ZWidth,
      download: z.boolean().nullish(),
      expiresIn: z.number().int('expected a whole number of seconds').nullish(),
    }),
  }),
  async run(ctx, { input }): Promise<FileUrl<Date>> {
    const found = await fileByKey(ctx.db.query, input.key);
    const answer = await fileUrlFor(ctx.deps, input.key, found, readChecker(ctx.db.query, ctx.principal), {
      ...input,
      origin: originOf(ctx),
    });
    if (!answer.url) throw Errors.notFound('No file with this key.');
    return answer;
  },
});
