// What every files function shares (docs/architecture.md, "Files"): the file row and its answer shapes, where a
// purpose's objects are kept (every file in a folder of its own, `…/{fileId}/`), the name rule, who reads a file,
// the caller's identity-pool identity, and the removal of objects once the change that drops them has committed.
import {
  type StoredFile as ContractStoredFile,
  FILE_LIMITS,
  FILE_MESSAGES,
  FILE_RULES,
  type FilePurpose,
  type FileRecordType,
  type FileReference,
  IMAGE_TYPES,
  isSafeFileName,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { lifecycleDenial, requireRole } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import { campaignVisibleSql, isWorkspaceManager, requireCampaignsWriter } from '../campaigns/campaign-access.ts';
import type { DataDeps } from '../deps.ts';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import {
  type IdeaRow,
  type IdeasWorkspace,
  isIdeaAuthor,
  isLocked,
  moderatesIdea,
  requireIdeasWriter,
  requireVisibleIdea,
  visibleIdea,
} from '../ideas/idea-access.ts';
import { toRecord } from '../store/repository.ts';
import { tenantModel } from '../workspaces/models.ts';

export type StoredFile = ContractStoredFile<Date>;

export interface FileRow {
  id: string;
  key: string;
  purpose: FilePurpose;
  status: 'PENDING' | 'READY';
  owner_id: string;
  identity_id: string;
  tenant_id: string | null;
  record_type: FileRecordType | null;
  record_id: string | null;
  name: string;
  content_type: string;
  size: number | string;
  checksum: string | null;
  widths: number[];
  expires_at: Date | null;
  created_at: Date;
  confirmed_at: Date | null;
}

/** The columns of a file row aliased `f`, with the uploader's name. */
export const FILE_COLUMNS = `f.id, f.key, f.purpose, f.status, f.owner_id, f.identity_id, f.tenant_id, f.record_type,
  f.record_id, f.name, f.content_type, f.size, f.checksum, f.widths, f.expires_at, f.created_at, f.confirmed_at`;

export const isImagePurpose = (purpose: FilePurpose) => FILE_RULES[purpose].widths.length > 0;
export const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);

/** The folder that holds all of a file's objects (the upload, its derivatives), with its trailing slash. */
export const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * Where the browser PUTs the bytes: `upload` in the file's folder, removed once confirmed. What is served is only
 * what the confirmation wrote from the bytes it checked (an image's widths, a document's copy at its key), so a
 * signed upload link used again within its minutes cannot swap checked bytes for others.
 */
export const uploadKeyOf = (row: Pick<FileRow, 'key'>) => `${folderOf(row.key)}upload`;

/**
 * The file's key (the reference's): for images the largest WebP width, the others beside it
 * (docs/architecture.md, "Files": the layout of keys).
 */
export function keyFor(
  purpose: FilePurpose,
  o: { fileId: string; identityId: string; tenantId: string | null; recordId: string | null; name: string },
): string {
  const largest = Math.max(...FILE_RULES[purpose].widths);
  switch (purpose) {
    case 'AVATAR':
      return `private/${o.identityId}/images/${o.fileId}/w${largest}.webp`;
    case 'LOGO':
      return `workspaces/${o.tenantId}/images/${o.fileId}/w${largest}.webp`;
    case 'COVER':
      return `public/covers/${o.fileId}/w${largest}.webp`;
    case 'ATTACHMENT':
      return `workspaces/${o.tenantId}/ideas/${o.recordId}/storage/${o.fileId}/${safeSlug(o.name)}`;
    case 'CAMPAIGN_COVER':
      return `workspaces/${o.tenantId}/campaigns/${o.fileId}/w${largest}.webp`;
  }
}

/** The last part of an attachment's key: `[A-Za-z0-9._-]`, anything else `-`, at most 100 characters. */
function safeSlug(name: string): string {
  const slug = name
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^\.+/, '')
    .slice(-100);
  return slug || 'file';
}

/** A file's name: contracts' isSafeFileName, the rule the upload component checks first. */
export const ZFileName = z
  .string()
  .min(1, 'enter the file’s name')
  .max(FILE_LIMITS.fileName, `at most ${FILE_LIMITS.fileName} characters`)
  .refine(isSafeFileName, FILE_MESSAGES.badName);

