// confirmUpload: the uploader says the PUT is done. The server reads the object (its size against the grant's,
// its type by its content, not its name), makes an image's WebP widths and drops the original with its metadata,
// and records the file as READY. An avatar becomes the profile's picture and a logo the workspace's, the previous
// one removed. A refused upload leaves no object and no row. The reading and the image work happen before the
// transaction opens (`prepare`), so they hold up no other request on the embedded database; the transaction then
// only records the result, checked again under the row's lock.
import { FILE_MESSAGES, FILE_RULES, imageKeyForWidth } from '@innov/contracts';
import { z } from 'zod';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../ideas/idea-access.ts';
import {
  dropFiles,
  type FileRow,
  fileById,
  folderOf,
  isImagePurpose,
  pointerOf,
  requireAttachmentEditor,
  requireCampaignCoverEditor,
  requireLogoEditor,
  requireUploader,
  type StoredFile,
  shownFile,
  uploadKeyOf,
  writePointer,
} from './file-access.ts';
import { contentTypeOf, imageDerivatives, readUpload, UnreadableImage } from './inspect-upload.ts';
import { uploadLapsed } from './upload-window.ts';

const FIELD = 'confirmUpload';

export const ZFileIdArgs = z.object({ input: z.object({ fileId: ZId }) });

/** An upload that is not the caller's is as one that does not exist. */
export const noSuchUpload = () => Errors.notFound('No upload with this id.');

/** Refuses the upload: its objects and its row go (outside any transaction: this runs before one opens). */
async function refuse(ctx: DomainContext, row: FileRow, message: string): Promise<never> {
  await ctx.deps.storage.deletePrefix(folderOf(row.key));
  await ctx.deps.database.query(`delete from app.files where id = $1 and status = 'PENDING'`, [row.id]);
  throw Errors.validation(message);
}

/** What the bytes turned out to be, ready to record. */
interface Checked {
  /** The file's key (its folder holds what was made). */
  key: string;
  contentType: string;
  size: number;
  checksum: string;
  widths: number[];
}

/** The caller's upload (as one that does not exist when it is not theirs). */
async function uploadOf(ctx: DomainContext, fileId: string): Promise<FileRow> {
  const me = requireUploader(ctx.principal, FIELD);
  const row = await fileById(ctx.db.query, fileId);
  if (!row || row.owner_id !== me) throw noSuchUpload();
  return row;
}

/** Reads and checks the upload, and makes an image's widths; null when it is confirmed already. */
async function inspect(ctx: DomainContext, fileId: string): Promise<Checked | null> {
  const { deps, principal } = ctx;
  const row = await uploadOf(ctx, fileId);
  if (row.status === 'READY') return null;
  // Past its link and the time an upload may take: it no longer counts against the quota, so it cannot be confirmed.
  if (uploadLapsed(row, deps.now())) return refuse(ctx, row, FILE_MESSAGES.notUploaded);
  if (row.purpose === 'CAMPAIGN_COVER') {
    // Still one of the workspace's owners and admins, in it, with campaigns, as at the grant.
    const w = await requireCampaignCoverEditor(principal, FIELD);
    if (w.tenantId !== row.tenant_id) throw noSuchUpload();
  }
  if (row.purpose === 'LOGO') {
    // Still one of the workspace's owners and admins, in it, as at the grant.
    const w = await requireLogoEditor(principal, FIELD);
    if (w.tenantId !== row.tenant_id) throw noSuchUpload();
  }
  // Still one who may attach files to the idea, as at the grant (its review may have started, a role changed).
  if (row.purpose === 'ATTACHMENT' && row.record_id) {
    const { w } = await requireAttachmentEditor(ctx, row.record_id, FIELD);
    if (w.tenantId !== row.tenant_id) throw noSuchUpload();
  }
  const uploadKey = uploadKeyOf(row);
  const object = await deps.storage.get(uploadKey);
  if (!object) throw Errors.validation(FILE_MESSAGES.notUploaded);
  if (object.size !== Number(row.size)) {
    object.body.destroy();
    return refuse(ctx, row, FILE_MESSAGES.sizeMismatch);
  }
  // A document is copied to its key as it is read; an image's widths are made from what was read.
  const read = await readUpload(
    object.body,
    row.purpose,
    isImagePurpose(row.purpose)
      ? undefined
      : (stream) => deps.storage.put(row.key, stream, { contentType: row.content_type, contentLength: object.size }),
  );
  if (read.size !== Number(row.size)) return refuse(ctx, row, FILE_MESSAGES.sizeMismatch);
  const type = await contentTypeOf(row.purpose, row.content_type, read.head);
  if (!type) return refuse(ctx, row, FILE_MESSAGES.contentMismatch);
  if (!isImagePurpose(row.purpose))
    return { key: row.key, contentType: type, size: read.size, checksum: read.checksum, widths: [] };

  let made: Map<number, Buffer>;
  try {
    made = await imageDerivatives(read.head, FILE_RULES[row.purpose].widths);
  } catch (error) {
    if (error instanceof UnreadableImage) return refuse(ctx, row, FILE_MESSAGES.unreadableImage);
    throw error;
  }
  let size = 0;
  for (const [width, bytes] of made) {
    await deps.storage.put(imageKeyForWidth(row.key, width), bytes, {
      contentType: 'image/webp',
      contentLength: bytes.length,
    });
    size += bytes.length;
  }
  return { key: row.key, contentType: 'image/webp', size, checksum: read.checksum, widths: [...made.keys()] };
}

