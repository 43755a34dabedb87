// requestDataExport: the signed-in user asks for an export of their data. Refused (TooManyRequestsException, with
// the wait) within an hour of their last one that did not fail; otherwise a PENDING export is written and the
// data-export job queued in the same transaction, so the job exists only if the request commits. The browser sends
// its display settings along (the server keeps none). Answers the new export's state.
import { DATA_EXPORT_MESSAGES, type DataExportState, ZDisplaySettings } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { Errors } from '../errors.ts';
import {
  DATA_EXPORT_JOB,
  type DataExportJob,
  EXPORT_COLUMNS,
  type ExportRow,
  exportState,
  nextRequestAt,
} from './export-state.ts';

export const requestDataExport = defineFunction({
  name: 'requestDataExport',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ displaySettings: ZDisplaySettings.nullish() }).nullish() }),
  audit: (out: DataExportState<Date>) => ({ target: `DataExport:${out.id}` }),
  async run(ctx, { input }): Promise<DataExportState<Date>> {
    const { principal, db, deps } = ctx;
    const userId = principal.kind === 'user' ? principal.userId : undefined;
    if (!userId) throw Errors.unauthorized('requestDataExport', 'Mutation');
    // One request at a time per user: the hour is checked and the row written under the same lock.
    await db.query("select pg_advisory_xact_lock(hashtext('app.data_exports:' || $1))", [userId]);
    const now = deps.now();
    const next = await nextRequestAt(db.query, userId, now);
    if (next)
      throw Errors.tooManyRequests(DATA_EXPORT_MESSAGES.tooSoon(Math.ceil((next.getTime() - now.getTime()) / 60_000)));
    const [row] = await db.query<ExportRow>(
      `insert into app.data_exports (user_id, status, display_settings, created_at)
       values ($1, 'PENDING', $2::jsonb, $3) returning ${EXPORT_COLUMNS}`,
      [userId, input?.displaySettings ? JSON.stringify(input.displaySettings) : null, now],
    );
    const created = row as ExportRow;
    await deps.jobs.send<DataExportJob>(DATA_EXPORT_JOB, { exportId: created.id }, { query: db.query });
    return exportState(deps, db.query, created, originOf(ctx));
  },
});
