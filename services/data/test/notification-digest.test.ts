// The notifications' jobs on an injected clock: the PRODUCT digest collects a day's events into one mail at 08:00
// in the user's time zone (UTC without one), sends it once, and leaves later events for the next day; transactional
// mail goes at once with the digest on; events older than 90 days are pruned. The jobs run through the queue
// (`notification-digest`, `notification-prune`), as their schedule runs them.
import type { DataDeps } from '@innov/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_JOB, PRUNE_JOB } from '../src/notifications/jobs.ts';
import { type NotifyInput, notify, notifyInTransaction } from '../src/notifications/notify.ts';
import { type DataHarness, errorTypes, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let deps: DataDeps;
// The clock runs on from where the test sets it.
let base = Date.parse('2030-01-14T15:00:00Z');
let setAt = Date.now();
const clock = () => new Date(base + (Date.now() - setAt));
function setClock(iso: string) {
  base = Date.parse(iso);
  setAt = Date.now();
}

beforeAll(async () => {
  h = await startDataHarness({}, { now: clock });
  deps = h.system.data?.deps as DataDeps;
});
afterAll(async () => {
  await h?.close();
});

const PREFS = 'query { listNotifications(limit: 10) { items { id type channels digest } } }';
const UPDATE_PREF =
  'mutation ($input: UpdateNotificationInput!) { updateNotification(input: $input) { id type channels digest } }';
const UPDATE_PROFILE =
  'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id timeZone } }';

async function digestOn(user: TestUser) {
  const r = await h.as(user, PREFS);
  const product = r.data.listNotifications.items.find((p: { type: string }) => p.type === 'PRODUCT');
  const on = await h.as(user, UPDATE_PREF, { input: { id: product.id, channels: ['EMAIL'], digest: true } });
  expect(on.data.updateNotification.digest).toBe(true);
}

function productEvent(user: TestUser, title: string, extra: Partial<NotifyInput> = {}) {
  return notifyInTransaction(deps, (ctx) =>
    notify(ctx, {
      recipient: user.username,
      type: 'PRODUCT',
      kind: 'test.digest',
      title,
      link: '/dashboard',
      ...extra,
    }),
  );
}

async function runJob(name: string) {
  await h.system.jobs.send(name, {});
  await h.system.jobs.idle(name);
}

const digests = async (user: TestUser) =>
  (await h.outbox(user.email)).filter((m) => m.subject.startsWith('Your daily summary'));

describe('the PRODUCT digest', () => {
  it('refuses a time zone it could not use', async () => {
    setClock('2030-01-14T15:00:00Z');
    const user = await h.newUser('zone');
    for (const bad of ['Mars/Olympus', '+05:30', 'Europe/London\u2028'])
      expect(errorTypes(await h.as(user, UPDATE_PROFILE, { input: { id: user.username, timeZone: bad } }))).toEqual([
        'ValidationError',
      ]);
    const ok = await h.as(user, UPDATE_PROFILE, { input: { id: user.username, timeZone: 'Asia/Kolkata' } });
    expect(ok.data.updateUserProfile.timeZone).toBe('Asia/Kolkata');
    const cleared = await h.as(user, UPDATE_PROFILE, { input: { id: user.username, timeZone: null } });
    expect(cleared.data.updateUserProfile.timeZone).toBeNull();
  });

  it("collects a day's events into one mail at 08:00 in the user's time zone, once; later events wait for the next day", async () => {
    // 10:00 in New York (UTC-5 in January).
    setClock('2030-01-14T15:00:00Z');
    let york = await h.newUser('york');
    let london = await h.newUser('utc');
    await digestOn(york);
    await digestOn(london);
    const zone = await h.as(york, UPDATE_PROFILE, { input: { id: york.username, timeZone: 'America/New_York' } });
    expect(zone.data.updateUserProfile.timeZone).toBe('America/New_York');

    await productEvent(york, 'Morning update', { body: 'First of the day.' });
    await productEvent(london, 'UTC update');
    setClock('2030-01-14T19:00:00Z');
    await productEvent(york, 'Afternoon update');
    setClock('2030-01-15T02:00:00Z'); // 21:00 on the 14th in New York
    await productEvent(york, 'Evening update');
    // Held: nothing is mailed at once, the centre has them all.
    expect(await digests(york)).toEqual([]);

    // 07:59 in New York, already past 08:00 in UTC: only the user without a time zone gets theirs.
    setClock('2030-01-15T12:59:00Z');
    york = await h.signIn(york.email);
    london = await h.signIn(london.email);
    await runJob(DIGEST_JOB);
    expect(await digests(york)).toEqual([]);
    const [utc] = await digests(london);
    expect(utc.subject).toBe('Your daily summary: 1 update – Lumenfold');
    expect(utc.text).toContain('• UTC update (14 January 2030 at 15:00 UTC)');

    // 08:05 in New York: one mail with the three, oldest first, with the one-click unsubscribe.
    setClock('2030-01-15T13:05:00Z');
    await runJob(DIGEST_JOB);
    await runJob(DIGEST_JOB);
    const mails = await digests(york);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Your daily summary: 3 updates – Lumenfold');
    const titles = [...mail.text.matchAll(/^• (.+) \(/gm)].map((m) => m[1]);
    expect(titles).toEqual(['Morning update', 'Afternoon update', 'Evening update']);
    expect(mail.text).toContain('• Morning update (14 January 2030 at 10:00 GMT-5)\n  First of the day.\n  ');
    expect(mail.text).toContain(`${h.url}/dashboard/notifications`);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/notifications\/unsubscribe\?token=PRODUCT\./);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe with one click: http\S+\/notifications\/unsubscribe\?token=/);

    // After this morning's digest, a new event waits for tomorrow's.
    await productEvent(york, 'Next day update');
    setClock('2030-01-16T12:30:00Z');
    york = await h.signIn(york.email);
    await runJob(DIGEST_JOB);
    expect(await digests(york)).toHaveLength(1);
    setClock('2030-01-16T13:01:00Z');
    await runJob(DIGEST_JOB);
    const next = await digests(york);
    expect(next).toHaveLength(2);
    expect(next[0].subject).toBe('Your daily summary: 1 update – Lumenfold');
    expect(next[0].text).toContain('• Next day update');
  });

  it('transactional mail goes out at once with the digest on', async () => {
    setClock('2030-02-01T10:00:00Z');
    const user = await h.newUser('receipt');
    await digestOn(user);
    await productEvent(user, 'Your receipt', { transactional: true, mail: { subject: 'Your receipt', text: 'Paid.' } });
    const [mail] = (await h.outbox(user.email)).filter((m) => m.subject === 'Your receipt');
    expect(mail.text).toBe('Paid.\n\nLumenfold\nhello@lumenfold.co.uk');
    expect(mail.headers).toBeUndefined();
    // Nothing is left for its digest.
    setClock('2030-02-02T09:00:00Z');
    await runJob(DIGEST_JOB);
    expect(await digests(user)).toEqual([]);
  });
});

describe('pruning', () => {
  it('deletes notifications older than 90 days and keeps the rest', async () => {
    setClock('2030-03-01T12:00:00Z');
    let user = await h.newUser('prune');
    await productEvent(user, 'Old news');
    setClock('2030-03-05T12:00:00Z');
    await productEvent(user, 'Less old news');
    setClock('2030-06-01T12:00:00Z'); // 92 and 88 days later
    user = await h.signIn(user.email);
    await runJob(PRUNE_JOB);
    // Only this test's events: the sign-in may add a security notice of its own (delivered as identity events are),
    // which is new and is not the question here.
    const stored = await h.system.database.query<{ title: string }>(
      "select title from app.notification_events where owner = $1 and kind = 'test.digest' order by created_at",
      [user.username],
    );
    expect(stored.map((e) => e.title)).toEqual(['Less old news']);
    const r = await h.as(user, 'query { listMyNotifications(limit: 10) { items { title kind } } }');
    const listed = r.data.listMyNotifications.items.filter((i: { kind: string }) => i.kind === 'test.digest');
    expect(listed).toEqual([{ title: 'Less old news', kind: 'test.digest' }]);
  });
});
