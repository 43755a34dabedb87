// adminGetResource: one resource with its content, whatever its status, for the back-office's editor.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type ResourceRow, resourceColumns, toAdminResource } from './resource-records.ts';

export const adminGetResource = defineFunction({
  name: 'adminGetResource',
  type: 'Query',
  allow: 'admins',
  input: z.object({ id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters') }),
  async run({ db }, { id }) {
    const [row] = await db.query<ResourceRow>(`select ${resourceColumns(true)} from app.resources r where r.id = $1`, [
      id,
    ]);
    if (!row) throw Errors.notFound('This resource does not exist.');
    return toAdminResource(row);
  },
});
