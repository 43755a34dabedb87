// getIdea: an idea's page as the caller sees it (answers, the fields of its template version, stage history, what
// the caller may do); null when the caller may not see it (another workspace's idea, someone else's draft).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, ZId } from './idea-access.ts';
import { type IdeaDetails, readIdeaDetails } from './idea-record.ts';

export const getIdea = defineFunction({
  name: 'getIdea',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId }),
  async run({ principal, db, deps }, { id }): Promise<IdeaDetails | null> {
    const w = await requireIdeasReader(principal, 'getIdea');
    return readIdeaDetails(db.query, w, principal.userId as string, id, deps.now(), principal.isAdmin);
  },
});
