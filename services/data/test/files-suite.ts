// The files domain's integration suite (issue 25), run once per storage backend (files-disk.test.ts,
// files-s3.test.ts): grants and their refusals, confirmation by content, image derivatives without EXIF, key
// isolation between users, names that look like paths, deletion, the quota, the cleanup of unconfirmed uploads,
// and the lifecycle hooks (an idea's deletion, deleteUserData, the workspace purge). Everything goes through the
// real GraphQL door with real tokens, the bytes through `fetch` on the signed URLs; "nothing left" is checked in
// the store (`storage.head`) and in `app.files`.
import { CognitoIdentityClient, GetIdCommand } from '@aws-sdk/client-cognito-identity';
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { FILE_LIMITS, FILE_MESSAGES, type FilePurpose } from '@innov/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDeps } from '../src/deps.ts';
import type { FilesDeleteJob } from '../src/files/file-access.ts';
import { storageUsed } from '../src/files/get-storage-usage.ts';
import { cleanupUnconfirmed } from '../src/files/jobs.ts';
import { purgeWorkspaces } from '../src/workspaces/jobs.ts';
import { type DataHarness, errorOf, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const STORED = `id purpose name contentType size checksum widths publicUrl recordType recordId uploadedBy uploadedByName
  createdAt reference { bucket region key protectedIdentityId }`;
export const REQUEST = `mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url method headers expiresAt } }`;
export const CONFIRM = `mutation ($input: ConfirmUploadInput!) { confirmUpload(input: $input) { ${STORED} } }`;
const CANCEL = 'mutation ($input: ConfirmUploadInput!) { cancelUpload(input: $input) }';
const URL_OF = 'query ($input: GetFileUrlInput!) { getFileUrl(input: $input) { key url expiresAt } }';
const URLS_OF = 'query ($input: GetFileUrlsInput!) { getFileUrls(input: $input) { key url expiresAt } }';
const LIST = `query ($input: ListRecordFilesInput!) { listRecordFiles(input: $input) { ${STORED} } }`;
const DELETE = 'mutation ($input: DeleteFileInput!) { deleteFile(input: $input) }';
const USAGE = '{ getStorageUsage { usedBytes limitBytes fileCount } }';
const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const SAVE = 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }';
const SUBMIT = 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }';
const PROFILE = 'query ($id: ID!) { getUserProfile(id: $id) { id picture { bucket region key protectedIdentityId } } }';
const TENANT = 'query ($id: ID!) { getTenant(id: $id) { id logo { key } } }';

export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position, as a phone's camera writes it. */
const jpegWithGps = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Upload {
  purpose: FilePurpose;
  body: Buffer;
  name?: string;
  type?: string;
  size?: number;
  recordId?: string;
}

export interface FilesSuiteOptions {
  backend: 'disk' | 's3';
  /** Environment for the system (STORAGE_S3_* for S3). */
  env?: () => Record<string, string>;
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}

