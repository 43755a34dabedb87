// The security review of campaigns (issue 28): a campaign's idea is co-authored only by people who see its campaign;
// nobody who lost sight of a campaign (a removed member holding a role) hears of it; a closed campaign takes no more
// content from its authors (edits, comments, votes taken back, drafts, attachments) and an archived one no writes at
// all (moderation, stages, tags, deleted comments); the scheduler leaves alone the campaigns of workspaces that are
// deactivated, deleted or whose plan no longer has campaigns; and platform admins export the real authors.
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, IDEA_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import { runCampaignPhases } from '../src/campaigns/jobs.ts';
import {
  ANSWERS,
  campaignKit,
  dataDeps,
  hoursAfter,
  moveInto,
  newMember,
  noticesOf,
  phasesFrom,
  Q,
} from './campaigns-fixture.ts';
import { type DataHarness, errorOf, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;
let kit: ReturnType<typeof campaignKit>;

beforeAll(async () => {
  h = await startDataHarness();
  kit = campaignKit(h);
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead } = f.users);
  ok(await h.as(f.users.platformAdmin, Q.plan, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'plan');
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3_600_000;
const refusal = (r: GqlResult) => {
  const e = errorOf(r);
  return e && [e.errorType, e.message];
};
const db = <T>(sql: string, params: unknown[] = []) => h.system.database.query<T>(sql, params);

/** A published campaign of the roles workspace, OPEN in a submission phase (votes and comments allowed). */
async function openCampaign(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const c = await kit.create(owner, {
    title,
    phases: phasesFrom(hoursAfter(new Date(), -1), [
      { kind: 'SUBMISSION', hours: 72 },
      { kind: 'REVIEW', hours: 72 },
    ]),
    ...extra,
  });
  expect((await kit.publish(owner, c.id)).status).toBe('OPEN');
  return c.id;
}

const EDIT = 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { id } } }';
const EDIT_COMMENT = 'mutation ($input: EditIdeaCommentInput!) { editIdeaComment(input: $input) { id body } }';
const DELETE_COMMENT = 'mutation ($input: DeleteIdeaCommentInput!) { deleteIdeaComment(input: $input) { id } }';
const TAGS = 'mutation ($input: UpdateIdeaTagsInput!) { updateIdeaTags(input: $input) { id } }';
const MOVE = 'mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { id stage } }';
const REMOVE = 'mutation ($input: MemberIdInput!) { removeMember(input: $input) { userId } }';
const UPLOAD = 'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId } }';

describe('co-authors of a campaign’s idea', () => {
  it('are people who see the campaign: a member outside a TEAMS audience is refused, nothing stored', async () => {
    const c = await openCampaign('Team-only co-authoring', { audience: 'TEAMS', teamIds: [f.teamId] });
    const idea = await kit.submitted(lead, c, 'Written within the team');
    // The member is an active member of the workspace, but not in the campaign's team.
    expect(refusal(await h.as(lead, Q.invite, { input: { ideaId: idea, userIds: [member.username] } }))).toEqual([
      'ValidationError',
      `input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`,
    ]);
    // One outside among people who see it refuses them all.
    expect(
      refusal(await h.as(lead, Q.invite, { input: { ideaId: idea, userIds: [admin.username, member.username] } })),
    ).toEqual(['ValidationError', `input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`]);
    expect(await db('select user_id from app.idea_coauthors where idea_id = $1', [idea])).toEqual([]);
    expect(
      await db("select owner from app.notification_events where kind = 'idea.coAuthorInvited' and owner = $1", [
        member.username,
      ]),
    ).toEqual([]);
    // The workspace's admin sees every campaign: invited.
    ok(await h.as(lead, Q.invite, { input: { ideaId: idea, userIds: [admin.username] } }), 'invite admin');
    expect(await db('select user_id from app.idea_coauthors where idea_id = $1', [idea])).toEqual([
      { user_id: admin.username },
    ]);
  });
});

