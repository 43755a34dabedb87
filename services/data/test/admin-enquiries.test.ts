// The back-office's enquiries and newsletter through the real clients: a visitor's enquiry reaches the admins'
// inbox (filters, search, sort, pages, CSV), is assigned and moved through its status, gets internal notes and an
// e-mailed reply (Reply-To the team's address, kept in its timeline), is archived and restored, and is deleted
// only with the admin's password; the newsletter's subscribers are listed and one is deleted the same way. Every
// change leaves its audit row; none of it answers anyone but a platform admin.
import { ADMIN_MESSAGES, SITE } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DataHarness,
  errorOf,
  type GqlResult,
  PASSWORD,
  startDataHarness,
  type TestUser,
  uniqueEmail,
} from './harness.ts';

let h: DataHarness;
let admin: TestUser;
let other: TestUser;
let user: TestUser;

const MAKE = `mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }`;
const ENQUIRY_FIELDS = `id type status name email company message referralCode senderId archivedAt createdAt
  assignee { id name email }`;
const LIST = `query ($input: AdminListInput) { adminListEnquiries(input: $input) {
  items { ${ENQUIRY_FIELDS} } total page pageSize } }`;
const GET = `query ($id: ID!) { adminGetEnquiry(id: $id) { enquiry { ${ENQUIRY_FIELDS} }
  messages { id kind authorId authorName subject body createdAt }
  referral { code type userValue active usableNow } } }`;
const UPDATE = `mutation ($input: AdminUpdateEnquiryInput!) { updateEnquiry(input: $input) { enquiry { ${ENQUIRY_FIELDS} } } }`;
const ARCHIVE = `mutation ($input: ArchiveEnquiryInput!) { archiveEnquiry(input: $input) { id archivedAt } }`;
const NOTE = `mutation ($input: AddEnquiryNoteInput!) { addEnquiryNote(input: $input) { id kind body authorName } }`;
const REPLY = `mutation ($input: ReplyToEnquiryInput!) { replyToEnquiry(input: $input) { id kind subject body authorId } }`;
const DELETE = `mutation ($input: AdminDeleteEnquiryInput!) { deleteEnquiry(input: $input) { id } }`;
const ASSIGNEES = 'query { listEnquiryAssignees { id name email } }';
const EXPORT = `mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url expiresAt } }`;

const tag = `t${process.pid}${Date.now()}`;

async function makeEnquiry(input: Record<string, unknown>): Promise<string> {
  const r = await h.as('apiKey', MAKE, {
    input: { type: 'GENERAL_ENQUIRY', message: `Hello from ${tag}`, consent: true, ...input },
  });
  expect(r.errors).toBeUndefined();
  return r.data.makeEnquiry.id;
}

async function audit(target: string) {
  return h.system.database.query<{ actor: string; action: string; details: Record<string, unknown> }>(
    'select actor, action, details from app.audit_log where target = $1 order by created_at, id',
    [target],
  );
}

const list = async (input: Record<string, unknown>) => {
  const r = await h.as(admin, LIST, { input: { search: tag, ...input } });
  expect(r.errors).toBeUndefined();
  return r.data.adminListEnquiries as { items: { id: string; [k: string]: unknown }[]; total: number };
};

const unauthorized = (r: GqlResult) => r.errors?.[0]?.errorType;

