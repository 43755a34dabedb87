// Templates and writing ideas through the real clients and tokens (issue 24): custom templates made and versioned
// by owners and admins, drafts that keep their template version, submission with every required answer, edits until
// review starts with the earlier versions kept, deletion, co-authors who must accept, similar ideas, the people an
// author may name, and the plan's gate.
import { BUILT_IN_TEMPLATES, IDEA_MESSAGES, UNTITLED_IDEA } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorOf, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const FIELDS = 'fields { id type label help required options min max maxLength }';
const TEMPLATE = `id name description builtIn version status ideaCount createdByName updatedAt canEdit ${FIELDS}`;
const LIST_TEMPLATES = `query ($includeArchived: Boolean) { listIdeaTemplates(includeArchived: $includeArchived) { ${TEMPLATE} } }`;
const GET_TEMPLATE = `query ($id: ID!, $version: Int) { getIdeaTemplate(id: $id, version: $version) { ${TEMPLATE} } }`;
const TEMPLATE_VERSIONS = `query ($id: ID!) { listIdeaTemplateVersions(id: $id) { version name createdAt createdByName } }`;
const CREATE_TEMPLATE = `mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE_TEMPLATE = `mutation ($input: UpdateIdeaTemplateInput!) { updateIdeaTemplate(input: $input) { ${TEMPLATE} } }`;
const SET_STATUS = `mutation ($input: SetIdeaTemplateStatusInput!) { setIdeaTemplateStatus(input: $input) { ${TEMPLATE} } }`;
const CARD = `id title summary state stage category tags owner authorName coAuthors { userId name status } voteCount
  followerCount votedByMe followedByMe templateId templateName version submittedAt`;
const DETAILS = `idea { ${CARD} } content templateVersion latestTemplateVersion ${FIELDS}
  stageHistory { fromStage toStage actorName } canEdit canModerate canVote myCoAuthorStatus editLockedReason`;
const SAVE = `mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { ${DETAILS} } }`;
const SUBMIT = `mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { ${DETAILS} } }`;
const EDIT = `mutation ($input: EditIdeaInput!) { editIdea(input: $input) { ${DETAILS} } }`;
const DELETE = 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }';
const GET = `query ($id: ID!) { getIdea(id: $id) { ${DETAILS} } }`;
const VERSIONS = `query ($ideaId: ID!) { listIdeaVersions(ideaId: $ideaId) { version title summary content templateVersion
  category createdByName ${FIELDS} } }`;
const INVITE = `mutation ($input: InviteCoAuthorsInput!) { inviteCoAuthors(input: $input) { ${DETAILS} } }`;
const RESPOND = `mutation ($input: RespondToCoAuthorshipInput!) { respondToCoAuthorship(input: $input) { ${DETAILS} } }`;
const REMOVE = `mutation ($input: RemoveCoAuthorInput!) { removeCoAuthor(input: $input) { ${DETAILS} } }`;
const ACTIVITY = `query ($ideaId: ID!) { listIdeaActivity(ideaId: $ideaId, limit: 50) { items { action details } } }`;
const SIMILAR =
  'query ($title: String!, $excludeId: ID) { findSimilarIdeas(title: $title, excludeId: $excludeId) { id title stage voteCount } }';
const PEOPLE =
  'query ($ideaId: ID, $search: String) { listIdeaPeople(ideaId: $ideaId, search: $search) { userId name } }';

const pitchFields = [
  { id: 'problem', type: 'LONG_TEXT', label: 'Problem', required: true },
  { id: 'budget', type: 'NUMBER', label: 'Budget', required: false, min: 0, max: 1000000 },
];

async function newTemplate(name: string, fields: unknown[] = pitchFields) {
  return ok(await h.as(owner, CREATE_TEMPLATE, { input: { name, fields } }), 'createIdeaTemplate').createIdeaTemplate;
}

async function draft(user: TestUser, input: Record<string, unknown>) {
  return ok(await h.as(user, SAVE, { input }), 'saveIdeaDraft').saveIdeaDraft;
}

/** A submitted idea of `user` on the built-in problem statement. */
async function submitted(user: TestUser, title: string, summary?: string) {
  const d = await draft(user, {
    templateId: 'problem-statement',
    title,
    summary,
    content: { problem: `${title}: the problem`, affected: 'Everyone', impact: 'A lot' },
  });
  return ok(await h.as(user, SUBMIT, { input: { id: d.idea.id } }), 'submitIdea').submitIdea;
}

beforeAll(async () => {
  h = await startDataHarness();
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead } = f.users);
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
});
afterAll(async () => {
  await h?.close();
});

describe('templates', () => {
  it('lists the built-in templates first, then custom ones by name; owners and admins make and version them', async () => {
    const builtIns = ok(await h.as(member, LIST_TEMPLATES), 'list').listIdeaTemplates;
    expect(builtIns.map((t: { id: string }) => t.id)).toEqual(BUILT_IN_TEMPLATES.map((t) => t.id));
    expect(builtIns[1]).toMatchObject({ name: 'Lean canvas', builtIn: true, version: 1, canEdit: false });
    expect(builtIns[1].fields.map((x: { label: string }) => x.label)).toContain('Unfair advantage');

    const created = ok(
      await h.as(admin, CREATE_TEMPLATE, {
        input: { name: '  Quick pitch ', description: 'Short', fields: pitchFields },
      }),
      'create',
    ).createIdeaTemplate;
    expect(created).toMatchObject({ name: 'Quick pitch', version: 1, status: 'ACTIVE', builtIn: false, canEdit: true });
    const second = await newTemplate('Another pitch');

    // Members use templates, they do not make them; names are unique whatever their case (built-in ones too).
    expect(
      errorOf(await h.as(member, CREATE_TEMPLATE, { input: { name: 'Mine', fields: pitchFields } })),
    ).toMatchObject({
      errorType: 'Unauthorized',
    });
    expect(
      errorOf(await h.as(owner, CREATE_TEMPLATE, { input: { name: 'QUICK PITCH', fields: pitchFields } })),
    ).toEqual({
      errorType: 'ValidationError',
      message: `input.name: ${IDEA_MESSAGES.templateNameTaken}`,
    });
    expect(
      errorOf(await h.as(owner, CREATE_TEMPLATE, { input: { name: 'lean canvas', fields: pitchFields } })),
    ).toEqual({
      errorType: 'ValidationError',
      message: `input.name: ${IDEA_MESSAGES.templateNameTaken}`,
    });
    // The form definition is checked by the shared schema, naming the field.
    const bad = await h.as(owner, CREATE_TEMPLATE, {
      input: {
        name: 'Bad',
        fields: [{ id: 'pick', type: 'SINGLE_CHOICE', label: 'Pick', required: true, options: ['a'] }],
      },
    });
    expect(errorOf(bad)).toEqual({
      errorType: 'ValidationError',
      message: 'input.fields.0.options: add at least 2 options',
    });
    expect(errorOf(await h.as(owner, UPDATE_TEMPLATE, { input: { id: 'lean-canvas', name: 'Mine' } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.id: ${IDEA_MESSAGES.builtInTemplate}`,
    });

    const listed = ok(await h.as(member, LIST_TEMPLATES), 'list').listIdeaTemplates;
    expect(listed.slice(BUILT_IN_TEMPLATES.length).map((t: { name: string }) => t.name)).toEqual([
      'Another pitch',
      'Quick pitch',
    ]);
    expect(listed.find((t: { id: string }) => t.id === created.id).canEdit).toBe(false);

    // A description alone changes the version in place; a name or fields change makes version 2.
    const described = ok(
      await h.as(owner, UPDATE_TEMPLATE, { input: { id: created.id, description: 'Shorter' } }),
      'u',
    ).updateIdeaTemplate;
    expect(described).toMatchObject({ version: 1, description: 'Shorter' });
    const v2 = ok(
      await h.as(owner, UPDATE_TEMPLATE, {
        input: {
          id: created.id,
          fields: [...pitchFields, { id: 'team', type: 'SHORT_TEXT', label: 'Team', required: true }],
        },
      }),
      'update',
    ).updateIdeaTemplate;
    expect(v2).toMatchObject({ version: 2, name: 'Quick pitch', description: 'Shorter' });
    expect(v2.fields).toHaveLength(3);
    const v1 = ok(await h.as(member, GET_TEMPLATE, { id: created.id, version: 1 }), 'get v1').getIdeaTemplate;
    expect(v1.fields).toHaveLength(2);
    expect(ok(await h.as(member, GET_TEMPLATE, { id: created.id, version: 3 }), 'get v3').getIdeaTemplate).toBeNull();
    const versions = ok(await h.as(member, TEMPLATE_VERSIONS, { id: created.id }), 'versions').listIdeaTemplateVersions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].createdByName).toBeTruthy();

    // Archived: out of the pickers, still there by id and with includeArchived; then back.
    ok(await h.as(owner, SET_STATUS, { input: { id: second.id, status: 'ARCHIVED' } }), 'archive');
    const active = ok(await h.as(member, LIST_TEMPLATES), 'list').listIdeaTemplates.map((t: { id: string }) => t.id);
    expect(active).not.toContain(second.id);
    const all = ok(await h.as(member, LIST_TEMPLATES, { includeArchived: true }), 'list').listIdeaTemplates;
    expect(all.find((t: { id: string }) => t.id === second.id)).toMatchObject({ status: 'ARCHIVED' });
    expect(ok(await h.as(member, GET_TEMPLATE, { id: second.id }), 'get').getIdeaTemplate).toMatchObject({
      status: 'ARCHIVED',
    });
    expect(errorOf(await h.as(member, SAVE, { input: { templateId: second.id, title: 'x', content: {} } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.templateId: ${IDEA_MESSAGES.templateArchived}`,
    });
    ok(await h.as(owner, SET_STATUS, { input: { id: second.id, status: 'ACTIVE' } }), 'unarchive');
  });

  it('a template change leaves existing drafts on their version', async () => {
    const t = await newTemplate('Versioned pitch');
    const d = await draft(member, {
      templateId: t.id,
      title: 'Rooftop garden',
      content: { problem: 'No green space' },
    });
    expect(d).toMatchObject({ templateVersion: 1, latestTemplateVersion: 1 });
    ok(
      await h.as(owner, UPDATE_TEMPLATE, {
        input: {
          id: t.id,
          fields: [...pitchFields, { id: 'site', type: 'SHORT_TEXT', label: 'Site', required: true }],
        },
      }),
      'update',
    );
    // The draft keeps rendering with version 1 and says a newer one exists.
    const seen = ok(await h.as(member, GET, { id: d.idea.id }), 'getIdea').getIdea;
    expect(seen).toMatchObject({ templateVersion: 1, latestTemplateVersion: 2 });
    expect(seen.fields.map((x: { id: string }) => x.id)).toEqual(['problem', 'budget']);
    // Autosaving keeps it there, and it submits against version 1 (the new required "Site" is not asked for).
    const saved = await draft(member, {
      id: d.idea.id,
      templateId: t.id,
      title: 'Rooftop garden',
      content: { problem: 'No green space', budget: 500 },
    });
    expect(saved.templateVersion).toBe(1);
    const done = ok(await h.as(member, SUBMIT, { input: { id: d.idea.id } }), 'submit').submitIdea;
    expect(done).toMatchObject({ templateVersion: 1, idea: { state: 'SUBMITTED', stage: 'NEW' } });
    // A new draft starts on the latest; switching a draft to the latest is its author's choice.
    const fresh = await draft(member, { templateId: t.id, title: 'Bees', content: {} });
    expect(fresh.templateVersion).toBe(2);
    const other = await draft(member, { templateId: t.id, templateVersion: 1, title: 'Wasps', content: {} });
    expect(other.templateVersion).toBe(1);
    const switched = await draft(member, {
      id: other.idea.id,
      templateId: t.id,
      templateVersion: 2,
      title: 'Wasps',
      content: {},
    });
    expect(switched).toMatchObject({ templateVersion: 2, latestTemplateVersion: 2 });
  });
});

describe('drafts, submission, edits', () => {
  it('a draft is private, autosaves in place and submits with every required answer, naming the missing field', async () => {
    const d = await draft(member, { templateId: 'lean-canvas', title: '  ', content: { problem: 'Queues at lunch' } });
    expect(d.idea).toMatchObject({
      title: UNTITLED_IDEA,
      state: 'DRAFT',
      stage: null,
      version: 1,
      templateName: 'Lean canvas',
    });
    expect(d).toMatchObject({ canEdit: true, canVote: false });
    // Only its author sees it (moderators included: drafts are private).
    for (const who of [owner, admin, lead])
      expect(ok(await h.as(who, GET, { id: d.idea.id }), 'getIdea').getIdea).toBeNull();
    // Wrong types are refused even in a draft, naming the field.
    expect(
      errorOf(
        await h.as(member, SAVE, {
          input: { id: d.idea.id, templateId: 'lean-canvas', title: 'x', content: { problem: 5 } },
        }),
      ),
    ).toEqual({
      errorType: 'ValidationError',
      message: 'input.content.problem: must be text',
    });
    // Answers sent as JSON text whose escapes make text the database cannot keep are refused, not a server error.
    for (const bad of ['a\u0000b', 'a\ud800b'])
      expect(
        errorOf(
          await h.as(member, SAVE, {
            input: { id: d.idea.id, templateId: 'lean-canvas', title: 'x', content: JSON.stringify({ problem: bad }) },
          }),
        ),
      ).toEqual({
        errorType: 'ValidationError',
        message: 'input.content.problem: must not contain NUL characters or unpaired surrogates',
      });
    // Someone else cannot save it.
    expect(
      errorOf(await h.as(lead, SAVE, { input: { id: d.idea.id, templateId: 'lean-canvas', title: 'x', content: {} } })),
    ).toMatchObject({
      errorType: 'NotFound',
    });
    const saved = await draft(member, {
      id: d.idea.id,
      templateId: 'lean-canvas',
      title: 'Lunch pre-orders',
      summary: 'Order ahead, skip the queue',
      content: { problem: 'Queues at lunch', customerSegments: 'Staff' },
      category: 'Facilities',
      tags: [' Food ', 'food', 'Queues'],
    });
    expect(saved.idea).toMatchObject({
      id: d.idea.id,
      title: 'Lunch pre-orders',
      version: 1,
      tags: ['food', 'queues'],
    });
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.idea_versions where idea_id = $1',
      [d.idea.id],
    );
    expect(n).toBe(0);

    expect(errorOf(await h.as(member, SUBMIT, { input: { id: d.idea.id } }))).toEqual({
      errorType: 'ValidationError',
      message: 'input.content.uniqueValueProposition: Unique value proposition is required',
    });
    // A co-author does not submit; the author does once every required answer is there.
    await draft(member, {
      id: d.idea.id,
      templateId: 'lean-canvas',
      title: 'Lunch pre-orders',
      content: { problem: 'Queues', customerSegments: 'Staff', uniqueValueProposition: 'No queue', solution: 'An app' },
    });
    const done = ok(await h.as(member, SUBMIT, { input: { id: d.idea.id } }), 'submit').submitIdea;
    expect(done.idea).toMatchObject({ state: 'SUBMITTED', stage: 'NEW', followedByMe: true, followerCount: 1 });
    expect(done.stageHistory).toEqual([{ fromStage: null, toStage: 'NEW', actorName: expect.any(String) }]);
    expect(errorOf(await h.as(member, SUBMIT, { input: { id: d.idea.id } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.id: ${IDEA_MESSAGES.notDraft}`,
    });
    // Everyone in the workspace sees it now; the owners and admins were told.
    expect(ok(await h.as(lead, GET, { id: d.idea.id }), 'getIdea').getIdea).toMatchObject({
      canVote: true,
      canEdit: false,
    });
    const told = await h.system.database.query<{ owner: string }>(
      "select owner from app.notification_events where kind = 'idea.submitted' and link like '%' || $1 order by owner",
      [d.idea.id],
    );
    expect(told.map((r) => r.owner).sort()).toEqual([owner.username, admin.username].sort());
  });

  it('edit after review start is refused; the earlier versions are kept', async () => {
    const idea = await submitted(member, 'Standing desks');
    const id = idea.idea.id;
    const edit = (title: string) =>
      h.as(member, EDIT, {
        input: { id, title, content: { problem: `${title} problem`, affected: 'Desk workers', impact: 'Backs' } },
      });
    const e1 = ok(await edit('Standing desks for all'), 'edit').editIdea;
    expect(e1.idea).toMatchObject({ title: 'Standing desks for all', version: 2 });
    ok(await edit('Standing desks, phase one'), 'edit again');
    // Required answers are enforced on an edit as on submission.
    expect(errorOf(await h.as(member, EDIT, { input: { id, title: 'x', content: { problem: 'p' } } }))).toEqual({
      errorType: 'ValidationError',
      message: 'input.content.affected: Who is affected? is required',
    });
    const versions = ok(await h.as(lead, VERSIONS, { ideaId: id }), 'versions').listIdeaVersions;
    expect(versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Standing desks for all'],
      [1, 'Standing desks'],
    ]);
    expect(JSON.parse(versions[1].content).problem).toBe('Standing desks: the problem');
    expect(versions[1].fields.length).toBeGreaterThan(0);
    expect(versions[1].createdByName).toBeTruthy();
    // Others do not edit it.
    expect(errorOf(await h.as(lead, EDIT, { input: { id, title: 'Mine', content: {} } }))).toMatchObject({
      errorType: 'Unauthorized',
    });

    // Review starts (a moderator moves it out of NEW): no more edits, nor deletion by its author.
    await h.system.database.query("update app.ideas set stage = 'UNDER_REVIEW' where id = $1", [id]);
    expect(errorOf(await edit('Too late'))).toEqual({ errorType: 'IdeaLocked', message: IDEA_MESSAGES.locked });
    expect(errorOf(await h.as(member, DELETE, { input: { id } }))).toEqual({
      errorType: 'IdeaLocked',
      message: IDEA_MESSAGES.locked,
    });
    expect(ok(await h.as(member, GET, { id }), 'get').getIdea).toMatchObject({
      canEdit: false,
      editLockedReason: IDEA_MESSAGES.locked,
      idea: { version: 3 },
    });
    // A moderator still deletes it.
    expect(ok(await h.as(admin, DELETE, { input: { id } }), 'delete').deleteIdea).toBe(true);
    expect(ok(await h.as(member, GET, { id }), 'get').getIdea).toBeNull();
  });

  it('shows the 50 newest earlier versions of an idea edited many times', async () => {
    const done = await submitted(member, 'Versioned many times');
    await h.system.database.query(
      `insert into app.idea_versions (idea_id, version, title, content, template_version, created_by)
       select $1, v, 'Version ' || v, '{}'::jsonb, 1, $2 from generate_series(1, 60) as v`,
      [done.idea.id, member.username],
    );
    const versions = ok(await h.as(lead, VERSIONS, { ideaId: done.idea.id }), 'versions').listIdeaVersions;
    expect(versions).toHaveLength(50);
    expect(versions[0].version).toBe(60);
    expect(versions[49].version).toBe(11);
  });

  it('an author deletes their draft; nobody else may', async () => {
    const d = await draft(member, { templateId: 'problem-statement', title: 'Short-lived', content: {} });
    expect(errorOf(await h.as(owner, DELETE, { input: { id: d.idea.id } }))).toMatchObject({ errorType: 'NotFound' });
    expect(ok(await h.as(member, DELETE, { input: { id: d.idea.id } }), 'delete').deleteIdea).toBe(true);
    expect(errorOf(await h.as(member, DELETE, { input: { id: d.idea.id } }))).toMatchObject({ errorType: 'NotFound' });
  });
});