/** The seed's reference to the file. */
export function referenceOf(deps: Pick<DataDeps, 'storage'>, row: Pick<FileRow, 'key' | 'identity_id'>): FileReference {
  return {
    bucket: deps.storage.bucket,
    region: deps.storage.region,
    key: row.key,
    protectedIdentityId: row.identity_id,
  };
}

/** The name a download carries: an image's derivatives are WebP. */
export function downloadName(row: Pick<FileRow, 'name' | 'widths'>): string {
  if (!row.widths.length) return row.name;
  const dot = row.name.lastIndexOf('.');
  return `${dot > 0 ? row.name.slice(0, dot) : row.name}.webp`;
}

export function shownFile(
  deps: Pick<DataDeps, 'storage'>,
  row: FileRow & { uploaded_by_name?: string | null },
): StoredFile {
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    checksum: row.checksum ?? '',
    reference: referenceOf(deps, row),
    widths: row.widths,
    publicUrl: FILE_RULES[row.purpose].public ? `/files/${row.key}` : null,
    recordType: row.record_type,
    recordId: row.record_id,
    uploadedBy: row.owner_id,
    uploadedByName: row.uploaded_by_name ?? null,
    createdAt: row.created_at,
  };
}

export async function fileById(q: RawQuery, id: string, opts: { lock?: boolean } = {}): Promise<FileRow | undefined> {
  const [row] = await q<FileRow>(
    `select ${FILE_COLUMNS} from app.files f where f.id = $1${opts.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/**
 * The rows the keys a client sent name, in one statement (a page of avatars or logos): each key's own row, or
 * (images) the row of another of its widths. A key with no row is missing: nothing is listed or guessed.
 */
export async function filesByKeys(
  q: RawQuery,
  keys: readonly string[],
  opts: { lock?: boolean } = {},
): Promise<Map<string, { row: FileRow; width: number | null }>> {
  const wanted = new Set<string>(keys);
  for (const key of keys) for (const candidate of largestKeys(key)) wanted.add(candidate);
  const rows = await q<FileRow>(
    `select ${FILE_COLUMNS} from app.files f where f.key = any($1::text[])${opts.lock ? ' for update' : ''}`,
    [[...wanted]],
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const out = new Map<string, { row: FileRow; width: number | null }>();
  for (const key of keys) {
    const exact = byKey.get(key);
    if (exact) {
      out.set(key, { row: exact, width: widthOf(exact.key) });
      continue;
    }
    const width = widthOf(key);
    const row = largestKeys(key)
      .map((k) => byKey.get(k))
      .find((r) => r && width !== null && r.widths.includes(width));
    if (row) out.set(key, { row, width });
  }
  return out;
}

/** The row one key names, as filesByKeys finds it. */
export async function fileByKey(
  q: RawQuery,
  key: string,
  opts: { lock?: boolean } = {},
): Promise<{ row: FileRow; width: number | null } | undefined> {
  return (await filesByKeys(q, [key], opts)).get(key);
}

/** The keys an image's row may hold for a derivative key (its folder's largest width of each image purpose). */
function largestKeys(key: string): string[] {
  const m = /^(.*\/)w(\d{1,5})\.webp$/.exec(key);
  if (!m) return [];
  return [...new Set(Object.values(FILE_RULES).flatMap((r) => (r.widths.length ? [Math.max(...r.widths)] : [])))].map(
    (w) => `${m[1]}w${w}.webp`,
  );
}

const widthOf = (key: string) => {
  const m = /\/w(\d+)\.webp$/.exec(key);
  return m ? Number(m[1]) : null;
};

/**
 * Whoever may change a workspace's logo: its owners and admins, also while it waits for approval, as its company
 * information (the grant, the confirmation again, and deletion).
 */
export async function requireLogoEditor(principal: Principal, field: string) {
  const w = await requireRole(principal, ['owner', 'admin'], field, 'Mutation');
  const denial = await lifecycleDenial(principal, tenantModel, 'update', ['companyInformation']);
  if (denial) throw denial;
  return w;
}

/**
 * Whoever may upload (and delete) a campaign's cover: the owners and admins of an ACTIVE workspace whose plan has
 * campaigns, as they create campaigns.
 */
export async function requireCampaignCoverEditor(principal: Principal, field: string) {
  const w = await requireCampaignsWriter(principal, field);
  if (!isWorkspaceManager(w)) throw Errors.unauthorized(field, 'Mutation');
  return w;
}

/**
 * Whoever may attach files to an idea: its author and accepted co-authors while review has not started; moderators
 * while it is submitted.
 */
export async function editsAttachments(q: RawQuery, w: IdeasWorkspace, idea: IdeaRow, me: string): Promise<boolean> {
  if (idea.state === 'SUBMITTED' && (await moderatesIdea(q, w, idea, me))) return true;
  return (await isIdeaAuthor(q, idea, me)) && !isLocked(idea);
}

/**
 * The caller may attach files to this visible idea (editsAttachments), or Unauthorized: the grant asks, and the
 * confirmation again, since either may have changed in between.
 */
export async function requireAttachmentEditor(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  ideaId: string,
  field: string,
  o: { lock?: boolean } = {},
) {
  const me = ctx.principal.userId as string;
  const w = await requireIdeasWriter(ctx.principal, field);
  const idea = await requireVisibleIdea(ctx.db.query, w.tenantId, me, ideaId, o);
  if (!(await editsAttachments(ctx.db.query, w, idea, me))) throw Errors.unauthorized(field, 'Mutation');
  return { w, idea };
}

/** The signed-in user with an identity: who uploads (guests and the API key do not). */
export function requireUploader(principal: Principal, field: string): string {
  if (principal.kind !== 'user' || !principal.userId) throw Errors.unauthorized(field, 'Mutation');
  return principal.userId;
}

/**
 * The caller's identity-pool identity (the seed's `protectedIdentityId`, their `private/{id}/` prefix): the one
 * their SigV4 credentials carry, else the default pool's identity for their sign-in, created as GetId would, which
 * invoke looks up before the transaction for functions that say `needsIdentity`.
 */
export function identityIdOf(ctx: Pick<DomainContext, 'principal'>, field: string): string {
  if (!ctx.principal.identityId) throw Errors.unauthorized(field, 'Mutation');
  return ctx.principal.identityId;
}

/** canRead, remembering its answers for the files of one request (the same uploader's or idea's files). */
export function readChecker(q: RawQuery, principal: Principal): (row: FileRow) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (row) => {
    const id = [row.status, row.purpose, row.owner_id, row.tenant_id, row.record_type, row.record_id].join('|');
    let answer = known.get(id);
    if (!answer) {
      answer = canRead(q, principal, row);
      known.set(id, answer);
    }
    return answer;
  };
}

/** Whether the caller may read a READY file (docs/architecture.md, "Files"); pending ones are nobody's to read. */
export async function canRead(q: RawQuery, principal: Principal, row: FileRow): Promise<boolean> {
  if (row.status !== 'READY') return false;
  if (FILE_RULES[row.purpose].public) return true;
  if (principal.isAdmin) return true;
  if (principal.kind !== 'user' || !principal.userId) return false;
  const me = principal.userId;
  if (row.owner_id === me && row.purpose === 'AVATAR') return true;
  const w = await principal.workspace();
  if (!w.tenantId) return false;
  switch (row.purpose) {
    case 'AVATAR': {
      // Members of the uploader's workspace see their picture (member lists, comments).
      const [p] = await q<{ tenant_id: string | null }>('select tenant_id from app.user_profiles where id = $1', [
        row.owner_id,
      ]);
      return p?.tenant_id === w.tenantId;
    }
    case 'LOGO':
      return row.tenant_id === w.tenantId;
    case 'CAMPAIGN_COVER': {
      // Its uploader, and whoever sees a campaign it is the cover of.
      if (row.tenant_id !== w.tenantId || !w.entitlements.features.includes('campaigns') || w.pendingApproval)
        return false;
      if (row.owner_id === me) return true;
      const [used] = await q<{ id: string }>(
        `select c.id from app.campaigns c where c.cover_file_id = $1 and c.tenant_id = $2 and ${campaignVisibleSql('c.id', '$3')} limit 1`,
        [row.id, w.tenantId, me],
      );
      return Boolean(used);
    }
    case 'ATTACHMENT': {
      if (row.record_type !== 'IDEA' || !row.record_id || row.tenant_id !== w.tenantId) return false;
      if (!w.entitlements.features.includes('ideas') || w.pendingApproval) return false;
      return Boolean(await visibleIdea(q, w.tenantId, me, row.record_id));
    }
    default:
      return false;
  }
}

export const FILES_DELETE_JOB = 'files-delete';
export interface FilesDeleteJob {
  /** The folders (`…/`) whose objects go. */
  prefixes: string[];
}

/**
 * Removes the objects under these folders once the transaction of `query` commits (the files-delete job, retried):
 * a failed change keeps them. And once more when every upload link into them has lapsed (FILES_SWEEP_AFTER_MS): a
 * signed upload link lives on after its file is cancelled or deleted (S3's cannot be revoked; the disk's write once
 * only while the upload is there), and used then it would leave an object no row names, which nothing would remove.
 * `once`: a folder that may hold new files soon after (a user's `private/{identityId}/` when the user stays).
 */
export async function removeFoldersAfterCommit(
  deps: Pick<DataDeps, 'jobs' | 'now'>,
  query: RawQuery,
  prefixes: readonly string[],
  o: { once?: boolean } = {},
): Promise<void> {
  if (!prefixes.length) return;
  await deps.jobs.send<FilesDeleteJob>(FILES_DELETE_JOB, { prefixes: [...prefixes] }, { query });
  if (o.once) return;
  const startAfter = new Date(deps.now().getTime() + FILES_SWEEP_AFTER_MS);
  await deps.jobs.send<FilesDeleteJob>(FILES_DELETE_JOB, { prefixes: [...prefixes] }, { query, startAfter });
}

/**
 * When no upload link granted before now can still write: its time, then as long again for a PUT started at its
 * last moment (upload-window.ts), and a minute more.
 */
export const FILES_SWEEP_AFTER_MS = 2 * FILE_LIMITS.uploadUrlSeconds * 1000 + 60_000;

/** Deletes the rows (and, after the commit, the objects) of files; answers the rows removed. */
export async function dropFiles(
  ctx: Pick<DomainContext, 'deps' | 'db'>,
  where: string,
  params: unknown[],
): Promise<FileRow[]> {
  const rows = await ctx.db.query<FileRow>(`delete from app.files f where ${where} returning ${FILE_COLUMNS}`, params);
  await removeFoldersAfterCommit(
    ctx.deps,
    ctx.db.query,
    rows.map((r) => folderOf(r.key)),
  );
  return rows;
}

/**
 * The record whose picture or logo a file is: the uploader's profile for an AVATAR, the workspace for a LOGO (`by`:
 * the file's column that names it); null for the other purposes.
 */
export function pointerOf(row: Pick<FileRow, 'purpose' | 'owner_id' | 'tenant_id'>) {
  if (row.purpose === 'AVATAR')
    return {
      model: 'UserProfile',
      table: 'user_profiles',
      column: 'picture',
      topic: 'onUpdateUserProfile',
      by: 'owner_id',
      id: row.owner_id,
    } as const;
  if (row.purpose === 'LOGO' && row.tenant_id)
    return {
      model: 'Tenant',
      table: 'tenants',
      column: 'logo',
      topic: 'onUpdateTenant',
      by: 'tenant_id',
      id: row.tenant_id,
    } as const;
  return null;
}

/**
 * Points the file's profile picture or workspace logo at it (`set`), or clears it where it still names the file's
 * key (`clear`), and tells those watching.
 */
export async function writePointer(ctx: DomainContext, row: FileRow, change: 'set' | 'clear'): Promise<void> {
  const pointer = pointerOf(row);
  if (!pointer) return;
  const { model, table, column, topic, id } = pointer;
  const rt = runtime(ctx, model);
  const changed =
    change === 'set'
      ? await ctx.db.query<Record<string, unknown>>(
          `update app.${table} set ${column} = $2::jsonb, updated_at = $3 where id = $1 returning ${rt.selectList}`,
          [id, JSON.stringify(referenceOf(ctx.deps, row)), ctx.deps.now()],
        )
      : await ctx.db.query<Record<string, unknown>>(
          `update app.${table} set ${column} = null, updated_at = $3 where id = $1 and ${column}->>'key' = $2
           returning ${rt.selectList}`,
          [id, row.key, ctx.deps.now()],
        );
  for (const record of changed) ctx.publish(topic, toRecord(rt, record));
}
