// Export my data (issue 30) through the real clients: two people of one workspace with ideas, comments and
// preferences; the first asks for an export, the data-export job makes it, the signed link downloads a ZIP whose
// data.json and CSV files hold the first person's profile, preferences, idea and comment and nothing of the second
// (their e-mail, name, id, comment or idea); a second request within the hour is refused, one after the hour is
// made; a day later the export has no link, its signed link is refused and the hourly cleanup removes the file;
// deleting the account deletes its exports. The data service's clock (and the disk store's links) run on the
// harness's clock, moved forward here.
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_PATH, FILE_MESSAGES, SITE } from '@innov/contracts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupExpiredExports } from '../src/account-export/jobs.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

const HOUR = 3_600_000;
/** The system's clock runs this far ahead of the wall clock. */
let offset = 0;

let h: DataHarness;
let deps: DataDeps;
let me: TestUser;
let colleague: TestUser;
let ideaId: string;

const EXPORT = 'id status createdAt readyAt expiresAt size url nextRequestAt';
const REQUEST = `mutation ($input: RequestDataExportInput) { requestDataExport(input: $input) { ${EXPORT} } }`;
const MINE = `query { getMyDataExport { ${EXPORT} } }`;
const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const INVITE = 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }';
const SAVE = 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }';
const SUBMIT = 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }';
const COMMENT = 'mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { id } }';
const PREFS = 'query { listNotifications(limit: 10) { items { id type channels digest } } }';
const UPDATE_PREF = 'mutation ($input: UpdateNotificationInput!) { updateNotification(input: $input) { id } }';
const DELETE_DATA =
  'mutation ($input: DeleteUserDataInput!) { deleteUserData(input: $input) { userName deletedItems } }';

const DISPLAY = { paletteMode: 'light', colorPreset: 'teal', direction: 'rtl', stretch: true };

interface ExportState {
  id: string;
  status: string;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  size: number | null;
  url: string | null;
  nextRequestAt: string | null;
}

async function submitIdea(user: TestUser, title: string): Promise<string> {
  const d = ok(
    await h.as(user, SAVE, {
      input: {
        templateId: 'problem-statement',
        title,
        content: { problem: `${title}: the problem`, affected: 'Everyone', impact: 'A lot' },
      },
    }),
    'saveIdeaDraft',
  ).saveIdeaDraft;
  return ok(await h.as(user, SUBMIT, { input: { id: d.idea.id } }), 'submitIdea').submitIdea.idea.id;
}

const request = (user: TestUser) => h.as(user, REQUEST, { input: { displaySettings: JSON.stringify(DISPLAY) } });
const latest = async (user: TestUser) => ok(await h.as(user, MINE), 'getMyDataExport').getMyDataExport as ExportState;

/** Moves the clock on and signs the users in again (their tokens expire by the same clock). */
async function advance(ms: number) {
  offset += ms;
  me = await h.signIn(me.email);
  colleague = await h.signIn(colleague.email);
}

/** The ZIP the signed link serves, entry by entry as text. */
async function download(url: string): Promise<Record<string, string>> {
  const res = await fetch(url);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"/);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]));
}

