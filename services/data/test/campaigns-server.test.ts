// The campaigns server's own functions (issue 28): create, update and the state machine (publish, advance, close,
// archive, delete), validation, the plan's active-campaign limit, the campaign-phases job with an injected clock,
// the lists, tasks, figures, results and the CSV export. The acceptance tests (visibility everywhere,
// anonymity, phase rules of ideas) are campaigns*.test.ts beside this one.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runCampaignPhases } from '../src/campaigns/jobs.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, startDataHarness, type TestUser } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let deps: DataDeps;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;
let outsider: TestUser;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const CAMPAIGN = `id title brief status coverFileId coverUrl categories templateId templateName audience
  teams { id name } invitees { userId name } allowAnonymous premoderation
  phases { position kind name startsAt endsAt allowSubmit allowVote allowComment allowEvaluate showResults active }
  activePhase opensAt closesAt people { userId name role } myRoles ideaCount participantCount pendingCount
  canEdit canModerate canSubmit canVote canComment seesAuthors
  results { announcement publishedAt ideas { id title } }
  createdByName createdAt updatedAt publishedAt closedAt`;
const CREATE = `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN} } }`;
const UPDATE = `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ${CAMPAIGN} } }`;
const PUBLISH = `mutation ($id: ID!) { publishCampaign(input: { id: $id }) { ${CAMPAIGN} } }`;
const GET = `query ($id: ID!) { getCampaign(id: $id) { ${CAMPAIGN} } }`;
const LIST = `query ($status: CampaignStatus, $teamId: ID, $category: String, $search: String, $limit: Int, $nextToken: String) {
  listCampaigns(status: $status, teamId: $teamId, category: $category, search: $search, limit: $limit, nextToken: $nextToken) {
    items { id title status } nextToken total } }`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Contiguous phases from `start`: submission, review, selection, each `len` long. */
function phases(start: number, len = DAY) {
  const kinds = [
    ['SUBMISSION', 'Ideas', true, true, true, false],
    ['REVIEW', 'Review', false, true, true, true],
    ['SELECTION', 'Selection', false, false, true, true],
  ] as const;
  return kinds.map(([kind, name, allowSubmit, allowVote, allowComment, allowEvaluate], i) => ({
    kind,
    name,
    startsAt: new Date(start + i * len).toISOString(),
    endsAt: new Date(start + (i + 1) * len).toISOString(),
    allowSubmit,
    allowVote,
    allowComment,
    allowEvaluate,
    showResults: false,
  }));
}

let seq = 0;
const draftInput = (extra: Record<string, unknown> = {}) => ({
  title: `Campaign ${++seq}`,
  brief: 'How might we **cut** waste?',
  categories: ['Energy', 'Waste'],
  templateId: 'problem-statement',
  audience: 'WORKSPACE',
  phases: phases(Date.now() - HOUR),
  ...extra,
});

async function create(user: TestUser, extra: Record<string, unknown> = {}) {
  return ok(await h.as(user, CREATE, { input: draftInput(extra) }), 'createCampaign').createCampaign;
}

const auditRows = (target: string) =>
  h.system.database.query<{ actor: string; action: string; details: Record<string, unknown> }>(
    'select actor, action, details from app.audit_log where target = $1 order by created_at, id',
    [target],
  );

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead, outsider } = f.users);
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

