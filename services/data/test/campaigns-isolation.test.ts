// Who sees a campaign (issue 28): a member of the workspace outside a TEAMS campaign's audience (and a member of
// another workspace) sees nothing of it or its ideas through any query, similarity lookup, export, subscription or
// notification, as if none existed; a DRAFT campaign is seen only by who can edit it; an idea waiting for
// moderation (or rejected) only by its author and the campaign's moderators, and its subscribers hear of it only
// once approved.
import { randomUUID } from 'node:crypto';
import { MY_INNOVATIONS_TABS } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ANSWERS, type CampaignOut, campaignKit, hoursAfter, phasesFrom, Q } from './campaigns-fixture.ts';
import {
  type DataHarness,
  errorOf,
  type GqlResult,
  startDataHarness,
  subscribeAs,
  type TestUser,
  until,
} from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;
let outsider: TestUser;
let kit: ReturnType<typeof campaignKit>;

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  kit = campaignKit(h);
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead, outsider } = f.users);
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    ok(await h.as(f.users.platformAdmin, Q.plan, { input: { tenantId, tier: 'CAMPAIGN' } }), 'plan');
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

const openPhases = () =>
  phasesFrom(hoursAfter(new Date(), -1), [
    { kind: 'SUBMISSION', hours: 72 },
    { kind: 'REVIEW', hours: 72 },
  ]);

/** The ids of a list answer (`ok(…)`'s data): a page's items, or the list itself. */
const ids = (data: GqlResult['data'], field: string) =>
  ((data?.[field]?.items ?? data?.[field] ?? []) as { id: string }[]).map((i) => i.id);

/** The caller's answer for the hidden record equals their answer for an id nobody holds. */
async function sameAsMissing(
  user: TestUser,
  what: string,
  query: string,
  vars: (id: string) => Record<string, unknown>,
  hidden: string,
) {
  const theirs = await h.as(user, query, vars(hidden));
  const nobodys = await h.as(user, query, vars(randomUUID()));
  expect(errorOf(theirs), what).toEqual(errorOf(nobodys));
  expect(theirs.data ?? null, what).toEqual(nobodys.data ?? null);
}

