'use client';
// The back-office's user calls: the users list (adminListUsers), one user's page (adminGetUser: the profile, the
// identity account, sign-ins and devices) and the actions on them. Every action refetches what shows users (the
// User tag).
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminUser {
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
  createdAt: string;
}

export interface TAdminIdentityAccount {
  status: string;
  enabled: boolean;
  mfaEnabled: boolean;
  mfaFactors: string[];
  groups: string[];
  phoneNumber: string | null;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TAdminAuthEvent {
  id: string;
  type: string;
  response: string;
  challenges: { name: string; response: string }[];
  ipAddress: string | null;
  deviceName: string | null;
  at: string;
}

export interface TAdminUserDevice {
  deviceKey: string;
  name: string | null;
  remembered: boolean;
  lastIp: string | null;
  lastAuthenticatedAt: string | null;
  createdAt: string;
}

export interface TAdminUserDetail {
  user: TAdminUser;
  account: TAdminIdentityAccount | null;
  signIns: TAdminAuthEvent[];
  devices: TAdminUserDevice[];
}

const USER = 'id sub email name tenantId workspace workspaceStatus role enabled mfaEnabled groups isAdmin createdAt';
const TAG = 'User';

export const AdminUsersQuery = defineAdminListQuery<TAdminUser>('adminListUsers', USER, [TAG]);

export const AdminUserQuery = defineFunction<TAdminUserDetail>(
  {
    name: 'adminGetUser',
    kind: 'query',
    args: { userId: 'ID!' },
    selection: `user { ${USER} }
      account { status enabled mfaEnabled mfaFactors groups phoneNumber emailVerified createdAt updatedAt }
      signIns { id type response challenges { name response } ipAddress deviceName at }
      devices { deviceKey name remembered lastIp lastAuthenticatedAt createdAt }`,
  },
  'userPool',
  { provides: [TAG] },
);

const action = (name: string, input: string) =>
  defineFunction<TAdminUser>({ name, kind: 'mutation', args: { input: `${input}!` }, selection: USER }, 'userPool', {
    invalidates: [TAG],
  });

export const DisableUser = action('disableUser', 'AdminUserActionInput');
export const EnableUser = action('enableUser', 'AdminEnableUserInput');
export const ResetUserPassword = action('resetUserPassword', 'AdminUserActionInput');
export const SignOutUserEverywhere = action('signOutUserEverywhere', 'AdminUserActionInput');
export const SetUserAdmin = action('setUserAdmin', 'SetUserAdminInput');
export const DeleteUser = defineFunction<{ id: string }>(
  { name: 'deleteUser', kind: 'mutation', args: { input: 'AdminUserActionInput!' }, selection: 'id' },
  'userPool',
  { invalidates: [TAG] },
);

/** A person's name as lists show it: their name, else their e-mail address. */
export function userLabel(user: Pick<TAdminUser, 'name' | 'email' | 'id'>): string {
  return user.name?.trim() || user.email || user.id;
}

export const MFA_FACTOR_LABELS: Record<string, string> = {
  SMS_MFA: 'Text message',
  SOFTWARE_TOKEN_MFA: 'Authenticator app',
};

export const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** Cognito's UserStatus in words. */
export const ACCOUNT_STATUS_LABELS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  UNCONFIRMED: 'Not confirmed',
  RESET_REQUIRED: 'Must reset password',
  FORCE_CHANGE_PASSWORD: 'Must change password',
  EXTERNAL_PROVIDER: 'Signs in with another provider',
};

export const AUTH_EVENT_LABELS: Record<string, string> = {
  SignIn: 'Sign-in',
  SignUp: 'Sign-up',
  ForgotPassword: 'Forgot password',
  PasswordChange: 'Password change',
  ResendCode: 'Code resent',
  SchemaValidation: 'Attribute check',
};
