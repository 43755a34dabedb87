// createAdminExport: a platform admin asks for a list as CSV (its search, filters and sort, as the page shows it).
// The answer is a link valid for ADMIN_EXPORT_LINK_SECONDS to `/exports/<token>`, where the data service writes
// the CSV as it reads the rows (http/admin-exports.ts): no size limit, nothing stored. The token is the query,
// the admin and the expiry under an HMAC; the link is checked again when followed (the admin still one).
import { ADMIN_EXPORT_LINK_SECONDS, ADMIN_LIST_NAMES, type TAdminListQuery } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { signExport } from './export-token.ts';
import { ADMIN_LIST_TABLE } from './lists.ts';

export const createAdminExport = defineFunction({
  name: 'createAdminExport',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      list: z.enum(ADMIN_LIST_NAMES as [string, ...string[]]),
      /** The list's query: search, filters, sort and direction (page and page size are ignored). */
      query: z.record(z.string(), z.unknown()).nullish(),
    }),
  }),
  audit: (_out, { input }) => ({
    action: 'createAdminExport',
    details: { list: input.list, query: input.query ?? {} },
  }),
  async run({ deps, principal }, { input }) {
    const list = ADMIN_LIST_TABLE[input.list as keyof typeof ADMIN_LIST_TABLE];
    if (!list) throw Errors.validation(`input.list: ${input.list} cannot be exported`);
    const parsed = list.schema.safeParse(input.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw Errors.validation(`input.query.${issue?.path.join('.')}: ${issue?.message}`);
    }
    const { search, filters, sort, direction } = parsed.data as TAdminListQuery;
    const expiresAt = new Date(deps.now().getTime() + ADMIN_EXPORT_LINK_SECONDS * 1000);
    const token = signExport(deps.exportKey, {
      list: input.list,
      query: { search, filters, sort, direction },
      userId: principal.userId ?? '',
      expiresAt: expiresAt.getTime(),
    });
    return { url: `${principal.origin ?? ''}/exports/${token}`, expiresAt };
  },
});
