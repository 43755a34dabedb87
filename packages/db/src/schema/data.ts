// The data service's model tables (schema `app`). Property names are the GraphQL field names, columns their
// snake_case; nested objects of the seed (file references, company information, variables) are jsonb. Every
// list the GraphQL API serves has an index here: (partition, sort, id) for each `xByYAndZ` query.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appSchema } from './namespaces.ts';

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenants = appSchema.table(
  'tenants',
  {
    id: id(),
    email: text('email'),
    workspace: text('workspace').notNull(),
    active: boolean('active').notNull().default(true),
    logo: jsonb('logo'),
    companyInformation: jsonb('company_information'),
    owner: text('owner').notNull(),
    /** The lifecycle (docs/architecture.md): PENDING → ACTIVE → DEACTIVATED; PENDING → REJECTED → resubmitted. */
    status: text('status').notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    /**
     * The plan's tier: the subscribed plan's while its subscription is trialing, active or past due (webhooks keep
     * it), CONNECT without one, or what a platform admin granted (setWorkspacePlan).
     */
    tier: text('tier').notNull().default('CONNECT'),
    /** What a platform admin granted a BESPOKE_USER_PRICING workspace (features and limits). */
    entitlements: jsonb('entitlements'),
    /**
     * How many profiles are in the workspace (user_profiles.tenant_id), kept by the user_profiles_member_count
     * trigger (migration 0016): the members list's total on every page without counting the workspace.
     */
    memberCount: integer('member_count').notNull().default(0),
    /** The join link (shown to owners and admins, stored as is): people whose e-mail is on `joinDomains` join, pending. */
    joinLinkEnabled: boolean('join_link_enabled').notNull().default(false),
    joinLinkToken: text('join_link_token'),
    joinDomains: jsonb('join_domains').notNull().default([]),
    /** An ownership transfer the primary owner asked for, until the recipient confirms or it is cancelled. */
    transferTo: text('transfer_to'),
    transferStayOwner: boolean('transfer_stay_owner').notNull().default(true),
    transferRequestedAt: timestamp('transfer_requested_at', { withTimezone: true }),
    /** A deleted (or emptied) workspace: DEACTIVATED, restorable until `purgeAfter`, then purged by a job. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    /** Billing: the workspace's one customer at the payment provider (mirrored in the primary owner's paymentAccount). */
    stripeCustomerId: text('stripe_customer_id'),
    /** What invoices show: company name, address, VAT number, billing e-mail (contracts' ZBillingDetails). */
    billingDetails: jsonb('billing_details'),
    /** When the workspace started its one free trial. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('tenants_owner_idx').on(t.owner, t.id),
    uniqueIndex('tenants_stripe_customer_idx').on(t.stripeCustomerId),
    index('tenants_status_idx').on(t.status, t.createdAt),
    uniqueIndex('tenants_join_link_token_idx').on(t.joinLinkToken),
    index('tenants_purge_idx').on(t.purgeAfter).where(sql`${t.purgeAfter} is not null`),
  ],
);

/**
 * Invitations into a workspace: only the SHA-256 of the e-mailed token is kept; single use, `expiresAt` after
 * INVITATION_TTL_DAYS. One pending invitation per workspace and address.
 */
export const invitations = appSchema.table(
  'invitations',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('member'),
    teamIds: jsonb('team_ids').notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by'),
    /** PENDING, ACCEPTED, DECLINED, REVOKED (EXPIRED is a pending one past expiresAt, computed). */
    status: text('status').notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: text('accepted_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    uniqueIndex('invitations_pending_email_idx')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'PENDING'`),
    index('invitations_tenant_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('invitations_email_idx').on(sql`lower(${t.email})`, t.status),
  ],
);

/** Who belongs to a workspace and as what (owner, admin, member). A user belongs to one workspace at a time. */
export const workspaceMembers = appSchema.table(
  'workspace_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull().default('member'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), uniqueIndex('workspace_members_user_idx').on(t.userId)],
);

/** Teams inside a workspace (docs/architecture.md, "Workspaces, roles and plans"); the plan limits how many. */
export const teams = appSchema.table(
  'teams',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    index('teams_tenant_idx').on(t.tenantId, t.id),
    // A name is unique in its workspace whatever its case; listTeams pages in this order.
    uniqueIndex('teams_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * Who is in a team and as what (TEAM_ROLES of contracts: lead, member). The membership rule form reads it
 * ("the record's team is one I belong to"): by user, through the (user_id, team_id) index.
 */
export const teamMembers = appSchema.table(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId, t.teamId),
    check('team_members_role_check', sql`${t.role} in ('lead', 'member')`),
  ],
);

export const userProfiles = appSchema.table(
  'user_profiles',
  {
    /** The user pool username (the signed-in user's id in the seed). */
    id: id(),
    sub: text('sub'),
    email: text('email'),
    name: text('name'),
    cognitoUser: jsonb('cognito_user'),
    picture: jsonb('picture'),
    owner: text('owner').notNull(),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    pendingApproval: boolean('pending_approval').notNull().default(true),
    isOwner: boolean('is_owner').notNull().default(false),
    businessRoles: jsonb('business_roles').notNull().default([]),
    paymentAccount: jsonb('payment_account'),
    signupPlanId: text('signup_plan_id'),
    tenantId: text('tenant_id'),
    /** IANA time zone name (the browser's by default): the PRODUCT digest goes out at 08:00 there; null is UTC. */
    timeZone: text('time_zone'),
    /** The phone number the user gave identity (`phone_number`), for the SMS channel; kept from identity events. */
    phoneNumber: text('phone_number'),
    /** Identity's `custom:marketing_update`, as the data side last heard it: MARKETING's EMAIL channel follows it. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** When the last PRODUCT digest was sent to the user. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    /**
     * The back-office's projection of the identity account, kept in step by identity events (UserDisabled,
     * UserEnabled, MfaChanged, GroupsChanged; back-filled from identity's tables by migration 0019): whether the
     * user may sign in, has two-step verification on, and the user-pool groups they belong to.
     */
    enabled: boolean('enabled').notNull().default(true),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('user_profiles_sub_idx').on(t.sub),
    /** The back-office's users list, newest first. */
    index('user_profiles_created_idx').on(t.createdAt, t.id),
    index('user_profiles_tenant_idx').on(t.tenantId, t.id),
    // The members list's pending count on every page: only the profiles waiting for approval.
    index('user_profiles_tenant_pending_idx').on(t.tenantId).where(sql`${t.pendingApproval}`),
    /** The members list of a workspace, by name (e-mail when nameless), paged by keyset. */
    index('user_profiles_tenant_name_idx').on(t.tenantId, sql`lower(coalesce(${t.name}, ${t.email}, ''))`, t.id),
    index('user_profiles_owner_idx').on(t.owner, t.id),
  ],
);

export const signupPlans = appSchema.table(
  'signup_plans',
  {
    id: id(),
    owner: text('owner').notNull(),
    userProfileId: text('user_profile_id').notNull(),
    pricingPlanId: text('pricing_plan_id'),
    referralCodeId: text('referral_code_id'),
    discounts: jsonb('discounts').notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('signup_plans_profile_idx').on(t.userProfileId, t.id),
    index('signup_plans_owner_idx').on(t.owner, t.id),
  ],
);

export const pricingPlans = appSchema.table(
  'pricing_plans',
  {
    id: id(),
    order: integer('order').notNull().default(0),
    price: doublePrecision('price').notNull(),
    currency: text('currency').notNull().default('GBP'),
    title: text('title').notNull(),
    recurrence: text('recurrence').notNull(),
    description: text('description'),
    features: jsonb('features').notNull().default([]),
    pricingId: text('pricing_id'),
    tierId: text('tier_id').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    /** Days of free trial a workspace may start without a card (0: none). */
    trialDays: integer('trial_days').notNull().default(0),
    /** The provider's product for this plan (pricingId is its current price). */
    productId: text('product_id'),
    ...timestamps(),
  },
  (t) => [
    index('pricing_plans_order_idx').on(t.order, t.id),
    index('pricing_plans_status_order_idx').on(t.status, t.order, t.id),
  ],
);

export const referralCodes = appSchema.table(
  'referral_codes',
  {
    id: id(),
    code: text('code').notNull(),
    totalValue: doublePrecision('total_value'),
    userValue: doublePrecision('user_value').notNull(),
    type: text('type').notNull(),
    timing: text('timing').notNull().default('SIGN_UP'),
    /** Where the code may be applied (seed usage types SIGN_UP, CONTACT_US, PAYMENT). */
    usageTypes: jsonb('usage_types').notNull().default(['SIGN_UP', 'PAYMENT']),
    maximumApplications: integer('maximum_applications'),
    applications: integer('applications').notNull().default(0),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(sql`upper(${t.code})`)],
);

export const surveys = appSchema.table(
  'surveys',
  {
    id: id(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('surveys_start_idx').on(t.startAt, t.id)],
);

export const surveyQuestions = appSchema.table(
  'survey_questions',
  {
    id: id(),
    surveyId: text('survey_id').notNull(),
    order: integer('order').notNull().default(0),
    title: text('title').notNull(),
    fieldName: text('field_name').notNull(),
    required: boolean('required').notNull().default(false),
    validation: jsonb('validation'),
    control: text('control').notNull(),
    defaultValue: text('default_value'),
    ...timestamps(),
  },
  (t) => [index('survey_questions_survey_order_idx').on(t.surveyId, t.order, t.id)],
);

export const surveyResponses = appSchema.table(
  'survey_responses',
  {
    id: id(),
    surveyId: text('survey_id').notNull(),
    /** The signed-in user who answered; null for guests. */
    owner: text('owner'),
    /** The identity-pool identity of a guest, so that only they can continue their response. */
    identityId: text('identity_id'),
    requesterIp: text('requester_ip'),
    answers: jsonb('answers').notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('survey_responses_survey_created_idx').on(t.surveyId, t.createdAt, t.id),
    index('survey_responses_owner_idx').on(t.owner, t.id),
  ],
);

export const resources = appSchema.table(
  'resources',
  {
    id: id(),
    slug: text('slug').notNull(),
    authorId: text('author_id'),
    author: jsonb('author'),
    type: text('type').notNull(),
    isBreaking: boolean('is_breaking').notNull().default(false),
    hashtags: jsonb('hashtags').notNull().default([]),
    category: text('category'),
    content: text('content'),
    cover: text('cover'),
    logo: text('logo'),
    /** Null while a draft: a resource is public from this instant on. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readTime: integer('read_time'),
    shortDescription: text('short_description'),
    title: text('title').notNull(),
    variables: jsonb('variables').notNull().default([]),
    /**
     * DRAFT → SCHEDULED (publishedAt ahead; the resource-publish job flips it) → PUBLISHED → UNPUBLISHED. The public
     * sees a PUBLISHED resource whose publishedAt has come.
     */
    status: text('status').notNull().default('DRAFT'),
    ...timestamps(),
  },
  (t) => [
    index('resources_status_published_idx').on(t.status, t.publishedAt, t.id),
    index('resources_slug_published_idx').on(t.slug, t.publishedAt, t.id),
    index('resources_type_published_idx').on(t.type, t.publishedAt, t.id),
  ],
);

export const payments = appSchema.table(
  'payments',
  {
    id: id(),
    type: text('type').notNull(),
    typeId: text('type_id'),
    provider: text('provider').notNull().default('STRIPE'),
    amount: doublePrecision('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    providerRefType: text('provider_ref_type'),
    status: text('status').notNull().default('PENDING'),
    providerRefId: text('provider_ref_id'),
    sessionStartTime: timestamp('session_start_time', { withTimezone: true }),
    sessionEndTime: timestamp('session_end_time', { withTimezone: true }),
    userProfileId: text('user_profile_id'),
    owner: text('owner'),
    /** The workspace billed (payments belong to workspaces; `owner` is who started it). */
    tenantId: text('tenant_id'),
    /** Money inside is integer minor units (pence); `amount` keeps the seed's shape in pounds. */
    amountMinor: integer('amount_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The provider's payment intent behind an invoice or a one-off payment: what a refund names. */
    paymentIntentId: text('payment_intent_id'),
    pricingPlanId: text('pricing_plan_id'),
    description: text('description'),
    /** The provider's decline message when the status is ERROR. */
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('payments_owner_created_idx').on(t.owner, t.createdAt, t.id),
    index('payments_profile_created_idx').on(t.userProfileId, t.createdAt, t.id),
    index('payments_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRefId),
  ],
);

/**
 * A workspace's subscriptions at the payment provider, as its webhooks last told them (the provider's object is
 * the truth; each subscription event re-reads it, so events arriving out of order converge).
 */
export const subscriptions = appSchema.table(
  'subscriptions',
  {
    /** The provider's subscription id (sub_…). */
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** The provider's status: trialing, active, past_due, canceled, incomplete, incomplete_expired, unpaid, paused. */
    status: text('status').notNull(),
    pricingPlanId: text('pricing_plan_id'),
    priceId: text('price_id'),
    /** The subscription item whose price a plan change replaces. */
    itemId: text('item_id'),
    tier: text('tier').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** When it became past_due: access stays for PAST_DUE_GRACE_DAYS from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The card the provider charges (brand, last4, expMonth, expYear). */
    card: jsonb('card'),
    /** The discount applied (the referral code's), as contracts' Discount. */
    discount: jsonb('discount'),
    ...timestamps(),
  },
  (t) => [index('subscriptions_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Each provider event processed, once: a replay finds its id here and changes nothing. */
export const paymentEvents = appSchema.table('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  objectId: text('object_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A workspace's use of a referral code: RESERVED when a checkout with it starts (counted against the code's
 * maximum until it lapses), BOOKED when the first invoice is paid (the code's `applications` counted then, once).
 */
export const referralRedemptions = appSchema.table(
  'referral_redemptions',
  {
    id: id(),
    referralCodeId: text('referral_code_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    status: text('status').notNull().default('RESERVED'),
    checkoutSessionId: text('checkout_session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('referral_redemptions_code_tenant_idx').on(t.referralCodeId, t.tenantId),
    index('referral_redemptions_code_status_idx').on(t.referralCodeId, t.status),
  ],
);

/** Notification preferences: one row per user and notification type, with the channels it goes to. */
export const notifications = appSchema.table(
  'notifications',
  {
    id: id(),
    type: text('type').notNull(),
    owner: text('owner').notNull(),
    userProfileId: text('user_profile_id').notNull(),
    channels: jsonb('channels').notNull().default([]),
    /** PRODUCT only: its e-mail goes out once a day, at 08:00 in the user's time zone, instead of at once. */
    digest: boolean('digest').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notifications_owner_type_idx').on(t.owner, t.type),
    index('notifications_profile_type_idx').on(t.userProfileId, t.type, t.id),
  ],
);

/**
 * What happened to a user (docs/architecture.md, "Notifications"): written by the domain function that caused it,
 * in its transaction, through notify(). `owner` is the recipient; `sourceId` makes a redelivered cause (an
 * identity event's id) one notification; `emailPending` marks PRODUCT e-mail waiting for the user's digest.
 */
export const notificationEvents = appSchema.table(
  'notification_events',
  {
    id: id(),
    owner: text('owner').notNull(),
    userProfileId: text('user_profile_id').notNull(),
    tenantId: text('tenant_id'),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    actorSub: text('actor_sub'),
    actorName: text('actor_name'),
    push: boolean('push').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailPending: boolean('email_pending').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    sourceId: text('source_id'),
    ...timestamps(),
  },
  (t) => [
    index('notification_events_owner_created_idx').on(t.owner, t.createdAt, t.id),
    index('notification_events_unread_idx').on(t.owner, t.createdAt, t.id).where(sql`${t.readAt} is null`),
    index('notification_events_digest_idx').on(t.owner, t.createdAt).where(sql`${t.emailPending}`),
    index('notification_events_created_idx').on(t.createdAt),
    uniqueIndex('notification_events_source_idx').on(t.owner, t.sourceId),
  ],
);

export const enquiries = appSchema.table(
  'enquiries',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message').notNull(),
    /** The referral code (usage CONTACT_US) the sender gave, checked when the enquiry was made. */
    referralCode: text('referral_code'),
    /** When the sender agreed to be contacted about the enquiry (the form's consent box). */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    status: text('status').notNull().default('NEW'),
    owner: text('owner'),
    identityId: text('identity_id'),
    requesterIp: text('requester_ip'),
    /** The platform admin (user profile id) who handles it. */
    assigneeId: text('assignee_id'),
    /** Set when archived (out of the inbox, whatever its status); null again when restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('enquiries_created_idx').on(t.createdAt, t.id),
  ],
);

/** What the team wrote about an enquiry: internal notes and the replies e-mailed to its sender. */
export const enquiryMessages = appSchema.table(
  'enquiry_messages',
  {
    id: id(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** NOTE (internal) or REPLY (e-mailed to the enquiry's sender). */
    kind: text('kind').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name'),
    body: text('body').notNull(),
    /** For a REPLY: the subject it was sent with. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt, t.id),
    check('enquiry_messages_kind_check', sql`${t.kind} in ('NOTE', 'REPLY')`),
  ],
);

export const newsletterSubscriptions = appSchema.table(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    status: text('status').notNull().default('PENDING'),
    requesterIp: text('requester_ip'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`),
    index('newsletter_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** The data service's own markers (e.g. which version of the seed content was installed). */
export const dataSettings = appSchema.table('data_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A PostgreSQL tsvector (the ideas' full-text `search` column, generated from title and summary). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Custom idea templates of a workspace (the built-in ones live in contracts' BUILT_IN_TEMPLATES). `version` is the
 * latest; each version's name and fields are in idea_template_versions, so an idea keeps rendering with its own.
 */
export const ideaTemplates = appSchema.table(
  'idea_templates',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    version: integer('version').notNull().default(1),
    /** ACTIVE or ARCHIVED (hidden from pickers, still renders its ideas). */
    status: text('status').notNull().default('ACTIVE'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('idea_templates_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    check('idea_templates_status_check', sql`${t.status} in ('ACTIVE', 'ARCHIVED')`),
  ],
);

/** Every version of a custom template: its name, description and form fields (contracts' FormField[]). */
export const ideaTemplateVersions = appSchema.table(
  'idea_template_versions',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => ideaTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fields: jsonb('fields').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

/**
 * Ideas of a workspace: a DRAFT (private to its author and co-authors, `stage` null) or SUBMITTED (visible to the
 * workspace, on a stage). `templateId` is a built-in id or a custom template's id (no foreign key) with the version
 * the idea was written with. The counts are kept by the statements that add or remove votes, comments, followers.
 */
export const ideas = appSchema.table(
  'ideas',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The campaign the idea answers; null: a workspace idea. A campaign is deleted only while it has no ideas. */
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /**
     * Submitted anonymously (the campaign allows it): `owner` stays the real author, shown only to the campaign's
     * owner and moderators and platform admins; every other answer says "Anonymous".
     */
    anonymous: boolean('anonymous').notNull().default(false),
    /**
     * VISIBLE on the board; PENDING in a pre-moderated campaign's queue until approved; REJECTED by a moderator
     * (back to its author); HIDDEN by a moderator. Only VISIBLE ideas are seen by everyone who sees the board.
     */
    moderation: text('moderation').notNull().default('VISIBLE'),
    /** A moderator marked it a duplicate of this idea (same workspace). */
    duplicateOf: text('duplicate_of'),
    moderationNote: text('moderation_note'),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * Evaluation (issue 29): the submitted reviews' aggregate, kept by the statements that submit, edit or withdraw a
     * review or change the scorecard's weights: the mean of the reviews' weighted scores (null without reviews), their
     * population standard deviation, and how many there are.
     */
    reviewScore: doublePrecision('review_score'),
    reviewSpread: doublePrecision('review_spread'),
    reviewCount: integer('review_count').notNull().default(0),
    /** On its campaign's shortlist (its moderators build it from the scores, then move ideas to SELECTED). */
    shortlisted: boolean('shortlisted').notNull().default(false),
    shortlistedBy: text('shortlisted_by'),
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    /**
     * Merged into this idea (same workspace) by a moderator: off every board and list, its page redirects there;
     * app.idea_merges keeps what moved so the merge can be undone within a day.
     */
    mergedInto: text('merged_into'),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** The template's answers: field id → value. */
    content: jsonb('content').notNull().default({}),
    state: text('state').notNull().default('DRAFT'),
    stage: text('stage'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    moderatorTags: text('moderator_tags').array().notNull().default(sql`'{}'::text[]`),
    /** The author's user id. */
    owner: text('owner').notNull(),
    version: integer('version').notNull().default(1),
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    followerCount: integer('follower_count').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
    /** Full text of title and summary (similar ideas, the board's search), 'simple' configuration: no stemming. */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, "title" || ' ' || coalesce("summary", ''))`,
    ),
  },
  (t) => [
    index('ideas_tenant_submitted_idx').on(t.tenantId, t.state, t.submittedAt.desc().nullsFirst(), t.id),
    index('ideas_tenant_votes_idx').on(t.tenantId, t.state, t.voteCount.desc().nullsFirst(), t.id),
    index('ideas_tenant_comments_idx').on(t.tenantId, t.state, t.commentCount.desc().nullsFirst(), t.id),
    index('ideas_tenant_activity_idx').on(t.tenantId, t.state, t.lastActivityAt.desc().nullsFirst(), t.id),
    index('ideas_tenant_stage_idx').on(t.tenantId, t.stage),
    index('ideas_owner_idx').on(t.owner, t.state),
    index('ideas_search_idx').using('gin', t.search),
    index('ideas_tags_idx').using('gin', t.tags),
    index('ideas_campaign_idx').on(t.campaignId, t.state, t.moderation),
    index('ideas_campaign_score_idx').on(t.campaignId, t.reviewScore.desc().nullsLast(), t.id),
    index('ideas_merged_into_idx').on(t.mergedInto),
    check('ideas_state_check', sql`${t.state} in ('DRAFT', 'SUBMITTED')`),
    check('ideas_moderation_check', sql`${t.moderation} in ('PENDING', 'VISIBLE', 'REJECTED', 'HIDDEN')`),
    check(
      'ideas_stage_check',
      sql`${t.stage} is null or ${t.stage} in ('NEW', 'UNDER_REVIEW', 'SELECTED', 'IN_PROGRESS', 'IMPLEMENTED', 'DECLINED')`,
    ),
  ],
);

/** The earlier versions of a submitted idea (each edit stores the version it replaces). */
export const ideaVersions = appSchema.table(
  'idea_versions',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: jsonb('content').notNull(),
    templateVersion: integer('template_version').notNull(),
    category: text('category'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.version] })],
);

/** Co-authors of an idea: INVITED until they accept (ACCEPTED); a declined invitation is deleted. */
export const ideaCoauthors = appSchema.table(
  'idea_coauthors',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    status: text('status').notNull().default('INVITED'),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.userId] }),
    index('idea_coauthors_user_idx').on(t.userId, t.ideaId),
    check('idea_coauthors_status_check', sql`${t.status} in ('INVITED', 'ACCEPTED')`),
  ],
);

/** One up-vote per person and idea (ideas.vote_count follows it). */
export const ideaVotes = appSchema.table(
  'idea_votes',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('idea_votes_user_idx').on(t.userId, t.ideaId)],
);

/** Who follows an idea (its notices); ideas.follower_count follows it. */
export const ideaFollowers = appSchema.table(
  'idea_followers',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('idea_followers_user_idx').on(t.userId, t.ideaId)],
);

/**
 * Comments on an idea, two levels (a reply's parent is a top-level comment). A deleted comment keeps its row (body
 * null, deletedAt set) so its replies stay. `authorName` is the commenter's name when written.
 */
export const ideaComments = appSchema.table(
  'idea_comments',
  {
    id: id(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    parentId: text('parent_id'),
    owner: text('owner').notNull(),
    authorName: text('author_name'),
    body: text('body'),
    /** The user ids mentioned in the body who may see the idea (notified). */
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the row last changed (an edit, a deletion): the IdeaComment model's updatedAt. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idea_comments_idea_idx').on(t.ideaId, t.createdAt, t.id)],
);

/** The stage history of an idea (moves by moderators; the first row is the submission: null → NEW). */
export const ideaStageEvents = appSchema.table(
  'idea_stage_events',
  {
    id: id(),
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    actor: text('actor'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idea_stage_events_idea_idx').on(t.ideaId, t.createdAt)],
);

/**
 * Stored files (issue 25; docs/architecture.md, "Files"): one row per uploaded object, PENDING from the upload
 * grant until confirmUpload checks its content (READY), removed with its objects by deleteFile, the record's or the
 * user's deletion, the workspace purge, or (unconfirmed) the files-cleanup job. `key` is the object's key in the
 * store (images: the largest WebP derivative, the other widths beside it).
 */
export const files = appSchema.table(
  'files',
  {
    id: id(),
    key: text('key').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The uploader's user id (profile id). */
    ownerId: text('owner_id').notNull(),
    /** The uploader's identity-pool identity: the reference's `protectedIdentityId`, the `private/{id}/` prefix. */
    identityId: text('identity_id').notNull(),
    /** The workspace it belongs to (logos, attachments; the uploader's for others); its purge removes the files. */
    tenantId: text('tenant_id'),
    recordType: text('record_type'),
    recordId: text('record_id'),
    /** The original name, for Content-Disposition. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 of the uploaded bytes (hex), once confirmed. */
    checksum: text('checksum'),
    /** The WebP widths made on confirm (images). */
    widths: integer('widths').array().notNull().default(sql`'{}'::integer[]`),
    /** PENDING: when its upload link expires (the cleanup removes it FILE_LIMITS.unconfirmedHours later). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_key_idx').on(t.key),
    index('files_tenant_ready_idx').on(t.tenantId).where(sql`${t.status} = 'READY'`),
    index('files_record_idx').on(t.recordType, t.recordId),
    index('files_owner_idx').on(t.ownerId),
    index('files_status_created_idx').on(t.status, t.createdAt),
    check('files_status_check', sql`${t.status} in ('PENDING', 'READY')`),
    check('files_purpose_check', sql`${t.purpose} in ('AVATAR', 'LOGO', 'COVER', 'ATTACHMENT', 'CAMPAIGN_COVER')`),
  ],
);

/**
 * A campaign (challenge) of a workspace: a brief, the idea template its ideas use, who may take part (the whole
 * workspace, chosen teams, or invited people), and ordered phases. DRAFT (its owner and moderators only) →
 * SCHEDULED (published, before the first phase starts) → OPEN (a phase is active: `activePhase`) → CLOSED (the last
 * phase ended; results may be published) → ARCHIVED. Moved by the dates (the campaign-phases job) or by hand.
 */
export const campaigns = appSchema.table(
  'campaigns',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown: the "How might we…" question and its context. */
    brief: text('brief').notNull().default(''),
    /** The cover image: an app.files id (purpose CAMPAIGN_COVER), or null. */
    coverFileId: text('cover_file_id'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** The idea template its ideas are written with (a built-in id or the workspace's template). */
    templateId: text('template_id').notNull(),
    audience: text('audience').notNull().default('WORKSPACE'),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    /** Ideas wait in the moderation queue until a moderator approves them. */
    premoderation: boolean('premoderation').notNull().default(false),
    /** The scorecard's scale: every criterion is scored 1…scoreScale (5 or 10). */
    scoreScale: integer('score_scale').notNull().default(5),
    status: text('status').notNull().default('DRAFT'),
    /** The position of the active phase while OPEN, else null. */
    activePhase: integer('active_phase'),
    resultsAnnouncement: text('results_announcement'),
    /** The ideas the results name as selected, in order. */
    resultsIdeaIds: text('results_idea_ids').array().notNull().default(sql`'{}'::text[]`),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Phase-closing reminders sent: "<position>" per phase, so each is sent once. */
    remindersSent: text('reminders_sent').array().notNull().default(sql`'{}'::text[]`),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by'),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_tenant_status_idx').on(t.tenantId, t.status, t.createdAt.desc(), t.id),
    check('campaigns_status_check', sql`${t.status} in ('DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED')`),
    check('campaigns_audience_check', sql`${t.audience} in ('WORKSPACE', 'TEAMS', 'INVITED')`),
    check('campaigns_score_scale_check', sql`${t.scoreScale} in (5, 10)`),
  ],
);

/**
 * A campaign's phases in order (position 0…n-1), contiguous: each starts where the previous one ends. What the
 * active phase allows decides what people may do (submit, vote, comment, evaluate, see results).
 */
export const campaignPhases = appSchema.table(
  'campaign_phases',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allowSubmit: boolean('allow_submit').notNull().default(false),
    allowVote: boolean('allow_vote').notNull().default(false),
    allowComment: boolean('allow_comment').notNull().default(false),
    allowEvaluate: boolean('allow_evaluate').notNull().default(false),
    showResults: boolean('show_results').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.position] }),
    index('campaign_phases_ends_idx').on(t.endsAt),
    check('campaign_phases_kind_check', sql`${t.kind} in ('SUBMISSION', 'REVIEW', 'SELECTION')`),
    check('campaign_phases_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** People with a role in a campaign: OWNER, MODERATOR, EVALUATOR (one row per person and role). */
export const campaignRoles = appSchema.table(
  'campaign_roles',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    /** EVALUATOR: when their reviews are due (null: the end of the campaign's last phase that allows evaluation). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** EVALUATOR: the team they were assigned with (null: assigned in person). */
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** EVALUATOR: when the due-date reminder went (cleared when the due date moves). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId, t.role] }),
    index('campaign_roles_user_idx').on(t.userId, t.campaignId),
    check('campaign_roles_role_check', sql`${t.role} in ('OWNER', 'MODERATOR', 'EVALUATOR')`),
  ],
);

/** The teams of a TEAMS campaign's audience. */
export const campaignTeams = appSchema.table(
  'campaign_teams',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.teamId] }), index('campaign_teams_team_idx').on(t.teamId)],
);

/** The people of an INVITED campaign's audience. */
export const campaignInvitees = appSchema.table(
  'campaign_invitees',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    invitedBy: text('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), index('campaign_invitees_user_idx').on(t.userId)],
);

/**
 * A campaign's scorecard (issue 29): its criteria in order, each with guidance for evaluators and a weight (1…100).
 * Every criterion is scored on the campaign's scale (campaigns.score_scale). Once a review exists, criteria are
 * neither added nor removed and the scale stays; names, guidance and weights may change.
 */
export const campaignCriteria = appSchema.table(
  'campaign_criteria',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    guidance: text('guidance').notNull().default(''),
    weight: integer('weight').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('campaign_criteria_position_idx').on(t.campaignId, t.position),
    check('campaign_criteria_weight_check', sql`${t.weight} between 1 and 100`),
  ],
);

/**
 * An evaluator's review of a campaign's idea, one per evaluator and idea: DRAFT (saved, private), SUBMITTED (counts
 * in the idea's aggregate; a second submit edits it) or RECUSED (the evaluator stepped aside, with a reason).
 * `score` is the review's weighted score, Σ weight × score ÷ Σ weight over the scorecard's criteria (null until
 * submitted), kept with the weights.
 */
export const ideaReviews = appSchema.table(
  'idea_reviews',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('DRAFT'),
    comment: text('comment'),
    score: doublePrecision('score'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.userId] }),
    index('idea_reviews_campaign_user_idx').on(t.campaignId, t.userId),
    check('idea_reviews_status_check', sql`${t.status} in ('DRAFT', 'SUBMITTED', 'RECUSED')`),
  ],
);

/** A review's score per criterion (1…the campaign's scale). */
export const ideaReviewScores = appSchema.table(
  'idea_review_scores',
  {
    ideaId: text('idea_id').notNull(),
    userId: text('user_id').notNull(),
    criterionId: text('criterion_id')
      .notNull()
      .references(() => campaignCriteria.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ideaId, t.userId, t.criterionId] }),
    check('idea_review_scores_score_check', sql`${t.score} between 1 and 10`),
  ],
);

/**
 * A merge of one idea (`source`) into another (`target`) by a moderator, with what moved (`moved`: the comments
 * moved, the followers, votes and co-authors added to the target) so that undoIdeaMerge, within a day, takes back
 * exactly that. `undoneAt` is set when undone.
 */
export const ideaMerges = appSchema.table(
  'idea_merges',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sourceId: text('source_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    note: text('note'),
    moved: jsonb('moved').notNull().default({}),
    mergedBy: text('merged_by').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: text('undone_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('idea_merges_source_idx').on(t.sourceId, t.mergedAt), index('idea_merges_target_idx').on(t.targetId)],
);

/**
 * A user's export of their own data (issue 30; docs/architecture.md, "Data export"): PENDING from
 * requestDataExport until the data-export job has stored the ZIP under `key` (READY, downloadable until
 * `expiresAt`), or FAILED after its last try; the hourly cleanup removes the object once it has expired (EXPIRED).
 * `displaySettings` are the browser's display settings sent with the request (the server keeps none of its own).
 */
export const dataExports = appSchema.table(
  'data_exports',
  {
    id: id(),
    userId: text('user_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    displaySettings: jsonb('display_settings'),
    key: text('key'),
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // The hourly cleanup: READY exports by their expiry.
    index('data_exports_ready_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'READY'`),
    check('data_exports_status_check', sql`${t.status} in ('PENDING', 'READY', 'EXPIRED', 'FAILED')`),
  ],
);