export function filesSuite(o: FilesSuiteOptions) {
  let h: DataHarness;
  let f: RolesFixture;
  let deps: DataDeps;
  let owner: TestUser;
  let member: TestUser;
  let admin: TestUser;
  let outsider: TestUser;
  let platformAdmin: TestUser;

  beforeAll(async () => {
    await o.start?.();
    h = await startDataHarness(o.env?.() ?? {});
    f = await buildRolesFixture(h);
    ({ owner, member, admin, outsider, platformAdmin } = f.users);
    if (!h.system.data) throw new Error('the data service did not start');
    deps = h.system.data.deps;
    // Ideas (attachments) need the Campaign plan.
    ok(await h.as(platformAdmin, PLAN, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
  });
  afterAll(async () => {
    await h?.close();
    await o.stop?.();
  });

  async function grant(user: TestUser, u: Upload): Promise<GqlResult> {
    return h.as(user, REQUEST, {
      input: {
        purpose: u.purpose,
        fileName: u.name ?? 'picture.png',
        contentType: u.type ?? 'image/png',
        size: u.size ?? u.body.length,
        ...(u.recordId ? { recordType: 'IDEA', recordId: u.recordId } : {}),
      },
    });
  }

  async function put(g: { url: string; headers: string }, body: Buffer): Promise<Response> {
    const headers = JSON.parse(g.headers) as Record<string, string>;
    delete headers['content-length'];
    delete headers['Content-Length'];
    return fetch(g.url, { method: 'PUT', headers, body: new Uint8Array(body) });
  }

  /** requestUpload → PUT → confirmUpload; answers the confirmation's result and the grant. */
  async function upload(user: TestUser, u: Upload) {
    const g = ok(await grant(user, u), 'requestUpload').requestUpload;
    const res = await put(g, u.body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return { grant: g, confirmed: await h.as(user, CONFIRM, { input: { fileId: g.fileId } }) };
  }

  const rowsOf = (where: string, params: unknown[]) =>
    h.system.database.query<{ id: string; key: string; status: string }>(
      `select id, key, status from app.files where ${where}`,
      params,
    );
  const settled = () => h.system.jobs.idle('files-delete');
  /** Every object a file's folder may hold (the upload and each width), for "nothing left". */
  async function objectsIn(key: string): Promise<string[]> {
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    const names = [`${folder}upload`, ...[64, 128, 256, 480, 512, 960, 1600].map((w) => `${folder}w${w}.webp`)];
    const found: string[] = [];
    if (!names.includes(key)) names.push(key);
    for (const name of names) if (await deps.storage.head(name)) found.push(name);
    return found;
  }
  const folderOfUpload = (g: { fileId: string }) => rowsOf('id = $1', [g.fileId]).then((rows) => rows[0]?.key ?? null);

  it(`uses the ${o.backend} backend`, () => {
    expect(deps.storage.kind).toBe(o.backend);
  });

  describe('an avatar', () => {
    it('becomes the profile picture: EXIF-free WebP widths under the user’s identity, the original gone', async () => {
      const body = await jpegWithGps();
      expect((await sharp(body).metadata()).exif).toBeDefined();
      const { grant: g, confirmed } = await upload(member, {
        purpose: 'AVATAR',
        body,
        name: 'me.jpg',
        type: 'image/jpeg',
      });
      const file = ok(confirmed, 'confirmUpload').confirmUpload;
      expect(file).toMatchObject({
        purpose: 'AVATAR',
        name: 'me.jpg',
        contentType: 'image/webp',
        widths: [64, 128, 256],
      });
      expect(file.checksum).toMatch(/^[0-9a-f]{64}$/);
      // The identity Amplify's GetId answers the same user (the seed's protectedIdentityId).
      const { identityPoolId, userPoolId } = h.amplifyConfig.Auth.Cognito;
      const region = userPoolId.split('_')[0];
      const cognitoIdentity = new CognitoIdentityClient({ endpoint: `${h.url}/cognito-identity`, region });
      const { IdentityId } = await cognitoIdentity.send(
        new GetIdCommand({
          IdentityPoolId: identityPoolId,
          Logins: { [`cognito-idp.${region}.amazonaws.com/${userPoolId}`]: member.idToken },
        }),
      );
      expect(file.reference.protectedIdentityId).toBe(IdentityId);
      expect(file.reference.key).toBe(`private/${file.reference.protectedIdentityId}/images/${g.fileId}/w256.webp`);
      expect(file.reference.bucket).toBe(o.backend === 'disk' ? 'local' : 'innov-files');

      const profile = ok(await h.as(member, PROFILE, { id: member.username }), 'profile').getUserProfile;
      expect(profile.picture).toEqual(file.reference);
      await settled();
      const folder = file.reference.key.slice(0, file.reference.key.lastIndexOf('/') + 1);
      expect(await deps.storage.head(`${folder}upload`)).toBeNull();

      for (const width of [64, 256]) {
        const link = ok(await h.as(member, URL_OF, { input: { key: file.reference.key, width } }), 'url').getFileUrl;
        const res = await fetch(link.url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const bytes = Buffer.from(await res.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    });

    it('is read by members of the same workspace, not by another workspace’s', async () => {
      const file = ok(
        (await upload(admin, { purpose: 'AVATAR', body: await png() })).confirmed,
        'confirm',
      ).confirmUpload;
      const key = file.reference.key as string;
      expect(ok(await h.as(member, URL_OF, { input: { key } }), 'member').getFileUrl.url).toBeTruthy();
      const r = await h.as(outsider, URL_OF, { input: { key } });
      expect(errorOf(r)?.errorType).toBe('NotFound');
      // An hour by default; never past the seed's week, never under a minute.
      for (const [expiresIn, seconds] of [
        [null, FILE_LIMITS.downloadUrlSeconds],
        [70 * 24 * 3600, FILE_LIMITS.maxDownloadUrlSeconds],
        [1, 60],
      ] as const) {
        const before = Date.now();
        const link = ok(await h.as(member, URL_OF, { input: { key, expiresIn } }), 'url').getFileUrl;
        const left = (new Date(link.expiresAt).getTime() - before) / 1000;
        expect(left).toBeGreaterThan(seconds - 30);
        expect(left).toBeLessThanOrEqual(seconds + 30);
      }
      const small = key.replace(/w256\.webp$/, 'w64.webp');
      const mine = ok(
        await h.as(member, URLS_OF, { input: { keys: [key, small, 'private/x/images/y/w64.webp'], width: 128 } }),
        'urls',
      ).getFileUrls;
      expect(mine.map((u: { key: string }) => u.key)).toEqual([key, small, 'private/x/images/y/w64.webp']);
      for (const u of mine.slice(0, 2))
        expect(decodeURIComponent(new URL(u.url).pathname)).toContain(key.replace(/w256\.webp$/, 'w128.webp'));
      expect(mine[2].url).toBeNull();
      const many = ok(await h.as(outsider, URLS_OF, { input: { keys: [key, 'private/x/images/y/w64.webp'] } }), 'urls');
      expect(many.getFileUrls).toEqual([
        { key, url: null, expiresAt: null },
        { key: 'private/x/images/y/w64.webp', url: null, expiresAt: null },
      ]);
    });

    it('a new one replaces the previous: its row and objects go', async () => {
      const first = ok((await upload(lead(), { purpose: 'AVATAR', body: await png() })).confirmed, 'one').confirmUpload;
      const second = ok(
        (await upload(lead(), { purpose: 'AVATAR', body: await png(500, 500) })).confirmed,
        'two',
      ).confirmUpload;
      await settled();
      expect(await rowsOf('id = $1', [first.id])).toEqual([]);
      expect(await objectsIn(first.reference.key)).toEqual([]);
      expect((await objectsIn(second.reference.key)).length).toBe(3);
    });

    it('deleteFile removes it: picture cleared, no row, no object', async () => {
      const user = await h.newUser('avatar-delete');
      const file = ok(
        (await upload(user, { purpose: 'AVATAR', body: await png() })).confirmed,
        'confirm',
      ).confirmUpload;
      // Another user cannot delete it, nor tell it from a missing key.
      expect(errorOf(await h.as(outsider, DELETE, { input: { key: file.reference.key } }))?.errorType).toBe('NotFound');
      expect(ok(await h.as(user, DELETE, { input: { key: file.reference.key } }), 'delete').deleteFile).toBe(true);
      await settled();
      expect(ok(await h.as(user, PROFILE, { id: user.username }), 'profile').getUserProfile.picture).toBeNull();
      expect(await rowsOf('id = $1', [file.id])).toEqual([]);
      expect(await objectsIn(file.reference.key)).toEqual([]);
      expect(errorOf(await h.as(user, URL_OF, { input: { key: file.reference.key } }))?.errorType).toBe('NotFound');
    });
  });

  // The fixture's lead is another member of the workspace.
  const lead = () => f.users.lead;

  describe('grants', () => {
    async function refusedWithNothingLeft(user: TestUser, u: Upload, expected: { type: string; message?: string }) {
      const before = await rowsOf('owner_id = $1', [user.username]);
      const r = await grant(user, u);
      const e = errorOf(r);
      expect(e?.errorType, JSON.stringify(r.errors)).toBe(expected.type);
      if (expected.message) expect(e?.message).toBe(expected.message);
      expect(await rowsOf('owner_id = $1', [user.username])).toEqual(before);
    }

    it('refuses what the purpose does not take: too large, empty, a type not allowed', async () => {
      const body = await png();
      await refusedWithNothingLeft(
        member,
        { purpose: 'AVATAR', body, size: 5 * 1024 * 1024 + 1 },
        { type: 'ValidationError', message: `input.size: ${FILE_MESSAGES.tooLarge('AVATAR')}` },
      );
      await refusedWithNothingLeft(
        member,
        { purpose: 'AVATAR', body, size: 0 },
        { type: 'ValidationError', message: `input.size: ${FILE_MESSAGES.empty}` },
      );
      await refusedWithNothingLeft(
        member,
        { purpose: 'AVATAR', body: PDF, name: 'cv.pdf', type: 'application/pdf' },
        { type: 'ValidationError', message: `input.contentType: ${FILE_MESSAGES.typeNotAllowed('AVATAR')}` },
      );
    });

    it('refuses names that look like paths or hold control characters', async () => {
      const body = await png();
      for (const name of ['../x.png', '/etc/passwd', 'a\\b.png', 'C:x.png', 'tab\there.png', '..']) {
        await refusedWithNothingLeft(
          member,
          { purpose: 'AVATAR', body, name },
          { type: 'ValidationError', message: `input.fileName: ${FILE_MESSAGES.badName}` },
        );
      }
      // NUL is refused at the edge, before any function runs.
      const before = await rowsOf('owner_id = $1', [member.username]);
      const r = await grant(member, { purpose: 'AVATAR', body, name: 'a\u0000.png' });
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(await rowsOf('owner_id = $1', [member.username])).toEqual(before);
    });

    it('refuses a logo to members and a cover to anyone but platform admins', async () => {
      const body = await png();
      await refusedWithNothingLeft(member, { purpose: 'LOGO', body }, { type: 'Unauthorized' });
      await refusedWithNothingLeft(owner, { purpose: 'COVER', body }, { type: 'Unauthorized' });
      await refusedWithNothingLeft(member, { purpose: 'AVATAR', body, recordId: 'x' }, { type: 'ValidationError' });
    });
  });

  describe('confirmation', () => {
    async function refusedOnConfirm(u: Upload, message: string) {
      const g = ok(await grant(member, u), 'requestUpload').requestUpload;
      const key = await folderOfUpload(g);
      expect((await put(g, u.body)).status).toBeLessThan(300);
      const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message });
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
      expect(await objectsIn(key as string)).toEqual([]);
    }

    it('refuses a disguised file (text named .png, declared image/png): no object, no row', async () => {
      await refusedOnConfirm(
        { purpose: 'AVATAR', body: Buffer.from('just some text, not a picture at all\n'), name: 'x.png' },
        FILE_MESSAGES.contentMismatch,
      );
    });

    it('refuses a damaged image (a PNG header and noise): no object, no row', async () => {
      const body = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(400, 7)]);
      await refusedOnConfirm({ purpose: 'AVATAR', body }, FILE_MESSAGES.unreadableImage);
    });

    it('refuses a PUT longer than the grant, and a confirmation with nothing uploaded', async () => {
      const body = await png();
      const g = ok(await grant(member, { purpose: 'AVATAR', body }), 'grant').requestUpload;
      const key = (await folderOfUpload(g)) as string;
      const res = await put(g, Buffer.concat([body, Buffer.alloc(1024)]));
      if (o.backend === 's3' && res.status < 300) {
        // s3rver does not hold a presigned PUT to its signed Content-Length (S3 does): the confirmation catches it.
        const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
        expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.sizeMismatch });
        expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
        expect(await objectsIn(key)).toEqual([]);
        return;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await objectsIn(key)).toEqual([]);
      const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.notUploaded });
      // The uploader cancels it: no row, no object.
      expect(ok(await h.as(member, CANCEL, { input: { fileId: g.fileId } }), 'cancel').cancelUpload).toBe(true);
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
    });

    it('refuses an upload shorter than announced: no object, no row', async () => {
      const body = await png();
      const g = ok(await grant(member, { purpose: 'AVATAR', body, size: body.length + 10 }), 'grant').requestUpload;
      const key = (await folderOfUpload(g)) as string;
      // The store refuses a body of another length than the signed one; put one there as a client could not.
      await deps.storage.put(`${key.slice(0, key.lastIndexOf('/') + 1)}upload`, body, {
        contentType: 'image/png',
        contentLength: body.length,
      });
      const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.sizeMismatch });
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
      expect(await objectsIn(key)).toEqual([]);
    });

    it('an upload past its link and the time an upload may take is no longer counted and cannot be confirmed', async () => {
      // Else grants taken one after another as each link lapses (no longer counted), then all confirmed, exceed the
      // quota and the attachments per idea.
      const body = await png();
      const g = ok(await grant(owner, { purpose: 'LOGO', body }), 'grant').requestUpload;
      const key = (await folderOfUpload(g)) as string;
      expect((await put(g, body)).status).toBeLessThan(300);
      const lapse = new Date(g.expiresAt).getTime() + FILE_LIMITS.uploadUrlSeconds * 1000;
      const usedAt = async (ms: number) =>
        (await storageUsed(h.system.database.query, f.tenantId, new Date(ms))).usedBytes;
      // Its link has expired, but an upload started at its last moment may still arrive: its bytes still count.
      expect((await usedAt(lapse - 1000)) - (await usedAt(lapse + 1000))).toBe(body.length);
      const realNow = deps.now;
      deps.now = () => new Date(lapse + 1000);
      try {
        const r = await h.as(owner, CONFIRM, { input: { fileId: g.fileId } });
        expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.notUploaded });
      } finally {
        deps.now = realNow;
      }
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
      expect(await objectsIn(key)).toEqual([]);
    });

    it('another user cannot confirm, cancel, read or delete someone’s upload', async () => {
      const body = await png();
      const g = ok(await grant(member, { purpose: 'AVATAR', body }), 'grant').requestUpload;
      expect((await put(g, body)).status).toBeLessThan(300);
      const key = (await folderOfUpload(g)) as string;
      for (const [q, input] of [
        [CONFIRM, { fileId: g.fileId }],
        [CANCEL, { fileId: g.fileId }],
        [DELETE, { id: g.fileId }],
        [URL_OF, { key }],
      ] as const)
        expect(errorOf(await h.as(outsider, q, { input }))?.errorType, q).toBe('NotFound');
      ok(await h.as(member, CANCEL, { input: { fileId: g.fileId } }), 'cancel');
      await settled();
      expect(await objectsIn(key)).toEqual([]);
    });
  });

  describe('a workspace logo', () => {
    it('owners and admins set it; members read it and cannot change or delete it', async () => {
      const file = ok(
        (await upload(admin, { purpose: 'LOGO', body: await png(800, 400) })).confirmed,
        'logo',
      ).confirmUpload;
      expect(file.reference.key).toBe(`workspaces/${f.tenantId}/images/${file.id}/w512.webp`);
      expect(ok(await h.as(member, TENANT, { id: f.tenantId }), 'tenant').getTenant.logo.key).toBe(file.reference.key);
      expect(
        ok(await h.as(member, URL_OF, { input: { key: file.reference.key, width: 64 } }), 'url').getFileUrl.url,
      ).toBeTruthy();
      expect(errorOf(await h.as(member, DELETE, { input: { id: file.id } }))?.errorType).toBe('Unauthorized');
      expect(errorOf(await h.as(outsider, URL_OF, { input: { key: file.reference.key } }))?.errorType).toBe('NotFound');
      // The generic update cannot point the logo anywhere.
      const r = await h.as(owner, 'mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }', {
        input: { id: f.tenantId, logo: { bucket: 'b', region: 'r', key: 'private/x/y.png' } },
      });
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(ok(await h.as(owner, DELETE, { input: { id: file.id } }), 'delete').deleteFile).toBe(true);
      await settled();
      expect(ok(await h.as(member, TENANT, { id: f.tenantId }), 'tenant').getTenant.logo).toBeNull();
      expect(await objectsIn(file.reference.key)).toEqual([]);
    });

    it('counts against the plan’s storage: refused at the limit, with the usage meter', async () => {
      const usage = ok(await h.as(member, USAGE), 'usage').getStorageUsage;
      expect(usage.limitBytes).toBe(50 * FILE_LIMITS.bytesPerGb);
      // A large file the workspace holds already, close to the limit.
      const [row] = await h.system.database.query<{ id: string }>(
        `insert into app.files (key, purpose, status, owner_id, identity_id, tenant_id, name, content_type, size)
         values ($1, 'LOGO', 'READY', $2, 'none', $3, 'big.png', 'image/webp', $4) returning id`,
        [
          `workspaces/${f.tenantId}/images/big/w512.webp`,
          owner.username,
          f.tenantId,
          usage.limitBytes - usage.usedBytes - 100,
        ],
      );
      expect(ok(await h.as(member, USAGE), 'usage').getStorageUsage.usedBytes).toBe(usage.limitBytes - 100);
      const r = await grant(owner, { purpose: 'LOGO', body: await png() });
      expect(errorOf(r)).toEqual({ errorType: 'PlanLimitReached', message: FILE_MESSAGES.quotaReached(50) });
      await h.system.database.query('delete from app.files where id = $1', [row.id]);
    });
  });

  describe('a cover', () => {
    it('platform admins upload it; it is served to anyone at a stable, cacheable public URL', async () => {
      const file = ok(
        (await upload(platformAdmin, { purpose: 'COVER', body: await png(2000, 1000) })).confirmed,
        'cover',
      ).confirmUpload;
      expect(file.widths).toEqual([480, 960, 1600]);
      expect(file.publicUrl).toBe(`/files/public/covers/${file.id}/w1600.webp`);
      const res = await fetch(`${h.url}${file.publicUrl}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1600);
      const link = ok(await h.as(member, URL_OF, { input: { key: file.reference.key, width: 480 } }), 'url').getFileUrl;
      expect(link).toEqual({
        key: file.reference.key,
        url: `${h.url}/files/public/covers/${file.id}/w480.webp`,
        expiresAt: null,
      });
      expect(errorOf(await h.as(owner, DELETE, { input: { id: file.id } }))?.errorType).toBe('Unauthorized');
      ok(await h.as(platformAdmin, DELETE, { input: { id: file.id } }), 'delete');
      await settled();
      expect(await objectsIn(file.reference.key)).toEqual([]);
      expect((await fetch(`${h.url}${file.publicUrl}`)).status).toBe(404);
    });
  });

  describe('idea attachments', () => {
    async function draft(user: TestUser, title: string): Promise<string> {
      return ok(
        await h.as(user, SAVE, {
          input: { templateId: 'problem-statement', title, content: { problem: 'p', affected: 'a', impact: 'i' } },
        }),
        'save',
      ).saveIdeaDraft.idea.id;
    }

    it('belong to the idea: listed for its readers, downloaded under their name, gone with the idea', async () => {
      const idea = await draft(member, 'With attachments');
      const attached = await upload(member, {
        purpose: 'ATTACHMENT',
        body: PDF,
        name: 'Plan (v2).pdf',
        type: 'application/pdf',
        recordId: idea,
      });
      const pdf = ok(attached.confirmed, 'pdf').confirmUpload;
      // The upload link used again after the confirmation cannot change what is served: only the checked copy is.
      await settled();
      await put(attached.grant, Buffer.alloc(PDF.length, 'x'));
      expect(pdf.reference.key).toBe(`workspaces/${f.tenantId}/ideas/${idea}/storage/${pdf.id}/Plan--v2-.pdf`);
      const csv = Buffer.from('name,amount\nsolar,12\n');
      ok(
        (await upload(member, { purpose: 'ATTACHMENT', body: csv, name: 'data.csv', type: 'text/csv', recordId: idea }))
          .confirmed,
        'csv',
      );
      const input = { recordType: 'IDEA', recordId: idea };
      expect(
        ok(await h.as(member, LIST, { input }), 'list').listRecordFiles.map((x: { name: string }) => x.name),
      ).toEqual(['Plan (v2).pdf', 'data.csv']);
      // A draft is its author's: another member sees neither it nor its files.
      expect(errorOf(await h.as(admin, LIST, { input }))?.errorType).toBe('NotFound');
      expect(errorOf(await h.as(admin, URL_OF, { input: { key: pdf.reference.key } }))?.errorType).toBe('NotFound');
      expect(errorOf(await h.as(outsider, LIST, { input }))?.errorType).toBeDefined();
      // Someone who cannot edit the idea cannot attach to it.
      expect(
        errorOf(
          await grant(admin, {
            purpose: 'ATTACHMENT',
            body: PDF,
            name: 'x.pdf',
            type: 'application/pdf',
            recordId: idea,
          }),
        )?.errorType,
      ).toBe('NotFound');

      ok(await h.as(member, SUBMIT, { input: { id: idea } }), 'submit');
      expect(ok(await h.as(admin, LIST, { input }), 'list').listRecordFiles).toHaveLength(2);
      const link = ok(
        await h.as(admin, URL_OF, { input: { key: pdf.reference.key, download: true } }),
        'url',
      ).getFileUrl;
      const res = await fetch(link.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*Plan%20%28v2%29\.pdf/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);

      ok(
        await h.as(member, 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }', {
          input: { id: idea },
        }),
        'del',
      );
      await settled();
      expect(await rowsOf(`record_type = 'IDEA' and record_id = $1`, [idea])).toEqual([]);
      expect(await objectsIn(pdf.reference.key)).toEqual([]);
    });

    it('a FILE answer names only a confirmed attachment of the same idea', async () => {
      const template = ok(
        await h.as(owner, 'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }', {
          input: {
            name: `Deck ${o.backend}`,
            fields: [{ id: 'deck', type: 'FILE', label: 'Deck', required: true }],
          },
        }),
        'createIdeaTemplate',
      ).createIdeaTemplate.id as string;
      const save = (input: Record<string, unknown>) =>
        h.as(
          member,
          'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } content } }',
          {
            input: { templateId: template, title: 'Pitch', ...input },
          },
        );
      const idea = ok(await save({ content: {} }), 'save').saveIdeaDraft.idea.id as string;
      const other = await draft(member, 'Another');
      const mine = ok(
        (
          await upload(member, {
            purpose: 'ATTACHMENT',
            body: PDF,
            name: 'deck.pdf',
            type: 'application/pdf',
            recordId: idea,
          })
        ).confirmed,
        'attach',
      ).confirmUpload;
      const elsewhere = ok(
        (
          await upload(member, {
            purpose: 'ATTACHMENT',
            body: PDF,
            name: 'x.pdf',
            type: 'application/pdf',
            recordId: other,
          })
        ).confirmed,
        'attach other',
      ).confirmUpload;
      const avatar = ok(
        (await upload(member, { purpose: 'AVATAR', body: await png() })).confirmed,
        'avatar',
      ).confirmUpload;
      const answer = (file: { id: string }) => ({
        deck: { name: 'claimed', fileId: file.id, size: 1, contentType: 'x/y' },
      });
      const message = 'input.content.deck: the file is not attached to this idea';
      for (const file of [elsewhere, avatar, { id: 'no-such-file' }]) {
        expect(errorOf(await save({ id: idea, content: answer(file) })), file.id).toEqual({
          errorType: 'ValidationError',
          message,
        });
      }
      // A new draft has no attachments yet.
      expect(errorOf(await save({ content: answer(mine) }))).toEqual({ errorType: 'ValidationError', message });
      const saved = ok(await save({ id: idea, content: answer(mine) }), 'save').saveIdeaDraft;
      // The stored file's name, size and type, whatever the client claimed.
      expect(JSON.parse(saved.content).deck).toEqual({
        name: 'deck.pdf',
        fileId: mine.id,
        size: PDF.length,
        contentType: 'application/pdf',
      });
      ok(await h.as(member, SUBMIT, { input: { id: idea } }), 'submit');
      // Once the file is deleted, an edit cannot keep naming it.
      ok(await h.as(member, DELETE, { input: { id: mine.id } }), 'delete');
      const r = await h.as(member, 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { id } } }', {
        input: { id: idea, title: 'Pitch', content: answer(mine) },
      });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message });
    });

    it('an idea takes at most its number of attachments', async () => {
      const idea = await draft(member, 'Full');
      for (let i = 0; i < FILE_LIMITS.attachmentsPerRecord; i++)
        await h.system.database.query(
          `insert into app.files (key, purpose, status, owner_id, identity_id, tenant_id, record_type, record_id, name,
                                  content_type, size)
           values ($1, 'ATTACHMENT', 'READY', $2, 'none', $3, 'IDEA', $4, 'a.pdf', 'application/pdf', 10)`,
          [`workspaces/${f.tenantId}/ideas/${idea}/storage/f${i}/a.pdf`, member.username, f.tenantId, idea],
        );
      const r = await grant(member, {
        purpose: 'ATTACHMENT',
        body: PDF,
        name: 'b.pdf',
        type: 'application/pdf',
        recordId: idea,
      });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.tooManyAttachments });
      await h.system.database.query(`delete from app.files where record_id = $1`, [idea]);
    });

    it('the confirmation asks again whether the uploader may attach to the idea: not once its review has started', async () => {
      const idea = await draft(member, 'Reviewed meanwhile');
      const g = ok(
        await grant(member, {
          purpose: 'ATTACHMENT',
          body: PDF,
          name: 'late.pdf',
          type: 'application/pdf',
          recordId: idea,
        }),
        'grant',
      ).requestUpload;
      expect((await put(g, PDF)).status).toBeLessThan(300);
      ok(await h.as(member, SUBMIT, { input: { id: idea } }), 'submit');
      await h.system.database.query(`update app.ideas set stage = 'UNDER_REVIEW' where id = $1`, [idea]);
      const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
      expect(errorOf(r)?.errorType).toBe('Unauthorized');
      expect(await rowsOf(`id = $1 and status = 'READY'`, [g.fileId])).toEqual([]);
    });

    it('a document disguised as another type is refused', async () => {
      const idea = await draft(member, 'Disguised');
      const g = ok(
        await grant(member, {
          purpose: 'ATTACHMENT',
          body: await png(),
          name: 'report.pdf',
          type: 'application/pdf',
          recordId: idea,
        }),
        'grant',
      ).requestUpload;
      expect((await put(g, await png())).status).toBeLessThan(300);
      const r = await h.as(member, CONFIRM, { input: { fileId: g.fileId } });
      expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: FILE_MESSAGES.contentMismatch });
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
    });
  });

  describe('lifecycle', () => {
    it('unconfirmed uploads are removed a day after their link expired', async () => {
      const body = await png();
      const g = ok(await grant(member, { purpose: 'AVATAR', body }), 'grant').requestUpload;
      expect((await put(g, body)).status).toBeLessThan(300);
      const key = (await folderOfUpload(g)) as string;
      const expiry = new Date(g.expiresAt).getTime();
      const at = (ms: number) => ({ ...deps, now: () => new Date(ms) });
      await cleanupUnconfirmed(at(expiry + (FILE_LIMITS.unconfirmedHours * 3600 - 60) * 1000));
      expect(await rowsOf('id = $1', [g.fileId])).toHaveLength(1);
      expect(await cleanupUnconfirmed(at(expiry + FILE_LIMITS.unconfirmedHours * 3_600_000 + 1000))).toBeGreaterThan(0);
      expect(await rowsOf('id = $1', [g.fileId])).toEqual([]);
      expect(await objectsIn(key)).toEqual([]);
    });

    it('a folder is swept again once its upload links have lapsed: a link used after a cancel leaves nothing for good', async () => {
      const body = await png();
      const g = ok(await grant(member, { purpose: 'AVATAR', body }), 'grant').requestUpload;
      const key = (await folderOfUpload(g)) as string;
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      expect((await put(g, body)).status).toBeLessThan(300);
      ok(await h.as(member, CANCEL, { input: { fileId: g.fileId } }), 'cancel');
      await settled();
      expect(await objectsIn(key)).toEqual([]);
      // The link lives on: used again, it puts an object in a folder no row names.
      expect((await put(g, body)).status).toBeLessThan(300);
      expect(await objectsIn(key)).toEqual([`${folder}upload`]);
      const [sweep] = await h.system.database.query<{ data: FilesDeleteJob; start_after: Date }>(
        `select data, start_after from jobs.job
          where name = 'files-delete' and state = 'created'
            and $1 = any(select jsonb_array_elements_text(data->'prefixes'))`,
        [folder],
      );
      expect(new Date(sweep.start_after).getTime()).toBeGreaterThan(
        new Date(g.expiresAt).getTime() + FILE_LIMITS.uploadUrlSeconds * 1000,
      );
      // What the files-delete job does when it comes due.
      for (const prefix of sweep.data.prefixes) await deps.storage.deletePrefix(prefix);
      expect(await objectsIn(key)).toEqual([]);
    });

    it('deleteUserData removes the user’s files', async () => {
      const user = await h.newUser('leaving');
      const file = ok(
        (await upload(user, { purpose: 'AVATAR', body: await png() })).confirmed,
        'confirm',
      ).confirmUpload;
      const body = await png();
      const pending = ok(await grant(user, { purpose: 'AVATAR', body }), 'grant').requestUpload;
      expect((await put(pending, body)).status).toBeLessThan(300);
      const pendingKey = (await folderOfUpload(pending)) as string;
      ok(
        await h.as(user, 'mutation ($input: DeleteUserDataInput!) { deleteUserData(input: $input) { userName } }', {
          input: { userName: user.username },
        }),
        'deleteUserData',
      );
      await settled();
      expect(await rowsOf('owner_id = $1', [user.username])).toEqual([]);
      expect(await objectsIn(file.reference.key)).toEqual([]);
      expect(await objectsIn(pendingKey)).toEqual([]);
      // The files' own folders are swept again once their upload links lapse; the identity's folder is not, since
      // its user may stay and upload again within that time.
      const later = await h.system.database.query<{ data: FilesDeleteJob }>(
        `select data from jobs.job where name = 'files-delete' and state = 'created' and start_after > now()`,
      );
      const swept = later.flatMap((j) => j.data.prefixes);
      expect(swept).toContain(pendingKey.slice(0, pendingKey.lastIndexOf('/') + 1));
      expect(swept).not.toContain(`private/${file.reference.protectedIdentityId}/`);
    });

    it('a user deleted in identity (AdminDeleteUser) loses their files too', async () => {
      const user = await h.newUser('admin-deleted');
      const file = ok(
        (await upload(user, { purpose: 'AVATAR', body: await png() })).confirmed,
        'confirm',
      ).confirmUpload;
      await h.idp.send(
        new AdminDeleteUserCommand({ UserPoolId: h.amplifyConfig.Auth.Cognito.userPoolId, Username: user.username }),
      );
      await expect.poll(() => rowsOf('owner_id = $1', [user.username]), { timeout: 5000 }).toEqual([]);
      await settled();
      expect(await objectsIn(file.reference.key)).toEqual([]);
    });

    it('the workspace purge removes the workspace’s files', async () => {
      const boss = await h.newUser('purged', { workspace: 'Purged Ltd' });
      const tenantId = ok(await h.as(boss, '{ getMyWorkspace { tenantId } }'), 'mine').getMyWorkspace.tenantId;
      ok(
        await h.as(
          platformAdmin,
          'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
          {
            input: { tenantId, decision: 'APPROVE' },
          },
        ),
        'approve',
      );
      const logo = ok((await upload(boss, { purpose: 'LOGO', body: await png() })).confirmed, 'logo').confirmUpload;
      ok(
        await h.as(boss, 'mutation ($input: DeleteWorkspaceInput!) { deleteWorkspace(input: $input) { tenantId } }', {
          input: { confirmName: 'Purged Ltd' },
        }),
        'deleteWorkspace',
      );
      const [t] = await h.system.database.query<{ purge_after: Date }>(
        'select purge_after from app.tenants where id = $1',
        [tenantId],
      );
      expect(await purgeWorkspaces({ ...deps, now: () => new Date(t.purge_after.getTime() + 1000) })).toContain(
        tenantId,
      );
      await settled();
      expect(await rowsOf('tenant_id = $1', [tenantId])).toEqual([]);
      expect(await objectsIn(logo.reference.key)).toEqual([]);
    });
  });
}
