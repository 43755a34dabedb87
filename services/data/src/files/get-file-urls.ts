// getFileUrls: signed links for many keys at once, in their order (a member list's avatars, logos): null for a
// key that is missing or not the caller's to read, so one unreadable key does not fail the rest.
import { FILE_LIMITS, type FileUrl } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { filesByKeys, readChecker } from './file-access.ts';
import { fileUrlFor, ZKey, ZWidth } from './get-file-url.ts';

export const getFileUrls = defineFunction({
  name: 'getFileUrls',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    input: z.object({
      keys: z.array(ZKey).max(FILE_LIMITS.urlsPerCall, `at most ${FILE_LIMITS.urlsPerCall} keys`),
      width: ZWidth,
    }),
  }),
  async run(ctx, { input }): Promise<FileUrl<Date>[]> {
    const origin = originOf(ctx);
    // One statement finds every key's row; each uploader's or idea's readability is asked once.
    const found = await filesByKeys(ctx.db.query, input.keys);
    const readable = readChecker(ctx.db.query, ctx.principal);
    const out: FileUrl<Date>[] = [];
    for (const key of input.keys)
      out.push(await fileUrlFor(ctx.deps, key, found.get(key), readable, { width: input.width, origin }));
    return out;
  },
});