describe('a campaign’s notices', () => {
  it('reach no role holder who has left the workspace', async () => {
    const exModerator = await newMember(h, f.tenantId, 'exmoderator');
    const evaluator = await newMember(h, f.tenantId, 'evaluator');
    const c = await openCampaign('Roles outliving their holders', {
      moderatorIds: [exModerator.username],
      evaluatorIds: [evaluator.username],
    });
    const link = `/dashboard/campaigns/${c}`;
    await kit.submitted(member, c, 'An idea to have participants');
    ok(await h.as(owner, REMOVE, { input: { userId: exModerator.username } }), 'removeMember');
    // Still a role holder in the table: only the campaign's sight decides.
    expect(
      await db('select role from app.campaign_roles where campaign_id = $1 and user_id = $2', [
        c,
        exModerator.username,
      ]),
    ).toEqual([{ role: 'MODERATOR' }]);

    ok(await h.as(owner, Q.advance, { input: { id: c } }), 'advance');
    const started = (await noticesOf(h, 'campaign.phaseStarted', link)).map((n) => n.owner);
    expect(started).toEqual(expect.arrayContaining([member.username, evaluator.username]));
    expect(started).not.toContain(exModerator.username);

    ok(await h.as(owner, Q.close, { input: { id: c } }), 'close');
    expect((await noticesOf(h, 'campaign.closed', link)).map((n) => n.owner)).toEqual([evaluator.username]);
  });
});