describe('createCampaign', () => {
  it('makes a draft with its phases, roles and audience; audited; only its editors see it', async () => {
    const c = await create(admin, {
      audience: 'TEAMS',
      teamIds: [f.teamId],
      moderatorIds: [member.username],
      categories: ['Energy', ' energy ', 'Waste'],
    });
    expect(c).toMatchObject({
      status: 'DRAFT',
      audience: 'TEAMS',
      teams: [{ id: f.teamId, name: 'Roles team' }],
      categories: ['energy', 'Waste'],
      templateName: expect.any(String),
      activePhase: null,
      canEdit: true,
      canModerate: true,
      myRoles: ['OWNER'],
      ideaCount: 0,
      pendingCount: 0,
      results: null,
    });
    expect(c.phases.map((p: { position: number; active: boolean }) => [p.position, p.active])).toEqual([
      [0, false],
      [1, false],
      [2, false],
    ]);
    expect(c.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: admin.username, role: 'OWNER' }),
        expect.objectContaining({ userId: member.username, role: 'MODERATOR' }),
      ]),
    );
    const [row] = await auditRows(`Campaign:${c.id}`);
    expect(row).toMatchObject({ actor: admin.username, action: 'createCampaign' });

    // A draft: the moderator named sees it, the lead (in its audience team) does not, nor does an outsider.
    expect(ok(await h.as(member, GET, { id: c.id }), 'get').getCampaign).toMatchObject({
      id: c.id,
      canEdit: false,
      canModerate: true,
      myRoles: ['MODERATOR'],
    });
    expect(ok(await h.as(lead, GET, { id: c.id }), 'get').getCampaign).toBeNull();
    expect(errorOf(await h.as(outsider, GET, { id: c.id }))).toBeUndefined();
    expect(ok(await h.as(outsider, GET, { id: c.id }), 'get').getCampaign).toBeNull();
  });

  it('refuses members, and workspaces without the plan', async () => {
    expect(errorOf(await h.as(member, CREATE, { input: draftInput() }))?.errorType).toBe('Unauthorized');
    ok(
      await h.as(f.users.platformAdmin, PLAN, { input: { tenantId: f.outsiderTenantId, tier: 'COLLABORATE' } }),
      'plan',
    );
    try {
      expect(errorOf(await h.as(outsider, CREATE, { input: draftInput() }))).toMatchObject({
        errorType: 'PlanRequired',
      });
      expect(errorOf(await h.as(outsider, LIST, {}))).toMatchObject({ errorType: 'PlanRequired' });
    } finally {
      ok(
        await h.as(f.users.platformAdmin, PLAN, { input: { tenantId: f.outsiderTenantId, tier: 'CAMPAIGN' } }),
        'plan',
      );
    }
  });

  it('answers bad input with validation errors naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '  ' }, /^input\.title: enter a title/],
      [{ phases: [] }, /^input\.phases: A campaign needs at least one phase\./],
      [{ phases: phases(Date.now()).slice(1) }, /^input\.phases: A campaign needs a submission phase\./],
      [
        { phases: phases(Date.now()).map((p, i) => (i === 1 ? { ...p, startsAt: p.endsAt } : p)) },
        /^input\.phases\.1\.(startsAt|endsAt): /,
      ],
      [{ phases: [{ ...phases(Date.now())[0], startsAt: 'soon' }] }, /AWSDateTime|input\.phases/],
      // Dates the database cannot hold (year 0) or would misread (before 1000) are refused, not a failure.
      [
        {
          phases: [
            { ...phases(Date.now())[0], startsAt: '0000-01-01T00:00:00.000Z', endsAt: '0000-01-02T00:00:00.000Z' },
          ],
        },
        /^input\.phases\.0\.startsAt: expected a date from the year 2000/,
      ],
      [{ templateId: 'no-such-template' }, /^input\.templateId: Choose one of your workspace’s active templates\./],
      [{ audience: 'TEAMS' }, /^input\.teamIds: Choose at least one team for this audience\./],
      [{ audience: 'TEAMS', teamIds: [f.outsiderTeamId] }, /^input\.teamIds: No team with this id in your workspace\./],
      [{ audience: 'INVITED', inviteeIds: [] }, /^input\.inviteeIds: Invite at least one person/],
      [{ audience: 'INVITED', inviteeIds: [outsider.username] }, /^input\.inviteeIds: Everyone named must be/],
      [{ moderatorIds: [f.users.pending.username] }, /^input\.moderatorIds: Everyone named must be/],
      [{ coverFileId: 'nope' }, /^input\.coverFileId: /],
      [{ categories: Array.from({ length: 21 }, (_, i) => `c${i}`) }, /^input\.categories: at most 20 categories/],
    ];
    for (const [extra, message] of cases) {
      const r = await h.as(owner, CREATE, { input: draftInput(extra) });
      expect(r.errors?.[0]?.errorType ?? errorOf(r)?.errorType, JSON.stringify(extra)).toMatch(
        /ValidationError|BadRequest|undefined/,
      );
      expect(errorOf(r)?.message ?? r.errors?.[0]?.message, JSON.stringify(extra)).toMatch(message);
    }
  });
});

