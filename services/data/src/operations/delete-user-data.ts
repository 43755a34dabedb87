// deleteUserData: what account deletion calls. Removes everything the user owns (profile, sign-up plan,
// notification preferences, survey answers); payments are kept for the accounts but detached from the person;
// what belongs to the workspace (the tenant, its content) stays with the workspace.
import { Errors } from '../errors.ts';
import { type GraphQLContext, runtime } from '../graphql/context.ts';
import { publish } from '../graphql/model-resolvers.ts';
import { toRecord } from '../store/repository.ts';

export async function deleteUserData(_s: unknown, args: { input: { userName: string } }, ctx: GraphQLContext) {
  const { principal, deps } = ctx;
  const userName = args.input.userName;
  if (typeof userName !== 'string' || userName.length === 0 || userName.length > 128)
    throw Errors.validation('input.userName: expected a user name');
  const self = principal.kind === 'user' && principal.userId === userName;
  if (!self && !principal.isAdmin) throw Errors.unauthorized('deleteUserData', 'Mutation');
  const rt = runtime(ctx, 'UserProfile');
  const { deleted, profile } = await deps.database.transaction(async (q) => {
    let count = 0;
    for (const table of ['notifications', 'signup_plans', 'survey_responses']) {
      const rows = await q<{ id: string }>(`delete from app.${table} where owner = $1 returning id`, [userName]);
      count += rows.length;
    }
    await q('update app.payments set owner = null where owner = $1', [userName]);
    const [row] = await q<Record<string, unknown>>(
      `delete from app.user_profiles where id = $1 returning ${rt.selectList}`,
      [userName],
    );
    return { deleted: count + (row ? 1 : 0), profile: row ? toRecord(rt, row) : null };
  });
  if (profile) await publish(ctx, 'onDeleteUserProfile', profile);
  return { userName, deletedItems: deleted };
}