describe('a closed, then archived campaign', () => {
  let c: string;
  let idea: string;
  let draft: string;
  let commentId: string;

  beforeAll(async () => {
    c = await openCampaign('Closing time', { categories: ['Energy'] });
    idea = await kit.submitted(member, c, 'Solar roofs', { category: 'Energy' });
    draft = await kit.draft(member, c, 'Not finished in time');
    ok(await h.as(lead, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote');
    commentId = ok(await h.as(lead, Q.comment, { input: { ideaId: idea, body: 'Lovely' } }), 'comment').addIdeaComment
      .id;
  });

  it('while open, an edit keeps the idea in one of the campaign’s categories', async () => {
    expect(
      refusal(
        await h.as(member, EDIT, { input: { id: idea, title: 'Solar roofs', content: ANSWERS, category: 'Food' } }),
      ),
    ).toEqual(['ValidationError', `input.category: ${CAMPAIGN_MESSAGES.categoryNotInCampaign}`]);
    ok(
      await h.as(member, EDIT, { input: { id: idea, title: 'Solar roofs', content: ANSWERS, category: 'energy' } }),
      'edit',
    );
    expect(await db('select category, version from app.ideas where id = $1', [idea])).toEqual([
      { category: 'Energy', version: 2 },
    ]);
  });

  it('closes', async () => {
    expect(ok(await h.as(owner, Q.close, { input: { id: c } }), 'close').closeCampaign.status).toBe('CLOSED');
  });

  it('closed: its author edits the idea no more', async () => {
    expect(
      refusal(
        await h.as(member, EDIT, {
          input: { id: idea, title: 'Solar roofs, later', content: ANSWERS, category: 'Energy' },
        }),
      ),
    ).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.campaignNotOpen]);
    expect(await db('select title, version from app.ideas where id = $1', [idea])).toEqual([
      { title: 'Solar roofs', version: 2 },
    ]);
  });

  it('closed: a comment is not rewritten', async () => {
    expect(refusal(await h.as(lead, EDIT_COMMENT, { input: { id: commentId, body: 'Changed my mind' } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.commentsClosed,
    ]);
    expect(await db('select body from app.idea_comments where id = $1', [commentId])).toEqual([{ body: 'Lovely' }]);
  });

  it('closed: a vote is not taken back', async () => {
    expect(refusal(await h.as(lead, Q.vote, { input: { ideaId: idea, vote: false } }))).toEqual([
      'PhaseClosed',
      CAMPAIGN_MESSAGES.votingClosed,
    ]);
    expect(await db('select vote_count from app.ideas where id = $1', [idea])).toEqual([{ vote_count: 1 }]);
  });

  it('closed: a draft in it is not saved there (it may leave the campaign)', async () => {
    const save = (extra: Record<string, unknown>) =>
      h.as(member, Q.save, {
        input: { id: draft, templateId: 'problem-statement', title: 'Still not finished', content: ANSWERS, ...extra },
      });
    expect(refusal(await save({}))).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.campaignNotOpen]);
    expect(refusal(await save({ campaignId: c }))).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.campaignNotOpen]);
    expect(await db('select title, campaign_id from app.ideas where id = $1', [draft])).toEqual([
      { title: 'Not finished in time', campaign_id: c },
    ]);
    const left = ok(await save({ campaignId: null }), 'save out of the campaign').saveIdeaDraft;
    expect(left.idea).toMatchObject({ title: 'Still not finished', campaignId: null });
  });

  it('closed: no file is attached to its idea', async () => {
    const r = await h.as(member, UPLOAD, {
      input: {
        purpose: 'ATTACHMENT',
        fileName: 'plan.pdf',
        contentType: 'application/pdf',
        size: 100,
        recordType: 'IDEA',
        recordId: idea,
      },
    });
    expect(refusal(r)).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.campaignNotOpen]);
    expect(await db("select id from app.files where record_type = 'IDEA' and record_id = $1", [idea])).toEqual([]);
  });

  it('closed: its moderators still moderate, move and tag its ideas', async () => {
    ok(await h.as(owner, MOVE, { input: { ids: [idea], stage: 'UNDER_REVIEW' } }), 'move');
    ok(await h.as(owner, TAGS, { input: { id: idea, moderatorTags: ['shortlist'] } }), 'tag');
    ok(await h.as(owner, Q.moderate, { input: { ideaId: idea, action: 'HIDE' } }), 'hide');
    ok(await h.as(owner, Q.moderate, { input: { ideaId: idea, action: 'UNHIDE' } }), 'unhide');
    ok(await h.as(owner, Q.archive, { input: { id: c, archived: true } }), 'archive');
  });

  const readOnly = ['ValidationError', CAMPAIGN_MESSAGES.archivedReadOnly];

  it('archived: its ideas are not moderated', async () => {
    expect(refusal(await h.as(owner, Q.moderate, { input: { ideaId: idea, action: 'HIDE' } }))).toEqual(readOnly);
    expect(await db('select moderation from app.ideas where id = $1', [idea])).toEqual([{ moderation: 'VISIBLE' }]);
  });

  it('archived: its ideas are not moved', async () => {
    expect(refusal(await h.as(owner, MOVE, { input: { ids: [idea], stage: 'SELECTED' } }))).toEqual(readOnly);
    expect(await db('select stage from app.ideas where id = $1', [idea])).toEqual([{ stage: 'UNDER_REVIEW' }]);
  });

  it('archived: its ideas are not tagged', async () => {
    expect(refusal(await h.as(owner, TAGS, { input: { id: idea, moderatorTags: ['winner'] } }))).toEqual(readOnly);
    expect(refusal(await h.as(member, TAGS, { input: { id: idea, tags: ['mine'] } }))).toEqual(readOnly);
    expect(await db('select moderator_tags from app.ideas where id = $1', [idea])).toEqual([
      { moderator_tags: ['shortlist'] },
    ]);
  });

  it('archived: its comments are not deleted', async () => {
    expect(refusal(await h.as(lead, DELETE_COMMENT, { input: { id: commentId } }))).toEqual(readOnly);
    expect(refusal(await h.as(owner, DELETE_COMMENT, { input: { id: commentId } }))).toEqual(readOnly);
    expect(await db('select deleted_at from app.idea_comments where id = $1', [commentId])).toEqual([
      { deleted_at: null },
    ]);
  });
});

