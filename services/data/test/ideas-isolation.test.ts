// A member of another workspace sees nothing of a workspace's ideas (issue 24): no query, mutation, similarity
// lookup or subscription event tells them anything, and a draft stays between its author and co-authors. Both
// workspaces are on the Campaign plan, so nothing here is the plan's gate. Each engineer's checks are a describe
// block of their own over the shared setup below.
import { generateClient } from 'aws-amplify/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type DataHarness, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
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

/** The first error as the web reads it: an AppError's own type and message, else AppSync's. */
const errorOf = (r: GqlResult): { errorType: string; message: string } | undefined => {
  const e = r.errors?.[0];
  if (!e) return undefined;
  try {
    const inner = JSON.parse(e.message) as { errorType: string; message: string };
    return { errorType: inner.errorType, message: inner.message };
  } catch {
    return { errorType: e.errorType ?? '', message: e.message };
  }
};

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
    interface Observable {
      subscribe(o: { next(v: unknown): void; error(e: unknown): void }): { unsubscribe(): void };
    }
    const seen: { who: string; field: string; value: Record<string, unknown> }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const listen = (who: string, user: TestUser, field: string) => {
      const client = generateClient({
        endpoint: `${h.url.replace('http://', 'ws://')}/graphql`,
        authMode: 'lambda',
        authToken: user.accessToken,
      });
      const observable = client.graphql({
        query: `subscription { ${field} { id tenantId title state stage version } }`,
        authMode: 'lambda',
        authToken: user.accessToken,
      }) as unknown as Observable;
      subs.push(
        observable.subscribe({
          next: (v) =>
            seen.push({
              who,
              field,
              value: (v as { data: Record<string, Record<string, unknown>> }).data[field] as Record<string, unknown>,
            }),
          error: (e) => seen.push({ who, field: 'error', value: { error: String(e) } }),
        }),
      );
    };
    const until = async (check: () => boolean, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('condition not met in time');
        await new Promise((r) => setTimeout(r, 10));
      }
    };
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
