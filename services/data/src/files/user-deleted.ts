// A user deleted in identity (AdminDeleteUser, DeleteUser) without deleteUserData having run: their own files go
// all the same (their picture, uploads never confirmed, their `private/{identityId}/` folders), as their
// notifications and security activity do. Idempotent: the event may arrive twice, and a profile of the same name
// that belongs to another sign-up keeps its files.
import type { IdentityEvent } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { folderOf, removeFoldersAfterCommit } from './file-access.ts';

export async function removeDeletedUsersFiles(
  deps: Pick<DataDeps, 'database' | 'jobs' | 'now'>,
  event: IdentityEvent,
): Promise<void> {
  if (event.kind !== 'UserDeleted') return;
  await deps.database.transaction(async (q) => {
    const rows = await q<{ key: string; identity_id: string }>(
      `delete from app.files
        where owner_id = $1 and (purpose = 'AVATAR' or status = 'PENDING')
          and not exists (select 1 from app.user_profiles where id = $1 and sub is distinct from $2)
        returning key, identity_id`,
      [event.username, event.sub],
    );
    if (!rows.length) return;
    const identities = [...new Set(rows.map((r) => r.identity_id))];
    await removeFoldersAfterCommit(deps, q, [
      ...rows.map((r) => folderOf(r.key)),
      ...identities.map((id) => `private/${id}/`),
    ]);
  });
}
