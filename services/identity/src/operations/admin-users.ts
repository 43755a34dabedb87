// Control-plane operations on users (SigV4 with the admin keys): creation, state, passwords, attributes,
// sign-in on behalf of a back end, listing, group membership, devices and the user's auth events.
import type { OperationMap } from '../protocol/types.ts';
import { adminAddUserToGroup } from './admin-add-user-to-group.ts';
import { adminConfirmSignUp } from './admin-confirm-sign-up.ts';
import { adminCreateUser } from './admin-create-user.ts';
import { adminDeleteUser } from './admin-delete-user.ts';
import { adminDisableUser } from './admin-disable-user.ts';
import { adminEnableUser } from './admin-enable-user.ts';
import { adminForgetDevice } from './admin-forget-device.ts';
import { adminGetDevice } from './admin-get-device.ts';
import { adminGetUser } from './admin-get-user.ts';
import { adminInitiateAuth } from './admin-initiate-auth.ts';
import { adminListDevices } from './admin-list-devices.ts';
import { adminListGroupsForUser } from './admin-list-groups-for-user.ts';
import { adminListUserAuthEvents } from './admin-list-user-auth-events.ts';
import { adminRemoveUserFromGroup } from './admin-remove-user-from-group.ts';
import { adminResetUserPassword } from './admin-reset-user-password.ts';
import { adminRespondToAuthChallenge } from './admin-respond-to-auth-challenge.ts';
import { adminSetUserMFAPreference } from './admin-set-user-mfa-preference.ts';
import { adminSetUserPassword } from './admin-set-user-password.ts';
import { adminUpdateDeviceStatus } from './admin-update-device-status.ts';
import { adminUpdateUserAttributes } from './admin-update-user-attributes.ts';
import { adminUserGlobalSignOut } from './admin-user-global-sign-out.ts';
import { listUsers } from './list-users.ts';
import { listUsersInGroup } from './list-users-in-group.ts';

export const adminUserOperations: OperationMap = {
  AdminCreateUser: adminCreateUser,
  AdminGetUser: adminGetUser,
  AdminDeleteUser: adminDeleteUser,
  AdminDisableUser: adminDisableUser,
  AdminEnableUser: adminEnableUser,
  AdminConfirmSignUp: adminConfirmSignUp,
  AdminSetUserPassword: adminSetUserPassword,
  AdminResetUserPassword: adminResetUserPassword,
  AdminUpdateUserAttributes: adminUpdateUserAttributes,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  AdminInitiateAuth: adminInitiateAuth,
  AdminRespondToAuthChallenge: adminRespondToAuthChallenge,
  ListUsers: listUsers,
  AdminAddUserToGroup: adminAddUserToGroup,
  AdminRemoveUserFromGroup: adminRemoveUserFromGroup,
  AdminListGroupsForUser: adminListGroupsForUser,
  ListUsersInGroup: listUsersInGroup,
  AdminSetUserMFAPreference: adminSetUserMFAPreference,
  AdminListDevices: adminListDevices,
  AdminGetDevice: adminGetDevice,
  AdminUpdateDeviceStatus: adminUpdateDeviceStatus,
  AdminForgetDevice: adminForgetDevice,
  AdminListUserAuthEvents: adminListUserAuthEvents,
};
