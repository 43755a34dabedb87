// The ideas domain's models: Idea and IdeaComment carry the realtime events only (onCreate/onUpdate/onDeleteIdea,
// onCreate/onUpdateIdeaComment, published by the domain functions after their commit); every read and write goes
// through the functions of this folder. Their read rules are the ideas' visibility (idea-access.ts visibleIdeaSql)
// as filters the guard checks on each event: a reader of the workspace (plan with ideas, membership not pending)
// sees its submitted ideas outside campaigns; a campaign's VISIBLE ideas when the campaign is visible to them
// (app.campaign_visible_to), all its submitted ideas when they moderate it (app.campaign_moderated_by); their own
// ideas and the ideas they co-author whatever their state; another workspace's ideas never. Comments follow their
// idea. The sets these rules look in are the caller's membership sets (cached for seconds, forgotten when the
// workspace changes: a campaign's audience, roles or status, an idea's moderation announce WORKSPACE_CHANGES_TOPIC).
import { schema } from '@innov/db';
import type { Principal } from '../auth/principal.ts';
import { bool, e, int, s, strings, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';
import { type Filter, MEMBER, type MembershipSource } from '../store/filter.ts';
import { visibleIdeaSql } from './idea-access.ts';

/** The caller's workspace when they read ideas there (the `ideas` feature, not waiting for approval), else null. */
async function ideasTenant(p: Principal): Promise<string | null> {
  if (!p.userId) return null;
  const w = await p.workspace();
  if (!w.tenantId || w.pendingApproval || !w.entitlements.features.includes('ideas')) return null;
  return w.tenantId;
}

/** A rule's filter: the caller's ideas workspace, and `extra` when given. */
const inWorkspace =
  (extra?: (p: Principal) => Filter) =>
  async (p: Principal): Promise<Filter | null> => {
    const tenantId = await ideasTenant(p);
    if (!tenantId) return null;
    const workspace: Filter = { tenantId: { eq: tenantId } };
    return extra ? { and: [workspace, extra(p)] } : workspace;
  };

/**
 * A membership set the rules below look in that no table holds as such: a statement's rows of (group, user), which
 * the guard reads for one user (`where user_id = $caller`) like a membership table.
 */
const derived = (id: string, key: string, select: string): MembershipSource => ({
  id: `ideas:${id}`,
  table: `(${select}) ${id}`,
  key: `"${key}"`,
  user: '"user_id"',
});

/** The campaigns a member sees (app.campaign_visible_to). */
export const VISIBLE_CAMPAIGNS = derived(
  'visible_campaigns',
  'campaign_id',
  `select c.id as campaign_id, m.user_id from app.campaigns c join app.workspace_members m on m.tenant_id = c.tenant_id
    where app.campaign_visible_to(c.id, m.user_id)`,
);
/** The campaigns a member moderates (app.campaign_moderated_by). */
export const MODERATED_CAMPAIGNS = derived(
  'moderated_campaigns',
  'campaign_id',
  `select c.id as campaign_id, m.user_id from app.campaigns c join app.workspace_members m on m.tenant_id = c.tenant_id
    where app.campaign_moderated_by(c.id, m.user_id)`,
);
/** Every campaign idea of a member's workspace (a comment on one of them follows the next set). */
export const CAMPAIGN_IDEAS = derived(
  'campaign_ideas',
  'idea_id',
  `select i.id as idea_id, m.user_id from app.ideas i join app.workspace_members m on m.tenant_id = i.tenant_id
    where i.campaign_id is not null`,
);
/** The campaign ideas a member sees (visibleIdeaSql). */
export const VISIBLE_CAMPAIGN_IDEAS = derived(
  'visible_campaign_ideas',
  'idea_id',
  `select i.id as idea_id, m.user_id from app.ideas i join app.workspace_members m on m.tenant_id = i.tenant_id
    where i.campaign_id is not null and ${visibleIdeaSql('i', 'm.tenant_id', 'm.user_id')}`,
);

const memberOf = (p: Principal, field: string, source: MembershipSource): Filter => ({
  [MEMBER]: { field, source, userId: p.userId as string },
});

export const ideaModel: ModelDef = {
  name: 'Idea',
  table: schema.ideas,
  fields: {
    tenantId: s('ID!', { readOnly: true }),
    title: s('String!', { readOnly: true }),
    state: e('IdeaState!', { readOnly: true }),
    stage: e('IdeaStage', { readOnly: true }),
    voteCount: int({ type: 'Int!', readOnly: true }),
    commentCount: int({ type: 'Int!', readOnly: true }),
    followerCount: int({ type: 'Int!', readOnly: true }),
    /** Null on an anonymous idea's events: they carry no author (idea-record.ts ideaEventRecord). */
    owner: s('String', { readOnly: true }),
    campaignId: s('ID', { readOnly: true }),
    anonymous: bool({ type: 'Boolean!', readOnly: true }),
    moderation: e('IdeaModeration!', { readOnly: true }),
    version: int({ type: 'Int!', readOnly: true }),
    tags: strings({ readOnly: true }),
    moderatorTags: strings({ readOnly: true }),
    category: s('String', { readOnly: true }),
    lastActivityAt: time({ readOnly: true }),
  },
  rules: [
    // The workspace's submitted ideas outside campaigns.
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace(() => ({ state: { eq: 'SUBMITTED' }, campaignId: { attributeExists: false } })),
    },
    // A campaign's visible ideas, for those who see the campaign.
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace((p) => ({
        state: { eq: 'SUBMITTED' },
        moderation: { eq: 'VISIBLE' },
        ...memberOf(p, 'campaignId', VISIBLE_CAMPAIGNS),
      })),
    },
    // Every submitted idea of the campaigns the caller moderates.
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace((p) => ({ state: { eq: 'SUBMITTED' }, ...memberOf(p, 'campaignId', MODERATED_CAMPAIGNS) })),
    },
    // The caller's own ideas: by the owner field, and (an anonymous idea's events carry none) by their ideas' ids.
    { allow: 'signedIn', ops: ['read'], where: inWorkspace((p) => ({ owner: { eq: p.userId as string } })) },
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace(),
      member: { field: 'id', table: schema.ideas, key: 'id', user: 'owner' },
    },
    // The drafts the caller co-authors (invited or accepted).
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace(),
      member: { field: 'id', table: schema.ideaCoauthors, key: 'idea_id', user: 'user_id' },
    },
  ],
  expose: { subscribe: true },
};