describe('publishCampaign and listCampaigns', () => {
  it('publishes OPEN when a phase contains now, SCHEDULED before; the audience then sees it', async () => {
    const open = await create(owner);
    const opened = ok(await h.as(owner, PUBLISH, { id: open.id }), 'publish').publishCampaign;
    expect(opened).toMatchObject({ status: 'OPEN', activePhase: 0, canSubmit: true, canVote: true });
    expect(opened.publishedAt).toBeTruthy();
    expect(opened.phases[0].active).toBe(true);
    const later = await create(owner, { phases: phases(Date.now() + DAY) });
    const scheduled = ok(await h.as(owner, PUBLISH, { id: later.id }), 'publish').publishCampaign;
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', activePhase: null, canSubmit: false });

    // The member now sees both, with what they may do.
    expect(ok(await h.as(member, GET, { id: open.id }), 'get').getCampaign).toMatchObject({
      status: 'OPEN',
      canEdit: false,
      canModerate: false,
      canSubmit: true,
    });
    // Told that it opened (the publisher is not).
    const told = await h.system.database.query<{ owner: string }>(
      `select owner from app.notification_events where kind = 'campaign.opened' and link = $1`,
      [`/dashboard/campaigns/${open.id}`],
    );
    expect(told.map((r) => r.owner)).toContain(member.username);
    expect(told.map((r) => r.owner)).not.toContain(owner.username);

    // Publishing twice: only a draft.
    expect(errorOf(await h.as(owner, PUBLISH, { id: open.id }))).toMatchObject({
      errorType: 'ValidationError',
      message: 'Only a draft campaign can do this.',
    });
    // A member cannot publish; an outsider cannot find it.
    const draft = await create(owner);
    expect(errorOf(await h.as(member, PUBLISH, { id: draft.id }))?.errorType).toBe('NotFound');
    expect(errorOf(await h.as(outsider, PUBLISH, { id: draft.id }))?.errorType).toBe('NotFound');
    const audit = await auditRows(`Campaign:${open.id}`);
    expect(audit.map((r) => r.action)).toEqual(['createCampaign', 'publishCampaign']);
  });

  it('refuses a campaign whose last phase has ended', async () => {
    const past = await create(owner, { phases: phases(Date.now() - 10 * DAY) });
    expect(errorOf(await h.as(owner, PUBLISH, { id: past.id }))).toMatchObject({
      errorType: 'ValidationError',
      message: 'The last phase has already ended. Move its end date into the future.',
    });
  });

  it('lists open, scheduled, draft, closed, newest first, paged; drafts only for editors, archived on demand', async () => {
    const tag = `Listing ${Date.now()}`;
    const made: { id: string; status: string }[] = [];
    for (const start of [Date.now() + DAY, Date.now() - HOUR, Date.now() + DAY, Date.now() - HOUR]) {
      const c = await create(owner, { title: `${tag} ${made.length}`, phases: phases(start) });
      made.push(ok(await h.as(owner, PUBLISH, { id: c.id }), 'publish').publishCampaign);
    }
    const draft = await create(owner, { title: `${tag} draft` });
    const all = ok(await h.as(owner, LIST, { search: tag }), 'list').listCampaigns;
    expect(all.total).toBe(5);
    expect(all.items.map((c: { id: string }) => c.id)).toEqual([
      made[3].id,
      made[1].id,
      made[2].id,
      made[0].id,
      draft.id,
    ]);
    // Paged two by two: the same order.
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: { items: { id: string }[]; nextToken: string | null } = ok(
        await h.as(owner, LIST, { search: tag, limit: 2, nextToken }),
        'page',
      ).listCampaigns;
      seen.push(...page.items.map((c: { id: string }) => c.id));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(all.items.map((c: { id: string }) => c.id));
    // A member sees no draft; a token of another query is refused.
    const mine = ok(await h.as(member, LIST, { search: tag }), 'list').listCampaigns;
    expect(mine.total).toBe(4);
    const first = ok(await h.as(owner, LIST, { search: tag, limit: 1 }), 'list').listCampaigns;
    expect(errorOf(await h.as(owner, LIST, { search: 'else', nextToken: first.nextToken }))?.errorType).toBe(
      'ValidationError',
    );
    // Filters.
    const open = ok(await h.as(owner, LIST, { search: tag, status: 'OPEN' }), 'list').listCampaigns;
    expect(open.items.map((c: { id: string }) => c.id)).toEqual([made[3].id, made[1].id]);
    const energy = ok(await h.as(owner, LIST, { search: tag, category: 'ENERGY' }), 'list').listCampaigns;
    expect(energy.total).toBe(5);
    const none = ok(await h.as(owner, LIST, { search: tag, teamId: f.teamId }), 'list').listCampaigns;
    expect(none.total).toBe(0);
    // The outsider's workspace lists none of them.
    expect(ok(await h.as(outsider, LIST, { search: tag }), 'list').listCampaigns.total).toBe(0);
  });
});

const ADVANCE = `mutation ($id: ID!) { advanceCampaignPhase(input: { id: $id }) { ${CAMPAIGN} } }`;
const CLOSE = `mutation ($id: ID!) { closeCampaign(input: { id: $id }) { ${CAMPAIGN} } }`;
const ARCHIVE = `mutation ($id: ID!, $archived: Boolean!) { archiveCampaign(input: { id: $id, archived: $archived }) { ${CAMPAIGN} } }`;
const DELETE = 'mutation ($id: ID!) { deleteCampaign(input: { id: $id }) }';
const RESULTS = `mutation ($input: PublishCampaignResultsInput!) { publishCampaignResults(input: $input) { ${CAMPAIGN} } }`;

/** Closes the workspace's live campaigns in SQL, so a test publishes within the plan's limit. */
async function freeSlots() {
  await h.system.database.query(
    `update app.campaigns set status = 'CLOSED', active_phase = null where tenant_id = $1 and status in ('SCHEDULED', 'OPEN')`,
    [f.tenantId],
  );
}

/** A submitted idea of the campaign, written in SQL as submitIdea leaves it. */
async function seedIdea(
  campaignId: string,
  by: TestUser,
  o: { moderation?: string; title?: string; state?: string; anonymous?: boolean } = {},
) {
  const state = o.state ?? 'SUBMITTED';
  const [row] = await h.system.database.query<{ id: string }>(
    `insert into app.ideas (tenant_id, campaign_id, template_id, template_version, title, state, stage, owner, moderation,
       anonymous, submitted_at, last_activity_at, created_at, updated_at)
     values ($1, $2, 'problem-statement', 1, $3, $4, $5, $6, $7, $8, case when $4 = 'DRAFT' then null else now() end, now(), now(), now())
     returning id`,
    [
      f.tenantId,
      campaignId,
      o.title ?? `Idea ${++seq}`,
      state,
      state === 'DRAFT' ? null : 'NEW',
      by.username,
      o.moderation ?? 'VISIBLE',
      o.anonymous ?? false,
    ],
  );
  return row.id;
}

