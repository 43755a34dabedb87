// Campaigns' phases (issue 28): the active phase decides what people may do (submit only in a submission phase,
// vote and comment only where the phase allows; workspace ideas keep their rules); the scheduler (the
// `campaign-phases` job, run through the queue as its schedule runs it) moves SCHEDULED → OPEN → the next phase →
// CLOSED on an injected clock, tells the people concerned, and after a restart of the system on the same data
// picks up where it left; owners advance and close by hand; changing a phase's end moves the next one's start; and
// the plan's active-campaign limit refuses the next publication with the plan's message until one closes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAMPAIGN_MESSAGES, movePhaseEnd, WORKSPACE_MESSAGES } from '@innov/contracts';
import { Amplify } from 'aws-amplify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignKit, hoursAfter, newMember, noticesOf, phasesFrom, Q } from './campaigns-fixture.ts';
import { type DataHarness, errorOf, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const JOB = 'campaign-phases';
const SYSTEM_ACTOR = 'system:campaign-phases';

// The clock runs on from where the test sets it.
let base = Date.parse('2030-03-04T09:00:00Z');
let setAt = Date.now();
const clock = () => new Date(base + (Date.now() - setAt));
function setClock(at: Date) {
  base = at.getTime();
  setAt = Date.now();
}

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;
let kit: ReturnType<typeof campaignKit>;

beforeAll(async () => {
  setClock(new Date('2030-03-04T09:00:00Z'));
  h = await startDataHarness({}, { now: clock });
  kit = campaignKit(h);
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead } = f.users);
  ok(await h.as(f.users.platformAdmin, Q.plan, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'plan');
});
afterAll(async () => {
  await h?.close();
});

/** Tokens live an hour on the injected clock: after a jump, everyone signs in again. */
async function signInAgain() {
  owner = await h.signIn(owner.email);
  admin = await h.signIn(admin.email);
  member = await h.signIn(member.email);
  lead = await h.signIn(lead.email);
}

async function runJob(system = h.system) {
  await system.jobs.send(JOB, {});
  await system.jobs.idle(JOB);
}

const refusal = (r: Awaited<ReturnType<DataHarness['as']>>) => {
  const e = errorOf(r);
  return e && [e.errorType, e.message];
};

const THREE_PHASES = (start: Date) =>
  phasesFrom(start, [
    { kind: 'SUBMISSION', name: 'Ideas', hours: 48 },
    { kind: 'REVIEW', name: 'Review', hours: 48, rules: { allowVote: true, allowComment: true } },
    { kind: 'SELECTION', name: 'Selection', hours: 48, rules: { allowVote: false, allowComment: false } },
  ]);

