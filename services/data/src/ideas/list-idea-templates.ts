// listIdeaTemplates: the templates a reader of the workspace writes ideas with: the built-in ones first, then the
// workspace's own by name; archived ones (hidden from pickers, still rendering their ideas) with includeArchived.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader } from './idea-access.ts';
import { type IdeaTemplate, readTemplates } from './templates.ts';

export const listIdeaTemplates = defineFunction({
  name: 'listIdeaTemplates',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ includeArchived: z.boolean().nullish() }),
  async run({ principal, db }, { includeArchived }): Promise<IdeaTemplate[]> {
    const w = await requireIdeasReader(principal, 'listIdeaTemplates');
    return readTemplates(db.query, w, principal.userId as string, { includeArchived: includeArchived === true });
  },
});