describe('updateCampaign', () => {
  it('changes what is given; audience, roles and phases follow the rules of its state', async () => {
    await freeSlots();
    const c = await create(owner, { moderatorIds: [member.username] });
    const changed = ok(
      await h.as(owner, UPDATE, {
        input: { id: c.id, title: 'Renamed', audience: 'TEAMS', teamIds: [f.teamId], evaluatorIds: [admin.username] },
      }),
      'update',
    ).updateCampaign;
    expect(changed).toMatchObject({
      title: 'Renamed',
      brief: c.brief,
      audience: 'TEAMS',
      teams: [{ id: f.teamId }],
      categories: c.categories,
    });
    expect(changed.people.map((p: { role: string }) => p.role).sort()).toEqual(['EVALUATOR', 'MODERATOR', 'OWNER']);
    // A campaign always has an owner; a moderator does not edit.
    expect(errorOf(await h.as(owner, UPDATE, { input: { id: c.id, ownerIds: [] } }))?.message).toBe(
      'input.ownerIds: A campaign needs an owner.',
    );
    expect(errorOf(await h.as(member, UPDATE, { input: { id: c.id, title: 'No' } }))?.errorType).toBe('Unauthorized');
    expect(errorOf(await h.as(outsider, UPDATE, { input: { id: c.id, title: 'No' } }))?.errorType).toBe('NotFound');
    // A campaign owner who is not a workspace admin keeps themselves an owner.
    ok(await h.as(owner, UPDATE, { input: { id: c.id, ownerIds: [lead.username] } }), 'update owners');
    expect(errorOf(await h.as(lead, UPDATE, { input: { id: c.id, ownerIds: [owner.username] } }))?.message).toMatch(
      /^input\.ownerIds: You cannot remove yourself/,
    );
    expect(
      ok(await h.as(lead, UPDATE, { input: { id: c.id, brief: 'Lead edits' } }), 'lead edits').updateCampaign.canEdit,
    ).toBe(true);

    // Open: the ended phase and the active phase's start stay; the later ends move.
    const start = Date.now() - 2 * DAY;
    const open = await create(owner, { phases: phases(start, 1.5 * DAY) });
    const live = ok(await h.as(owner, PUBLISH, { id: open.id }), 'publish').publishCampaign;
    expect(live).toMatchObject({ status: 'OPEN', activePhase: 1 });
    const edited = phases(start, 1.5 * DAY);
    const moved = edited.map((p, i) => (i === 0 ? { ...p, name: 'Renamed' } : p));
    expect(errorOf(await h.as(owner, UPDATE, { input: { id: open.id, phases: moved } }))?.message).toBe(
      'input.phases.0: A phase that has ended cannot change.',
    );
    const restarted = edited.map((p, i) => (i === 1 ? { ...p, startsAt: new Date(start + DAY).toISOString() } : p));
    expect(errorOf(await h.as(owner, UPDATE, { input: { id: open.id, phases: restarted } }))?.message).toMatch(
      /^input\.phases\.(0|1)/,
    );
    const longer = edited.map((p, i) =>
      i === 1
        ? { ...p, endsAt: new Date(start + 5 * DAY).toISOString() }
        : i === 2
          ? { ...p, startsAt: new Date(start + 5 * DAY).toISOString(), endsAt: new Date(start + 6 * DAY).toISOString() }
          : p,
    );
    const longerOk = ok(await h.as(owner, UPDATE, { input: { id: open.id, phases: longer } }), 'longer').updateCampaign;
    expect(longerOk.phases[1].endsAt).toBe(new Date(start + 5 * DAY).toISOString());
    // Shortening the active phase into the past moves the campaign on at once.
    const anHourAgo = new Date(Date.now() - HOUR).toISOString();
    const shorter = edited.map((p, i) =>
      i === 1 ? { ...p, endsAt: anHourAgo } : i === 2 ? { ...p, startsAt: anHourAgo } : p,
    );
    const moved2 = ok(await h.as(owner, UPDATE, { input: { id: open.id, phases: shorter } }), 'shorter').updateCampaign;
    expect(moved2).toMatchObject({ status: 'OPEN', activePhase: 2 });
    expect((await auditRows(`Campaign:${open.id}`)).map((r) => r.action)).toEqual([
      'createCampaign',
      'publishCampaign',
      'updateCampaign',
      'updateCampaign',
    ]);
  });
});

describe('boards follow the audience', () => {
  it('counts a campaign idea on the board of whoever the audience now includes, at once', async () => {
    await freeSlots();
    const BOARD = 'query ($campaignId: ID) { listIdeas(campaignId: $campaignId) { items { id } total } }';
    const c = await create(admin, { audience: 'TEAMS', teamIds: [f.teamId] });
    ok(await h.as(admin, PUBLISH, { id: c.id }), 'publish');
    const idea = await seedIdea(c.id, lead, { title: 'Team only, for now' });
    const before = ok(await h.as(member, BOARD, {}), 'board').listIdeas;
    expect(before.items.map((i: { id: string }) => i.id)).not.toContain(idea);
    ok(await h.as(admin, UPDATE, { input: { id: c.id, audience: 'WORKSPACE' } }), 'widen');
    const after = ok(await h.as(member, BOARD, {}), 'board').listIdeas;
    expect(after.items.map((i: { id: string }) => i.id)).toContain(idea);
    expect(after.total).toBe(before.total + 1);
  });
});