beforeAll(async () => {
  h = await startDataHarness({}, { now: () => new Date(Date.now() + offset) });
  deps = (h.system.data as { deps: DataDeps }).deps;
  const platformAdmin = await h.makeAdmin(await h.newUser('platform'));
  const ws = await activeWorkspace(h, platformAdmin, 'exporterone', 'Export Ltd');
  me = ws.owner;
  ok(await h.as(platformAdmin, PLAN, { input: { tenantId: ws.tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
  colleague = await h.newUser('colleaguetwo');
  const invited = ok(await h.as(me, INVITE, { input: { emails: [colleague.email], role: 'member' } }), 'invite');
  ok(await h.as(colleague, ACCEPT, { input: { id: invited.inviteMembers.invited[0].id } }), 'acceptInvitation');

  ideaId = await submitIdea(me, 'Solar benches for the car park');
  // A cell a spreadsheet would run, to be made inert in comments.csv.
  ok(await h.as(me, COMMENT, { input: { ideaId, body: '=HYPERLINK("http://x.example","my own note")' } }), 'comment');
  // The colleague's words on my idea (and a notice to me naming them), and their own idea: none of it is mine.
  ok(await h.as(colleague, COMMENT, { input: { ideaId, body: 'Colleague secret remark' } }), 'comment');
  await submitIdea(colleague, 'Colleague private scheme');
  const product = (ok(await h.as(me, PREFS), 'prefs').listNotifications.items as { id: string; type: string }[]).find(
    (p) => p.type === 'PRODUCT',
  );
  ok(await h.as(me, UPDATE_PREF, { input: { id: product?.id, channels: ['EMAIL', 'PUSH'], digest: true } }), 'pref');
});
afterAll(async () => {
  await h?.close();
});

describe('export my data', () => {
  let first: ExportState;

  it('is made by the job: a ZIP of my profile, preferences, idea and comment, and nothing of my colleague', async () => {
    expect(await latest(me)).toBeNull();
    first = ok(await request(me), 'requestDataExport').requestDataExport;
    expect(first).toMatchObject({ status: 'PENDING', url: null, readyAt: null, size: null });
    expect(new Date(first.nextRequestAt as string).getTime() - new Date(first.createdAt).getTime()).toBe(HOUR);

    await h.system.jobs.idle('data-export');
    const ready = await latest(me);
    expect(ready).toMatchObject({ id: first.id, status: 'READY' });
    expect(new Date(ready.expiresAt as string).getTime() - new Date(ready.readyAt as string).getTime()).toBe(24 * HOUR);
    expect(ready.size).toBeGreaterThan(0);
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/o\/exports\//);

    // The e-mail, at once whatever the preferences: the account page where it is downloaded.
    const mail = (await h.outbox(me.email)).find((m) => m.subject.startsWith(DATA_EXPORT_MESSAGES.readyTitle));
    expect(mail?.subject).toBe(`${DATA_EXPORT_MESSAGES.readyTitle} – ${SITE.name}`);
    expect(mail?.text).toContain(`${h.url}${DATA_EXPORT_PATH}`);

    const files = await download(ready.url as string);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['data.json', 'ideas.csv', 'comments.csv', 'notifications.csv', 'memberships.csv']),
    );
    const data = JSON.parse(files['data.json'] as string);
    expect(data.profile).toMatchObject({ id: me.username, email: me.email, name: 'exporterone Tester' });
    expect(data.identity.account.attributes).toMatchObject({ email: me.email, given_name: 'exporterone' });
    expect(data.preferences.display).toEqual(DISPLAY);
    expect(data.preferences.notifications).toContainEqual(
      expect.objectContaining({ type: 'PRODUCT', channels: ['EMAIL', 'PUSH'], digest: true }),
    );
    expect(data.memberships.workspace).toMatchObject({ name: 'Export Ltd', role: 'owner' });
    expect(data.ideas.map((i: { title: string }) => i.title)).toEqual(['Solar benches for the car park']);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual([
      '=HYPERLINK("http://x.example","my own note")',
    ]);
    expect(data.authEvents.some((e: { type: string }) => e.type === 'SignIn')).toBe(true);
    expect(data.auditEvents.some((e: { action: string }) => e.action === 'submitIdea')).toBe(true);
    // The colleague's comment told me; the notice is kept, its words (naming them) are not.
    const notice = data.notifications.find((n: { kind: string }) => n.kind.startsWith('idea.comment'));
    expect(notice).toMatchObject({ title: null, body: null });

    // CSV: a header row, CRLF line ends, the formula made inert.
    expect(files['ideas.csv']?.split('\r\n')[0]).toMatch(/^id,workspaceId,campaignId,title,/);
    expect(files['ideas.csv']).toContain('Solar benches for the car park');
    expect(files['comments.csv']).toContain(`"'=HYPERLINK(""http://x.example"",""my own note"")"`);

    // Nothing of the colleague, in any file.
    for (const [name, text] of Object.entries(files))
      for (const theirs of [
        colleague.email,
        colleague.username,
        'colleaguetwo',
        'Colleague secret remark',
        'Colleague private scheme',
      ])
        expect(text, `${name} holds ${theirs}`).not.toContain(theirs);
  });

  it('is refused within the hour, with the wait; made again after it', async () => {
    const again = await request(me);
    expect(errorOf(again)).toEqual({
      errorType: 'TooManyRequestsException',
      message: DATA_EXPORT_MESSAGES.tooSoon(60),
    });
    await advance(59 * 60_000);
    expect(errorOf(await request(me))).toEqual({
      errorType: 'TooManyRequestsException',
      message: DATA_EXPORT_MESSAGES.tooSoon(1),
    });
    expect((await latest(me)).nextRequestAt).toBe(new Date(new Date(first.createdAt).getTime() + HOUR).toISOString());

    await advance(2 * 60_000);
    const second = ok(await request(me), 'requestDataExport').requestDataExport as ExportState;
    expect(second.id).not.toBe(first.id);
    await h.system.jobs.idle('data-export');
    expect(await latest(me)).toMatchObject({ id: second.id, status: 'READY' });
  });

  it('expires after a day: no link, the signed link refused, the file removed by the cleanup', async () => {
    const ready = await latest(me);
    const link = ready.url as string;
    expect((await fetch(link)).status).toBe(200);

    await advance(24 * HOUR + 60_000);
    expect(await latest(me)).toMatchObject({ id: ready.id, status: 'EXPIRED', url: null, size: null });
    const refused = await fetch(link);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: FILE_MESSAGES.linkExpired });

    const [row] = await h.system.database.query<{ key: string }>('select key from app.data_exports where id = $1', [
      ready.id,
    ]);
    expect(await deps.storage.head(row?.key as string)).not.toBeNull();
    expect(await cleanupExpiredExports(deps)).toBe(2);
    expect(await deps.storage.head(row?.key as string)).toBeNull();
    const rows = await h.system.database.query<{ status: string; key: string | null }>(
      'select status, key from app.data_exports where user_id = $1',
      [me.username],
    );
    expect(rows).toEqual([
      { status: 'EXPIRED', key: null },
      { status: 'EXPIRED', key: null },
    ]);
  });

  it('goes with the account', async () => {
    ok(await request(colleague), 'requestDataExport');
    await h.system.jobs.idle('data-export');
    const ready = await latest(colleague);
    expect(ready.status).toBe('READY');
    const [row] = await h.system.database.query<{ key: string }>('select key from app.data_exports where id = $1', [
      ready.id,
    ]);
    ok(await h.as(colleague, DELETE_DATA, { input: { userName: colleague.username } }), 'deleteUserData');
    expect(
      await h.system.database.query('select id from app.data_exports where user_id = $1', [colleague.username]),
    ).toEqual([]);
    await h.system.jobs.idle('files-delete');
    expect(await deps.storage.head(row?.key as string)).toBeNull();
    expect((await fetch(ready.url as string)).status).toBe(404);
  });
});
