// The profiles domain's model: a user's profile (created by the PostConfirmation trigger). Their notification
// preferences are the notifications domain's (notifications/models.ts).
import { schema } from '@innov/db';
import { bool, json, s, strings } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';
import { enforceTimeZone } from './time-zone.ts';

export const userProfileModel: ModelDef = {
  name: 'UserProfile',
  table: schema.userProfiles,
  fields: {
    sub: s('String', { readOnly: true }),
    email: s('AWSEmail', { adminOnly: true }),
    name: s('String', { maxLength: 200 }),
    cognitoUser: json('CognitoUser', { adminOnly: true }),
    // Set only by confirmUpload (an AVATAR) and deleteFile (files/): the reference must name a stored object.
    picture: json('FileReference', { readOnly: true }),
    owner: s('String', { readOnly: true }),
    isOnboarded: bool(),
    pendingApproval: bool({ adminOnly: true }),
    isOwner: bool({ adminOnly: true }),
    businessRoles: strings({ adminOnly: true }),
    paymentAccount: json('PaymentAccount', { adminOnly: true }),
    signupPlanId: s('ID', { adminOnly: true }),
    tenantId: s('ID', { adminOnly: true }),
    /** IANA name; the web sets the browser's when empty. The PRODUCT digest goes out at 08:00 there. */
    timeZone: s('String', { maxLength: 64 }),
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
  enforce: enforceTimeZone,
  // Pending members edit their own profile (a deactivated workspace's members do not).
  whileNotActive: 'personal',
};
