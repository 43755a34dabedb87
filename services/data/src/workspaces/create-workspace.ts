// createWorkspace: a user without a workspace (removed, declined, left, or whose workspace was deleted) starts a
// new one of their own, which waits for a platform admin's approval like one made at sign-up.
import { randomUUID } from 'node:crypto';
import { type MyWorkspace, ZWorkspaceName } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { detachMember, membershipCtx, myWorkspace } from './membership.ts';
import { announceMembershipChange } from './workspace-state.ts';

export const createWorkspace = defineFunction({
  name: 'createWorkspace',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ workspace: ZWorkspaceName }) }),
  writeLimit: { perMinute: 5 },
  audit: (out: MyWorkspace) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { workspace: out.workspace },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const userId = principal.userId;
    if (!userId) throw Errors.unauthorized('createWorkspace', 'Mutation');
    // Read under the profile's lock: two calls at once create one workspace, the second is told it exists.
    const [profile] = await db.query<{ email: string | null; tenant_id: string | null; deleted_at: Date | null }>(
      `select p.email, p.tenant_id, t.deleted_at from app.user_profiles p left join app.tenants t on t.id = p.tenant_id
        where p.id = $1 for update of p`,
      [userId],
    );
    if (!profile) throw Errors.unauthorized('createWorkspace', 'Mutation');
    if (profile.tenant_id && !profile.deleted_at)
      throw Errors.validation('You already belong to a workspace. Leave it before you create another.');
    if (profile.tenant_id) await detachMember(membershipCtx(ctx), profile.tenant_id, userId);
    const tenantId = randomUUID();
    const now = deps.now();
    await db.query(
      `insert into app.tenants (id, email, workspace, active, owner, status, tier, created_at, updated_at)
       values ($1, $2, $3, true, $4, 'PENDING', 'CONNECT', $5, $5)`,
      [tenantId, profile?.email ?? null, input.workspace, userId, now],
    );
    await db.query('delete from app.workspace_members where user_id = $1', [userId]);
    await db.query(
      `insert into app.workspace_members (tenant_id, user_id, role, created_at, updated_at) values ($1, $2, 'owner', $3, $3)`,
      [tenantId, userId, now],
    );
    await db.query(
      'update app.user_profiles set tenant_id = $2, is_owner = true, pending_approval = true, updated_at = $3 where id = $1',
      [userId, tenantId, now],
    );
    announceMembershipChange(ctx, { userId });
    return myWorkspace(db.query, userId);
  },
});
