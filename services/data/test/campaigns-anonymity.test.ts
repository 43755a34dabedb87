// Anonymous ideas (issue 28): in a campaign that allows it, an idea submitted anonymously names 'Anonymous' for its
// author and its co-author in every answer a plain member (or a plain workspace admin) reads — cards on the board
// and in my innovations, the idea's page, its versions and stage history, comments the author and co-author write,
// realtime records, notifications and their e-mails, the idea's activity, the workspace activity feed, the CSV
// export — while the author and co-author, the campaign's owner and moderators and a platform admin see who wrote it.
import { ANONYMOUS_AUTHOR, CAMPAIGN_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ANSWERS, campaignKit, hoursAfter, moveInto, newMember, phasesFrom, Q } from './campaigns-fixture.ts';
import { type DataHarness, errorOf, startDataHarness, subscribeAs, type TestUser, until } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let reader: TestUser;
let moderator: TestUser;
let author: TestUser;
let coAuthor: TestUser;
let platformAdmin: TestUser;
let kit: ReturnType<typeof campaignKit>;

let campaignId: string;
let idea: string;
const TITLE = 'Whisper network for night shifts';
/** What gives the author or co-author away: their ids, names and e-mail addresses (the tags are in both). */
let secrets: string[];
const realtime: { field: string; value: Record<string, unknown> }[] = [];
const subs: { unsubscribe(): void }[] = [];

const reveals = (value: unknown) => secrets.filter((s) => JSON.stringify(value).includes(s));

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  kit = campaignKit(h);
  f = await buildRolesFixture(h);
  ({ owner, admin, member: reader, lead: moderator } = f.users);
  ok(await h.as(f.users.platformAdmin, Q.plan, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'plan');
  author = await newMember(h, f.tenantId, 'Zelda');
  coAuthor = await newMember(h, f.tenantId, 'Yorick');
  // A platform admin who is also a plain member of the workspace.
  const pa = await h.newUser('Platformia');
  await moveInto(h, f.tenantId, pa);
  platformAdmin = await h.makeAdmin(pa);
  secrets = [author.username, coAuthor.username, 'Zelda', 'Yorick'];

  const c = await kit.create(owner, {
    title: 'Quiet voices',
    audience: 'WORKSPACE',
    allowAnonymous: true,
    moderatorIds: [moderator.username],
    phases: phasesFrom(hoursAfter(new Date(), -1), [
      { kind: 'SUBMISSION', hours: 72 },
      { kind: 'REVIEW', hours: 72 },
    ]),
  });
  campaignId = c.id;
  await kit.publish(owner, campaignId);

  // The reader listens to ideas and comments; open once a workspace idea's event reaches them.
  for (const [field, selection] of [
    ['onCreateIdea', 'id tenantId title owner'],
    ['onUpdateIdea', 'id tenantId title owner voteCount'],
    ['onCreateIdeaComment', 'id ideaId owner authorName body'],
  ] as const)
    subs.push(
      subscribeAs(h, reader, field, selection, {
        next: (value) => realtime.push({ field, value }),
        error: (e) => realtime.push({ field: 'error', value: { error: String(e) } }),
      }),
    );
  let probe = '';
  const deadline = Date.now() + 15_000;
  while (!realtime.some((r) => r.value?.id === probe) && Date.now() < deadline) {
    const d = ok(
      await h.as(owner, Q.save, {
        input: { templateId: 'problem-statement', title: `Probe ${Date.now()}`, content: ANSWERS },
      }),
      'probe',
    ).saveIdeaDraft.idea.id;
    ok(await h.as(owner, Q.submit, { input: { id: d } }), 'probe submit');
    probe = d;
    await new Promise((r) => setTimeout(r, 100));
  }

  // The author writes anonymously with a co-author, submits, comments (mentioning the reader) and edits; the
  // co-author comments too; the reader and the admin follow it, the reader votes.
  idea = await kit.draft(author, campaignId, TITLE, { anonymous: true });
  ok(await h.as(author, Q.invite, { input: { ideaId: idea, userIds: [coAuthor.username] } }), 'invite');
  ok(await h.as(coAuthor, Q.respond, { input: { ideaId: idea, accept: true } }), 'accept');
  ok(await h.as(author, Q.submit, { input: { id: idea } }), 'submit');
  for (const who of [reader, admin]) ok(await h.as(who, Q.follow, { input: { ideaId: idea, follow: true } }), 'follow');
  ok(
    await h.as(author, Q.comment, {
      input: { ideaId: idea, body: `The author here, @[member Tester](user:${reader.username}) what do you think?` },
    }),
    'author comment',
  );
  ok(await h.as(coAuthor, Q.comment, { input: { ideaId: idea, body: 'The co-author agrees' } }), 'co-author comment');
  ok(await h.as(reader, Q.comment, { input: { ideaId: idea, body: 'A reader answers' } }), 'reader comment');
  ok(
    await h.as(author, 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { version } } }', {
      input: { id: idea, title: TITLE, summary: 'Edited by its author', content: ANSWERS },
    }),
    'edit',
  );
  // The author attaches a file, and the co-author starts an attachment and cancels it: the files' audit rows name
  // the file, not the idea, and must not give them away either.
  const attach = (user: TestUser, name: string) =>
    h.as(user, 'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId } }', {
      input: {
        purpose: 'ATTACHMENT',
        fileName: name,
        contentType: 'application/pdf',
        size: 2048,
        recordType: 'IDEA',
        recordId: idea,
      },
    });
  ok(await attach(author, 'plan.pdf'), 'attachment');
  const cancelled = ok(await attach(coAuthor, 'draft.pdf'), 'attachment').requestUpload.fileId as string;
  ok(
    await h.as(coAuthor, 'mutation ($input: ConfirmUploadInput!) { cancelUpload(input: $input) }', {
      input: { fileId: cancelled },
    }),
    'cancel',
  );
  ok(await h.as(reader, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote');
  await until(
    () =>
      realtime.some((r) => r.field === 'onCreateIdea' && r.value.id === idea) &&
      realtime.filter((r) => r.field === 'onCreateIdeaComment' && r.value.ideaId === idea).length === 3,
    15_000,
    () => JSON.stringify(realtime),
  );
});
afterAll(async () => {
  for (const s of subs) s.unsubscribe();
  await h?.close();
  g.WebSocket = hadWebSocket;
});