describe('the state machine', () => {
  it('advances phase by phase, closes, archives and comes back; deletes only without ideas', async () => {
    await freeSlots();
    const c = await create(owner, { phases: phases(Date.now() + DAY) });
    expect(ok(await h.as(owner, PUBLISH, { id: c.id }), 'publish').publishCampaign.status).toBe('SCHEDULED');
    const opened = ok(await h.as(owner, ADVANCE, { id: c.id }), 'advance').advanceCampaignPhase;
    expect(opened).toMatchObject({ status: 'OPEN', activePhase: 0, canSubmit: true });
    expect(new Date(opened.phases[0].startsAt).getTime()).toBeLessThanOrEqual(Date.now());
    const second = ok(await h.as(owner, ADVANCE, { id: c.id }), 'advance').advanceCampaignPhase;
    expect(second).toMatchObject({ activePhase: 1, canSubmit: false, canVote: true });
    expect(second.phases[0].endsAt).toBe(second.phases[1].startsAt);
    const third = ok(await h.as(owner, ADVANCE, { id: c.id }), 'advance').advanceCampaignPhase;
    expect(third).toMatchObject({ activePhase: 2, canVote: false, canComment: true });
    expect(errorOf(await h.as(owner, ADVANCE, { id: c.id }))).toMatchObject({
      errorType: 'ValidationError',
      message: 'This is the last phase. Close the campaign instead.',
    });
    expect(errorOf(await h.as(member, ADVANCE, { id: c.id }))?.errorType).toBe('Unauthorized');
    expect(errorOf(await h.as(owner, ARCHIVE, { id: c.id, archived: true }))?.message).toBe(
      'Only a closed campaign can be archived.',
    );
    const closed = ok(await h.as(owner, CLOSE, { id: c.id }), 'close').closeCampaign;
    expect(closed).toMatchObject({ status: 'CLOSED', activePhase: null, canComment: false });
    expect(closed.closedAt).toBeTruthy();
    expect(errorOf(await h.as(owner, CLOSE, { id: c.id }))?.message).toBe(
      'Only a scheduled or open campaign can do this.',
    );
    expect(ok(await h.as(owner, ARCHIVE, { id: c.id, archived: true }), 'archive').archiveCampaign.status).toBe(
      'ARCHIVED',
    );
    // Archived: out of the default list, listed on demand, read-only.
    const listed = ok(await h.as(owner, LIST, { search: c.title }), 'list').listCampaigns;
    expect(listed.total).toBe(0);
    const archived = ok(await h.as(owner, LIST, { search: c.title, status: 'ARCHIVED' }), 'list').listCampaigns;
    expect(archived.items.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(errorOf(await h.as(owner, UPDATE, { input: { id: c.id, title: 'x' } }))?.message).toMatch(
      /archived campaign/,
    );
    expect(ok(await h.as(owner, ARCHIVE, { id: c.id, archived: false }), 'unarchive').archiveCampaign.status).toBe(
      'CLOSED',
    );
    expect((await auditRows(`Campaign:${c.id}`)).map((r) => r.action)).toEqual([
      'createCampaign',
      'publishCampaign',
      'advanceCampaignPhase',
      'advanceCampaignPhase',
      'advanceCampaignPhase',
      'closeCampaign',
      'archiveCampaign',
      'unarchiveCampaign',
    ]);
    // Role holders heard of the close; nobody hears of their own act.
    const closedNotices = await h.system.database.query<{ owner: string }>(
      `select owner from app.notification_events where kind = 'campaign.closed' and link = $1`,
      [`/dashboard/campaigns/${c.id}`],
    );
    expect(closedNotices).toEqual([]);

    // Deleting: refused with ideas (a draft counts), done without.
    await seedIdea(c.id, member, { state: 'DRAFT' });
    expect(errorOf(await h.as(owner, DELETE, { id: c.id }))?.message).toBe(
      'A campaign with ideas cannot be deleted. Archive it instead.',
    );
    const empty = await create(owner);
    expect(errorOf(await h.as(member, DELETE, { id: empty.id }))?.errorType).toBe('NotFound');
    expect(ok(await h.as(owner, DELETE, { id: empty.id }), 'delete').deleteCampaign).toBe(true);
    expect(ok(await h.as(owner, GET, { id: empty.id }), 'get').getCampaign).toBeNull();
    expect((await auditRows(`Campaign:${empty.id}`)).map((r) => r.action)).toEqual([
      'createCampaign',
      'deleteCampaign',
    ]);
  });

  it('publishes results of a closed campaign: ideas selected, participants told once', async () => {
    await freeSlots();
    const c = await create(admin, { moderatorIds: [owner.username] });
    ok(await h.as(admin, PUBLISH, { id: c.id }), 'publish');
    const chosen = await seedIdea(c.id, member, { title: 'Chosen one' });
    const other = await seedIdea(c.id, lead);
    const pending = await seedIdea(c.id, lead, { moderation: 'PENDING' });
    await h.system.database.query('insert into app.idea_votes (idea_id, user_id) values ($1, $2)', [
      other,
      admin.username,
    ]);
    const input = { campaignId: c.id, announcement: 'Thanks all!', ideaIds: [chosen] };
    expect(errorOf(await h.as(owner, RESULTS, { input }))?.message).toBe(
      'Results can be published once the campaign has closed.',
    );
    ok(await h.as(owner, CLOSE, { id: c.id }), 'close');
    expect(errorOf(await h.as(owner, RESULTS, { input: { ...input, ideaIds: [pending] } }))?.message).toBe(
      'input.ideaIds: Choose ideas of this campaign that are on its board.',
    );
    expect(errorOf(await h.as(member, RESULTS, { input }))?.errorType).toBe('Unauthorized');
    const done = ok(await h.as(admin, RESULTS, { input }), 'results').publishCampaignResults;
    expect(done.results).toMatchObject({ announcement: 'Thanks all!', ideas: [{ id: chosen, title: 'Chosen one' }] });
    const [idea] = await h.system.database.query<{ stage: string }>('select stage from app.ideas where id = $1', [
      chosen,
    ]);
    expect(idea?.stage).toBe('SELECTED');
    const told = async () =>
      (
        await h.system.database.query<{ owner: string }>(
          `select owner from app.notification_events where kind = 'campaign.results' and link = $1 order by owner`,
          [`/dashboard/campaigns/${c.id}`],
        )
      ).map((r) => r.owner);
    // Authors of board ideas, voters and role holders; not the moderator who published.
    expect(await told()).toEqual([member.username, lead.username, owner.username].sort());
    // Everyone who sees the campaign sees the results.
    expect(ok(await h.as(lead, GET, { id: c.id }), 'get').getCampaign.results.ideas).toHaveLength(1);
    // Edited: nobody told again.
    ok(await h.as(owner, RESULTS, { input: { ...input, announcement: 'Edited', ideaIds: [chosen, other] } }), 'edit');
    expect(await told()).toEqual([member.username, lead.username, owner.username].sort());
  });
});

const STATS = `query ($id: ID!) { getCampaignStats(id: $id) { participants ideas votes comments days { date ideas votes comments participants } } }`;
const EXPORT = 'query ($id: ID!) { exportCampaignIdeas(campaignId: $id) { fileName csv } }';
const MY = 'query { listMyCampaigns { id title myRoles } }';
const TASKS = 'query { listMyCampaignTasks { kind campaignId campaignTitle ideaId ideaTitle phaseName dueAt } }';
const CATEGORIES = 'query { listCampaignCategories }';

describe('the campaign-phases job', () => {
  it('opens, moves (skipping ended phases), reminds once and closes by the injected clock; audited', async () => {
    await freeSlots();
    // Far ahead of the real clock, so the scheduler running for real leaves it alone.
    const t0 = Date.now() + 30 * DAY;
    const c = await create(admin, { phases: phases(t0), moderatorIds: [member.username] });
    expect(ok(await h.as(admin, PUBLISH, { id: c.id }), 'publish').publishCampaign.status).toBe('SCHEDULED');
    await seedIdea(c.id, lead, { state: 'DRAFT', title: 'Unfinished' });
    const at = (ms: number) => runCampaignPhases({ ...deps, now: () => new Date(ms) });
    const mine = (run: Awaited<ReturnType<typeof at>>) => ({
      moved: run.moved.filter((m) => m.campaignId === c.id).map((m) => m.move.to),
      reminded: run.reminded.filter((r) => r.campaignId === c.id).map((r) => [r.phase, r.notified]),
    });
    expect(mine(await at(t0 - HOUR))).toEqual({ moved: [], reminded: [] });
    // Opens with its first phase, which ends within 48 hours: the draft's author is reminded, once.
    expect(mine(await at(t0 + HOUR))).toEqual({ moved: [{ status: 'OPEN', phase: 0 }], reminded: [[0, 1]] });
    expect(mine(await at(t0 + 2 * HOUR))).toEqual({ moved: [], reminded: [] });
    expect(ok(await h.as(lead, GET, { id: c.id }), 'get').getCampaign).toMatchObject({
      status: 'OPEN',
      activePhase: 0,
      canSubmit: true,
    });
    // A run missed for two days: straight to the phase that contains now.
    expect(mine(await at(t0 + 2.5 * DAY))).toEqual({ moved: [{ status: 'OPEN', phase: 2 }], reminded: [] });
    expect(mine(await at(t0 + 3 * DAY))).toEqual({ moved: [{ status: 'CLOSED', phase: null }], reminded: [] });
    expect(mine(await at(t0 + 4 * DAY))).toEqual({ moved: [], reminded: [] });
    const audit = await auditRows(`Campaign:${c.id}`);
    // (The opening and the reminder share their instant: compared as a set.)
    expect(
      audit
        .filter((r) => r.actor === 'system:campaign-phases')
        .map((r) => r.action)
        .sort(),
    ).toEqual(['closeCampaign', 'openCampaign', 'remindCampaignDrafts', 'startCampaignPhase']);
    const kinds = await h.system.database.query<{ kind: string; owner: string }>(
      `select kind, owner from app.notification_events where link = $1 order by created_at, kind, owner`,
      [`/dashboard/campaigns/${c.id}`],
    );
    const to = (kind: string) =>
      kinds
        .filter((k) => k.kind === kind)
        .map((k) => k.owner)
        .sort();
    expect(to('campaign.closingSoon')).toEqual([lead.username]);
    expect(to('campaign.opened')).toEqual(expect.arrayContaining([owner.username, member.username, lead.username]));
    expect(to('campaign.opened')).not.toContain(outsider.username);
    expect(to('campaign.closed')).toEqual([admin.username, member.username].sort());
  });
});

describe('my campaigns, tasks, figures, categories and the export', () => {
  it('lists my campaigns and tasks; counts participation per day; exports CSV for moderators', async () => {
    await freeSlots();
    const c = await create(admin, {
      title: 'Export me',
      categories: ['Mobility'],
      moderatorIds: [member.username],
      premoderation: true,
      allowAnonymous: true,
      // The first phase ends in a day: it closes soon.
      phases: phases(Date.now() - HOUR),
    });
    ok(await h.as(admin, PUBLISH, { id: c.id }), 'publish');
    const visible = await seedIdea(c.id, lead, { title: '=HYPERLINK("http://evil")' });
    const anonymous = await seedIdea(c.id, owner, { title: 'Quiet one', anonymous: true });
    const pending = await seedIdea(c.id, owner, { title: 'Waiting', moderation: 'PENDING' });
    const draft = await seedIdea(c.id, lead, { state: 'DRAFT', title: 'Lead draft' });
    const q = h.system.database.query;
    await q('insert into app.idea_votes (idea_id, user_id) values ($1, $2), ($3, $2)', [
      visible,
      member.username,
      anonymous,
    ]);
    await q(`insert into app.idea_comments (idea_id, tenant_id, owner, body) values ($1, $2, $3, 'Nice')`, [
      visible,
      f.tenantId,
      outsider.username,
    ]);

    // My campaigns: the moderator's and the author's; not an outsider's.
    expect(ok(await h.as(member, MY), 'my').listMyCampaigns.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(ok(await h.as(lead, MY), 'my').listMyCampaigns.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(ok(await h.as(outsider, MY), 'my').listMyCampaigns).toEqual([]);

    // Tasks: the moderator's queue and closing phase; the author's draft and closing phase.
    const memberTasks = ok(await h.as(member, TASKS), 'tasks').listMyCampaignTasks.filter(
      (t: { campaignId: string }) => t.campaignId === c.id,
    );
    expect(memberTasks.map((t: { kind: string; ideaId: string | null }) => [t.kind, t.ideaId])).toEqual([
      ['MODERATE_IDEA', pending],
      ['PHASE_CLOSING', null],
    ]);
    const leadTasks = ok(await h.as(lead, TASKS), 'tasks').listMyCampaignTasks.filter(
      (t: { campaignId: string }) => t.campaignId === c.id,
    );
    expect(leadTasks.map((t: { kind: string; ideaId: string | null }) => [t.kind, t.ideaId])).toEqual([
      ['FINISH_DRAFT', draft],
      ['PHASE_CLOSING', null],
    ]);
    expect(leadTasks[0]).toMatchObject({ phaseName: 'Ideas', dueAt: c.phases[0].endsAt });

    // Figures: two board ideas (not the pending one), one voter, one commenter... the outsider's comment row is
    // theirs, but they are not a member: counted as written.
    const stats = ok(await h.as(lead, STATS, { id: c.id }), 'stats').getCampaignStats;
    expect(stats).toMatchObject({ ideas: 2, votes: 2, comments: 1 });
    expect(stats.participants).toBe(4);
    const today = stats.days.at(-1);
    expect(today).toMatchObject({ date: new Date().toISOString().slice(0, 10), ideas: 2, votes: 2, comments: 1 });
    expect(ok(await h.as(outsider, STATS, { id: c.id }), 'stats').getCampaignStats).toBeNull();

    expect(ok(await h.as(lead, CATEGORIES), 'categories').listCampaignCategories).toContain('Mobility');
    expect(ok(await h.as(outsider, CATEGORIES), 'categories').listCampaignCategories).not.toContain('Mobility');

    // The export: moderators only; formulas made inert; anonymous authors masked unless the caller reveals them.
    expect(errorOf(await h.as(lead, EXPORT, { id: c.id }))?.errorType).toBe('Unauthorized');
    expect(errorOf(await h.as(outsider, EXPORT, { id: c.id }))?.errorType).toBe('NotFound');
    const byOwner = ok(await h.as(admin, EXPORT, { id: c.id }), 'export').exportCampaignIdeas;
    expect(byOwner.fileName).toMatch(/^export-me-ideas-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = byOwner.csv.trim().split('\n');
    expect(lines[0]).toBe(
      'Idea ID,Title,Author,Co-authors,Category,Stage,Moderation,Votes,Comments,Followers,Submitted at,Link,Average score,Spread,Reviews,Reviewers,Shortlisted',
    );
    expect(lines).toHaveLength(4);
    expect(byOwner.csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const quiet = (csv: string) => csv.split('\n').find((l) => l.includes(anonymous)) ?? '';
    // admin is the campaign's owner: sees the author.
    expect(quiet(byOwner.csv)).not.toContain('Anonymous');
    expect(byOwner.csv).toContain('PENDING');
    // The workspace's owner moderates but is no campaign role holder: "Anonymous".
    const byWorkspaceOwner = ok(await h.as(owner, EXPORT, { id: c.id }), 'export').exportCampaignIdeas;
    expect(quiet(byWorkspaceOwner.csv)).toContain(',Anonymous,');
  });
});

describe('the campaign cover', () => {
  it('is uploaded by owners and admins, linked (signed) to whoever sees the campaign', async () => {
    const REQUEST = `mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url method headers } }`;
    const CONFIRM =
      'mutation ($input: ConfirmUploadInput!) { confirmUpload(input: $input) { id purpose widths reference { key } } }';
    const body = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const input = { purpose: 'CAMPAIGN_COVER', fileName: 'cover.png', contentType: 'image/png', size: body.length };
    expect(errorOf(await h.as(member, REQUEST, { input }))?.errorType).toBe('Unauthorized');
    const g = ok(await h.as(admin, REQUEST, { input }), 'requestUpload').requestUpload;
    const headers = JSON.parse(g.headers) as Record<string, string>;
    delete headers['content-length'];
    const put = await fetch(g.url, { method: 'PUT', headers, body: new Uint8Array(body) });
    expect(put.status).toBeLessThan(300);
    const file = ok(await h.as(admin, CONFIRM, { input: { fileId: g.fileId } }), 'confirmUpload').confirmUpload;
    expect(file).toMatchObject({ purpose: 'CAMPAIGN_COVER', widths: [64, 128, 256, 512] });
    expect(file.reference.key).toMatch(new RegExp(`^workspaces/${f.tenantId}/campaigns/${g.fileId}/w512\\.webp$`));

    const c = await create(admin, { coverFileId: g.fileId, audience: 'TEAMS', teamIds: [f.teamId] });
    expect(c.coverFileId).toBe(g.fileId);
    ok(await h.as(admin, PUBLISH, { id: c.id }), 'publish');
    const seen = ok(await h.as(lead, GET, { id: c.id }), 'get').getCampaign;
    expect(seen.coverUrl).toBeTruthy();
    const image = await fetch(seen.coverUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    // Outside the audience the file is missing, as the campaign is.
    const URL_OF = 'query ($input: GetFileUrlInput!) { getFileUrl(input: $input) { url } }';
    expect(errorOf(await h.as(member, URL_OF, { input: { key: file.reference.key } }))?.errorType).toBe('NotFound');
    expect(ok(await h.as(lead, URL_OF, { input: { key: file.reference.key } }), 'url').getFileUrl.url).toBeTruthy();
    // Replaced: the previous cover goes; removed with null.
    const cleared = ok(await h.as(admin, UPDATE, { input: { id: c.id, coverFileId: null } }), 'clear').updateCampaign;
    expect(cleared).toMatchObject({ coverFileId: null, coverUrl: null });
    const [gone] = await h.system.database.query('select id from app.files where id = $1', [g.fileId]);
    expect(gone).toBeUndefined();
    // Another workspace's or an unknown file is refused.
    expect(errorOf(await h.as(admin, UPDATE, { input: { id: c.id, coverFileId: g.fileId } }))?.message).toMatch(
      /^input\.coverFileId: /,
    );
  });
});

describe('the active-campaign limit', () => {
  it('publishes within the plan, counting scheduled and open campaigns', async () => {
    const q = h.system.database.query;
    const [{ n }] = await q<{ n: number }>(
      `select count(*)::int as n from app.campaigns where tenant_id = $1 and status in ('SCHEDULED', 'OPEN')`,
      [f.tenantId],
    );
    // The Campaign plan allows 10: the workspace fills the rest with scheduled campaigns.
    const fillers = await q<{ id: string }>(
      `insert into app.campaigns (tenant_id, title, template_id, status, created_by)
       select $1, 'Filler ' || g, 'problem-statement', 'SCHEDULED', $2 from generate_series(1, $3::int) g returning id`,
      [f.tenantId, owner.username, Math.max(0, 10 - n)],
    );
    try {
      const extra = await create(admin);
      expect(errorOf(await h.as(admin, PUBLISH, { id: extra.id }))).toMatchObject({
        errorType: 'PlanLimitReached',
        message: expect.stringContaining('10 active campaigns'),
      });
      expect((await auditRows(`Campaign:${extra.id}`)).map((r) => r.action)).toEqual(['createCampaign']);
      // One closes: the draft publishes.
      await q(`update app.campaigns set status = 'CLOSED' where id = $1`, [fillers[0]?.id]);
      expect(ok(await h.as(admin, PUBLISH, { id: extra.id }), 'publish').publishCampaign.status).toBe('OPEN');
      const usage = ok(
        await h.as(owner, 'query { getMySubscription { usage { activeCampaigns } } }'),
        'getMySubscription',
      );
      expect(usage.getMySubscription.usage.activeCampaigns).toBe(10);
    } finally {
      await q('delete from app.campaigns where id = any($1::text[])', [fillers.map((r) => r.id)]);
    }
  });
});
