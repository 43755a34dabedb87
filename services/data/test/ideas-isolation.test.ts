// A member of another workspace sees nothing of a workspace's ideas (issue 24): no query, mutation, similarity
// lookup or subscription event tells them anything, and a draft stays between its author and co-authors. Both
// workspaces are on the Campaign plan, so nothing here is the plan's gate. Each engineer's checks are a describe
// block of their own over the shared setup below.
import { MY_INNOVATIONS_TABS } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, startDataHarness, subscribeAs, type TestUser, until } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let member: TestUser;
let lead: TestUser;
let admin: TestUser;
let outsider: TestUser;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  f = await buildRolesFixture(h);
  ({ owner, member, lead, admin, outsider } = f.users);
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

describe('templates, writing, co-authors and similar ideas (backend A)', () => {
  const FIELDS = 'fields { id type label required }';
  const TEMPLATE = `id name version status ${FIELDS}`;
  const DETAILS = `idea { id title state stage } content templateVersion ${FIELDS}`;
  const SAVE = `mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { ${DETAILS} } }`;
  const SUBMIT = `mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { ${DETAILS} } }`;
  const pitch = [{ id: 'problem', type: 'LONG_TEXT', label: 'Problem', required: true }];

  async function submitted(user: TestUser, title: string) {
    const d = ok(
      await h.as(user, SAVE, {
        input: { templateId: 'problem-statement', title, content: { problem: 'p', affected: 'a', impact: 'i' } },
      }),
      'save',
    ).saveIdeaDraft;
    return ok(await h.as(user, SUBMIT, { input: { id: d.idea.id } }), 'submit').submitIdea.idea.id as string;
  }

  it('a member of another workspace sees nothing through any query or similarity lookup', async () => {
    const template = ok(
      await h.as(owner, 'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }', {
        input: { name: 'Roles pitch', fields: pitch },
      }),
      'createIdeaTemplate',
    ).createIdeaTemplate.id as string;
    const idea = await submitted(member, 'Isolated solar roof');
    ok(
      await h.as(member, 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { version } } }', {
        input: { id: idea, title: 'Isolated solar roof 2', content: { problem: 'p', affected: 'a', impact: 'i' } },
      }),
      'editIdea',
    );
    // Seen from inside: the workspace's lead finds all of it.
    expect(
      ok(await h.as(lead, 'query ($id: ID!) { getIdea(id: $id) { idea { id } } }', { id: idea }), 'get').getIdea,
    ).not.toBeNull();

    const looks: [string, string, Record<string, unknown>, unknown][] = [
      ['getIdea', 'query ($id: ID!) { getIdea(id: $id) { idea { id } } }', { id: idea }, null],
      ['listIdeaVersions', 'query ($id: ID!) { listIdeaVersions(ideaId: $id) { version } }', { id: idea }, []],
      ['findSimilarIdeas', 'query ($t: String!) { findSimilarIdeas(title: $t) { id } }', { t: 'isolated solar' }, []],
      ['listIdeaPeople', 'query ($id: ID) { listIdeaPeople(ideaId: $id) { userId } }', { id: idea }, []],
      ['getIdeaTemplate', `query ($id: ID!) { getIdeaTemplate(id: $id) { ${TEMPLATE} } }`, { id: template }, null],
      [
        'listIdeaTemplateVersions',
        'query ($id: ID!) { listIdeaTemplateVersions(id: $id) { version } }',
        { id: template },
        [],
      ],
    ];
    for (const [field, query, variables, nothing] of looks) {
      const r = await h.as(outsider, query, variables);
      expect(r.errors, field).toBeUndefined();
      expect(r.data[field], field).toEqual(nothing);
    }
    // Their own lists hold nothing of it either.
    const templates = ok(await h.as(outsider, 'query { listIdeaTemplates(includeArchived: true) { id } }'), 'list')
      .listIdeaTemplates as { id: string }[];
    expect(templates.map((t) => t.id)).not.toContain(template);
    const people = ok(await h.as(outsider, 'query { listIdeaPeople { userId } }'), 'people').listIdeaPeople as {
      userId: string;
    }[];
    expect(people.map((p) => p.userId)).not.toContain(member.username);
    // Their own idea with the same words finds only itself.
    const theirs = await submitted(outsider, 'Isolated solar roof elsewhere');
    const similar = ok(
      await h.as(outsider, 'query ($t: String!) { findSimilarIdeas(title: $t) { id } }', { t: 'isolated solar' }),
      'similar',
    ).findSimilarIdeas;
    expect(similar).toEqual([{ id: theirs }]);
  });

  it('…and changes nothing: writes to another workspace’s idea or template answer as for a missing one', async () => {
    const template = ok(
      await h.as(owner, 'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }', {
        input: { name: 'Roles pitch two', fields: pitch },
      }),
      'createIdeaTemplate',
    ).createIdeaTemplate.id as string;
    const idea = await submitted(member, 'Untouchable');
    const draft = ok(
      await h.as(member, SAVE, { input: { templateId: template, title: 'Untouchable draft', content: {} } }),
      'save',
    ).saveIdeaDraft.idea.id as string;
    const writes: [string, string, Record<string, unknown>, string][] = [
      [
        'saveIdeaDraft',
        SAVE,
        { input: { id: draft, templateId: 'problem-statement', title: 'Mine now', content: {} } },
        'NotFound',
      ],
      // Their own draft on this workspace's template: no such template for them.
      ['saveIdeaDraft', SAVE, { input: { templateId: template, title: 'Borrowed', content: {} } }, 'ValidationError'],
      ['submitIdea', SUBMIT, { input: { id: draft } }, 'NotFound'],
      [
        'editIdea',
        'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { id } } }',
        { input: { id: idea, title: 'Mine now', content: { problem: 'p', affected: 'a', impact: 'i' } } },
        'NotFound',
      ],
      [
        'deleteIdea',
        'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }',
        { input: { id: idea } },
        'NotFound',
      ],
      [
        'inviteCoAuthors',
        'mutation ($input: InviteCoAuthorsInput!) { inviteCoAuthors(input: $input) { idea { id } } }',
        { input: { ideaId: idea, userIds: [outsider.username] } },
        'NotFound',
      ],
      [
        'respondToCoAuthorship',
        'mutation ($input: RespondToCoAuthorshipInput!) { respondToCoAuthorship(input: $input) { idea { id } } }',
        { input: { ideaId: idea, accept: true } },
        'NotFound',
      ],
      [
        'removeCoAuthor',
        'mutation ($input: RemoveCoAuthorInput!) { removeCoAuthor(input: $input) { idea { id } } }',
        { input: { ideaId: idea, userId: member.username } },
        'NotFound',
      ],
      [
        'updateIdeaTemplate',
        'mutation ($input: UpdateIdeaTemplateInput!) { updateIdeaTemplate(input: $input) { id } }',
        { input: { id: template, fields: pitch, name: 'Taken over' } },
        'ConditionalCheckFailedException',
      ],
      [
        'setIdeaTemplateStatus',
        'mutation ($input: SetIdeaTemplateStatusInput!) { setIdeaTemplateStatus(input: $input) { id } }',
        { input: { id: template, status: 'ARCHIVED' } },
        'ConditionalCheckFailedException',
      ],
    ];
    for (const [field, query, variables, errorType] of writes)
      expect(errorOf(await h.as(outsider, query, variables))?.errorType, field).toBe(errorType);
    const [row] = await h.system.database.query<{ title: string; version: number; n: number }>(
      `select i.title, i.version, (select count(*)::int from app.idea_coauthors c where c.idea_id = i.id) as n
         from app.ideas i where i.id = $1`,
      [idea],
    );
    expect(row).toEqual({ title: 'Untouchable', version: 1, n: 0 });
    const [t] = await h.system.database.query<{ name: string; version: number; status: string }>(
      'select name, version, status from app.idea_templates where id = $1',
      [template],
    );
    expect(t).toEqual({ name: 'Roles pitch two', version: 1, status: 'ACTIVE' });
  });

  it('live: a submitted idea reaches its workspace only; a draft’s changes reach its author and co-authors only', async () => {
    const seen: { who: string; field: string; value: Record<string, unknown> }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const listen = (who: string, user: TestUser, field: string) =>
      subs.push(
        subscribeAs(h, user, field, 'id tenantId title state stage version', {
          next: (value) => seen.push({ who, field, value }),
          error: (e) => seen.push({ who, field: 'error', value: { error: String(e) } }),
        }),
      );
    for (const [who, user] of [
      ['lead', lead],
      ['admin', admin],
      ['outsider', outsider],
    ] as const) {
      listen(who, user, 'onCreateIdea');
      listen(who, user, 'onUpdateIdea');
    }
    try {
      // The subscriptions are open once a probe gets through to the lead.
      let probe = '';
      const deadline = Date.now() + 15_000;
      while (!seen.some((s) => s.who === 'lead' && s.value?.id === probe) && Date.now() < deadline) {
        probe = await submitted(owner, `Probe ${Date.now()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.some((s) => s.who === 'lead' && s.field === 'onCreateIdea' && s.value?.id === probe)).toBe(true);

      // A draft with the lead invited: its autosaves reach the lead (a co-author, even before accepting), not the
      // admin (a moderator, but drafts are private) nor the outsider.
      const draft = ok(
        await h.as(member, SAVE, { input: { templateId: 'problem-statement', title: 'Quiet draft', content: {} } }),
        'save',
      ).saveIdeaDraft.idea.id as string;
      ok(
        await h.as(
          member,
          'mutation ($input: InviteCoAuthorsInput!) { inviteCoAuthors(input: $input) { idea { id } } }',
          {
            input: { ideaId: draft, userIds: [lead.username] },
          },
        ),
        'invite',
      );
      ok(
        await h.as(member, SAVE, {
          input: { id: draft, templateId: 'problem-statement', title: 'Quiet draft, saved', content: {} },
        }),
        'autosave',
      );
      await until(() => seen.some((s) => s.who === 'lead' && s.value?.title === 'Quiet draft, saved'));

      // Then it is submitted: everyone of the workspace sees it arrive, the outsider nothing. Ordered delivery: the
      // admin seeing the submission means the draft's earlier events were not sent to them.
      ok(
        await h.as(member, SAVE, {
          input: {
            id: draft,
            templateId: 'problem-statement',
            title: 'Quiet draft, saved',
            content: { problem: 'p', affected: 'a', impact: 'i' },
          },
        }),
        'final',
      );
      ok(await h.as(member, SUBMIT, { input: { id: draft } }), 'submit');
      await until(() => seen.some((s) => s.who === 'admin' && s.field === 'onCreateIdea' && s.value?.id === draft));
      expect(
        seen.filter((s) => s.who === 'admin' && s.value?.id === draft).map((s) => [s.field, s.value.state]),
      ).toEqual([['onCreateIdea', 'SUBMITTED']]);
      expect(seen.filter((s) => s.who === 'outsider')).toEqual([]);
      expect(seen.filter((s) => s.field === 'error')).toEqual([]);
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});

// Backend B's functions (the board, votes, follows, moves, tags, comments, the activity trail, my innovations):
// another workspace's idea is as no idea at all, whatever the query, mutation or subscription.
describe('the board across workspaces', () => {
  const CARD_B = 'id title stage voteCount commentCount followerCount votedByMe followedByMe';
  const COMMENT_B = 'id ideaId body mentions deletedAt';
  const Q = {
    list: `query ($search: String, $authorId: ID, $tag: String) { listIdeas(search: $search, authorId: $authorId, tag: $tag, limit: 100) {
      items { id } total stageCounts { stage count } } }`,
    categories: 'query { listIdeaCategories }',
    tags: 'query { listIdeaTags }',
    comments: `query ($ideaId: ID!) { listIdeaComments(ideaId: $ideaId) { items { ${COMMENT_B} } nextToken } }`,
    activity: `query ($ideaId: ID!) { listIdeaActivity(ideaId: $ideaId) { items { id action } nextToken } }`,
    my: `query ($tab: MyInnovationsTab!) { listMyInnovations(tab: $tab) { items { id } total } }`,
    counts: 'query { getMyInnovationsCounts { drafts submitted coauthored following invitations } }',
    vote: `mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { ${CARD_B} } }`,
    follow: `mutation ($input: FollowIdeaInput!) { followIdea(input: $input) { ${CARD_B} } }`,
    move: `mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { ${CARD_B} } }`,
    tagsSet: `mutation ($input: UpdateIdeaTagsInput!) { updateIdeaTags(input: $input) { ${CARD_B} } }`,
    comment: `mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { ${COMMENT_B} } }`,
    editComment: `mutation ($input: EditIdeaCommentInput!) { editIdeaComment(input: $input) { ${COMMENT_B} } }`,
    deleteComment: `mutation ($input: DeleteIdeaCommentInput!) { deleteIdeaComment(input: $input) { ${COMMENT_B} } }`,
  };
  const ideaState = async (id: string) =>
    (
      await h.system.database.query<Record<string, unknown>>(
        `select stage, tags, moderator_tags, vote_count, comment_count, follower_count,
                (select count(*)::int from app.idea_comments c where c.idea_id = i.id) as comments,
                (select count(*)::int from app.audit_log a where a.target = 'Idea:' || i.id) as audit
           from app.ideas i where id = $1`,
        [id],
      )
    )[0];

  it("answers another workspace's idea, comment and trail as ones that do not exist, and changes nothing", async () => {
    const [home, writer] = [owner, member];
    // An idea of the roles workspace with a category, a tag, a vote, a comment and a trail.
    const [idea] = await h.system.database.query<{ id: string }>(
      `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, category, tags, owner,
         submitted_at) values ($1, 'problem-statement', 1, 'Secret canteen plan', 'SUBMITTED', 'NEW', 'Secret category',
         '{secret-tag}', $2, now()) returning id`,
      [f.tenantId, writer.username],
    );
    const ideaId = idea?.id as string;
    ok(await h.as(home, Q.vote, { input: { ideaId, vote: true } }), 'home vote');
    const comment = ok(
      await h.as(home, Q.comment, { input: { ideaId, body: 'Home comment' } }),
      'home comment',
    ).addIdeaComment;
    const before = await ideaState(ideaId);

    // Reads: nothing of it shows on the outsider's board, lists or counts.
    const board = ok(await h.as(outsider, Q.list, {}), 'outsider board').listIdeas;
    expect(board.items.map((i: { id: string }) => i.id)).not.toContain(ideaId);
    const searched = ok(await h.as(outsider, Q.list, { search: 'secret canteen' }), 'outsider search').listIdeas;
    expect(searched).toMatchObject({ items: [], total: 0 });
    expect(searched.stageCounts.every((c: { count: number }) => c.count === 0)).toBe(true);
    expect(ok(await h.as(outsider, Q.list, { authorId: writer.username }), 'by author').listIdeas.total).toBe(0);
    expect(ok(await h.as(outsider, Q.list, { tag: 'secret-tag' }), 'by tag').listIdeas.total).toBe(0);
    expect(ok(await h.as(outsider, Q.categories), 'categories').listIdeaCategories).not.toContain('Secret category');
    expect(ok(await h.as(outsider, Q.tags), 'tags').listIdeaTags).not.toContain('secret-tag');
    for (const tab of MY_INNOVATIONS_TABS)
      expect(
        ok(await h.as(outsider, Q.my, { tab }), tab).listMyInnovations.items.map((i: { id: string }) => i.id),
      ).not.toContain(ideaId);

    // Per-idea reads and every write: the same answer as an id nobody holds.
    const same = async (query: string, vars: (id: string) => Record<string, unknown>) => {
      const theirs = await h.as(outsider, query, vars(ideaId));
      const nobodys = await h.as(outsider, query, vars('no-such-idea'));
      expect(theirs.errors, query).toBeDefined();
      expect(errorOf(theirs), query).toEqual(errorOf(nobodys));
    };
    await same(Q.comments, (id) => ({ ideaId: id }));
    await same(Q.activity, (id) => ({ ideaId: id }));
    await same(Q.vote, (id) => ({ input: { ideaId: id, vote: true } }));
    await same(Q.vote, (id) => ({ input: { ideaId: id, vote: false } }));
    await same(Q.follow, (id) => ({ input: { ideaId: id, follow: true } }));
    await same(Q.move, (id) => ({ input: { ids: [id], stage: 'DECLINED' } }));
    await same(Q.tagsSet, (id) => ({ input: { id, tags: ['mine'], moderatorTags: ['mine'] } }));
    await same(Q.comment, (id) => ({ input: { ideaId: id, body: 'Hello from elsewhere' } }));
    const commentIds = (id: string) => (id === ideaId ? comment.id : 'no-such-comment');
    await same(Q.editComment, (id) => ({ input: { id: commentIds(id), body: 'Edited from elsewhere' } }));
    await same(Q.deleteComment, (id) => ({ input: { id: commentIds(id) } }));
    // A reply under their comment, on an idea of the outsider's own workspace, is refused too.
    const [own] = await h.system.database.query<{ id: string }>(
      `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
       values ($1, 'problem-statement', 1, 'Outsider idea', 'SUBMITTED', 'NEW', $2, now()) returning id`,
      [f.outsiderTenantId, outsider.username],
    );
    const reply = await h.as(outsider, Q.comment, {
      input: { ideaId: own?.id, parentId: comment.id, body: 'Sneaky reply' },
    });
    expect(errorOf(reply)?.errorType).toBe('ValidationError');

    // Nothing changed: no vote, follow, move, tag, comment or audit row of theirs on the idea.
    expect(await ideaState(ideaId)).toEqual(before);
    expect(
      (
        await h.system.database.query<{ body: string }>('select body from app.idea_comments where id = $1', [
          comment.id,
        ])
      )[0]?.body,
    ).toBe('Home comment');
  });

  it('a follower who moved to another workspace no longer hears of the idea nor lists it', async () => {
    const [home, writer] = [owner, member];
    const mover = await h.newUser('mover');
    const join = async (tenantId: string) => {
      const q = h.system.database.query;
      await q('delete from app.workspace_members where user_id = $1', [mover.username]);
      await q("insert into app.workspace_members (tenant_id, user_id, role) values ($1, $2, 'member')", [
        tenantId,
        mover.username,
      ]);
      await q('update app.user_profiles set tenant_id = $2, pending_approval = false, is_owner = false where id = $1', [
        mover.username,
        tenantId,
      ]);
      const deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
      await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: mover.username });
    };
    await join(f.tenantId);
    const [idea] = await h.system.database.query<{ id: string }>(
      `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
       values ($1, 'problem-statement', 1, 'Followed then left', 'SUBMITTED', 'NEW', $2, now()) returning id`,
      [f.tenantId, writer.username],
    );
    const ideaId = idea?.id as string;
    ok(await h.as(mover, Q.follow, { input: { ideaId, follow: true } }), 'follow');
    expect(ok(await h.as(mover, Q.my, { tab: 'FOLLOWING' }), 'following').listMyInnovations.total).toBe(1);
    await join(f.outsiderTenantId);
    expect(ok(await h.as(mover, Q.my, { tab: 'FOLLOWING' }), 'after the move').listMyInnovations.total).toBe(0);
    expect(ok(await h.as(mover, Q.counts), 'counts').getMyInnovationsCounts.following).toBe(0);
    ok(await h.as(home, Q.comment, { input: { ideaId, body: 'News for followers' } }), 'comment');
    ok(await h.as(home, Q.move, { input: { ids: [ideaId], stage: 'UNDER_REVIEW' } }), 'move');
    const told = await h.system.database.query<{ kind: string }>(
      "select kind from app.notification_events where owner = $1 and kind like 'idea.%'",
      [mover.username],
    );
    expect(told).toEqual([]);
  });

  it("subscribers of another workspace receive none of the board's events", async () => {
    const [home, writer] = [owner, member];
    const seen: { who: string; field: string; id: unknown }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const fields: Record<string, string> = {
      onUpdateIdea: 'id tenantId voteCount',
      onCreateIdeaComment: 'id ideaId body',
      onUpdateIdeaComment: 'id ideaId body',
    };
    for (const [who, user] of [
      ['lead', lead],
      ['outsider', outsider],
    ] as const)
      for (const [field, selection] of Object.entries(fields))
        subs.push(
          subscribeAs(h, user, field, selection, {
            next: (value) => seen.push({ who, field, id: value?.id }),
            error: (e) => seen.push({ who, field: 'error', id: String(e) }),
          }),
        );
    const waitFor = (check: () => boolean) => until(check, 15_000, () => `not seen: ${JSON.stringify(seen)}`);
    try {
      const [idea] = await h.system.database.query<{ id: string }>(
        `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
         values ($1, 'problem-statement', 1, 'Live secrets', 'SUBMITTED', 'NEW', $2, now()) returning id`,
        [f.tenantId, writer.username],
      );
      const ideaId = idea?.id as string;
      // Open once the lead (same workspace) receives an event.
      let on = true;
      const deadline = Date.now() + 15_000;
      while (!seen.some((s) => s.who === 'lead' && s.id === ideaId) && Date.now() < deadline) {
        await h.as(home, Q.follow, { input: { ideaId, follow: on } });
        on = !on;
        await new Promise((r) => setTimeout(r, 100));
      }
      ok(await h.as(home, Q.vote, { input: { ideaId, vote: true } }), 'vote');
      ok(await h.as(home, Q.tagsSet, { input: { id: ideaId, tags: ['live'] } }), 'tags');
      const c = ok(await h.as(home, Q.comment, { input: { ideaId, body: 'Live' } }), 'comment').addIdeaComment;
      ok(await h.as(home, Q.editComment, { input: { id: c.id, body: 'Live, edited' } }), 'edit');
      ok(await h.as(home, Q.deleteComment, { input: { id: c.id } }), 'delete');
      ok(await h.as(home, Q.move, { input: { ids: [ideaId], stage: 'SELECTED' } }), 'move');
      await waitFor(() => seen.filter((s) => s.who === 'lead' && s.field === 'onUpdateIdeaComment').length === 2);
      await waitFor(() => seen.some((s) => s.who === 'lead' && s.field === 'onCreateIdeaComment' && s.id === c.id));
      // The lead saw the last one (the move: events arrive in order), so the outsider's would have arrived by now.
      const updates = () => seen.filter((s) => s.who === 'lead' && s.field === 'onUpdateIdea' && s.id === ideaId);
      const count = updates().length;
      ok(await h.as(home, Q.follow, { input: { ideaId, follow: on } }), 'last');
      await waitFor(() => updates().length > count);
      expect(seen.filter((s) => s.who === 'outsider')).toEqual([]);
      expect(seen.filter((s) => s.field === 'error')).toEqual([]);
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});
