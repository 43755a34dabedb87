// `GET /exports/<token>`: a back-office list as CSV, written as its rows are read (pages of 500), from a link
// createAdminExport signed. The link is checked (signature, expiry) and so is its admin, again, from the users
// projection (still enabled, in `admins`, with two-step verification on). Cells that a spreadsheet would run as a
// formula are prefixed with an apostrophe. A client's mistake is a 4xx with `{ message }`.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ADMINS_GROUP, type Handler, type Mount, sendJson } from '@innov/platform';
import { stringify } from 'csv-stringify';
import type { ParsedQuery } from '../admin/admin-list.ts';
import { openExport } from '../admin/export-token.ts';
import { ADMIN_LIST_TABLE } from '../admin/lists.ts';
import type { Principal } from '../auth/principal.ts';
import { NO_WORKSPACE } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';

export const EXPORTS_PATH = '/exports';
const BATCH = 500;

const INVALID = 'This export link is not valid. Export the list again from the back-office.';
const EXPIRED = 'This export link has expired. Export the list again from the back-office.';

/** A cell as text, with anything a spreadsheet would evaluate made inert. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function adminExportsMount(deps: DataDeps): Mount {
  return { path: EXPORTS_PATH, handle: adminExportsHandler(deps) };
}

function adminExportsHandler(deps: DataDeps): Handler {
  return async (req, res, ctx) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendJson(res, 405, { message: 'Method not allowed.' });
    }
    const token = ctx.url.pathname.slice(EXPORTS_PATH.length + 1);
    const claims = openExport(deps.exportKey, token);
    const list = claims ? ADMIN_LIST_TABLE[claims.list as keyof typeof ADMIN_LIST_TABLE] : undefined;
    if (!claims || !list) return sendJson(res, 404, { message: INVALID });
    if (claims.expiresAt <= deps.now().getTime()) return sendJson(res, 410, { message: EXPIRED });
    const [admin] = await deps.database.query<{ id: string }>(
      `select id from app.user_profiles
        where id = $1 and enabled and mfa_enabled and groups ? $2`,
      [claims.userId, ADMINS_GROUP],
    );
    if (!admin) return sendJson(res, 404, { message: INVALID });

    const parsed = list.schema.safeParse(claims.query);
    if (!parsed.success) return sendJson(res, 404, { message: INVALID });
    const query = list.parse(parsed.data) as ParsedQuery<never>;
    const principal = exportPrincipal(claims.userId, ctx.ip ?? '');
    const day = deps.now().toISOString().slice(0, 10);
    // Columns that depend on the query (a survey's questions) are read before the answer starts.
    const columns = list.def.csvFor ? await list.def.csvFor(deps.database.query, query) : list.def.csv;
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${list.def.fileName ?? list.def.list}-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    const { rows } = list;
    async function* records() {
      yield columns.map((c) => c.header);
      for (let offset = 0; ; offset += BATCH) {
        const items = await rows(deps.database.query, query, principal, offset, BATCH);
        for (const item of items) yield columns.map((c) => csvCell(c.value(item as never)));
        if (items.length < BATCH) return;
      }
    }
    // Rows are read only as fast as the client takes them; a download cancelled midway stops the reading.
    try {
      await pipeline(Readable.from(records()), stringify({ bom: true }), res);
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      // The answer has started: the client sees a cut download, and the log says why.
      ctx.log.error({ err, list: list.def.list }, 'admin export: writing the CSV failed');
    }
  };
}

/** The admin behind an export link, as a list's conditions see them (e.g. enquiries assigned to `me`). */
function exportPrincipal(userId: string, ip: string): Principal {
  return {
    authMode: 'userPool',
    kind: 'user',
    userId,
    groups: [ADMINS_GROUP],
    ip,
    isAdmin: true,
    workspace: async () => NO_WORKSPACE,
    memberOf: async () => new Set(),
  };
}