describe('co-authors', () => {
  it("keeps a draft's time in the trail to its authors: others see the idea's story from its submission", async () => {
    const content = { problem: 'Trail problem', affected: 'Everyone', impact: 'A lot' };
    const d = await draft(member, { templateId: 'problem-statement', title: 'A working title', content });
    await draft(member, { id: d.idea.id, templateId: 'problem-statement', title: 'Trail of a draft', content });
    ok(await h.as(member, INVITE, { input: { ideaId: d.idea.id, userIds: [lead.username, admin.username] } }), 'i');
    ok(await h.as(lead, RESPOND, { input: { ideaId: d.idea.id, accept: false } }), 'decline');
    ok(await h.as(admin, RESPOND, { input: { ideaId: d.idea.id, accept: true } }), 'accept');
    ok(await h.as(member, SUBMIT, { input: { id: d.idea.id } }), 'submit');
    const trail = async (user: TestUser) =>
      ok(await h.as(user, ACTIVITY, { ideaId: d.idea.id }), 'activity').listIdeaActivity.items.map(
        (a: { action: string; details: string }) =>
          `${a.action}${JSON.parse(a.details).accepted === false ? ' (no)' : ''}`,
      );
    // No autosave anywhere; the authors see the draft's invitations and answers.
    expect(await trail(member)).toEqual([
      'submitIdea',
      'respondToCoAuthorship',
      'respondToCoAuthorship (no)',
      'inviteCoAuthors',
    ]);
    expect(await trail(admin)).toEqual(await trail(member));
    // Another reader: nothing from before the submission, not who was invited or declined.
    expect(await trail(owner)).toEqual(['submitIdea']);
  });

  it('invited co-authors see the draft, accept to edit it, decline to lose it; the author removes them', async () => {
    const d = await draft(member, { templateId: 'problem-statement', title: 'Shared bikes', content: {} });
    const id = d.idea.id;
    // Only the author invites, only active members of the workspace, never themself.
    expect(errorOf(await h.as(member, INVITE, { input: { ideaId: id, userIds: [f.users.pending.username] } }))).toEqual(
      {
        errorType: 'ValidationError',
        message: `input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`,
      },
    );
    expect(
      errorOf(await h.as(member, INVITE, { input: { ideaId: id, userIds: [f.users.outsider.username] } })),
    ).toEqual({
      errorType: 'ValidationError',
      message: `input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`,
    });
    expect(errorOf(await h.as(member, INVITE, { input: { ideaId: id, userIds: [member.username] } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.userIds: ${IDEA_MESSAGES.coAuthorSelf}`,
    });
    const invited = ok(
      await h.as(member, INVITE, { input: { ideaId: id, userIds: [lead.username, admin.username] } }),
      'invite',
    ).inviteCoAuthors;
    expect(invited.idea.coAuthors.map((c: { status: string }) => c.status)).toEqual(['INVITED', 'INVITED']);
    const told = await h.system.database.query<{ owner: string }>(
      "select owner from app.notification_events where kind = 'idea.coAuthorInvited' and link like '%' || $1",
      [id],
    );
    expect(told.map((r) => r.owner).sort()).toEqual([lead.username, admin.username].sort());

    // An invitee sees the draft but does not edit it until they accept.
    const seen = ok(await h.as(lead, GET, { id }), 'get').getIdea;
    expect(seen).toMatchObject({ myCoAuthorStatus: 'INVITED', canEdit: false });
    expect(
      errorOf(await h.as(lead, SAVE, { input: { id, templateId: 'problem-statement', title: 'x', content: {} } })),
    ).toMatchObject({
      errorType: 'Unauthorized',
    });
    expect(errorOf(await h.as(owner, RESPOND, { input: { ideaId: id, accept: true } }))).toMatchObject({
      errorType: 'NotFound',
    });
    const accepted = ok(
      await h.as(lead, RESPOND, { input: { ideaId: id, accept: true } }),
      'accept',
    ).respondToCoAuthorship;
    expect(accepted).toMatchObject({ myCoAuthorStatus: 'ACCEPTED', canEdit: true, idea: { followedByMe: true } });
    await draft(lead, { id, templateId: 'problem-statement', title: 'Shared bikes for staff', content: {} });
    expect(errorOf(await h.as(lead, RESPOND, { input: { ideaId: id, accept: true } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.ideaId: ${IDEA_MESSAGES.noInvitation}`,
    });
    // A decline makes the invitation and the draft disappear.
    expect(
      ok(await h.as(admin, RESPOND, { input: { ideaId: id, accept: false } }), 'decline').respondToCoAuthorship,
    ).toBeNull();
    expect(ok(await h.as(admin, GET, { id }), 'get').getIdea).toBeNull();
    const responded = await h.system.database.query<{ owner: string }>(
      "select owner from app.notification_events where kind = 'idea.coAuthorResponded' and link like '%' || $1",
      [id],
    );
    expect(responded.map((r) => r.owner)).toEqual([member.username, member.username]);
    // Accepted co-authors are shown to the author; the author removes one.
    const mine = ok(await h.as(member, GET, { id }), 'get').getIdea;
    expect(mine.idea.title).toBe('Shared bikes for staff');
    expect(mine.idea.coAuthors).toEqual([{ userId: lead.username, name: expect.any(String), status: 'ACCEPTED' }]);
    expect(errorOf(await h.as(admin, REMOVE, { input: { ideaId: id, userId: lead.username } }))).toMatchObject({
      errorType: 'NotFound',
    });
    const removed = ok(
      await h.as(member, REMOVE, { input: { ideaId: id, userId: lead.username } }),
      'remove',
    ).removeCoAuthor;
    expect(removed.idea.coAuthors).toEqual([]);
    expect(ok(await h.as(lead, GET, { id }), 'get').getIdea).toBeNull();
    // A co-author leaves by removing themself: out of the draft's sight (null), the author told.
    ok(await h.as(member, INVITE, { input: { ideaId: id, userIds: [admin.username] } }), 'invite again');
    ok(await h.as(admin, RESPOND, { input: { ideaId: id, accept: true } }), 'accept');
    expect(
      ok(await h.as(admin, REMOVE, { input: { ideaId: id, userId: admin.username } }), 'leave').removeCoAuthor,
    ).toBeNull();
    expect(ok(await h.as(admin, GET, { id }), 'get').getIdea).toBeNull();
    const [{ follower_count }] = await h.system.database.query<{ follower_count: number }>(
      'select follower_count from app.ideas where id = $1',
      [id],
    );
    expect(follower_count).toBe(0);
    const left = await h.system.database.query<{ owner: string; title: string }>(
      "select owner, title from app.notification_events where kind = 'idea.coAuthorRemoved' and link like '%' || $1 order by created_at",
      [id],
    );
    expect(left.map((n) => n.owner)).toEqual([lead.username, member.username]);
  });
});

describe('similar ideas and people', () => {
  it('similar ideas only from the caller’s workspace, never drafts', async () => {
    const mine = await submitted(member, 'Solar panels on the roof', 'Cheaper energy');
    await submitted(admin, 'Solar powered lamps');
    await submitted(owner, 'A quieter canteen');
    await draft(owner, { templateId: 'problem-statement', title: 'Solar secret draft', content: {} });
    await submitted(f.users.outsider, 'Solar panels for Elsewhere');
    const found = ok(await h.as(lead, SIMILAR, { title: 'solar panel' }), 'similar').findSimilarIdeas;
    expect(found.map((x: { title: string }) => x.title)).toEqual(['Solar panels on the roof', 'Solar powered lamps']);
    // Not even the caller's own draft: only submitted ideas are "existing ideas" (both rank alike on "solar": in
    // any order).
    const ownView = ok(await h.as(owner, SIMILAR, { title: 'solar secret' }), 'similar').findSimilarIdeas;
    expect(ownView.map((x: { title: string }) => x.title).sort()).toEqual([
      'Solar panels on the roof',
      'Solar powered lamps',
    ]);
    // Words of the summary count too; the idea being edited is left out; short titles look for nothing.
    const energy = ok(await h.as(lead, SIMILAR, { title: 'energy!', excludeId: null }), 's').findSimilarIdeas;
    expect(energy.map((x: { id: string }) => x.id)).toEqual([mine.idea.id]);
    const excluded = ok(await h.as(member, SIMILAR, { title: 'solar', excludeId: mine.idea.id }), 's').findSimilarIdeas;
    expect(excluded.map((x: { title: string }) => x.title)).toEqual(['Solar powered lamps']);
    expect(ok(await h.as(lead, SIMILAR, { title: 'so' }), 's').findSimilarIdeas).toEqual([]);
    // Query syntax in a title is only words.
    expect(ok(await h.as(lead, SIMILAR, { title: "sol & ! | ' :* ()" }), 's').findSimilarIdeas.length).toBe(2);
  });

  it('listIdeaPeople: every active member for a submitted idea, the author and co-authors for a draft', async () => {
    const everyone = ok(await h.as(member, PEOPLE, {}), 'people').listIdeaPeople.map(
      (p: { userId: string }) => p.userId,
    );
    expect(everyone.sort()).toEqual([owner.username, admin.username, lead.username].sort());
    const d = await draft(member, { templateId: 'problem-statement', title: 'Small circle', content: {} });
    ok(await h.as(member, INVITE, { input: { ideaId: d.idea.id, userIds: [lead.username] } }), 'invite');
    const circle = ok(await h.as(lead, PEOPLE, { ideaId: d.idea.id }), 'people').listIdeaPeople;
    expect(circle.map((p: { userId: string }) => p.userId)).toEqual([member.username]);
    expect(ok(await h.as(admin, PEOPLE, { ideaId: d.idea.id }), 'people').listIdeaPeople).toEqual([]);
  });
});

describe('plan gate', () => {
  it('a workspace without the ideas feature (Connect, Collaborate) is told which plan unlocks it', async () => {
    const connect = await activeWorkspace(h, f.users.platformAdmin, 'connect', 'Connect Ltd');
    ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId: connect.tenantId, tier: 'CONNECT' } }), 'plan');
    for (const [query, variables] of [
      [LIST_TEMPLATES, {}],
      [GET, { id: 'x' }],
      [SIMILAR, { title: 'solar' }],
      [SAVE, { input: { templateId: 'problem-statement', title: 'x', content: {} } }],
    ] as const) {
      const e = errorOf(await h.as(connect.owner, query, variables));
      expect(e?.errorType).toBe('PlanRequired');
      expect(e?.message).toMatch(/Campaign plan/);
    }
    // Templates of their own need the templates feature and an owner or admin.
    expect(
      errorOf(await h.as(connect.owner, CREATE_TEMPLATE, { input: { name: 'T', fields: pitchFields } })),
    ).toMatchObject({
      errorType: 'PlanRequired',
    });
  });
});
