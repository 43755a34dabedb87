// getMyInnovationsCounts: how many ideas each My innovations tab holds (listMyInnovations' totals, in one
// statement; `invitations` = the INVITATIONS tab: co-author invitations waiting for the caller's answer).
import type { MyInnovationsCounts } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, visibleIdeaSql } from './idea-access.ts';
import { MY_TAB_WHERE } from './list-my-innovations.ts';

export const getMyInnovationsCounts = defineFunction({
  name: 'getMyInnovationsCounts',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }): Promise<MyInnovationsCounts> {
    const w = await requireIdeasReader(principal, 'getMyInnovationsCounts');
    const count = (condition: string) =>
      `(select count(*)::int from app.ideas i where ${visibleIdeaSql('i', '$1', '$2')} and ${condition})`;
    const [row] = await db.query<MyInnovationsCounts>(
      `select ${count(MY_TAB_WHERE.DRAFTS)} as drafts, ${count(MY_TAB_WHERE.SUBMITTED)} as submitted,
              ${count(MY_TAB_WHERE.COAUTHORED)} as coauthored, ${count(MY_TAB_WHERE.FOLLOWING)} as following,
              ${count(MY_TAB_WHERE.INVITATIONS)} as invitations`,
      [w.tenantId, principal.userId as string],
    );
    return row as MyInnovationsCounts;
  },
});