beforeAll(async () => {
  h = await startDataHarness();
  admin = await h.makeAdmin(await h.newUser('enqadmin'));
  other = await h.makeAdmin(await h.newUser('enqother'));
  user = await h.newUser('enquser');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('the enquiries inbox', () => {
  let first: string;
  let second: string;
  let third: string;

  beforeAll(async () => {
    first = await makeEnquiry({ name: 'Ada Lovelace', email: uniqueEmail('ada'), type: 'GENERAL_ENQUIRY' });
    second = await makeEnquiry({
      name: 'Grace Hopper',
      email: uniqueEmail('grace'),
      type: 'PUBLIC_SECTOR_PARTNERSHIP',
      company: 'Navy Labs',
      referralCode: 'discovery250',
    });
    third = await makeEnquiry({ name: 'Alan Turing', email: uniqueEmail('alan'), type: 'GENERAL_ENQUIRY' });
  });

  it('lists the enquiries newest first, filtered, searched, sorted and paged', async () => {
    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.id)).toEqual([third, second, first]);

    expect(
      (await list({ filters: JSON.stringify({ type: 'PUBLIC_SECTOR_PARTNERSHIP' }) })).items.map((e) => e.id),
    ).toEqual([second]);
    expect((await list({ search: 'Navy Labs' })).items.map((e) => e.id)).toEqual([second]);
    expect((await list({ filters: JSON.stringify({ status: 'ANSWERED' }) })).total).toBe(0);

    const oldest = await list({ sort: 'createdAt', direction: 'ASC', pageSize: 10 });
    expect(oldest.items.map((e) => e.id)).toEqual([first, second, third]);
    const byType = await list({ sort: 'type', direction: 'DESC' });
    expect(byType.items[0].id).toBe(second);

    const r = await h.as(admin, LIST, { input: { search: tag, pageSize: 10, page: 1 } });
    expect(r.data.adminListEnquiries).toMatchObject({ items: [], total: 3, page: 1, pageSize: 10 });
  });

  it('refuses a filter outside the list’s own, naming it', async () => {
    const r = await h.as(admin, LIST, { input: { filters: JSON.stringify({ status: 'LOST' }) } });
    expect(errorOf(r)?.errorType).toBe('ValidationError');
    expect(errorOf(r)?.message).toMatch(/^input\.filters\.status: /);
  });

  it('shows one enquiry with the referral code it quoted', async () => {
    const r = await h.as(admin, GET, { id: second });
    expect(r.errors).toBeUndefined();
    expect(r.data.adminGetEnquiry.enquiry).toMatchObject({ id: second, name: 'Grace Hopper', status: 'NEW' });
    expect(r.data.adminGetEnquiry.referral).toEqual({
      code: 'DISCOVERY250',
      type: 'FIXED',
      userValue: 250,
      active: true,
      usableNow: true,
    });
    expect(r.data.adminGetEnquiry.messages).toEqual([]);
    const missing = await h.as(admin, GET, { id: 'no-such-enquiry' });
    expect(errorOf(missing)?.errorType).toBe('NotFound');
  });

  it('assigns it to a platform admin and moves its status, audited from → to', async () => {
    const assignees = await h.as(admin, ASSIGNEES);
    expect(assignees.data.listEnquiryAssignees.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([admin.username, other.username]),
    );
    expect(assignees.data.listEnquiryAssignees.map((a: { id: string }) => a.id)).not.toContain(user.username);

    const r = await h.as(admin, UPDATE, { input: { id: first, status: 'IN_PROGRESS', assigneeId: other.username } });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateEnquiry.enquiry).toMatchObject({ status: 'IN_PROGRESS', assignee: { id: other.username } });
    const row = (await audit(`Enquiry:${first}`)).find((a) => a.action === 'updateEnquiry');
    expect(row).toMatchObject({ actor: admin.username, action: 'updateEnquiry' });
    expect(row?.details.status).toEqual({ from: 'NEW', to: 'IN_PROGRESS' });
    expect(row?.details.assignee).toMatchObject({ from: null });

    // Only platform admins take enquiries.
    const refused = await h.as(admin, UPDATE, { input: { id: first, assigneeId: user.username } });
    expect(errorOf(refused)).toEqual({
      errorType: 'ValidationError',
      message: 'input.assigneeId: choose a platform admin',
    });

    expect((await list({ filters: JSON.stringify({ assignee: 'none' }) })).items.map((e) => e.id)).toEqual([
      third,
      second,
    ]);
    expect((await list({ filters: JSON.stringify({ assignee: other.username }) })).items.map((e) => e.id)).toEqual([
      first,
    ]);
    const mine = await h.as(other, LIST, { input: { search: tag, filters: JSON.stringify({ assignee: 'me' }) } });
    expect(mine.data.adminListEnquiries.items.map((e: { id: string }) => e.id)).toEqual([first]);

    // Back to NEW and unassigned.
    const back = await h.as(admin, UPDATE, { input: { id: first, status: 'NEW', assigneeId: null } });
    expect(back.data.updateEnquiry.enquiry).toMatchObject({ status: 'NEW', assignee: null });
  });

  it('replies by e-mail with Reply-To the team’s address, keeps the reply and marks the enquiry answered', async () => {
    const { email } = (await h.as(admin, GET, { id: third })).data.adminGetEnquiry.enquiry;
    const note = await h.as(admin, NOTE, { input: { id: third, body: 'Called him: wants a quote.' } });
    expect(note.errors).toBeUndefined();
    expect(note.data.addEnquiryNote).toMatchObject({ kind: 'NOTE', authorName: 'enqadmin Tester' });

    const r = await h.as(admin, REPLY, {
      input: { id: third, subject: 'Re: your enquiry', body: 'Dear Alan,\n\nHere is our answer.' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.replyToEnquiry).toMatchObject({
      kind: 'REPLY',
      subject: 'Re: your enquiry',
      authorId: admin.username,
    });

    const mails = (await h.outbox(email)).filter((m) => m.subject === 'Re: your enquiry');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Here is our answer.');
    expect(mails[0].headers?.['Reply-To']).toBe(SITE.email);

    const detail = (await h.as(admin, GET, { id: third })).data.adminGetEnquiry;
    expect(detail.enquiry.status).toBe('ANSWERED');
    expect(detail.messages.map((m: { kind: string }) => m.kind)).toEqual(['NOTE', 'REPLY']);
    // The note was never mailed.
    expect((await h.outbox(email)).some((m) => m.text.includes('wants a quote'))).toBe(false);

    const rows = await audit(`Enquiry:${third}`);
    expect(rows.map((a) => a.action)).toEqual(['makeEnquiry', 'addEnquiryNote', 'replyToEnquiry']);
    expect(rows[2].details).toMatchObject({
      to: email,
      subject: 'Re: your enquiry',
      status: { from: 'NEW', to: 'ANSWERED' },
    });

    const blank = await h.as(admin, REPLY, { input: { id: third, subject: ' ', body: 'x' } });
    expect(errorOf(blank)).toEqual({ errorType: 'ValidationError', message: 'input.subject: cannot be empty' });
  });

  it('archives an enquiry out of the inbox, refuses changes until it is restored', async () => {
    const r = await h.as(admin, ARCHIVE, { input: { id: second, archived: true } });
    expect(r.data.archiveEnquiry.archivedAt).toBeTruthy();
    expect((await list({})).items.map((e) => e.id)).not.toContain(second);
    expect((await list({ filters: JSON.stringify({ box: 'ARCHIVED' }) })).items.map((e) => e.id)).toEqual([second]);
    expect((await list({ filters: JSON.stringify({ box: 'ALL' }) })).total).toBe(3);

    const reply = await h.as(admin, REPLY, { input: { id: second, subject: 'Hi', body: 'Hello' } });
    expect(errorOf(reply)).toEqual({ errorType: 'ValidationError', message: ADMIN_MESSAGES.enquiryArchived });
    const update = await h.as(admin, UPDATE, { input: { id: second, status: 'ANSWERED' } });
    expect(errorOf(update)?.message).toBe(ADMIN_MESSAGES.enquiryArchived);

    const restored = await h.as(admin, ARCHIVE, { input: { id: second, archived: false } });
    expect(restored.data.archiveEnquiry.archivedAt).toBeNull();
    expect((await audit(`Enquiry:${second}`)).map((a) => a.action)).toEqual([
      'makeEnquiry',
      'archiveEnquiry',
      'restoreEnquiry',
    ]);
  });

  it('deletes an enquiry only with the admin’s password, its timeline with it', async () => {
    await h.as(admin, NOTE, { input: { id: first, body: 'to be deleted' } });
    const none = await h.as(admin, DELETE, { input: { id: first } });
    expect(errorOf(none)).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordRequired}`,
    });
    const wrong = await h.as(admin, DELETE, { input: { id: first, password: 'not-the-password' } });
    expect(errorOf(wrong)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordIncorrect}`);
    expect((await h.as(admin, GET, { id: first })).data.adminGetEnquiry.enquiry.id).toBe(first);

    const ok = await h.as(admin, DELETE, { input: { id: first, password: PASSWORD } });
    expect(ok.errors).toBeUndefined();
    expect(errorOf(await h.as(admin, GET, { id: first }))?.errorType).toBe('NotFound');
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.enquiry_messages where enquiry_id = $1',
      [first],
    );
    expect(n).toBe(0);
    const rows = await audit(`Enquiry:${first}`);
    expect(rows.at(-1)).toMatchObject({ action: 'deleteEnquiry', details: { name: 'Ada Lovelace' } });
    expect(errorOf(await h.as(admin, DELETE, { input: { id: first, password: PASSWORD } }))?.errorType).toBe(
      'NotFound',
    );
  });

  it('exports the filtered inbox as CSV', async () => {
    const r = await h.as(admin, EXPORT, {
      input: {
        list: 'enquiries',
        query: JSON.stringify({ search: tag, filters: { type: 'PUBLIC_SECTOR_PARTNERSHIP' } }),
      },
    });
    expect(r.errors).toBeUndefined();
    const res = await fetch(r.data.createAdminExport.url.replace(/^https?:\/\/[^/]+/, h.url));
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv.split('\n')[0]).toContain('Received,Type,Status,Name,E-mail');
    expect(csv).toContain('Grace Hopper');
    expect(csv).not.toContain('Alan Turing');
  });

  it('answers none of it to a signed-in user or a guest', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [GET, { id: second }],
      [ASSIGNEES, {}],
      [UPDATE, { input: { id: second, status: 'ANSWERED' } }],
      [ARCHIVE, { input: { id: second, archived: true } }],
      [NOTE, { input: { id: second, body: 'x' } }],
      [REPLY, { input: { id: second, subject: 'x', body: 'x' } }],
      [DELETE, { input: { id: second, password: PASSWORD } }],
    ] as const) {
      expect(unauthorized(await h.as(user, query, variables))).toBe('Unauthorized');
      const guest = await h.raw({ query, variables });
      expect(guest.status).toBeLessThan(500);
      expect(guest.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await h.as(admin, GET, { id: second })).data.adminGetEnquiry.enquiry.status).toBe('NEW');
  });
});