describe('a TEAMS campaign and the members outside its audience', () => {
  let campaign: CampaignOut;
  let idea: string;
  let commentId: string;

  beforeAll(async () => {
    campaign = await kit.create(owner, {
      title: 'Quantum canteen challenge',
      brief: 'How might we feed the night shift?',
      categories: ['Night shift food'],
      audience: 'TEAMS',
      teamIds: [f.teamId],
      phases: openPhases(),
    });
    expect(campaign.teams).toEqual([{ id: f.teamId, name: 'Roles team' }]);
    expect((await kit.publish(owner, campaign.id)).status).toBe('OPEN');
    // The lead is in the team: the campaign is theirs to take part in.
    expect(await kit.get(lead, campaign.id)).toMatchObject({ id: campaign.id, canSubmit: true });
    idea = await kit.submitted(lead, campaign.id, 'Quantum canteen vending', {
      category: 'Night shift food',
      tags: ['quantumtag'],
    });
    ok(await h.as(owner, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote');
    ok(await h.as(owner, Q.follow, { input: { ideaId: idea, follow: true } }), 'follow');
    // A comment that mentions the member outside the audience: they are not told.
    commentId = ok(
      await h.as(lead, Q.comment, {
        input: { ideaId: idea, body: `Hot food at 3am, @[Member](user:${member.username}) would like it` },
      }),
      'comment',
    ).addIdeaComment.id;
  });

  it('the audience and the workspace’s admins see it', async () => {
    for (const who of [lead, admin, owner]) {
      expect((await kit.get(who, campaign.id))?.id).toBe(campaign.id);
      expect(ids(ok(await h.as(who, Q.ideas, { campaignId: campaign.id }), 'listIdeas'), 'listIdeas')).toContain(idea);
    }
  });

  it('answers every query of a member outside the audience as for a campaign and ideas that do not exist', async () => {
    for (const who of [member, outsider]) {
      const label = who === member ? 'member' : 'outsider';
      // The campaign itself.
      expect(ok(await h.as(who, Q.get, { id: campaign.id }), label).getCampaign).toBeNull();
      for (const vars of [{}, { teamId: f.teamId }, { search: 'quantum canteen' }, { category: 'Night shift food' }]) {
        const list = ok(await h.as(who, Q.list, vars), `${label} listCampaigns`).listCampaigns;
        expect(
          list.items.map((c: { id: string }) => c.id),
          JSON.stringify(vars),
        ).not.toContain(campaign.id);
      }
      expect(ok(await h.as(who, Q.list, { search: 'quantum canteen' }), label).listCampaigns.total).toBe(0);
      expect(ok(await h.as(who, Q.categories), label).listCampaignCategories).not.toContain('Night shift food');
      expect(ids(ok(await h.as(who, Q.mine), label), 'listMyCampaigns')).not.toContain(campaign.id);
      const tasks = ok(await h.as(who, Q.tasks), label).listMyCampaignTasks as { campaignId: string }[];
      expect(tasks.filter((t) => t.campaignId === campaign.id)).toEqual([]);
      await sameAsMissing(who, `${label} stats`, Q.stats, (id) => ({ id }), campaign.id);
      await sameAsMissing(who, `${label} export`, Q.exportCsv, (id) => ({ id }), campaign.id);
      const exported = await h.as(who, Q.exportCsv, { id: campaign.id });
      expect(JSON.stringify(exported)).not.toContain('Quantum');

      // Its ideas: not on the board, not found, not similar, not in any list or count.
      const board = ok(await h.as(who, Q.ideas, {}), `${label} board`).listIdeas;
      expect(board.items.map((i: { id: string }) => i.id)).not.toContain(idea);
      expect(ok(await h.as(who, Q.ideas, { search: 'quantum canteen' }), label).listIdeas.total).toBe(0);
      expect(ok(await h.as(who, Q.ideas, { authorId: lead.username }), label).listIdeas.total).toBe(0);
      await sameAsMissing(who, `${label} listIdeas(campaignId)`, Q.ideas, (id) => ({ campaignId: id }), campaign.id);
      expect(ok(await h.as(who, Q.getIdea, { id: idea }), label).getIdea).toBeNull();
      expect(ok(await h.as(who, Q.similar, { t: 'quantum canteen vending' }), label).findSimilarIdeas).toEqual([]);
      await sameAsMissing(
        who,
        `${label} findSimilarIdeas(campaignId)`,
        Q.similar,
        (id) => ({ t: 'quantum canteen vending', campaignId: id }),
        campaign.id,
      );
      expect(ok(await h.as(who, 'query { listIdeaCategories }'), label).listIdeaCategories).not.toContain(
        'Night shift food',
      );
      expect(ok(await h.as(who, 'query { listIdeaTags }'), label).listIdeaTags).not.toContain('quantumtag');
      for (const tab of MY_INNOVATIONS_TABS)
        expect(ids(ok(await h.as(who, Q.my, { tab }), `${label} ${tab}`), 'listMyInnovations')).not.toContain(idea);
      await sameAsMissing(who, `${label} comments`, Q.comments, (id) => ({ ideaId: id }), idea);
      await sameAsMissing(who, `${label} activity`, Q.activity, (id) => ({ ideaId: id }), idea);
      await sameAsMissing(
        who,
        `${label} versions`,
        'query ($id: ID!) { listIdeaVersions(ideaId: $id) { version } }',
        (id) => ({ id }),
        idea,
      );
      await sameAsMissing(
        who,
        `${label} people`,
        'query ($id: ID) { listIdeaPeople(ideaId: $id) { userId } }',
        (id) => ({ id }),
        idea,
      );
      // Nor can they act on them.
      await sameAsMissing(who, `${label} vote`, Q.vote, (id) => ({ input: { ideaId: id, vote: true } }), idea);
      await sameAsMissing(who, `${label} follow`, Q.follow, (id) => ({ input: { ideaId: id, follow: true } }), idea);
      await sameAsMissing(who, `${label} comment`, Q.comment, (id) => ({ input: { ideaId: id, body: 'Hi' } }), idea);
      await sameAsMissing(
        who,
        `${label} draft in it`,
        Q.save,
        (id) => ({ input: { templateId: 'problem-statement', title: 'Sneaking in', content: {}, campaignId: id } }),
        campaign.id,
      );
      for (const [what, query] of [
        ['publish', Q.publish],
        ['advance', Q.advance],
        ['close', Q.close],
      ] as const)
        await sameAsMissing(who, `${label} ${what}`, query, (id) => ({ input: { id } }), campaign.id);
    }
    // The mention of the member outside the audience stayed plain text, and nobody outside was told anything.
    const [stored] = await h.system.database.query<{ mentions: string[] }>(
      'select mentions from app.idea_comments where id = $1',
      [commentId],
    );
    expect(stored.mentions).toEqual([]);
    const told = await h.system.database.query<{ kind: string }>(
      'select kind from app.notification_events where owner = any($1) and (link like $2 or link like $3)',
      [[member.username, outsider.username], `%${campaign.id}%`, `%${idea}%`],
    );
    expect(told).toEqual([]);
    // Nothing they tried changed anything: no vote, follow or comment of theirs.
    const [theirs] = await h.system.database.query<Record<string, number>>(
      `select (select count(*)::int from app.idea_votes where idea_id = $1 and user_id = any($2)) as votes,
              (select count(*)::int from app.idea_followers where idea_id = $1 and user_id = any($2)) as follows,
              (select count(*)::int from app.idea_comments where idea_id = $1 and owner = any($2)) as comments,
              (select count(*)::int from app.ideas where campaign_id = $3 and owner = any($2)) as ideas`,
      [idea, [member.username, outsider.username], campaign.id],
    );
    expect(theirs).toEqual({ votes: 0, follows: 0, comments: 0, ideas: 0 });
  });

  it('its ideas’ events reach the audience’s subscribers only', async () => {
    const seen: { who: string; field: string; id: unknown; ideaId?: unknown }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const fields: Record<string, string> = {
      onCreateIdea: 'id tenantId title',
      onUpdateIdea: 'id tenantId title voteCount',
      onCreateIdeaComment: 'id ideaId body',
    };
    for (const [who, user] of [
      ['lead', lead],
      ['member', member],
      ['outsider', outsider],
    ] as const)
      for (const [field, selection] of Object.entries(fields))
        subs.push(
          subscribeAs(h, user, field, selection, {
            next: (value) => seen.push({ who, field, id: value?.id, ideaId: value?.ideaId }),
            error: (e) => seen.push({ who, field: 'error', id: String(e) }),
          }),
        );
    const waitFor = (check: () => boolean) => until(check, 15_000, () => `not seen: ${JSON.stringify(seen)}`);
    try {
      // Open once the member hears of a workspace idea (they are in the workspace, not the campaign).
      const [probe] = await h.system.database.query<{ id: string }>(
        `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
         values ($1, 'problem-statement', 1, 'Workspace probe', 'SUBMITTED', 'NEW', $2, now()) returning id`,
        [f.tenantId, owner.username],
      );
      let on = true;
      const deadline = Date.now() + 15_000;
      while (!seen.some((s) => s.who === 'member' && s.id === probe.id) && Date.now() < deadline) {
        await h.as(admin, Q.follow, { input: { ideaId: probe.id, follow: on } });
        on = !on;
        await new Promise((r) => setTimeout(r, 100));
      }
      await waitFor(() => seen.some((s) => s.who === 'lead' && s.id === probe.id));

      // In the campaign: a new idea, a vote on it, a comment.
      const fresh = await kit.submitted(lead, campaign.id, 'Quantum canteen soup');
      ok(await h.as(owner, Q.vote, { input: { ideaId: fresh, vote: true } }), 'vote');
      const c = ok(await h.as(owner, Q.comment, { input: { ideaId: fresh, body: 'Soup!' } }), 'comment').addIdeaComment;
      await waitFor(() => seen.some((s) => s.who === 'lead' && s.field === 'onCreateIdea' && s.id === fresh));
      await waitFor(() => seen.some((s) => s.who === 'lead' && s.field === 'onUpdateIdea' && s.id === fresh));
      await waitFor(() => seen.some((s) => s.who === 'lead' && s.field === 'onCreateIdeaComment' && s.id === c.id));

      // Then a workspace event: events arrive in order, so once the member has it, the campaign's would be there.
      const last = seen.filter((s) => s.who === 'member' && s.id === probe.id).length;
      ok(await h.as(admin, Q.follow, { input: { ideaId: probe.id, follow: on } }), 'last');
      await waitFor(() => seen.filter((s) => s.who === 'member' && s.id === probe.id).length > last);
      const campaignIds = new Set([fresh, idea, c.id]);
      expect(seen.filter((s) => s.who !== 'lead' && (campaignIds.has(s.id as string) || s.ideaId === fresh))).toEqual(
        [],
      );
      expect(seen.filter((s) => s.who === 'outsider')).toEqual([]);
      expect(seen.filter((s) => s.field === 'error')).toEqual([]);
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});

describe('a DRAFT campaign', () => {
  it('is seen by who can edit it only, until it is published to its audience', async () => {
    const c = await kit.create(owner, {
      title: 'Unannounced plans',
      categories: ['Draft only category'],
      audience: 'WORKSPACE',
      moderatorIds: [lead.username],
      phases: openPhases(),
    });
    // The workspace's admins and the campaign's role holders see it; a plain member does not.
    expect((await kit.get(admin, c.id))?.status).toBe('DRAFT');
    expect((await kit.get(lead, c.id))?.myRoles).toEqual(['MODERATOR']);
    expect(await kit.get(member, c.id)).toBeNull();
    expect(ids(ok(await h.as(member, Q.list, {}), 'list'), 'listCampaigns')).not.toContain(c.id);
    expect(ids(ok(await h.as(member, Q.list, { status: 'DRAFT' }), 'list'), 'listCampaigns')).not.toContain(c.id);
    expect(ok(await h.as(member, Q.categories), 'categories').listCampaignCategories).not.toContain(
      'Draft only category',
    );
    expect(ids(ok(await h.as(admin, Q.list, {}), 'list'), 'listCampaigns')).toContain(c.id);
    await sameAsMissing(
      member,
      'draft in a draft campaign',
      Q.save,
      (id) => ({ input: { templateId: 'problem-statement', title: 'Too early', content: {}, campaignId: id } }),
      c.id,
    );
    await sameAsMissing(member, 'stats of a draft campaign', Q.stats, (id) => ({ id }), c.id);
    // Published: the whole workspace sees it.
    await kit.publish(owner, c.id);
    expect((await kit.get(member, c.id))?.status).toBe('OPEN');
    expect(ids(ok(await h.as(member, Q.list, {}), 'list'), 'listCampaigns')).toContain(c.id);
  });
});

describe('pre-moderation', () => {
  it('an idea waiting for approval is seen by its author and the moderators only, and announced once approved', async () => {
    const c = await kit.create(owner, {
      title: 'Moderated suggestions',
      audience: 'WORKSPACE',
      premoderation: true,
      phases: openPhases(),
    });
    await kit.publish(owner, c.id);
    const seen: { who: string; id: unknown }[] = [];
    const sub = subscribeAs(h, lead, 'onCreateIdea', 'id title', {
      next: (value) => seen.push({ who: 'lead', id: value?.id }),
      error: (e) => seen.push({ who: 'error', id: String(e) }),
    });
    // A workspace idea submitted: once the lead hears of it, the subscription is open; a later one marks that
    // everything sent before it has arrived (events come in order).
    const workspaceIdea = async (title: string) => {
      const id = ok(
        await h.as(admin, Q.save, { input: { templateId: 'problem-statement', title, content: ANSWERS } }),
        'save',
      ).saveIdeaDraft.idea.id as string;
      ok(await h.as(admin, Q.submit, { input: { id } }), 'submit');
      return id;
    };
    try {
      let probe = '';
      const deadline = Date.now() + 15_000;
      while (!seen.some((s) => s.id === probe) && Date.now() < deadline) {
        probe = await workspaceIdea(`Probe ${Date.now()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const waiting = await kit.submitted(member, c.id, 'Suggestion box upgrade');
      const rejected = await kit.submitted(member, c.id, 'Suggestion box removal');
      // The author sees theirs as waiting; a moderator sees both in the queue.
      expect(ok(await h.as(member, Q.getIdea, { id: waiting }), 'author').getIdea.idea.moderation).toBe('PENDING');
      const queue = ok(await h.as(owner, Q.ideas, { campaignId: c.id, moderation: 'PENDING' }), 'queue').listIdeas;
      expect(queue.items.map((i: { id: string }) => i.id).sort()).toEqual([waiting, rejected].sort());
      expect((await kit.get(owner, c.id))?.pendingCount).toBe(2);
      expect((await kit.get(lead, c.id))?.pendingCount).toBe(0);
      const told = await h.system.database.query<{ owner: string }>(
        "select owner from app.notification_events where kind = 'idea.awaitingModeration' and link like $1",
        [`%${waiting}`],
      );
      expect(told.map((t) => t.owner)).toContain(owner.username);
      expect(told.map((t) => t.owner)).not.toContain(lead.username);
      ok(
        await h.as(owner, Q.moderate, { input: { ideaId: rejected, action: 'REJECT', note: 'Out of scope' } }),
        'reject',
      );

      // Anyone else: not on the board, not found, not similar, not in the queue, not announced.
      for (const who of [lead, outsider]) {
        expect(ok(await h.as(who, Q.getIdea, { id: waiting }), 'get').getIdea).toBeNull();
        expect(ok(await h.as(who, Q.getIdea, { id: rejected }), 'get').getIdea).toBeNull();
        expect(ids(ok(await h.as(who, Q.ideas, {}), 'board'), 'listIdeas')).not.toContain(waiting);
        expect(ok(await h.as(who, Q.similar, { t: 'suggestion box upgrade' }), 'similar').findSimilarIdeas).toEqual([]);
        await sameAsMissing(who, 'comments', Q.comments, (id) => ({ ideaId: id }), waiting);
        await sameAsMissing(who, 'vote', Q.vote, (id) => ({ input: { ideaId: id, vote: true } }), waiting);
      }
      expect(ids(ok(await h.as(lead, Q.ideas, { campaignId: c.id }), 'campaign board'), 'listIdeas')).toEqual([]);
      expect(errorOf(await h.as(lead, Q.ideas, { campaignId: c.id, moderation: 'PENDING' }))?.errorType).toBe(
        'Unauthorized',
      );
      expect(ok(await h.as(member, Q.getIdea, { id: rejected }), 'author').getIdea.idea.moderation).toBe('REJECTED');
      const sentinel = await workspaceIdea('Sentinel');
      await until(
        () => seen.some((s) => s.id === sentinel),
        15_000,
        () => JSON.stringify(seen),
      );
      expect(seen.filter((s) => s.id === waiting || s.id === rejected || s.who === 'error')).toEqual([]);

      // Approved: on the board, and announced to subscribers then.
      ok(await h.as(owner, Q.moderate, { input: { ideaId: waiting, action: 'APPROVE' } }), 'approve');
      await until(
        () => seen.some((s) => s.id === waiting),
        15_000,
        () => JSON.stringify(seen),
      );
      expect(ok(await h.as(lead, Q.getIdea, { id: waiting }), 'get').getIdea.idea.moderation).toBe('VISIBLE');
      expect(ids(ok(await h.as(lead, Q.ideas, { campaignId: c.id }), 'board'), 'listIdeas')).toEqual([waiting]);
      expect(seen.filter((s) => s.id === rejected || s.who === 'error')).toEqual([]);
      const approved = await h.system.database.query<{ owner: string }>(
        "select owner from app.notification_events where kind = 'idea.approved' and link like $1",
        [`%${waiting}`],
      );
      expect(approved.map((a) => a.owner)).toEqual([member.username]);
    } finally {
      sub.unsubscribe();
    }
  });
});
