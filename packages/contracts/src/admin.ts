// The back-office (/admin, platform admins): the shape every admin list shares (search, filters, sort and page,
// in the URL on the web and in `AdminListInput` on the wire), each list's filters and sort keys, the resource and
// enquiry states, and the back-office's messages. The web parses its URL with these schemas and the data service
// parses its input with the same ones, so a filter means the same on both sides.
import { z } from 'zod';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  NEWSLETTER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PRICING_PLAN_STATUSES,
  PRICING_TIERS,
  RESOURCE_TYPES,
} from './enums.ts';
import { WORKSPACE_STATUSES } from './plans.ts';

/** Page sizes an admin list offers; the seed's default page size is 10. Pages count from 0, as the seed's do. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;
/** An export link lives this long; the CSV is written when it is followed. */
export const ADMIN_EXPORT_LINK_SECONDS = 300;

export const ADMIN_MESSAGES = {
  /** A destructive action asks for the admin's password again. */
  passwordRequired: 'Enter your password to confirm.',
  passwordIncorrect: 'Incorrect password. Try again.',
  /** Platform admins need two-step verification on before the back-office answers them. */
  mfaRequired: 'Turn on two-step verification to use the back-office.',
  /** Disabling, deleting or demoting yourself from the back-office. */
  notYourself: 'You cannot do this to your own account.',
  /** Removing or deleting the only platform admin. */
  lastAdmin: 'This is the only platform admin. Make someone else an admin first.',
  planInUse: 'This plan is in use. Archive it instead.',
  codeInUse: 'This code has been used. Deactivate it instead.',
  slugTaken: 'Another resource already uses this slug.',
  surveyOverlaps: 'Another survey is open at the same time. Change the dates so that only one survey is open at once.',
  surveyAnswered: 'This survey has responses: its questions can no longer change. Duplicate it to ask something else.',
  enquiryArchived: 'This enquiry is archived. Restore it first.',
} as const;

/** DRAFT → SCHEDULED (published by a job at publishedAt) → PUBLISHED → UNPUBLISHED (and back to DRAFT or PUBLISHED). */
export const RESOURCE_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** What the team writes on an enquiry: an internal NOTE, or a REPLY e-mailed to the sender. */
export const ENQUIRY_MESSAGE_KINDS = ['NOTE', 'REPLY'] as const;
export type EnquiryMessageKind = (typeof ENQUIRY_MESSAGE_KINDS)[number];

/** Words per minute a resource's read time is computed with (whole minutes, at least one). */
export const READ_WORDS_PER_MINUTE = 200;

export function readTimeMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READ_WORDS_PER_MINUTE));
}

const trimmed = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
/** An optional filter value: empty text means "no filter" (a cleared select in the URL). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
/** A calendar day (YYYY-MM-DD) that exists: 2026-02-30 is refused, not read as March. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-01-31')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'expected a date like 2026-01-31');

/** Every admin list: the definition of its filters (a zod object of optional fields) and its sort keys. */
export interface AdminListSpec<F extends z.ZodRawShape = z.ZodRawShape> {
  filters: z.ZodObject<F>;
  /** Sort keys the list offers, the first the default. */
  sorts: readonly [string, ...string[]];
  defaultDirection: 'ASC' | 'DESC';
}

function list<F extends z.ZodRawShape>(spec: AdminListSpec<F>): AdminListSpec<F> {
  return spec;
}

