// getActiveSurvey: the survey open now (the newest started one that has not ended), under Survey's read rules.
import { z } from 'zod';
import { requireScope } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { compileFilter, Params } from '../store/filter.ts';
import { toRecord } from '../store/repository.ts';

export const getActiveSurvey = defineFunction({
  name: 'getActiveSurvey',
  type: 'Query',
  allow: 'public',
  input: z.object({}),
  async run(ctx) {
    const rt = runtime(ctx, 'Survey');
    const now = ctx.deps.now();
    const scope = await requireScope(ctx.principal, rt.def, 'read', now, 'getActiveSurvey', 'Query');
    const params = new Params();
    const at = params.add(now.toISOString());
    const allowed = compileFilter(scope, rt.columns, params);
    const [row] = await ctx.db.query<Record<string, unknown>>(
      `select ${rt.selectList} from ${rt.table}
        where start_at <= ${at}::timestamptz and (end_at is null or end_at > ${at}::timestamptz) and ${allowed}
        order by start_at desc, id desc limit 1`,
      params.values,
    );
    return row ? toRecord(rt, row) : null;
  },
});
