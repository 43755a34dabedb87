// adminGetUser: one user for the back-office's user page: the profile with its workspace and role, the identity
// account as identity has it now (status, enabled, groups, second factors), the latest sign-ins (identity's
// auth-event log, newest first) and the devices they signed in from.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { findUser, userNotFound, ZUserId } from './user-admin.ts';

/** How far back the page's sign-in history goes. */
export const USER_SIGN_IN_HISTORY = 50;
const USER_DEVICES = 60;

export const adminGetUser = defineFunction({
  name: 'adminGetUser',
  type: 'Query',
  allow: 'admins',
  input: z.object({ userId: ZUserId }),
  async run({ db, deps }, { userId }) {
    const user = await findUser(db.query, userId);
    if (!user) throw userNotFound();
    const account = user.sub ? await deps.callers.admin.getAccount(user.sub) : null;
    const [signIns, devices] = account
      ? await Promise.all([
          deps.callers.listAuthEvents({ username: account.username }, USER_SIGN_IN_HISTORY),
          deps.callers.admin.listDevices(account.sub, USER_DEVICES),
        ])
      : [[], []];
    return {
      user,
      account: account
        ? {
            status: account.status,
            enabled: account.enabled,
            mfaEnabled: account.mfaEnabled,
            mfaFactors: account.mfaFactors,
            groups: account.groups,
            phoneNumber: account.attributes.phone_number ?? null,
            emailVerified: account.attributes.email_verified === 'true',
            createdAt: account.createdAt,
            updatedAt: account.updatedAt,
          }
        : null,
      signIns: signIns.map((e) => ({
        id: e.id,
        type: e.type,
        response: e.response,
        challenges: e.challenges.map((c) => ({ name: c.ChallengeName, response: c.ChallengeResponse })),
        ipAddress: e.ipAddress,
        deviceName: e.deviceName,
        at: e.at,
      })),
      devices,
    };
  },
});