const FULL_IDEA = `query ($id: ID!) { getIdea(id: $id) { idea { id owner authorName anonymous coAuthors { userId name }
  moderation campaignId } seesAuthor stageHistory { actorName } } }`;
const VERSIONS = 'query ($id: ID!) { listIdeaVersions(ideaId: $id) { version createdByName } }';
const ACTIVITY_FEED = `query { listWorkspaceActivity(limit: 100) { items { id action actorId actorName target details } } }`;

describe('an anonymous idea read by a plain member and a plain workspace admin', () => {
  it('shows Anonymous on the board, the idea page, its stage history, and cards in their lists', async () => {
    for (const who of [reader, admin]) {
      const label = who === reader ? 'reader' : 'admin';
      const details = ok(await h.as(who, FULL_IDEA, { id: idea }), label).getIdea;
      expect(details.idea).toMatchObject({ owner: null, authorName: ANONYMOUS_AUTHOR, anonymous: true, coAuthors: [] });
      expect(details.seesAuthor).toBe(false);
      expect(reveals(details), label).toEqual([]);
      for (const vars of [{ campaignId }, {}, { search: 'whisper network' }]) {
        const page = ok(await h.as(who, Q.ideas, vars), label).listIdeas;
        const card = page.items.find((i: { id: string }) => i.id === idea);
        expect(card, JSON.stringify(vars)).toMatchObject({ owner: null, authorName: ANONYMOUS_AUTHOR, coAuthors: [] });
        expect(reveals(page), label).toEqual([]);
      }
      // Filtering the board by the author does not find it (that would name them).
      for (const authorId of [author.username, coAuthor.username]) {
        const byAuthor = ok(await h.as(who, Q.ideas, { authorId }), label).listIdeas;
        expect(byAuthor.items.map((i: { id: string }) => i.id)).not.toContain(idea);
      }
      const following = ok(await h.as(who, Q.my, { tab: 'FOLLOWING' }), label).listMyInnovations;
      expect(following.items.map((i: { id: string }) => i.id)).toContain(idea);
      expect(reveals(following), label).toEqual([]);
      const similar = ok(await h.as(who, Q.similar, { t: 'whisper network night' }), label).findSimilarIdeas;
      expect(similar.map((s: { id: string }) => s.id)).toContain(idea);
    }
  });

  it('shows Anonymous as the writer of its earlier versions', async () => {
    for (const who of [reader, admin]) {
      const versions = ok(await h.as(who, VERSIONS, { id: idea }), 'versions').listIdeaVersions;
      expect(versions.length).toBeGreaterThan(0);
      expect(reveals(versions)).toEqual([]);
    }
  });

  it('shows Anonymous for the comments the author and co-author wrote, and the reader’s own as theirs', async () => {
    for (const who of [reader, admin]) {
      const comments = ok(await h.as(who, Q.comments, { ideaId: idea }), 'comments').listIdeaComments.items as {
        owner: string | null;
        authorName: string;
        body: string;
      }[];
      expect(comments.map((c) => [c.owner, c.authorName])).toEqual([
        [null, ANONYMOUS_AUTHOR],
        [null, ANONYMOUS_AUTHOR],
        [reader.username, 'member Tester'],
      ]);
      expect(reveals(comments)).toEqual([]);
    }
  });

  it('shows Anonymous in the idea’s activity and the workspace activity feed', async () => {
    for (const who of [reader, admin]) {
      const activity = ok(await h.as(who, Q.activity, { ideaId: idea }), 'activity').listIdeaActivity.items as {
        actorName: string | null;
      }[];
      expect(activity.map((a) => a.actorName)).toContain(ANONYMOUS_AUTHOR);
      expect(reveals(activity)).toEqual([]);
    }
    // The feed is for the workspace's owners and admins; the plain admin is neither owner nor moderator of the
    // campaign.
    const feed = ok(await h.as(admin, ACTIVITY_FEED), 'feed').listWorkspaceActivity.items as {
      actorId: string | null;
      actorName: string | null;
      target: string | null;
    }[];
    const onIdea = feed.filter((a) => a.target === `Idea:${idea}`);
    expect(onIdea.map((a) => a.actorName)).toContain(ANONYMOUS_AUTHOR);
    expect(reveals(onIdea)).toEqual([]);
    // …nor anything else of the feed that concerns it (its comments, votes, follows).
    expect(reveals(feed)).toEqual([]);
  });

  it('carries no author in the realtime records the reader received', async () => {
    const ofIdea = realtime.filter((r) => r.value.id === idea || r.value.ideaId === idea);
    expect(ofIdea.map((r) => r.field)).toEqual(expect.arrayContaining(['onCreateIdea', 'onCreateIdeaComment']));
    expect(reveals(ofIdea)).toEqual([]);
    expect(realtime.filter((r) => r.field === 'error')).toEqual([]);
  });

  it('names Anonymous in the notifications and e-mails about it', async () => {
    const events = await h.system.database.query<{
      owner: string;
      kind: string;
      title: string;
      body: string | null;
      actor_sub: string | null;
      actor_name: string | null;
    }>(
      `select owner, kind, title, body, actor_sub, actor_name from app.notification_events
        where link like $1 and owner = any($2) order by created_at`,
      [`%${idea}`, [reader.username, admin.username, f.users.owner.username]],
    );
    // The reader was mentioned and is told of comments; the admin follows it.
    const kinds = events.filter((e) => e.owner === reader.username).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['idea.mentioned']));
    const byTheAuthors = events.filter((e) => ['idea.mentioned', 'idea.commented', 'idea.submitted'].includes(e.kind));
    expect(byTheAuthors.length).toBeGreaterThan(1);
    for (const e of byTheAuthors.filter((x) => x.actor_name !== 'member Tester')) {
      expect(e.actor_sub, e.kind).toBeNull();
      expect(e.actor_name, e.kind).toBe(ANONYMOUS_AUTHOR);
    }
    expect(reveals(events.filter((e) => e.owner !== f.users.owner.username))).toEqual([]);

    const mails = [...(await h.outbox(reader.email)), ...(await h.outbox(admin.email))].filter((m) =>
      m.text.includes(idea),
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((m) => `${m.subject}\n${m.text}`.includes(ANONYMOUS_AUTHOR))).toBe(true);
    expect(reveals(mails.map((m) => [m.subject, m.text]))).toEqual([]);
  });

  it('exports Anonymous to a workspace admin who moderates but does not see authors', async () => {
    const csv = ok(await h.as(admin, Q.exportCsv, { id: campaignId }), 'export').exportCampaignIdeas.csv as string;
    const line = csv.split(/\r?\n/).find((l) => l.includes(idea));
    expect(line).toContain(ANONYMOUS_AUTHOR);
    expect(reveals(csv)).toEqual([]);
  });
});