describe('the export of a campaign’s ideas', () => {
  it('shows a platform admin (a workspace admin, no campaign role) the real author of an anonymous idea', async () => {
    const pa = await h.newUser('Platformina');
    await moveInto(h, f.tenantId, pa);
    await db("update app.workspace_members set role = 'admin' where user_id = $1", [pa.username]);
    await dataDeps(h).pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: pa.username });
    const platformAdmin = await h.makeAdmin(pa);
    const author = await newMember(h, f.tenantId, 'Quentin');
    const c = await openCampaign('Quiet export', { allowAnonymous: true });
    const idea = await kit.submitted(author, c, 'A quiet idea', { anonymous: true });
    const line = async (who: TestUser) =>
      (ok(await h.as(who, Q.exportCsv, { id: c }), 'export').exportCampaignIdeas.csv as string)
        .split(/\r?\n/)
        .find((l) => l.includes(idea)) ?? '';
    // A plain workspace admin reads Anonymous; the platform admin, the campaign's owner read the name.
    expect(await line(admin)).toContain('Anonymous');
    expect(await line(admin)).not.toContain('Quentin');
    expect(await line(platformAdmin)).toContain('Quentin Tester');
    expect(await line(owner)).toContain('Quentin Tester');
  });
});

// Last: the runs below are far ahead of the real clock, where every other campaign of this file has ended.
describe('the campaign-phases job', () => {
  it('moves and reminds only campaigns of ACTIVE, undeleted workspaces whose plan has campaigns', async () => {
    const platformAdmin = f.users.platformAdmin;
    const ws = await activeWorkspace(h, platformAdmin, 'jobowner', 'Paused Campaigns Ltd');
    const plan = async (tier: string) =>
      ok(await h.as(platformAdmin, Q.plan, { input: { tenantId: ws.tenantId, tier } }), `plan ${tier}`);
    await plan('CAMPAIGN');
    // Far ahead of the real clock, so the scheduler running for real leaves it alone.
    const t0 = Date.now() + 30 * 24 * HOUR;
    const c = await kit.create(ws.owner, {
      title: 'Paused with its workspace',
      phases: phasesFrom(new Date(t0), [
        { kind: 'SUBMISSION', hours: 72 },
        { kind: 'REVIEW', hours: 24 },
      ]),
    });
    expect((await kit.publish(ws.owner, c.id)).status).toBe('SCHEDULED');
    await kit.draft(ws.owner, c.id, 'A draft to be reminded of');
    const at = async (ms: number) => {
      const run = await runCampaignPhases({ ...dataDeps(h), now: () => new Date(ms) });
      return {
        moved: run.moved.filter((m) => m.campaignId === c.id).map((m) => m.move.to),
        reminded: run.reminded.filter((r) => r.campaignId === c.id).map((r) => [r.phase, r.notified]),
      };
    };
    const nothing = { moved: [], reminded: [] };
    const tenant = (set: string) => db(`update app.tenants set ${set} where id = $1`, [ws.tenantId]);

    // Due to open, but its workspace is deactivated, then deleted, then on a plan without campaigns.
    await tenant("status = 'DEACTIVATED'");
    expect(await at(t0 + HOUR)).toEqual(nothing);
    await tenant("status = 'ACTIVE', deleted_at = now()");
    expect(await at(t0 + HOUR)).toEqual(nothing);
    await tenant('deleted_at = null');
    await plan('COLLABORATE');
    expect(await at(t0 + HOUR)).toEqual(nothing);
    expect(await db('select status from app.campaigns where id = $1', [c.id])).toEqual([{ status: 'SCHEDULED' }]);
    // Back on a plan with campaigns: the next run catches up.
    await plan('CAMPAIGN');
    expect(await at(t0 + HOUR)).toEqual({ moved: [{ status: 'OPEN', phase: 0 }], reminded: [] });

    // Its submission phase ends within the reminders' window: no reminder while the plan has no campaigns.
    const soon = t0 + (72 - CAMPAIGN_LIMITS.closingSoonHours / 2) * HOUR;
    await plan('COLLABORATE');
    expect(await at(soon)).toEqual(nothing);
    await plan('CAMPAIGN');
    await tenant("status = 'DEACTIVATED'");
    expect(await at(soon)).toEqual(nothing);
    expect(await noticesOf(h, 'campaign.closingSoon', `/dashboard/campaigns/${c.id}`)).toEqual([]);
    await tenant("status = 'ACTIVE'");
    expect(await at(soon)).toEqual({ moved: [], reminded: [[0, 1]] });
  });
});
