// findSimilarIdeas: while an author types a title, the workspace's submitted ideas that share its words (PostgreSQL
// full text on title and summary, each telling word also as a prefix, best ranked first); only ideas the caller may see,
// through the same visibility condition as every read, so another workspace's ideas, anyone's drafts and campaign
// ideas out of sight never show (VISIBLE ones only: not a moderation queue; nor merged ones, whose page leads to the
// idea they were merged into); with campaignId, that campaign's.
import { IDEA_LIMITS, type IdeaStage, type SimilarIdea } from '@innov/contracts';
import { z } from 'zod';
import { visibleCampaign } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, visibleIdeaSql, ZId } from './idea-access.ts';

/** At most this many words of the title are looked up. */
const MAX_WORDS = 12;

/**
 * Words so common in idea titles that they say nothing of what an idea is about ("A better way to onboard new
 * engineers"): matching them, as prefixes above all, would find every idea and rank the whole workspace.
 */
const STOP_WORDS = new Set(
  (
    'a an and any are as at be better but by can could do does for from get has have how i if in into is it its ' +
    'let make more most new no not of on or our out over so than that the their them then there these they this ' +
    'to too up us use using via was way we what when where which who why will with without would you your'
  ).split(' '),
);

/** Words shorter than this are matched whole (AI, HR, 5G), not as prefixes of every longer word. */
const MIN_PREFIX = 3;

/**
 * The title's words as a tsquery text: letters and digits only (nothing of the query syntax survives), common
 * words left out, each word matched whole or (from three letters) as a prefix, any of them; null when no word is
 * left.
 */
export function similarityQuery(title: string): string | null {
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
    .filter((w) => !STOP_WORDS.has(w))
    .slice(0, MAX_WORDS);
  return words.length ? words.map((w) => (w.length >= MIN_PREFIX ? `${w}:*` : w)).join(' | ') : null;
}

export const findSimilarIdeas = defineFunction({
  name: 'findSimilarIdeas',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    title: z.string().max(500, 'at most 500 characters'),
    excludeId: ZId.nullish(),
    campaignId: ZId.nullish(),
  }),
  async run({ principal, db }, { title, excludeId, campaignId }): Promise<SimilarIdea[]> {
    const w = await requireIdeasReader(principal, 'findSimilarIdeas');
    if (title.trim().length < IDEA_LIMITS.similarMinTitle) return [];
    const query = similarityQuery(title);
    if (!query) return [];
    const me = principal.userId as string;
    // With a campaign, its ideas only; a campaign out of sight has none.
    if (campaignId && !(await visibleCampaign(db.query, w.tenantId, me, campaignId))) return [];
    const rows = await db.query<{ id: string; title: string; stage: IdeaStage | null; vote_count: number }>(
      `select i.id, i.title, i.stage, i.vote_count
         from app.ideas i, to_tsquery('simple', $3) q
        where i.state = 'SUBMITTED' and i.moderation = 'VISIBLE' and i.merged_into is null
          and ${visibleIdeaSql('i', '$1', '$2')}
          and i.search @@ q and i.id <> $4 and ($6::text is null or i.campaign_id = $6)
        order by ts_rank(i.search, q) desc, i.vote_count desc, i.id
        limit $5`,
      [w.tenantId, me, query, excludeId ?? '', IDEA_LIMITS.similar, campaignId ?? null],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, stage: r.stage, voteCount: r.vote_count }));
  },
});