describe('what the active phase allows', () => {
  it('takes ideas only in a submission phase, votes and comments only where the phase allows them', async () => {
    const now = new Date('2030-03-04T09:00:00Z');
    setClock(now);
    await signInAgain();
    const draft = await kit.create(owner, {
      title: 'Greener commutes',
      phases: THREE_PHASES(hoursAfter(now, -1)),
    });
    expect(draft).toMatchObject({ status: 'DRAFT', activePhase: null, myRoles: ['OWNER'], canEdit: true });
    const id = draft.id;

    // Published with a phase containing now: OPEN in its first phase.
    const open = await kit.publish(owner, id);
    expect(open).toMatchObject({ status: 'OPEN', activePhase: 0 });
    expect(open.phases.map((p) => p.active)).toEqual([true, false, false]);
    expect(await kit.get(member, id)).toMatchObject({ canSubmit: true, canVote: true, canComment: true });

    // Submission: ideas go in, votes and comments are taken.
    const idea = await kit.submitted(member, id, 'Bike racks by the station');
    const card = ok(await h.as(member, Q.getIdea, { id: idea }), 'getIdea').getIdea.idea;
    expect(card).toMatchObject({ state: 'SUBMITTED', campaignId: id, moderation: 'VISIBLE', anonymous: false });
    ok(await h.as(lead, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote in submission');
    ok(await h.as(lead, Q.comment, { input: { ideaId: idea, body: 'Yes please' } }), 'comment in submission');
    // A workspace idea (no campaign) beside it, whose rules no phase changes.
    const [plain] = await h.system.database.query<{ id: string }>(
      `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
       values ($1, 'problem-statement', 1, 'Workspace idea', 'SUBMITTED', 'NEW', $2, now()) returning id`,
      [f.tenantId, lead.username],
    );

    // Review: a draft may be written, not submitted; votes and comments still go in.
    const advanced = ok(await h.as(owner, Q.advance, { input: { id } }), 'advance').advanceCampaignPhase;
    expect(advanced).toMatchObject({ status: 'OPEN', activePhase: 1 });
    expect(advanced.phases.map((p: { active: boolean }) => p.active)).toEqual([false, true, false]);
    // The active phase ended now and the next started now.
    const moved = Date.parse(advanced.phases[0].endsAt);
    expect(Math.abs(moved - clock().getTime())).toBeLessThan(60_000);
    expect(advanced.phases[1].startsAt).toBe(advanced.phases[0].endsAt);
    expect(await kit.get(member, id)).toMatchObject({ canSubmit: false, canVote: true, canComment: true });
    const late = await kit.draft(member, id, 'Late idea');
    expect(refusal(await h.as(member, Q.submit, { input: { id: late } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.submissionClosed,
    ]);
    ok(await h.as(admin, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote in review');
    ok(await h.as(admin, Q.comment, { input: { ideaId: idea, body: 'Reviewed' } }), 'comment in review');

    // Selection: no votes, no comments (this campaign's choice), no ideas.
    expect(ok(await h.as(owner, Q.advance, { input: { id } }), 'advance').advanceCampaignPhase.activePhase).toBe(2);
    expect(await kit.get(member, id)).toMatchObject({ canSubmit: false, canVote: false, canComment: false });
    expect(refusal(await h.as(owner, Q.vote, { input: { ideaId: idea, vote: true } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.votingClosed,
    ]);
    expect(refusal(await h.as(owner, Q.comment, { input: { ideaId: idea, body: 'Too late' } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.commentsClosed,
    ]);
    expect(refusal(await h.as(member, Q.submit, { input: { id: late } }))?.[0]).toBe('PhaseClosed');
    // The workspace idea keeps its rules.
    ok(await h.as(owner, Q.vote, { input: { ideaId: plain.id, vote: true } }), 'workspace vote');
    ok(await h.as(owner, Q.comment, { input: { ideaId: plain.id, body: 'Fine here' } }), 'workspace comment');

    // The last phase does not advance: it closes.
    expect(errorOf(await h.as(owner, Q.advance, { input: { id } }))?.message).toBe(CAMPAIGN_MESSAGES.noNextPhase);
    const closed = ok(await h.as(owner, Q.close, { input: { id } }), 'close').closeCampaign;
    expect(closed).toMatchObject({ status: 'CLOSED', activePhase: null });
    expect(closed.closedAt).toBeTruthy();
    expect(await kit.get(member, id)).toMatchObject({ canSubmit: false, canVote: false, canComment: false });
    expect(refusal(await h.as(member, Q.submit, { input: { id: late } }))?.[0]).toBe('PhaseClosed');
    expect(refusal(await h.as(owner, Q.vote, { input: { ideaId: idea, vote: true } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.votingClosed,
    ]);

    // What was refused left nothing behind: two votes, two comments, the late draft still a draft.
    const [row] = await h.system.database.query<{ vote_count: number; comment_count: number; late: string }>(
      `select vote_count, comment_count, (select state from app.ideas where id = $2) as late
         from app.ideas where id = $1`,
      [idea, late],
    );
    expect(row).toEqual({ vote_count: 2, comment_count: 2, late: 'DRAFT' });
  });

  it('a member cannot publish, advance or close; a scheduled campaign takes drafts but not ideas', async () => {
    const now = new Date('2030-03-10T09:00:00Z');
    setClock(now);
    await signInAgain();
    const c = await kit.create(owner, { title: 'Later campaign', phases: THREE_PHASES(hoursAfter(now, 5)) });
    expect(errorOf(await h.as(member, Q.publish, { input: { id: c.id } }))).toBeDefined();
    expect((await kit.get(owner, c.id))?.status).toBe('DRAFT');
    const scheduled = await kit.publish(owner, c.id);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', activePhase: null });
    const early = await kit.draft(member, c.id, 'Early bird');
    expect(refusal(await h.as(member, Q.submit, { input: { id: early } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.submissionClosed,
    ]);
    for (const q of [Q.advance, Q.close])
      expect(errorOf(await h.as(member, q, { input: { id: c.id } })), q).toBeDefined();
    expect((await kit.get(owner, c.id))?.status).toBe('SCHEDULED');
    // The owner opens it by hand: the first phase starts now.
    const opened = ok(await h.as(owner, Q.advance, { input: { id: c.id } }), 'advance').advanceCampaignPhase;
    expect(opened).toMatchObject({ status: 'OPEN', activePhase: 0 });
    expect(Math.abs(Date.parse(opened.phases[0].startsAt) - clock().getTime())).toBeLessThan(60_000);
    ok(await h.as(member, Q.submit, { input: { id: early } }), 'submit once open');
    ok(await h.as(owner, Q.close, { input: { id: c.id } }), 'close');
  });
});

describe('phase dates', () => {
  it("changing a phase's end moves the next one's start; a gap is refused; an ended phase stays as it was", async () => {
    const now = new Date('2030-03-20T09:00:00Z');
    setClock(now);
    await signInAgain();
    const phases = THREE_PHASES(hoursAfter(now, 24));
    const c = await kit.create(owner, { title: 'Movable dates', phases });
    const later = hoursAfter(new Date(phases[0].endsAt), 12);
    const moved = movePhaseEnd(
      phases.map((p) => ({ ...p, startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt) })),
      0,
      later,
    ).map((p) => ({ ...p, startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString() }));
    const updated = ok(await h.as(owner, Q.update, { input: { id: c.id, phases: moved } }), 'update').updateCampaign;
    const times = (list: { startsAt: string; endsAt: string }[]) =>
      list.map((p) => [Date.parse(p.startsAt), Date.parse(p.endsAt)]);
    expect(times(updated.phases)).toEqual(times(moved));
    expect(Date.parse(updated.phases[1].startsAt)).toBe(later.getTime());

    // A gap between two phases: refused with the form's words, nothing stored.
    const gap = moved.map((p, i) => (i === 0 ? { ...p, endsAt: hoursAfter(later, -1).toISOString() } : p));
    const refused = await h.as(owner, Q.update, { input: { id: c.id, phases: gap } });
    expect(errorOf(refused)?.errorType).toBe('ValidationError');
    expect(errorOf(refused)?.message).toContain(CAMPAIGN_MESSAGES.phasesContiguous);
    expect(Date.parse((await kit.get(owner, c.id))?.phases[0].endsAt ?? '')).toBe(later.getTime());

    // Open, then in its second phase: the first has ended and cannot change; the active one's end still moves
    // the next start.
    await kit.publish(owner, c.id);
    ok(await h.as(owner, Q.advance, { input: { id: c.id } }), 'open');
    const second = ok(await h.as(owner, Q.advance, { input: { id: c.id } }), 'advance').advanceCampaignPhase;
    expect(second.activePhase).toBe(1);
    const stored = second.phases.map((p: Record<string, unknown>) => {
      const { position: _p, active: _a, ...rest } = p;
      return rest;
    }) as typeof moved;
    const rewritten = stored.map((p, i) => (i === 0 ? { ...p, name: 'Renamed after the end' } : p));
    expect(errorOf(await h.as(owner, Q.update, { input: { id: c.id, phases: rewritten } }))).toBeDefined();
    expect((await kit.get(owner, c.id))?.phases[0].name).toBe('Ideas');
    const reviewEnd = hoursAfter(new Date(stored[1].endsAt), 6).toISOString();
    const longer = stored.map((p, i) =>
      i === 1 ? { ...p, endsAt: reviewEnd } : i === 2 ? { ...p, startsAt: reviewEnd } : p,
    );
    const after = ok(await h.as(owner, Q.update, { input: { id: c.id, phases: longer } }), 'longer').updateCampaign;
    expect(after.phases[1].active).toBe(true);
    expect(times(after.phases)).toEqual(times(longer));
    ok(await h.as(owner, Q.close, { input: { id: c.id } }), 'close');
  });
});

describe('the scheduler', () => {
  it('opens, moves (skipping phases that ended meanwhile) and closes on the clock, once, telling who it concerns', async () => {
    const t0 = new Date('2030-04-01T09:00:00Z');
    setClock(t0);
    await signInAgain();
    const start = hoursAfter(t0, 2);
    const c = await kit.create(owner, {
      title: 'Clockwork campaign',
      phases: phasesFrom(start, [
        { kind: 'SUBMISSION', name: 'Ideas', hours: 24 },
        { kind: 'REVIEW', name: 'First review', hours: 24 },
        { kind: 'REVIEW', name: 'Second review', hours: 24 },
        { kind: 'SELECTION', name: 'Selection', hours: 24 },
      ]),
    });
    const link = `/dashboard/campaigns/${c.id}`;
    expect((await kit.publish(owner, c.id)).status).toBe('SCHEDULED');
    const draft = await kit.draft(member, c.id, 'Written before the start');

    // Before the first phase: nothing moves.
    await runJob();
    expect(await kit.get(owner, c.id)).toMatchObject({ status: 'SCHEDULED', activePhase: null });
    expect(await noticesOf(h, 'campaign.opened', link)).toEqual([]);

    // The first phase has started: OPEN, the audience told, the draft's author reminded that submission closes
    // within two days (once, however often the job runs).
    setClock(hoursAfter(start, 0.05));
    await runJob();
    await runJob();
    await signInAgain();
    expect(await kit.get(member, c.id)).toMatchObject({ status: 'OPEN', activePhase: 0, canSubmit: true });
    const opened = (await noticesOf(h, 'campaign.opened', link)).map((n) => n.owner);
    expect(opened).toEqual(expect.arrayContaining([member.username, lead.username, admin.username]));
    expect(opened).not.toContain(f.users.outsider.username);
    expect(new Set(opened).size).toBe(opened.length);
    expect((await noticesOf(h, 'campaign.closingSoon', link)).map((n) => n.owner)).toEqual([member.username]);
    const bell = ok(
      await h.as(member, 'query { listMyNotifications(limit: 50) { items { kind link } } }'),
      'listMyNotifications',
    ).listMyNotifications.items as { kind: string; link: string }[];
    expect(bell).toEqual(expect.arrayContaining([{ kind: 'campaign.opened', link }]));
    ok(await h.as(member, Q.submit, { input: { id: draft } }), 'submit in the first phase');

    // The first phase ends: the second starts, its participants told.
    setClock(hoursAfter(start, 24.05));
    await runJob();
    await signInAgain();
    expect(await kit.get(member, c.id)).toMatchObject({ status: 'OPEN', activePhase: 1, canSubmit: false });
    expect((await noticesOf(h, 'campaign.phaseStarted', link)).map((n) => n.owner)).toContain(member.username);

    // The job did not run through the whole second phase (a stop): it goes straight to the phase containing now.
    setClock(hoursAfter(start, 48 + 24 + 1));
    await runJob();
    await signInAgain();
    expect(await kit.get(member, c.id)).toMatchObject({ status: 'OPEN', activePhase: 3 });

    // The last phase ends: CLOSED, its role holders told.
    setClock(hoursAfter(start, 96.05));
    await runJob();
    await runJob();
    await signInAgain();
    const closed = await kit.get(owner, c.id);
    expect(closed).toMatchObject({ status: 'CLOSED', activePhase: null });
    expect((await noticesOf(h, 'campaign.closed', link)).map((n) => n.owner)).toEqual([owner.username]);
    expect((await noticesOf(h, 'campaign.closingSoon', link)).map((n) => n.owner)).toEqual([member.username]);

    // Each move audited as the job's own.
    const moves = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.audit_log where target = $1 and actor = $2',
      [`Campaign:${c.id}`, SYSTEM_ACTOR],
    );
    expect(moves[0].n).toBeGreaterThanOrEqual(4);
  });
});

describe('the active-campaign limit', () => {
  it("refuses the publication beyond the Campaign plan's 10 with the plan's message; closing one frees a slot", async () => {
    const now = new Date('2030-05-01T09:00:00Z');
    setClock(now);
    const platformAdmin = await h.signIn(f.users.platformAdmin.email);
    const ws = await activeWorkspace(h, platformAdmin, 'limits', 'Limits Ltd');
    ok(await h.as(platformAdmin, Q.plan, { input: { tenantId: ws.tenantId, tier: 'CAMPAIGN' } }), 'plan');
    const boss = await h.signIn(ws.owner.email);
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      // Half open now, half scheduled: both count.
      const start = hoursAfter(now, i % 2 ? -1 : 3);
      ids.push((await kit.create(boss, { title: `Campaign ${i + 1}`, phases: THREE_PHASES(start) })).id);
    }
    for (const id of ids.slice(0, 10)) await kit.publish(boss, id);
    const usage = async () =>
      ok(await h.as(boss, '{ getMySubscription { usage { activeCampaigns } } }'), 'usage').getMySubscription.usage
        .activeCampaigns;
    expect(await usage()).toBe(10);

    const refused = await h.as(boss, Q.publish, { input: { id: ids[10] } });
    expect(refusal(refused)).toEqual(['PlanLimitReached', WORKSPACE_MESSAGES.limitReached('activeCampaigns', 10)]);
    expect((await kit.get(boss, ids[10]))?.status).toBe('DRAFT');

    // A closed campaign no longer counts.
    ok(await h.as(boss, Q.close, { input: { id: ids[1] } }), 'close');
    expect(await usage()).toBe(9);
    expect((await kit.publish(boss, ids[10])).status).toMatch(/^(OPEN|SCHEDULED)$/);
    expect(await usage()).toBe(10);
    // …and an archived one brought back is CLOSED, which still does not count: the limit holds.
    ok(await h.as(boss, Q.archive, { input: { id: ids[1], archived: true } }), 'archive');
    ok(await h.as(boss, Q.archive, { input: { id: ids[1], archived: false } }), 'unarchive');
    expect((await kit.get(boss, ids[1]))?.status).toBe('CLOSED');
    const extra = await kit.create(boss, { title: 'One too many', phases: THREE_PHASES(now) });
    expect(refusal(await h.as(boss, Q.publish, { input: { id: extra.id } }))?.[0]).toBe('PlanLimitReached');
  });

  it('a Bespoke grant of 1 active campaign says so', async () => {
    const now = new Date('2030-05-02T09:00:00Z');
    setClock(now);
    const platformAdmin = await h.signIn(f.users.platformAdmin.email);
    const ws = await activeWorkspace(h, platformAdmin, 'bespoke', 'Bespoke Campaigns Ltd');
    const grant = { features: ['ideas', 'campaigns'], seats: 5, storageGb: 1, teams: 1, activeCampaigns: 1 };
    ok(
      await h.as(platformAdmin, Q.plan, {
        input: { tenantId: ws.tenantId, tier: 'BESPOKE_USER_PRICING', entitlements: JSON.stringify(grant) },
      }),
      'grant',
    );
    const boss = await h.signIn(ws.owner.email);
    const a = await kit.create(boss, { title: 'First', phases: THREE_PHASES(now) });
    const b = await kit.create(boss, { title: 'Second', phases: THREE_PHASES(now) });
    await kit.publish(boss, a.id);
    expect(refusal(await h.as(boss, Q.publish, { input: { id: b.id } }))).toEqual([
      'PlanLimitReached',
      WORKSPACE_MESSAGES.limitReached('activeCampaigns', 1),
    ]);
    ok(await h.as(boss, Q.close, { input: { id: a.id } }), 'close');
    expect((await kit.publish(boss, b.id)).status).toBe('OPEN');
  });
});

describe('after a restart', () => {
  it('the scheduler picks up from the stored state: no second reminder, phases that ended meanwhile skipped', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-campaign-restart-'));
    const t0 = new Date('2030-06-01T09:00:00Z');
    setClock(t0);
    let first: DataHarness | undefined = await startDataHarness({}, { now: clock, dataDir: dir });
    let second: DataHarness | undefined;
    try {
      const platformAdmin = await first.makeAdmin(await first.newUser('restart-admin'));
      const ws = await activeWorkspace(first, platformAdmin, 'restart-owner', 'Restart Ltd');
      ok(await first.as(platformAdmin, Q.plan, { input: { tenantId: ws.tenantId, tier: 'CAMPAIGN' } }), 'plan');
      const writer = await newMember(first, ws.tenantId, 'restart-writer');
      const k1 = campaignKit(first);
      const start = hoursAfter(t0, 1);
      const c = await k1.create(ws.owner, { title: 'Survives restarts', phases: THREE_PHASES(start) });
      const link = `/dashboard/campaigns/${c.id}`;
      expect((await k1.publish(ws.owner, c.id)).status).toBe('SCHEDULED');
      await k1.draft(writer, c.id, 'Draft across the restart');
      setClock(hoursAfter(start, 0.05));
      await runJob(first.system);
      expect((await noticesOf(first, 'campaign.closingSoon', link)).map((n) => n.owner)).toEqual([writer.username]);
      const [before] = await first.system.database.query<{ status: string; active_phase: number }>(
        'select status, active_phase from app.campaigns where id = $1',
        [c.id],
      );
      expect(before).toEqual({ status: 'OPEN', active_phase: 0 });
      await first.close();
      first = undefined;

      // Started again on the same data, still in the first phase: nothing moves, nobody is reminded twice.
      setClock(hoursAfter(start, 2));
      second = await startDataHarness({}, { now: clock, dataDir: dir });
      await runJob(second.system);
      expect((await noticesOf(second, 'campaign.closingSoon', link)).map((n) => n.owner)).toEqual([writer.username]);
      expect(
        (await noticesOf(second, 'campaign.opened', link)).filter((n) => n.owner === writer.username),
      ).toHaveLength(1);
      // Down again through the whole review: the next run goes to the selection.
      setClock(hoursAfter(start, 96 + 1));
      await runJob(second.system);
      const boss = await second.signIn(ws.owner.email);
      const k2 = campaignKit(second);
      expect(await k2.get(boss, c.id)).toMatchObject({ status: 'OPEN', activePhase: 2 });
      setClock(hoursAfter(start, 144.05));
      await runJob(second.system);
      expect((await k2.get(await second.signIn(ws.owner.email), c.id))?.status).toBe('CLOSED');
    } finally {
      await first?.close();
      await second?.close();
      rmSync(dir, { recursive: true, force: true });
      // Each harness configures Amplify for its own address: give it back to the file's harness.
      Amplify.configure(h.amplifyConfig);
    }
  });
});
