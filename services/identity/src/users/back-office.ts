// The back-office's identity actions (IdentityCallers.admin): the default user pool's users by `sub`, acted on with
// the same code as the Cognito admin operations of the same names, so the same identity events follow.
import type { DeviceSummary, IdentityAccount, IdentityAdmin } from '@innov/platform';
import { verifyPassword } from '../crypto/password.ts';
import { readDefaults } from '../defaults.ts';
import type { IdentityDeps } from '../deps.ts';
import { addUserToGroup } from '../operations/admin-add-user-to-group.ts';
import { adminDeleteUserRecord } from '../operations/admin-delete-user.ts';
import { disableUser } from '../operations/admin-disable-user.ts';
import { enableUser } from '../operations/admin-enable-user.ts';
import { removeUserFromGroup } from '../operations/admin-remove-user-from-group.ts';
import { requirePasswordReset } from '../operations/admin-reset-user-password.ts';
import { signOutEverywhere } from '../operations/global-sign-out.ts';
import { Errors } from '../protocol/errors.ts';
import { listUserDevices } from '../store/devices.ts';
import { mfaFields } from '../store/mfa.ts';
import { getPool } from '../store/pools.ts';
import type { UserPool } from '../store/types.ts';
import {
  findBySub,
  groupsOf,
  isLocked,
  recordFailedPassword,
  recordSuccessfulPassword,
  type UserRecord,
} from '../store/users.ts';

async function defaultPool(deps: IdentityDeps): Promise<UserPool> {
  const defaults = await readDefaults(deps);
  const pool = defaults ? await getPool(deps, defaults.userPoolId) : null;
  if (!pool) throw Errors.resourceNotFound('The default user pool does not exist.');
  return pool;
}

async function findUserBySub(deps: IdentityDeps, sub: string): Promise<{ pool: UserPool; user: UserRecord | null }> {
  const pool = await defaultPool(deps);
  return { pool, user: await findBySub(deps, pool.id, sub) };
}

async function requireUserBySub(deps: IdentityDeps, sub: string): Promise<{ pool: UserPool; user: UserRecord }> {
  const { pool, user } = await findUserBySub(deps, sub);
  if (!user) throw Errors.userNotFound('User does not exist.');
  return { pool, user };
}

export function createIdentityAdmin(deps: IdentityDeps): IdentityAdmin {
  return {
    async getAccount(sub): Promise<IdentityAccount | null> {
      const { pool, user } = await findUserBySub(deps, sub);
      if (!user) return null;
      const mfa = mfaFields(user);
      const factors = mfa.UserMFASettingList ?? [];
      return {
        username: user.username,
        sub: user.sub,
        email: user.attributes.email ?? null,
        status: user.status,
        enabled: user.enabled,
        mfaEnabled: factors.length > 0,
        mfaFactors: factors,
        groups: await groupsOf(deps, pool.id, user.username),
        attributes: { ...user.attributes },
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      };
    },
    async listDevices(sub, limit): Promise<DeviceSummary[]> {
      const { pool, user } = await requireUserBySub(deps, sub);
      const devices = await listUserDevices(deps, pool.id, user.username, Math.max(1, Math.min(limit, 60)));
      return devices.map((d) => ({
        deviceKey: d.deviceKey,
        name: d.name,
        remembered: d.remembered,
        lastIp: d.lastIp,
        lastAuthenticatedAt: d.lastAuthenticatedAt ? d.lastAuthenticatedAt.toISOString() : null,
        createdAt: d.createdAt.toISOString(),
      }));
    },
    async disableUser(sub) {
      await disableUser(deps, (await requireUserBySub(deps, sub)).user);
    },
    async enableUser(sub) {
      await enableUser(deps, (await requireUserBySub(deps, sub)).user);
    },
    async resetPassword(sub) {
      const { pool, user } = await requireUserBySub(deps, sub);
      await requirePasswordReset(deps, pool, user);
    },
    async signOutEverywhere(sub) {
      await signOutEverywhere(deps, (await requireUserBySub(deps, sub)).user);
    },
    async addToGroup(sub, group) {
      const { pool, user } = await requireUserBySub(deps, sub);
      await addUserToGroup(deps, pool, user, group, { createGroup: true });
    },
    async removeFromGroup(sub, group) {
      const { pool, user } = await requireUserBySub(deps, sub);
      await removeUserFromGroup(deps, pool, user, group);
    },
    async deleteUser(sub) {
      await adminDeleteUserRecord(deps, (await requireUserBySub(deps, sub)).user);
    },
    async verifyPassword(sub, password) {
      const { user } = await requireUserBySub(deps, sub);
      // The sign-in's own rule (USER_PASSWORD_AUTH's checkPassword): a locked account is not asked, and a wrong
      // password counts toward the lockout.
      if (isLocked(deps, user)) return false;
      if (!(await verifyPassword(user.passwordHash, password))) {
        await recordFailedPassword(deps, user);
        return false;
      }
      await recordSuccessfulPassword(deps, user);
      return true;
    },
  };
}