describe('who sees the real author', () => {
  it('the author and co-author, the campaign’s owner and moderator, a platform admin', async () => {
    for (const [label, who] of [
      ['author', author],
      ['co-author', coAuthor],
      ['campaign owner', owner],
      ['campaign moderator', moderator],
      ['platform admin', platformAdmin],
    ] as const) {
      const details = ok(await h.as(who, FULL_IDEA, { id: idea }), label).getIdea;
      expect(details.idea, label).toMatchObject({
        owner: author.username,
        authorName: 'Zelda Tester',
        anonymous: true,
        coAuthors: [{ userId: coAuthor.username, name: 'Yorick Tester' }],
      });
      expect(details.seesAuthor, label).toBe(true);
    }
    // The author's own list shows it as theirs.
    const mine = ok(await h.as(author, Q.my, { tab: 'SUBMITTED' }), 'mine').listMyInnovations.items;
    expect(mine.find((i: { id: string }) => i.id === idea)).toMatchObject({ owner: author.username });
    // The campaign's moderator reads the comments' and activity's real names, and exports them.
    const comments = ok(await h.as(moderator, Q.comments, { ideaId: idea }), 'comments').listIdeaComments.items;
    expect(comments.map((c: { authorName: string }) => c.authorName)).toEqual([
      'Zelda Tester',
      'Yorick Tester',
      'member Tester',
    ]);
    const csv = ok(await h.as(moderator, Q.exportCsv, { id: campaignId }), 'export').exportCampaignIdeas.csv as string;
    const line = csv.split(/\r?\n/).find((l) => l.includes(idea)) ?? '';
    expect(line).toContain('Zelda Tester');
    expect(line).toContain('Yorick Tester');
    // The back-office's audit log names the real actor.
    const audit = ok(
      await h.as(
        platformAdmin,
        'query ($input: AdminListInput) { adminListAudit(input: $input) { items { actor actorName action } } }',
        { input: { filters: JSON.stringify({ target: `Idea:${idea}` }), pageSize: 100 } },
      ),
      'adminListAudit',
    ).adminListAudit.items as { actor: string }[];
    expect(audit.map((a) => a.actor)).toContain(author.username);
  });

  it('refuses anonymity where the campaign does not allow it', async () => {
    const named = await kit.create(owner, {
      title: 'Names on',
      phases: phasesFrom(hoursAfter(new Date(), -1), [{ kind: 'SUBMISSION', hours: 48 }]),
    });
    await kit.publish(owner, named.id);
    const refused = await h.as(author, Q.save, {
      input: {
        templateId: 'problem-statement',
        title: 'Hidden',
        content: ANSWERS,
        campaignId: named.id,
        anonymous: true,
      },
    });
    expect(errorOf(refused)).toEqual({
      errorType: 'ValidationError',
      message: `input.anonymous: ${CAMPAIGN_MESSAGES.anonymousNotAllowed}`,
    });
  });
});

