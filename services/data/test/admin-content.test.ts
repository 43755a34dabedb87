// The back-office's resources: platform admins write them (slug unique, made from the title; read time computed;
// covers only from uploaded COVER files or the site's images), publish them now or at a later time (the
// resource-publish job, by the data service's injected clock), unpublish and delete them (password). The public
// reads a resource only when it is PUBLISHED and its publishedAt has come; every change is announced to the public
// pages (the model's events, which content revalidation listens to).
import { ADMIN_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, PASSWORD, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let deps: DataDeps;
let admin: TestUser;
let reader: TestUser;
/** The data service's clock runs this far ahead of the wall clock. */
let offset = 0;

const FIELDS = 'id slug title type status readTime publishedAt cover hashtags category author { name avatar }';
const SAVE = `mutation ($input: SaveResourceInput!) { saveResource(input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation ($input: PublishResourceInput!) { publishResource(input: $input) { ${FIELDS} } }`;
const UNPUBLISH = `mutation ($input: UnpublishResourceInput!) { unpublishResource(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($input: DeleteResourceInput!) { deleteResource(input: $input) { id } }`;
const GET = `query ($id: ID!) { adminGetResource(id: $id) { ${FIELDS} content } }`;
const LIST = `query ($input: AdminListInput) { adminListResources(input: $input) { items { id slug status title } total page pageSize } }`;
const PUBLIC_GET = 'query ($id: ID!) { getResource(id: $id) { id title status } }';

const body = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

async function save(input: Record<string, unknown>) {
  const r = await h.as(admin, SAVE, { input: { type: 'INNOVATION_JOURNAL', ...input } });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.saveResource;
}

/** What a signed-in member of the public reads of a resource (the model's read rule applies to them). */
async function publicRead(id: string) {
  const r = await h.as(reader, PUBLIC_GET, { id });
  expect(r.errors).toBeUndefined();
  return r.data.getResource;
}

/** Records the resource events the public pages' revalidation hears. */
function listen() {
  const events: { topic: string; id: unknown; status: unknown }[] = [];
  const stops = ['onCreateResource', 'onUpdateResource', 'onDeleteResource'].map((topic) =>
    deps.pubsub.subscribe(topic, (record) => events.push({ topic, id: record.id, status: record.status })),
  );
  return {
    events,
    stop: () => {
      for (const s of stops) s();
    },
  };
}

beforeAll(async () => {
  h = await startDataHarness({}, { now: () => new Date(Date.now() + offset) });
  if (!h.system.data) throw new Error('the data service did not start');
  deps = h.system.data.deps;
  admin = await h.makeAdmin(await h.newUser('content-admin'));
  reader = await h.newUser('content-reader');
});

afterAll(async () => {
  await h?.close();
});

describe('writing resources', () => {
  it('a new resource is a draft with a slug from its title and a computed read time, hidden from the public', async () => {
    const r = await save({
      title: 'Ten Lessons — from Pilots!',
      content: body(450),
      hashtags: ['#pilots', 'lessons', 'pilots'],
      category: 'Practice',
      author: { name: 'Ada Writer' },
      cover: '/images/resources/ai-pilots.svg',
    });
    expect(r).toMatchObject({
      slug: 'ten-lessons-from-pilots',
      status: 'DRAFT',
      readTime: 2,
      publishedAt: null,
      hashtags: ['pilots', 'lessons'],
      author: { name: 'Ada Writer', avatar: null },
    });
    expect(await publicRead(r.id)).toBeNull();
    // The same title again gets the next free slug.
    expect((await save({ title: 'Ten lessons from pilots', content: 'x' })).slug).toBe('ten-lessons-from-pilots-2');
    // A slug chosen by hand must be free.
    const taken = await h.as(admin, SAVE, {
      input: { type: 'EVENT', title: 'Other', slug: 'ten-lessons-from-pilots' },
    });
    expect(errorOf(taken)).toEqual({
      errorType: 'ValidationError',
      message: `input.slug: ${ADMIN_MESSAGES.slugTaken}`,
    });
    // Editing keeps the id and recomputes the read time.
    const edited = await save({ id: r.id, title: r.title, slug: r.slug, content: body(1000) });
    expect(edited).toMatchObject({ id: r.id, slug: r.slug, readTime: 5 });
  });

  it('a cover is an uploaded COVER file or one of the site’s images', async () => {
    const missing = await h.as(admin, SAVE, {
      input: { type: 'EVENT', title: 'Covered', cover: '/files/public/covers/not-uploaded/w1600.webp' },
    });
    expect(errorOf(missing)).toEqual({
      errorType: 'ValidationError',
      message: 'input.cover: no uploaded cover at this address',
    });
    const elsewhere = await h.as(admin, SAVE, {
      input: { type: 'EVENT', title: 'Covered', cover: 'https://evil.example/x.png' },
    });
    expect(errorOf(elsewhere)?.message).toMatch(/^input\.cover: expected an uploaded cover/);
  });

  it('a signed-in user who is not an admin may not write, list or read drafts', async () => {
    for (const [query, variables] of [
      [SAVE, { input: { type: 'EVENT', title: 'Nope' } }],
      [LIST, {}],
      [GET, { id: 'x' }],
    ] as const) {
      expect(errorOf(await h.as(reader, query, variables))?.errorType, query).toBe('Unauthorized');
    }
  });

  it('the list filters by status and type, searches title and slug, and pages', async () => {
    const a = await save({ title: 'Zebra findings', type: 'EVENT' });
    await save({ title: 'Zebra crossings' });
    const r = await h.as(admin, LIST, {
      input: { search: 'zebra', filters: JSON.stringify({ status: 'DRAFT', type: 'EVENT' }) },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.adminListResources).toMatchObject({ total: 1, page: 0, pageSize: 10 });
    expect(r.data.adminListResources.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const bad = await h.as(admin, LIST, { input: { filters: JSON.stringify({ status: 'LIVE' }) } });
    expect(errorOf(bad)?.errorType).toBe('ValidationError');
  });
});

describe('publishing', () => {
  it('publish now shows it to the public; unpublish hides it again; each change is announced', async () => {
    const r = await save({ title: 'Published at once', content: 'Hello' });
    const heard = listen();
    try {
      const published = await h.as(admin, PUBLISH, { input: { id: r.id } });
      expect(published.data.publishResource.status).toBe('PUBLISHED');
      expect(await publicRead(r.id)).toMatchObject({ id: r.id, status: 'PUBLISHED' });
      const again = await h.as(admin, PUBLISH, { input: { id: r.id } });
      expect(errorOf(again)?.message).toMatch(/^input\.id: this resource is already published/);

      const off = await h.as(admin, UNPUBLISH, { input: { id: r.id } });
      expect(off.data.unpublishResource.status).toBe('UNPUBLISHED');
      expect(await publicRead(r.id)).toBeNull();
      // Published again, it keeps its first date.
      const back = await h.as(admin, PUBLISH, { input: { id: r.id } });
      expect(back.data.publishResource.publishedAt).toBe(published.data.publishResource.publishedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.events.filter((e) => e.id === r.id).map((e) => `${e.topic}:${e.status}`)).toEqual([
        'onUpdateResource:PUBLISHED',
        'onUpdateResource:UNPUBLISHED',
        'onUpdateResource:PUBLISHED',
      ]);
    } finally {
      heard.stop();
    }
  });

  it('a scheduled resource is published by its job once the injected clock reaches its time, not before', async () => {
    const r = await save({ title: 'Scheduled for later', content: 'Soon' });
    const at = new Date(deps.now().getTime() + 3_600_000);
    const scheduled = await h.as(admin, PUBLISH, { input: { id: r.id, at: at.toISOString() } });
    expect(scheduled.data.publishResource).toMatchObject({ status: 'SCHEDULED', publishedAt: at.toISOString() });
    // The job waits in the queue for that time.
    const jobs = await deps.database.query<{ data: { id: string; at: string }; start_after: Date }>(
      "select data, start_after from jobs.job where name = 'resource-publish' and data->>'id' = $1",
      [r.id],
    );
    expect(jobs.map((j) => j.data)).toEqual([{ id: r.id, at: at.toISOString() }]);
    expect(new Date(jobs[0]?.start_after ?? 0).getTime()).toBe(at.getTime());
    expect(await publicRead(r.id)).toBeNull();

    const heard = listen();
    try {
      // Run early (a queue on another clock): the data service's clock says not yet; nothing changes.
      await h.system.jobs.send('resource-publish', { id: r.id, at: at.toISOString() });
      await h.system.jobs.idle('resource-publish');
      expect((await h.as(admin, GET, { id: r.id })).data.adminGetResource.status).toBe('SCHEDULED');

      // The clock reaches the time: still hidden until the job has run (status, not only the date, decides).
      offset += 3_600_000 + 1_000;
      expect(await publicRead(r.id)).toBeNull();
      await h.system.jobs.send('resource-publish', { id: r.id, at: at.toISOString() });
      await h.system.jobs.idle('resource-publish');
      expect((await h.as(admin, GET, { id: r.id })).data.adminGetResource).toMatchObject({
        status: 'PUBLISHED',
        publishedAt: at.toISOString(),
      });
      expect(await publicRead(r.id)).toMatchObject({ id: r.id, status: 'PUBLISHED' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.events).toContainEqual({ topic: 'onUpdateResource', id: r.id, status: 'PUBLISHED' });
      const [audit] = await deps.database.query<{ actor: string; action: string }>(
        "select actor, action from app.audit_log where target = $1 and actor = 'system:resource-publish'",
        [`Resource:${r.id}`],
      );
      expect(audit).toEqual({ actor: 'system:resource-publish', action: 'publishResource' });
    } finally {
      heard.stop();
    }
  });

  it('a job for a time the resource is no longer scheduled for does nothing', async () => {
    const r = await save({ title: 'Rescheduled', content: 'Later still' });
    const first = new Date(deps.now().getTime() + 60_000);
    const second = new Date(deps.now().getTime() + 7_200_000);
    await h.as(admin, PUBLISH, { input: { id: r.id, at: first.toISOString() } });
    // Rescheduling needs it unpublished first (back to a draft), then a new time.
    expect((await h.as(admin, UNPUBLISH, { input: { id: r.id } })).data.unpublishResource.status).toBe('DRAFT');
    await h.as(admin, PUBLISH, { input: { id: r.id, at: second.toISOString() } });
    offset += 120_000;
    await h.system.jobs.send('resource-publish', { id: r.id, at: first.toISOString() });
    await h.system.jobs.idle('resource-publish');
    expect((await h.as(admin, GET, { id: r.id })).data.adminGetResource).toMatchObject({
      status: 'SCHEDULED',
      publishedAt: second.toISOString(),
    });
    expect(await publicRead(r.id)).toBeNull();
  });
});

describe('deleting', () => {
  it('asks for the admin’s password, then deletes the resource and tells the public pages', async () => {
    const r = await save({ title: 'To be deleted', content: 'Bye' });
    await h.as(admin, PUBLISH, { input: { id: r.id } });
    expect(errorOf(await h.as(admin, DELETE, { input: { id: r.id } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordRequired}`,
    });
    expect(errorOf(await h.as(admin, DELETE, { input: { id: r.id, password: 'wrong-Passw0rd!' } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordIncorrect}`,
    });
    expect(await publicRead(r.id)).toMatchObject({ id: r.id });
    const heard = listen();
    try {
      const done = await h.as(admin, DELETE, { input: { id: r.id, password: PASSWORD } });
      expect(done.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.events).toContainEqual({ topic: 'onDeleteResource', id: r.id, status: 'PUBLISHED' });
    } finally {
      heard.stop();
    }
    expect(await publicRead(r.id)).toBeNull();
    expect(errorOf(await h.as(admin, GET, { id: r.id }))?.errorType).toBe('NotFound');
    // A signed-in user is refused outright.
    expect(errorOf(await h.as(reader, DELETE, { input: { id: r.id, password: PASSWORD } }))?.errorType).toBe(
      'Unauthorized',
    );
  });

  it('exports the list as CSV', async () => {
    await save({ title: 'Exported resource' });
    const link = await h.as(
      admin,
      'mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url } }',
      { input: { list: 'resources', query: JSON.stringify({ search: 'Exported' }) } },
    );
    expect(link.errors).toBeUndefined();
    const csv = await (await fetch(new URL(link.data.createAdminExport.url, h.url))).text();
    expect(csv).toContain('Title,Slug,Type,Status');
    expect(csv).toContain('Exported resource,exported-resource,INNOVATION_JOURNAL,DRAFT');
  });
});
