// deleteUserData: what account deletion calls. Removes everything the user owns (profile, sign-up plan,
// notifications and their preferences, survey answers, workspace and team memberships); payments are kept for the
// accounts but detached from the person; what belongs to the workspace (the tenant, its content) stays with it.
// Their files go (their picture, uploads never confirmed, everything under their identities' `private/{id}/`), and
// their data exports: rows now, objects once the deletion commits; a workspace's logo and an idea's attachments stay with those.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { removeUserExports } from '../account-export/export-state.ts';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { dropFiles, removeFoldersAfterCommit } from '../files/file-access.ts';
import { runtime } from '../graphql/context.ts';
import { toRecord } from '../store/repository.ts';
import { detachMember, isLastOwnerWithOthers, membershipCtx } from '../workspaces/membership.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';

export const deleteUserData = defineFunction({
  name: 'deleteUserData',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({
    input: z.object({ userName: z.string().min(1, 'expected a user name').max(128, 'expected a user name') }),
  }),
  audit: (result: { userName: string; deletedItems: number }) => ({
    target: `UserProfile:${result.userName}`,
    details: { deletedItems: result.deletedItems },
  }),
  async run(ctx, { input }) {
    const { principal } = ctx;
    const userName = input.userName;
    // The user's own data, or the platform's API key; a platform admin deletes someone through deleteUser (the
    // identity account too, with their password confirmed).
    const self = principal.kind === 'user' && principal.userId === userName;
    if (!self && principal.kind !== 'service') throw Errors.unauthorized('deleteUserData', 'Mutation');
    return removeUserData(ctx, userName);
  },
});

/**
 * Everything the user owns on the data side, in the function's transaction (deleteUserData; the back-office's
 * deleteUser once identity has deleted the account). Refused while they are the last owner of a workspace with
 * other members.
 */
export async function removeUserData(
  ctx: DomainContext,
  userName: string,
): Promise<{ userName: string; deletedItems: number }> {
  const { db } = ctx;
  const rt = runtime(ctx, 'UserProfile');
  // Out of their workspace first, as leaveWorkspace takes them (issue 23): refused while they are its last owner
  // and others remain; a primary ownership passes on, a transfer is cancelled, an emptied workspace is deleted.
  const [me] = await db.query<{ tenant_id: string | null }>('select tenant_id from app.user_profiles where id = $1', [
    userName,
  ]);
  if (me?.tenant_id) {
    const [t] = await db.query<{ deleted_at: Date | null }>(
      'select deleted_at from app.tenants where id = $1 for update',
      [me.tenant_id],
    );
    if (t && !t.deleted_at && (await isLastOwnerWithOthers(db.query, me.tenant_id, userName)))
      throw Errors.validation(MEMBERSHIP_MESSAGES.lastOwner);
    await detachMember(membershipCtx(ctx), me.tenant_id, userName);
  }
  let count = 0;
  await db.query('delete from app.security_events where user_id = $1', [userName]);
  await db.query('delete from app.notification_events where owner = $1', [userName]);
  for (const table of ['notifications', 'signup_plans', 'survey_responses']) {
    const rows = await db.query<{ id: string }>(`delete from app.${table} where owner = $1 returning id`, [userName]);
    count += rows.length;
  }
  await db.query('update app.payments set owner = null where owner = $1', [userName]);
  await deleteUserFiles(ctx, userName);
  await removeUserExports(ctx.deps, db.query, userName);
  await db.query('delete from app.workspace_members where user_id = $1', [userName]);
  await db.query('delete from app.team_members where user_id = $1', [userName]);
  const [row] = await db.query<Record<string, unknown>>(
    `delete from app.user_profiles where id = $1 returning ${rt.selectList}`,
    [userName],
  );
  const profile = row ? toRecord(rt, row) : null;
  if (profile) {
    ctx.publish('onDeleteUserProfile', profile);
    announceMembershipChange(ctx, { userId: userName });
  }
  return { userName, deletedItems: count + (profile ? 1 : 0) };
}

/**
 * The user's own files: rows now; their folders and every `private/{identityId}/` of theirs after the commit. The
 * identities are those their files name (every object the service writes has a row until it is removed); asking
 * identity for their sign-in's identity would create one for a user being deleted.
 */
async function deleteUserFiles(ctx: DomainContext, userName: string): Promise<void> {
  const rows = await dropFiles(ctx, `f.owner_id = $1 and (f.purpose = 'AVATAR' or f.status = 'PENDING')`, [userName]);
  const identities = new Set(rows.map((r) => r.identity_id));
  const [others] = await ctx.db.query<{ ids: string[] }>(
    'select coalesce(array_agg(distinct identity_id), array[]::text[]) as ids from app.files where owner_id = $1',
    [userName],
  );
  for (const id of others?.ids ?? []) identities.add(id);
  // Once: the files' own folders are swept again (dropFiles); an identity's folder is not, in case its user stays
  // and uploads again.
  await removeFoldersAfterCommit(
    ctx.deps,
    ctx.db.query,
    [...identities].map((id) => `private/${id}/`),
    { once: true },
  );
}
