// A form's FILE answer may name an uploaded file (contracts' StoredFileAnswer): it must be a confirmed attachment
// of the same record, so an answer cannot point at another idea's file, a file of another workspace, or a picture.
// Its size and type are the stored file's, whatever the client sent.
import { type FormAnswers, isStoredFileAnswer } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';

const NOT_ATTACHED = 'the file is not attached to this idea';

/** Checks the uploaded-file answers of an idea's content (`ideaId` null: an idea not saved yet has none). */
export async function checkFileAnswers(q: RawQuery, ideaId: string | null, content: FormAnswers): Promise<FormAnswers> {
  const stored = Object.entries(content).filter(([, v]) => isStoredFileAnswer(v));
  if (!stored.length) return content;
  const ids = stored.map(([, v]) => (v as { fileId: string }).fileId);
  const rows = ideaId
    ? await q<{ id: string; name: string; size: string | number; content_type: string }>(
        `select id, name, size, content_type from app.files
          where id = any($1::text[]) and record_type = 'IDEA' and record_id = $2 and purpose = 'ATTACHMENT'
            and status = 'READY'`,
        [ids, ideaId],
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: FormAnswers = { ...content };
  for (const [fieldId, v] of stored) {
    const row = byId.get((v as { fileId: string }).fileId);
    if (!row) throw Errors.validation(`input.content.${fieldId}: ${NOT_ATTACHED}`);
    out[fieldId] = { name: row.name, fileId: row.id, size: Number(row.size), contentType: row.content_type };
  }
  return out;
}
