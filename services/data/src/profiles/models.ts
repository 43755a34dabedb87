// The profiles domain's models: a user's profile (created by the PostConfirmation trigger) and their
// notification preferences.
import { schema } from '@innov/db';
import { bool, e, json, own, s, strings } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const userProfileModel: ModelDef = {
  name: 'UserProfile',
  table: schema.userProfiles,
  fields: {
    sub: s('String', { readOnly: true }),
    email: s('AWSEmail', { adminOnly: true }),
    name: s('String', { maxLength: 200 }),
    cognitoUser: json('CognitoUser', { adminOnly: true }),
    picture: json('FileReference'),
    owner: s('String', { readOnly: true }),
    isOnboarded: bool(),
    pendingApproval: bool({ adminOnly: true }),
    isOwner: bool({ adminOnly: true }),
    businessRoles: strings({ adminOnly: true }),
    paymentAccount: json('PaymentAccount', { adminOnly: true }),
    signupPlanId: s('ID', { adminOnly: true }),
    tenantId: s('ID', { adminOnly: true }),
  },
  relations: {
    signupPlan: { model: 'SignupPlan', kind: 'belongsTo', localField: 'signupPlanId' },
    tenant: { model: 'Tenant', kind: 'belongsTo', localField: 'tenantId' },
    notifications: {
      model: 'Notification',
      kind: 'hasMany',
      index: 'notificationsByUserProfileIdAndType',
      localField: 'id',
    },
    payments: { model: 'Payment', kind: 'hasMany', index: 'paymentsByUserProfileIdAndCreatedAt', localField: 'id' },
  },
  indexes: [{ query: 'userProfilesByTenantId', partition: 'tenantId', sort: 'id', internal: true }],
  rules: [
    { allow: 'signedIn', ops: ['read', 'update'], where: (p) => (p.userId ? { id: { eq: p.userId } } : null) },
    {
      // A workspace owner sees who is in their workspace (to approve members).
      allow: 'signedIn',
      ops: ['read'],
      async where(p) {
        const w = await p.workspace();
        return w.role === 'owner' && w.tenantId ? { tenantId: { eq: w.tenantId } } : null;
      },
    },
  ],
  expose: { get: true, list: true, update: true, subscribe: true },
  // Pending members edit their own profile (a deactivated workspace's members do not).
  whileNotActive: 'personal',
};

export const notificationModel: ModelDef = {
  name: 'Notification',
  table: schema.notifications,
  fields: {
    type: e('NotificationType!', { required: true }),
    owner: s('String', { readOnly: true }),
    userProfileId: s('ID', { readOnly: true }),
    channels: json('[NotificationChannel!]', { input: '[NotificationChannel!]' }),
  },
  indexes: [{ query: 'notificationsByUserProfileIdAndType', partition: 'userProfileId', sort: 'type', internal: true }],
  rules: [{ allow: 'signedIn', ops: ['read', 'create', 'update', 'delete'], where: own }],
  expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
  ownerField: 'owner',
  onCreate(values, p) {
    values.userProfileId = p.userId ?? values.userProfileId ?? null;
  },
  // A member's own notification preferences, as their profile.
  whileNotActive: 'personal',
};
