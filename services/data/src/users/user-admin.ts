// What the users back-office shares: a user as the list and the actions answer them (the profile, its workspace
// and role, and the users projection of the identity account), the lookup of the user an action is about, and the
// identity call that answers a vanished account as NotFound rather than as a failure.
import { ADMIN_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { IdentityAdmin } from '@innov/platform';
import { ADMINS_GROUP } from '@innov/platform';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { followIdentityAccount } from './projection.ts';

export const ZUserId = z.string().trim().min(1, 'expected a user id').max(128, 'expected a user id');
export const ZAdminPassword = z.string().max(256, 'at most 256 characters').nullish();

export const USER_SELECT = `select u.id, u.sub, u.email, u.name, u.enabled, u.mfa_enabled, u.groups, u.tenant_id,
       t.workspace, t.status as workspace_status, m.role, u.created_at, u.updated_at
  from app.user_profiles u
  left join app.tenants t on t.id = u.tenant_id
  left join app.workspace_members m on m.user_id = u.id and m.tenant_id = u.tenant_id`;

export interface UserRow {
  id: string;
  sub: string | null;
  email: string | null;
  name: string | null;
  enabled: boolean;
  mfa_enabled: boolean;
  groups: string[] | null;
  tenant_id: string | null;
  workspace: string | null;
  workspace_status: string | null;
  role: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AdminUser {
  id: string;
  sub: string | null;
  email: string | null;
  name: string | null;
  tenantId: string | null;
  workspace: string | null;
  workspaceStatus: string | null;
  role: string | null;
  enabled: boolean;
  mfaEnabled: boolean;
  groups: string[];
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function toAdminUser(r: UserRow): AdminUser {
  const groups = r.groups ?? [];
  return {
    id: r.id,
    sub: r.sub,
    email: r.email,
    name: r.name,
    tenantId: r.tenant_id,
    workspace: r.workspace,
    workspaceStatus: r.workspace_status,
    role: r.role,
    enabled: r.enabled,
    mfaEnabled: r.mfa_enabled,
    groups,
    isAdmin: groups.includes(ADMINS_GROUP),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const userNotFound = () => Errors.notFound('No user with this id.');

export async function findUser(q: RawQuery, userId: string): Promise<AdminUser | null> {
  const [row] = await q<UserRow>(`${USER_SELECT} where u.id = $1`, [userId]);
  return row ? toAdminUser(row) : null;
}

export async function requireUser(q: RawQuery, userId: string): Promise<AdminUser & { sub: string }> {
  const user = await findUser(q, userId);
  if (!user?.sub) throw userNotFound();
  return user as AdminUser & { sub: string };
}

/** Refuses an action an admin may not take on their own account (disable, delete, stop being an admin). */
export function refuseYourself(ctx: Pick<DomainContext, 'principal'>, user: AdminUser): void {
  if (ctx.principal.userId === user.id) throw Errors.validation(ADMIN_MESSAGES.notYourself);
}

/**
 * Whether another platform admin than `userId` can act (in `admins`, enabled, with two-step verification on): the
 * platform is never left without one.
 */
export async function anotherAdminExists(q: RawQuery, userId: string): Promise<boolean> {
  const [row] = await q<{ found: boolean }>(
    `select exists (select 1 from app.user_profiles
                     where groups ? $1 and enabled and mfa_enabled and id <> $2) as found`,
    [ADMINS_GROUP, userId],
  );
  return Boolean(row?.found);
}

/**
 * Runs an identity action on the user's account (in a function's `prepare`: identity's tables are not written inside
 * a data transaction), then copies the account's state onto the profile at once, whichever way its events travel.
 * An account gone since is NotFound.
 */
export async function onAccount(
  ctx: Pick<DomainContext, 'deps'>,
  user: AdminUser & { sub: string },
  action: (sub: string) => Promise<void>,
): Promise<void> {
  try {
    await action(user.sub);
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') throw userNotFound();
    throw error;
  }
  await followIdentityAccount(ctx.deps, user.id, user.sub);
}

/**
 * An admin action on a user's identity account (disable, enable, reset the password, sign out everywhere): the
 * account changes in `prepare` (onAccount), confirmed with the admin's password when `confirm`, never on the
 * admin's own account when `notYourself`; the answer is the user as they now stand, audited as `UserProfile:<id>`.
 */
export function defineAccountAction(spec: {
  name: string;
  confirm: boolean;
  notYourself?: boolean;
  /** Audit details beside the user's e-mail and name (e.g. `{ enabled: 'true → false' }`). */
  details?: Record<string, unknown>;
  act(admin: IdentityAdmin, sub: string): Promise<void>;
}) {
  return defineFunction({
    name: spec.name,
    type: 'Mutation',
    allow: 'admins',
    input: z.object({ input: z.object({ userId: ZUserId, password: ZAdminPassword }) }),
    audit: (user: AdminUser) => ({
      target: `UserProfile:${user.id}`,
      details: { email: user.email, name: user.name, ...spec.details },
    }),
    async prepare(ctx, { input }) {
      if (spec.confirm) await confirmAdminPassword(ctx, input.password);
      const user = await requireUser(ctx.db.query, input.userId);
      if (spec.notYourself) refuseYourself(ctx, user);
      await onAccount(ctx, user, (sub) => spec.act(ctx.deps.callers.admin, sub));
    },
    async run({ db }, { input }) {
      const user = await findUser(db.query, input.userId);
      if (!user) throw userNotFound();
      return user;
    },
  });
}
