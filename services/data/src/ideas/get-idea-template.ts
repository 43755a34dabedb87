// getIdeaTemplate: one template with the name and fields of a version (default the latest), archived ones too (an
// idea written with it still renders); null for a template or version the workspace does not hold.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, ZId } from './idea-access.ts';
import { type IdeaTemplate, readTemplate } from './templates.ts';

export const getIdeaTemplate = defineFunction({
  name: 'getIdeaTemplate',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId, version: z.number().int().min(1, 'expected a version from 1').nullish() }),
  async run({ principal, db }, { id, version }): Promise<IdeaTemplate | null> {
    const w = await requireIdeasReader(principal, 'getIdeaTemplate');
    return (await readTemplate(db.query, w, principal.userId as string, id, version)) ?? null;
  },
});