/**
 * Comments exist on submitted ideas only: those outside campaigns every reader of the workspace sees; a campaign
 * idea's whoever sees that idea, and its authors theirs. An anonymous idea's authors' comments carry no owner and
 * the name 'Anonymous' (idea-comments.ts).
 */
export const ideaCommentModel: ModelDef = {
  name: 'IdeaComment',
  table: schema.ideaComments,
  fields: {
    ideaId: s('ID!', { readOnly: true }),
    tenantId: s('ID!', { readOnly: true }),
    parentId: s('ID', { readOnly: true }),
    owner: s('String', { readOnly: true }),
    authorName: s('String', { readOnly: true }),
    body: s('String', { readOnly: true }),
    mentions: strings({ readOnly: true }),
    editedAt: time({ readOnly: true }),
    deletedAt: time({ readOnly: true }),
  },
  rules: [
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace((p) => ({ not: memberOf(p, 'ideaId', CAMPAIGN_IDEAS) })),
    },
    { allow: 'signedIn', ops: ['read'], where: inWorkspace((p) => memberOf(p, 'ideaId', VISIBLE_CAMPAIGN_IDEAS)) },
    {
      allow: 'signedIn',
      ops: ['read'],
      where: inWorkspace(),
      member: { field: 'ideaId', table: schema.ideas, key: 'id', user: 'owner' },
    },
  ],
  expose: { subscribe: true },
};