describe('an anonymous idea’s traces that outlive its authorship', () => {
  const FILES = `query ($input: ListRecordFilesInput!) { listRecordFiles(input: $input) { id name uploadedBy uploadedByName } }`;
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  it('names Anonymous as who added the author’s attachments, the real name to the moderator', async () => {
    const g = ok(
      await h.as(
        author,
        'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url headers } }',
        {
          input: {
            purpose: 'ATTACHMENT',
            fileName: 'evidence.pdf',
            contentType: 'application/pdf',
            size: PDF.length,
            recordType: 'IDEA',
            recordId: idea,
          },
        },
      ),
      'requestUpload',
    ).requestUpload as { fileId: string; url: string; headers: string };
    const headers = JSON.parse(g.headers) as Record<string, string>;
    delete headers['content-length'];
    const put = await fetch(g.url, { method: 'PUT', headers, body: new Uint8Array(PDF) });
    expect(put.status).toBeLessThan(300);
    ok(
      await h.as(author, 'mutation ($input: ConfirmUploadInput!) { confirmUpload(input: $input) { id } }', {
        input: { fileId: g.fileId },
      }),
      'confirmUpload',
    );
    const input = { recordType: 'IDEA', recordId: idea };
    for (const who of [reader, admin]) {
      const files = ok(await h.as(who, FILES, { input }), 'files').listRecordFiles as {
        name: string;
        uploadedBy: string | null;
        uploadedByName: string | null;
      }[];
      expect(files.find((f) => f.name === 'evidence.pdf')).toMatchObject({
        uploadedBy: null,
        uploadedByName: ANONYMOUS_AUTHOR,
      });
      expect(reveals(files)).toEqual([]);
    }
    const seen = ok(await h.as(moderator, FILES, { input }), 'files').listRecordFiles as { uploadedBy: string }[];
    expect(seen.map((f) => f.uploadedBy)).toContain(author.username);
  });

  it('keeps its authors Anonymous in the activity after a co-author leaves and after it is deleted', async () => {
    const second = await kit.draft(author, campaignId, 'Second quiet thought', { anonymous: true });
    ok(await h.as(author, Q.invite, { input: { ideaId: second, userIds: [coAuthor.username] } }), 'invite');
    ok(await h.as(coAuthor, Q.respond, { input: { ideaId: second, accept: true } }), 'accept');
    ok(await h.as(author, Q.submit, { input: { id: second } }), 'submit');
    ok(await h.as(coAuthor, Q.comment, { input: { ideaId: second, body: 'Said while a co-author' } }), 'comment');
    ok(
      await h.as(
        coAuthor,
        'mutation ($input: RemoveCoAuthorInput!) { removeCoAuthor(input: $input) { idea { id } } }',
        {
          input: { ideaId: second, userId: coAuthor.username },
        },
      ),
      'leave',
    );
    const activity = ok(await h.as(reader, Q.activity, { ideaId: second }), 'activity').listIdeaActivity.items;
    expect(reveals(activity)).toEqual([]);
    const feedOf = async () =>
      (ok(await h.as(admin, ACTIVITY_FEED), 'feed').listWorkspaceActivity.items as { target: string | null }[]).filter(
        (a) => a.target === `Idea:${second}`,
      );
    const before = await feedOf();
    expect(before.length).toBeGreaterThan(2);
    expect(reveals(before)).toEqual([]);
    // The workspace admin moderates the campaign's ideas (not its authors): deleting the idea takes the row the
    // masking looked at, and the rows stay masked.
    ok(
      await h.as(admin, 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }', { input: { id: second } }),
      'delete',
    );
    const after = await feedOf();
    expect(after.length).toBe(before.length + 1);
    expect(reveals(after)).toEqual([]);
  });
});
