// The ideas domain's models: Idea and IdeaComment carry the realtime events only (onCreate/onUpdate/onDeleteIdea,
// onCreate/onUpdateIdeaComment, published by the domain functions after their commit); every read and write goes
// through the functions of this folder. Their read rules are the ideas' visibility (idea-access.ts): a reader of
// the workspace (plan with ideas, membership not pending) sees its submitted ideas, a draft only its author and
// co-authors; another workspace's ideas never.
import { schema } from '@innov/db';
import type { Principal } from '../auth/principal.ts';
import { e, int, s, strings, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';
import type { Filter } from '../store/filter.ts';

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
    owner: s('String!', { readOnly: true }),
    version: int({ type: 'Int!', readOnly: true }),
    tags: strings({ readOnly: true }),
    moderatorTags: strings({ readOnly: true }),
    category: s('String', { readOnly: true }),
    lastActivityAt: time({ readOnly: true }),
  },
  rules: [
    // The workspace's submitted ideas.
    { allow: 'signedIn', ops: ['read'], where: inWorkspace(() => ({ state: { eq: 'SUBMITTED' } })) },
    // The caller's own drafts.
    { allow: 'signedIn', ops: ['read'], where: inWorkspace((p) => ({ owner: { eq: p.userId as string } })) },
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

/** Comments exist on submitted ideas only, which every reader of the workspace sees. */
export const ideaCommentModel: ModelDef = {
  name: 'IdeaComment',
  table: schema.ideaComments,
  fields: {
    ideaId: s('ID!', { readOnly: true }),
    tenantId: s('ID!', { readOnly: true }),
    parentId: s('ID', { readOnly: true }),
    owner: s('String!', { readOnly: true }),
    authorName: s('String', { readOnly: true }),
    body: s('String', { readOnly: true }),
    mentions: strings({ readOnly: true }),
    editedAt: time({ readOnly: true }),
    deletedAt: time({ readOnly: true }),
  },
  rules: [{ allow: 'signedIn', ops: ['read'], where: inWorkspace() }],
  expose: { subscribe: true },
};
