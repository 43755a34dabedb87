// getMyDataExport: the signed-in user's latest data export (null before their first): its status, times, and while
// it is READY and unexpired a signed download link that lapses when the export does; and when they may ask for the
// next one.
import type { DataExportState } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { exportState, latestExport } from './export-state.ts';

export const getMyDataExport = defineFunction({
  name: 'getMyDataExport',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run(ctx): Promise<DataExportState<Date> | null> {
    const userId = ctx.principal.kind === 'user' ? ctx.principal.userId : undefined;
    if (!userId) return null;
    const row = await latestExport(ctx.db.query, userId);
    return row ? exportState(ctx.deps, ctx.db.query, row, originOf(ctx)) : null;
  },
});
