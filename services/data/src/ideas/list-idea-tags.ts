// listIdeaTags: the free and moderator tags the workspace's submitted ideas use, in order (the board's tag filter);
// of campaign ideas, those the caller sees; merged ideas are off the board, and so are their tags.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, visibleIdeaSql } from './idea-access.ts';

const MAX_TAGS = 500;

export const listIdeaTags = defineFunction({
  name: 'listIdeaTags',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }): Promise<string[]> {
    const w = await requireIdeasReader(principal, 'listIdeaTags');
    const rows = await db.query<{ tag: string }>(
      `select distinct t.tag from app.ideas i, unnest(i.tags || i.moderator_tags) as t(tag)
        where i.state = 'SUBMITTED' and i.moderation = 'VISIBLE' and i.merged_into is null
          and ${visibleIdeaSql('i', '$1', '$3')}
        order by t.tag limit $2`,
      [w.tenantId, MAX_TAGS, principal.userId],
    );
    return rows.map((r) => r.tag);
  },
});
