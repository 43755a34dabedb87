// listRecordFiles: a record's attachments (an idea's, oldest first) for whoever sees the record; an idea out of
// sight is as a missing one. Files an anonymous idea's authors added name nobody to whoever may not know them.
import { ANONYMOUS_AUTHOR, FILE_RECORD_TYPES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, requireVisibleIdea, seesAuthorSql, ZId } from '../ideas/idea-access.ts';
import { ideaAuthorIds } from '../ideas/idea-comments.ts';
import { FILE_COLUMNS, type FileRow, type StoredFile, shownFile } from './file-access.ts';

export const listRecordFiles = defineFunction({
  name: 'listRecordFiles',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ input: z.object({ recordType: z.enum(FILE_RECORD_TYPES), recordId: ZId }) }),
  async run(ctx, { input }): Promise<StoredFile[]> {
    const { principal, db, deps } = ctx;
    const w = await requireIdeasReader(principal, 'listRecordFiles');
    const idea = await requireVisibleIdea(db.query, w.tenantId, principal.userId as string, input.recordId);
    const rows = await db.query<FileRow & { uploaded_by_name: string | null }>(
      `select ${FILE_COLUMNS}, (select coalesce(p.name, p.email) from app.user_profiles p where p.id = f.owner_id) as uploaded_by_name
         from app.files f
        where f.record_type = 'IDEA' and f.record_id = $1 and f.tenant_id = $2 and f.status = 'READY'
        order by f.created_at, f.id`,
      [idea.id, w.tenantId],
    );
    const [sight] = await db.query<{ sees: boolean }>(
      `select ${seesAuthorSql('i', '$2')} as sees from app.ideas i where i.id = $1`,
      [idea.id, principal.userId],
    );
    const hidden = idea.anonymous && !sight?.sees && !principal.isAdmin ? await ideaAuthorIds(db.query, idea) : null;
    return rows.map((row) => {
      const file = shownFile(deps, row);
      return hidden?.has(row.owner_id) ? { ...file, uploadedBy: null, uploadedByName: ANONYMOUS_AUTHOR } : file;
    });
  },
});