/** The new picture or logo replaces the previous one, whose row and objects go. */
async function applySideEffects(ctx: DomainContext, row: FileRow): Promise<void> {
  const pointer = pointerOf(row);
  if (!pointer) return;
  await dropFiles(ctx, `f.purpose = $3 and f.${pointer.by} = $1 and f.status = 'READY' and f.id <> $2`, [
    pointer.id,
    row.id,
    row.purpose,
  ]);
  await writePointer(ctx, row, 'set');
}

export const confirmUpload = defineFunction({
  name: FIELD,
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZFileIdArgs,
  audit: (_file: StoredFile, args) => notedAudit(args),
  prepare: (ctx, args) => inspect(ctx, args.input.fileId),
  async run(ctx, args): Promise<StoredFile> {
    const { deps, db } = ctx;
    const checked = ctx.prepared as Checked | null;
    const row = await fileById(db.query, args.input.fileId, { lock: true });
    if (!row || row.owner_id !== ctx.principal.userId) {
      // Cancelled or deleted while it was being read: what was made for it goes too.
      if (checked) await deps.storage.deletePrefix(folderOf(checked.key));
      throw noSuchUpload();
    }
    if (row.status === 'READY' || !checked) return shownFile(deps, row);
    // Checked again under the lock: a grant counting the open uploads now does not count this one (the cleanup
    // removes what prepare made).
    if (uploadLapsed(row, deps.now())) throw Errors.validation(FILE_MESSAGES.notUploaded);
    // The upload goes once its checked copy or widths are recorded (an image's original with its metadata too).
    ctx.afterCommit(() => deps.storage.delete([uploadKeyOf(row)]));

    const now = deps.now();
    const [ready] = await db.query<FileRow>(
      `update app.files set status = 'READY', content_type = $2, size = $3, checksum = $4, widths = $5::int[],
              expires_at = null, confirmed_at = $6
        where id = $1
        returning id, key, purpose, status, owner_id, identity_id, tenant_id, record_type, record_id, name,
                  content_type, size, checksum, widths, expires_at, created_at, confirmed_at`,
      [row.id, checked.contentType, checked.size, checked.checksum, checked.widths, now],
    );
    await applySideEffects(ctx, ready);
    noteAudit(args, {
      target: `File:${row.id}`,
      tenantId: row.tenant_id,
      details: {
        purpose: row.purpose,
        name: row.name,
        size: checked.size,
        contentType: checked.contentType,
        ...(row.record_id ? { record: `Idea:${row.record_id}` } : {}),
      },
    });
    const [name] = await db.query<{ name: string | null }>(
      'select coalesce(name, email) as name from app.user_profiles where id = $1',
      [row.owner_id],
    );
    return shownFile(deps, { ...ready, uploaded_by_name: name?.name ?? null });
  },
});
