// The models of seed section 3, declared once: fields, indexes, relations and who may do what. The schema,
// resolvers, filters and subscriptions are generated from these; `admins` (and the API key) may do everything,
// so rules list only what others may do. To add a model: its Drizzle table in packages/db, one entry here.
import { schema } from '@innov/db';
import type { Principal } from '../auth/principal.ts';
import type { FieldDef, ModelDef } from './types.ts';

const s = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  kind: type.startsWith('ID') ? 'id' : 'string',
  ...extra,
});
const e = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({ type, kind: 'enum', ...extra });
const int = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Int', kind: 'int', ...extra });
const float = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Float', kind: 'float', ...extra });
const bool = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Boolean', kind: 'boolean', ...extra });
const time = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'AWSDateTime', kind: 'datetime', ...extra });
const json = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({ type, kind: 'json', ...extra });
const strings = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: '[String!]', kind: 'stringList', ...extra });

const own = (p: Principal) => (p.userId ? { owner: { eq: p.userId } } : null);

export const models: ModelDef[] = [
  {
    name: 'Tenant',
    table: schema.tenants,
    fields: {
      email: s('AWSEmail'),
      workspace: s('String!', { required: true, maxLength: 120 }),
      active: bool({ adminOnly: true }),
      logo: json('FileReference'),
      companyInformation: json('CompanyInformation'),
      owner: s('String', { adminOnly: true }),
      // The lifecycle and the plan change only through reviewWorkspace, submitWorkspace and setWorkspacePlan.
      status: e('WorkspaceStatus', { readOnly: true }),
      rejectionReason: s('String', { readOnly: true }),
      tier: e('PricingTier', { readOnly: true }),
    },
    relations: {
      members: { model: 'UserProfile', kind: 'hasMany', index: 'userProfilesByTenantId', localField: 'id' },
    },
    rules: [
      {
        // Members read their workspace; its owner reads it even before their own profile points at it.
        allow: 'signedIn',
        ops: ['read'],
        async where(p) {
          const { tenantId } = await p.membership();
          return tenantId ? { or: [{ id: { eq: tenantId } }, { owner: { eq: p.userId ?? '' } }] } : own(p);
        },
      },
      { allow: 'signedIn', ops: ['update'], where: own },
    ],
    expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
    ownerField: 'owner',
  },
  {
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
          const m = await p.membership();
          return m.isOwner && m.tenantId ? { tenantId: { eq: m.tenantId } } : null;
        },
      },
    ],
    expose: { get: true, list: true, update: true, subscribe: true },
  },
  {
    name: 'SignupPlan',
    table: schema.signupPlans,
    fields: {
      owner: s('String', { readOnly: true }),
      userProfileId: s('ID!', { required: true }),
      pricingPlanId: s('ID'),
      referralCodeId: s('ID'),
      discounts: json('[Discount!]', { input: '[DiscountInput!]' }),
    },
    relations: {
      pricingPlan: { model: 'PricingPlan', kind: 'belongsTo', localField: 'pricingPlanId' },
      referralCode: { model: 'ReferralCode', kind: 'belongsTo', localField: 'referralCodeId' },
    },
    rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
    expose: { get: true, list: true, create: true, update: true, delete: true },
    ownerField: 'owner',
  },
  {
    name: 'PricingPlan',
    table: schema.pricingPlans,
    fields: {
      order: int(),
      price: float({ required: true }),
      currency: s('String', { maxLength: 3 }),
      title: s('String!', { required: true, maxLength: 120 }),
      recurrence: e('Recurrence!', { required: true }),
      description: s('String', { maxLength: 4_000 }),
      features: strings(),
      pricingId: s('String'),
      tierId: e('PricingTier!', { required: true }),
      status: e('PricingPlanStatus'),
    },
    rules: [{ allow: 'public', ops: ['read'], where: () => ({ status: { eq: 'ACTIVE' } }) }],
    expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
    listOrder: 'order',
  },
  {
    name: 'ReferralCode',
    table: schema.referralCodes,
    fields: {
      code: s('String!', { required: true, maxLength: 64 }),
      totalValue: float(),
      userValue: float({ required: true }),
      type: e('DiscountType!', { required: true }),
      timing: e('DiscountTiming'),
      usageTypes: json('[UsageType!]', { input: '[UsageType!]' }),
      maximumApplications: int(),
      applications: int({ readOnly: true }),
      active: bool(),
      expiresAt: time(),
    },
    rules: [],
    expose: { get: true, list: true, create: true, update: true, delete: true },
  },
  {
    name: 'Survey',
    table: schema.surveys,
    fields: {
      name: s('String!', { required: true, maxLength: 120 }),
      title: s('String!', { required: true, maxLength: 300 }),
      description: s('String', { maxLength: 4_000 }),
      startAt: time(),
      endAt: time(),
    },
    relations: {
      questions: {
        model: 'SurveyQuestion',
        kind: 'hasMany',
        index: 'surveyQuestionsBySurveyIdAndOrder',
        localField: 'id',
      },
      responses: {
        model: 'SurveyResponse',
        kind: 'hasMany',
        index: 'surveyResponsesBySurveyIdAndCreatedAt',
        localField: 'id',
      },
    },
    rules: [
      {
        // The active survey: started, and not ended.
        allow: 'public',
        ops: ['read'],
        where: (_p, now) => ({
          startAt: { le: now.toISOString() },
          or: [{ endAt: { attributeExists: false } }, { endAt: { gt: now.toISOString() } }],
        }),
      },
    ],
    expose: { get: true, list: true, create: true, update: true, delete: true },
  },
  {
    name: 'SurveyQuestion',
    table: schema.surveyQuestions,
    fields: {
      surveyId: s('ID!', { required: true }),
      order: int(),
      title: s('String!', { required: true, maxLength: 500 }),
      fieldName: s('String!', { required: true, maxLength: 64 }),
      required: bool(),
      validation: json('AWSJSON'),
      control: e('SurveyControlType!', { required: true }),
      defaultValue: s('String', { maxLength: 500 }),
    },
    indexes: [{ query: 'surveyQuestionsBySurveyIdAndOrder', partition: 'surveyId', sort: 'order', internal: true }],
    // Reachable only through Survey.questions, whose parent the caller could already read.
    rules: [{ allow: 'public', ops: ['read'] }],
    expose: { create: true, update: true, delete: true },
  },
  {
    name: 'SurveyResponse',
    table: schema.surveyResponses,
    fields: {
      surveyId: s('ID!', { readOnly: true }),
      owner: s('String', { readOnly: true }),
      answers: json('AWSJSON', { readOnly: true }),
    },
    indexes: [
      { query: 'surveyResponsesBySurveyIdAndCreatedAt', partition: 'surveyId', sort: 'createdAt', internal: true },
    ],
    rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
    expose: { get: true, list: true, delete: true },
  },
  {
    name: 'Resource',
    table: schema.resources,
    fields: {
      slug: s('String!', { required: true, maxLength: 200 }),
      authorId: s('ID'),
      author: json('ResourceAuthor'),
      type: e('ResourceType!', { required: true }),
      isBreaking: bool(),
      hashtags: strings(),
      category: s('String', { maxLength: 120 }),
      content: s('String', { maxLength: 200_000 }),
      cover: s('String', { maxLength: 2_000 }),
      logo: s('String', { maxLength: 2_000 }),
      publishedAt: time(),
      readTime: int(),
      shortDescription: s('String', { maxLength: 1_000 }),
      title: s('String!', { required: true, maxLength: 300 }),
      variables: json('[ResourceVariable!]', { input: '[ResourceVariableInput!]' }),
    },
    indexes: [
      { query: 'resourcesBySlugAndPublishedAt', partition: 'slug', sort: 'publishedAt' },
      { query: 'resourcesByTypeAndPublishedAt', partition: 'type', sort: 'publishedAt' },
    ],
    // Published means publishedAt has come: drafts and scheduled posts stay hidden from everyone but admins.
    rules: [{ allow: 'public', ops: ['read'], where: (_p, now) => ({ publishedAt: { le: now.toISOString() } }) }],
    expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
  },
  {
    name: 'Payment',
    table: schema.payments,
    fields: {
      type: e('PaymentType!', { required: true }),
      typeId: s('String'),
      provider: e('PaymentProvider'),
      amount: float({ required: true }),
      currency: s('String', { maxLength: 3 }),
      providerRefType: s('String'),
      status: e('PaymentStatus'),
      providerRefId: s('String'),
      sessionStartTime: time(),
      sessionEndTime: time(),
      userProfileId: s('ID'),
      owner: s('String'),
    },
    indexes: [
      { query: 'paymentsByOwnerAndCreatedAt', partition: 'owner', sort: 'createdAt' },
      { query: 'paymentsByUserProfileIdAndCreatedAt', partition: 'userProfileId', sort: 'createdAt' },
    ],
    rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
    expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
  },
  {
    name: 'Notification',
    table: schema.notifications,
    fields: {
      type: e('NotificationType!', { required: true }),
      owner: s('String', { readOnly: true }),
      userProfileId: s('ID', { readOnly: true }),
      channels: json('[NotificationChannel!]', { input: '[NotificationChannel!]' }),
    },
    indexes: [
      { query: 'notificationsByUserProfileIdAndType', partition: 'userProfileId', sort: 'type', internal: true },
    ],
    rules: [{ allow: 'signedIn', ops: ['read', 'create', 'update', 'delete'], where: own }],
    expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
    ownerField: 'owner',
    onCreate(values, p) {
      values.userProfileId = p.userId ?? values.userProfileId ?? null;
    },
  },
  {
    name: 'Enquiry',
    plural: 'Enquiries',
    table: schema.enquiries,
    fields: {
      type: e('EnquiryType!', { readOnly: true }),
      name: s('String!', { readOnly: true }),
      email: s('AWSEmail!', { readOnly: true }),
      phone: s('String', { readOnly: true }),
      company: s('String', { readOnly: true }),
      message: s('String!', { readOnly: true }),
      referralCode: s('String', { readOnly: true }),
      consentedAt: time({ readOnly: true }),
      status: e('EnquiryStatus'),
      owner: s('String', { readOnly: true }),
    },
    indexes: [{ query: 'enquiriesByStatusAndCreatedAt', partition: 'status', sort: 'createdAt' }],
    rules: [],
    expose: { get: true, list: true, update: true, delete: true, subscribe: true },
  },
  {
    name: 'NewsletterSubscription',
    table: schema.newsletterSubscriptions,
    fields: {
      email: s('AWSEmail!', { readOnly: true }),
      status: e('NewsletterStatus', { readOnly: true }),
      confirmedAt: time({ readOnly: true }),
      unsubscribedAt: time({ readOnly: true }),
    },
    indexes: [{ query: 'newsletterSubscriptionsByStatusAndCreatedAt', partition: 'status', sort: 'createdAt' }],
    rules: [],
    expose: { get: true, list: true, delete: true },
  },
];

export const modelsByName = new Map(models.map((m) => [m.name, m]));

export function model(name: string): ModelDef {
  const m = modelsByName.get(name);
  if (!m) throw new Error(`Unknown model ${name}`);
  return m;
}