export const ADMIN_LISTS = {
  users: list({
    filters: z.object({
      status: optional(z.enum(['ENABLED', 'DISABLED'])),
      tenantId: optional(trimmed(100)),
      group: optional(z.enum(['admins', 'none'])),
      mfa: optional(z.enum(['ON', 'OFF'])),
    }),
    sorts: ['createdAt', 'name', 'email'],
    defaultDirection: 'DESC',
  }),
  workspaces: list({
    filters: z.object({
      status: optional(z.enum(WORKSPACE_STATUSES)),
      tier: optional(z.enum(PRICING_TIERS)),
    }),
    sorts: ['createdAt', 'workspace', 'memberCount'],
    defaultDirection: 'DESC',
  }),
  resources: list({
    filters: z.object({
      type: optional(z.enum(RESOURCE_TYPES)),
      status: optional(z.enum(RESOURCE_STATUSES)),
    }),
    sorts: ['updatedAt', 'publishedAt', 'title'],
    defaultDirection: 'DESC',
  }),
  surveys: list({
    filters: z.object({ state: optional(z.enum(['DRAFT', 'SCHEDULED', 'OPEN', 'ENDED'])) }),
    sorts: ['createdAt', 'startAt', 'title'],
    defaultDirection: 'DESC',
  }),
  surveyResponses: list({
    filters: z.object({ surveyId: trimmed(100).min(1, 'choose a survey') }),
    sorts: ['createdAt'],
    defaultDirection: 'DESC',
  }),
  pricingPlans: list({
    filters: z.object({
      status: optional(z.enum(PRICING_PLAN_STATUSES)),
      tier: optional(z.enum(PRICING_TIERS)),
    }),
    sorts: ['order', 'price', 'title'],
    defaultDirection: 'ASC',
  }),
  referralCodes: list({
    filters: z.object({ active: optional(z.enum(['ACTIVE', 'INACTIVE'])) }),
    sorts: ['createdAt', 'code', 'applications'],
    defaultDirection: 'DESC',
  }),
  enquiries: list({
    filters: z.object({
      status: optional(z.enum(ENQUIRY_STATUSES)),
      type: optional(z.enum(ENQUIRY_TYPES)),
      /** INBOX (not archived, the default), ARCHIVED, or ALL. */
      box: optional(z.enum(['INBOX', 'ARCHIVED', 'ALL'])),
      /** `me`, `none`, or a platform admin's profile id. */
      assignee: optional(trimmed(100)),
    }),
    sorts: ['createdAt', 'status', 'type'],
    defaultDirection: 'DESC',
  }),
  newsletter: list({
    filters: z.object({ status: optional(z.enum(NEWSLETTER_STATUSES)) }),
    sorts: ['createdAt', 'email'],
    defaultDirection: 'DESC',
  }),
  payments: list({
    filters: z.object({
      status: optional(z.enum(PAYMENT_STATUSES)),
      type: optional(z.enum(PAYMENT_TYPES)),
      tenantId: optional(trimmed(100)),
      /** REFUNDED: some or all of it was refunded; NOT_REFUNDED: none. */
      refunded: optional(z.enum(['REFUNDED', 'NOT_REFUNDED'])),
    }),
    sorts: ['createdAt', 'amount'],
    defaultDirection: 'DESC',
  }),
  audit: list({
    filters: z.object({
      /** A user's profile id, `system:…`, or an e-mail address (matched to the profile). */
      actor: optional(trimmed(320)),
      action: optional(trimmed(100)),
      /** `Model:id` exactly, or `Model:` for every record of a model. */
      target: optional(trimmed(300)),
      from: optional(isoDate),
      to: optional(isoDate),
    }),
    sorts: ['createdAt'],
    defaultDirection: 'DESC',
  }),
} as const;

export type AdminListName = keyof typeof ADMIN_LISTS;
export const ADMIN_LIST_NAMES = Object.keys(ADMIN_LISTS) as AdminListName[];
export type AdminListFilters<N extends AdminListName> = z.infer<(typeof ADMIN_LISTS)[N]['filters']>;

/** What an admin list is asked (the GraphQL `AdminListInput`, the URL's query on the web). */
export const ZAdminListQuery = z.object({
  search: z.string().trim().max(200, 'at most 200 characters').optional(),
  /** The list's filters (validated by its own schema). */
  filters: z.record(z.string(), z.unknown()).optional(),
  sort: z.string().max(40).optional(),
  direction: z.enum(['ASC', 'DESC']).optional(),
  page: z.number().int().min(0, 'expected 0 or more').max(100_000, 'at most 100000').optional(),
  pageSize: z
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `one of ${ADMIN_PAGE_SIZES.join(', ')}`)
    .optional(),
});
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;
