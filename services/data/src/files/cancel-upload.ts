// cancelUpload: the uploader drops an upload they have not confirmed (the upload component's cancel): its row now,
// its object after the commit.
import { defineFunction } from '../domain/function.ts';
import { noteAudit, notedAudit } from '../ideas/idea-access.ts';
import { noSuchUpload, ZFileIdArgs } from './confirm-upload.ts';
import { dropFiles, fileById, requireUploader } from './file-access.ts';

export const cancelUpload = defineFunction({
  name: 'cancelUpload',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZFileIdArgs,
  audit: (_done: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const me = requireUploader(ctx.principal, 'cancelUpload');
    const row = await fileById(ctx.db.query, args.input.fileId, { lock: true });
    if (!row || row.owner_id !== me || row.status !== 'PENDING') throw noSuchUpload();
    await dropFiles(ctx, 'f.id = $1', [row.id]);
    noteAudit(args, {
      target: `File:${row.id}`,
      tenantId: row.tenant_id,
      details: { purpose: row.purpose, name: row.name, ...(row.record_id ? { record: `Idea:${row.record_id}` } : {}) },
    });
    return true;
  },
});
