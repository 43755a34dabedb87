// listIdeaCategories: the categories the workspace's submitted ideas use, by name (the board's filter, and the
// suggestions when writing an idea). Drafts are private, so their categories stay out, as do those of campaign
// ideas the caller does not see and of merged ideas (off the board).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, visibleIdeaSql } from './idea-access.ts';

/** Enough for any filter menu; a workspace with more categories than this has a naming problem, not a list one. */
const MAX_CATEGORIES = 500;

export const listIdeaCategories = defineFunction({
  name: 'listIdeaCategories',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }): Promise<string[]> {
    const w = await requireIdeasReader(principal, 'listIdeaCategories');
    const rows = await db.query<{ category: string }>(
      `select category from (select distinct i.category from app.ideas i
          where i.state = 'SUBMITTED' and i.moderation = 'VISIBLE' and i.merged_into is null and i.category is not null
            and ${visibleIdeaSql('i', '$1', '$3')}) c
        order by lower(category), category limit $2`,
      [w.tenantId, MAX_CATEGORIES, principal.userId],
    );
    return rows.map((r) => r.category);
  },
});