describe('the newsletter’s subscribers', () => {
  const LIST_NEWSLETTER = `query ($input: AdminListInput) { adminListNewsletter(input: $input) {
    items { id email status confirmedAt createdAt } total page pageSize } }`;
  const DELETE_SUBSCRIPTION = `mutation ($input: AdminDeleteNewsletterSubscriptionInput!) {
    deleteNewsletterSubscription(input: $input) { id email status } }`;
  const SUBSCRIBE = `mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { status } }`;
  const emails = [uniqueEmail(`news${tag}a`), uniqueEmail(`news${tag}b`)];

  beforeAll(async () => {
    for (const email of emails) {
      const r = await h.as('apiKey', SUBSCRIBE, { input: { email } });
      expect(r.errors).toBeUndefined();
    }
    await h.system.database.query(
      "update app.newsletter_subscriptions set status = 'CONFIRMED', confirmed_at = now() where email = $1",
      [emails[1]],
    );
  });

  it('lists them by status and address, sorted and counted', async () => {
    const all = await h.as(admin, LIST_NEWSLETTER, {
      input: { search: `news${tag}`, sort: 'email', direction: 'ASC' },
    });
    expect(all.errors).toBeUndefined();
    expect(all.data.adminListNewsletter.total).toBe(2);
    expect(all.data.adminListNewsletter.items.map((n: { email: string }) => n.email)).toEqual(emails);
    const confirmed = await h.as(admin, LIST_NEWSLETTER, {
      input: { search: `news${tag}`, filters: JSON.stringify({ status: 'CONFIRMED' }) },
    });
    expect(confirmed.data.adminListNewsletter.items).toMatchObject([{ email: emails[1], status: 'CONFIRMED' }]);
    expect(unauthorized(await h.as(user, LIST_NEWSLETTER, {}))).toBe('Unauthorized');
  });

  it('deletes a subscription only with the admin’s password, audited', async () => {
    const [item] = (await h.as(admin, LIST_NEWSLETTER, { input: { search: emails[0] } })).data.adminListNewsletter
      .items;
    const none = await h.as(admin, DELETE_SUBSCRIPTION, { input: { id: item.id } });
    expect(errorOf(none)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
    expect(unauthorized(await h.as(user, DELETE_SUBSCRIPTION, { input: { id: item.id, password: PASSWORD } }))).toBe(
      'Unauthorized',
    );
    const ok = await h.as(admin, DELETE_SUBSCRIPTION, { input: { id: item.id, password: PASSWORD } });
    expect(ok.data.deleteNewsletterSubscription).toMatchObject({ email: emails[0], status: 'PENDING' });
    const again = await h.as(admin, LIST_NEWSLETTER, { input: { search: `news${tag}` } });
    expect(again.data.adminListNewsletter.total).toBe(1);
    expect(await audit(`NewsletterSubscription:${item.id}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: admin.username,
          action: 'deleteNewsletterSubscription',
          details: expect.objectContaining({ email: emails[0], status: 'PENDING' }),
        }),
      ]),
    );
  });
});
