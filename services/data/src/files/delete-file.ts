// deleteFile: removes a file by id or key: its row now, its objects after the commit. Who may: the uploader; for a
// logo the workspace's owners and admins; for an attachment whoever may edit its record; for a cover platform
// admins; for a campaign's cover the workspace's owners and admins. A picture, logo or campaign cover pointing at it
// is cleared. A file the caller cannot read is as a missing one; one they
// read but may not delete is Unauthorized.
import { z } from 'zod';
import { lifecycleDenial } from '../auth/guard.ts';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { isLocked, noteAudit, notedAudit, requireIdeasWriter, visibleIdea, ZId } from '../ideas/idea-access.ts';
import { userProfileModel } from '../profiles/models.ts';
import {
  canRead,
  dropFiles,
  editsAttachments,
  type FileRow,
  fileById,
  fileByKey,
  requireCampaignCoverEditor,
  requireLogoEditor,
  requireUploader,
  writePointer,
} from './file-access.ts';
import { ZKey } from './get-file-url.ts';

const FIELD = 'deleteFile';
const noSuchFile = () => Errors.notFound('No file with this id or key.');

/** Whether the caller may delete the file they can see; throws the lifecycle's refusal where one applies. */
async function mayDelete(ctx: DomainContext, row: FileRow, me: string): Promise<boolean> {
  const { principal, db } = ctx;
  switch (row.purpose) {
    case 'AVATAR': {
      if (row.owner_id !== me) return principal.isAdmin;
      const denial = await lifecycleDenial(principal, userProfileModel, 'update', ['picture']);
      if (denial) throw denial;
      return true;
    }
    case 'LOGO':
      // canRead let only its workspace's members this far: the rule is whether they may change the logo.
      return principal.isAdmin || (await requireLogoEditor(principal, FIELD)).tenantId === row.tenant_id;
    case 'COVER':
      return principal.isAdmin;
    case 'CAMPAIGN_COVER':
      return principal.isAdmin || (await requireCampaignCoverEditor(principal, FIELD)).tenantId === row.tenant_id;
    case 'ATTACHMENT': {
      if (principal.isAdmin) return true;
      const w = await requireIdeasWriter(principal, FIELD);
      const idea = row.record_id ? await visibleIdea(db.query, w.tenantId, me, row.record_id, { lock: true }) : null;
      if (!idea) return false;
      // Its uploader too, while the idea is editable (a co-author who left takes their file back).
      return (row.owner_id === me && !isLocked(idea)) || (await editsAttachments(db.query, w, idea, me));
    }
  }
}

export const deleteFile = defineFunction({
  name: FIELD,
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({
    input: z
      .object({ id: ZId.nullish(), key: ZKey.nullish() })
      .refine((i) => Boolean(i.id) !== Boolean(i.key), { message: 'give the file’s id or its key', path: ['id'] }),
  }),
  audit: (_done: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const { principal, db } = ctx;
    const me = requireUploader(principal, FIELD);
    const { id, key } = args.input;
    const row = id
      ? await fileById(db.query, id, { lock: true })
      : (await fileByKey(db.query, key as string, { lock: true }))?.row;
    if (!row) throw noSuchFile();
    const pendingOfMine = row.status === 'PENDING' && row.owner_id === me;
    if (!pendingOfMine) {
      if (!(await canRead(db.query, principal, row))) throw noSuchFile();
      if (!(await mayDelete(ctx, row, me))) throw Errors.unauthorized(FIELD, 'Mutation');
    }
    await writePointer(ctx, row, 'clear');
    // A campaign whose cover it was shows none.
    if (row.purpose === 'CAMPAIGN_COVER')
      await db.query('update app.campaigns set cover_file_id = null where cover_file_id = $1', [row.id]);
    await dropFiles(ctx, 'f.id = $1', [row.id]);
    noteAudit(args, {
      target: `File:${row.id}`,
      tenantId: row.tenant_id,
      details: { purpose: row.purpose, name: row.name, ...(row.record_id ? { record: `Idea:${row.record_id}` } : {}) },
    });
    return true;
  },
});
