// findSimilarIdeas: while an author types a title, the workspace's submitted ideas that share its words (PostgreSQL
// full text on title and summary, each word also as a prefix, best ranked first); only ideas the caller may see,
// through the same visibility condition as every read, so another workspace's ideas and anyone's drafts never show.
import { IDEA_LIMITS, type IdeaStage } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, visibleIdeaSql, ZId } from './idea-access.ts';

export interface SimilarIdea {
  id: string;
  title: string;
  stage: IdeaStage | null;
  voteCount: number;
}

/** At most this many words of the title are looked up. */
const MAX_WORDS = 12;

/**
 * The title's words as a tsquery text: letters and digits only (nothing of the query syntax survives), each word
 * matched whole or as a prefix, any of them; null when no word is left.
 */
export function similarityQuery(title: string): string | null {
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
  return words.length ? words.map((w) => `${w}:*`).join(' | ') : null;
}

export const findSimilarIdeas = defineFunction({
  name: 'findSimilarIdeas',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ title: z.string().max(500, 'at most 500 characters'), excludeId: ZId.nullish() }),
  async run({ principal, db }, { title, excludeId }): Promise<SimilarIdea[]> {
    const w = await requireIdeasReader(principal, 'findSimilarIdeas');
    if (title.trim().length < IDEA_LIMITS.similarMinTitle) return [];
    const query = similarityQuery(title);
    if (!query) return [];
    const rows = await db.query<{ id: string; title: string; stage: IdeaStage | null; vote_count: number }>(
      `select i.id, i.title, i.stage, i.vote_count
         from app.ideas i, to_tsquery('simple', $3) q
        where i.state = 'SUBMITTED' and ${visibleIdeaSql('i', '$1', '$2')} and i.search @@ q and i.id <> $4
        order by ts_rank(i.search, q) desc, i.vote_count desc, i.id
        limit $5`,
      [w.tenantId, principal.userId, query, excludeId ?? '', IDEA_LIMITS.similar],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, stage: r.stage, voteCount: r.vote_count }));
  },
});
