// What the system holds about one user, gathered for their data export (docs/architecture.md, "Data export"): the
// profile, the identity account (attributes, devices, sign-in history), preferences, notifications, security
// changes, audit entries about them, memberships, and what they wrote (ideas, comments), did (co-authorships,
// votes, follows, uploads, survey answers, payments). Nothing of another person: other people's comments, names and
// addresses are never read; a notification caused by someone else keeps its kind and time but not its text (which
// names them), audit entries keep no details (they name those an act concerned) and another person's act no actor
// or address, and mentions in the user's own comments become "@[a person]". Runs outside any transaction:
// identity's reads share the database.
import type { TDisplaySettings } from '@innov/contracts';
import type { DataDeps } from '../deps.ts';
import { MENTION } from '../ideas/add-idea-comment.ts';

/** How far back each list goes: far more than anyone accumulates, and a bound on the file's size. */
const MAX_ROWS = 10_000;
/** Identity keeps 90 days of sign-in history; this many of them at most. */
const MAX_AUTH_EVENTS = 1_000;
const MAX_DEVICES = 100;

type Row = Record<string, unknown>;

/** One tabular part: its CSV file's name, the columns in order, and the rows (also data.json's list). */
export interface ExportTable {
  file: string;
  columns: readonly string[];
  rows: Row[];
}

export interface UserData {
  /** data.json, whole. */
  json: Record<string, unknown>;
  /** The CSV files. */
  tables: ExportTable[];
}

const table = (file: string, columns: readonly string[], rows: Row[]): ExportTable => ({ file, columns, rows });

/** The user's own text with every mention of someone else made anonymous. */
export function withoutOthersMentions(body: string | null, userId: string): string | null {
  return body === null ? null : body.replace(MENTION, (whole, _name, id) => (id === userId ? whole : '@[a person]'));
}

/** Who acted, as the export may say it: the user, the system, or someone else (not named). */
export function actorLabel(actor: string | null, userId: string): string {
  if (actor === userId) return 'you';
  if (!actor) return 'system';
  if (actor.startsWith('system:') || actor === 'stripe' || actor.startsWith('service:')) return actor;
  return 'another person';
}

/** An audit row's target, without another person's profile id. */
export function targetLabel(target: string | null, userId: string): string | null {
  if (!target?.startsWith('UserProfile:')) return target;
  return target === `UserProfile:${userId}` ? target : 'UserProfile';
}

export async function collectUserData(
  deps: Pick<DataDeps, 'database' | 'callers' | 'now'>,
  userId: string,
  o: { displaySettings: TDisplaySettings | null },
): Promise<UserData> {
  const q = deps.database.query;
  const [profile] = await q<Row & { sub: string | null }>(
    `select id, sub, email, name, picture, is_onboarded as "isOnboarded", pending_approval as "pendingApproval",
            is_owner as "isOwner", business_roles as "businessRoles", payment_account as "paymentAccount",
            signup_plan_id as "signupPlanId", tenant_id as "workspaceId", time_zone as "timeZone",
            phone_number as "phoneNumber", marketing_consent as "marketingConsent", enabled,
            mfa_enabled as "mfaEnabled", groups, digest_sent_at as "digestSentAt", created_at as "createdAt",
            updated_at as "updatedAt"
       from app.user_profiles where id = $1`,
    [userId],
  );
  const sub = profile?.sub ?? null;

  // Identity's side first, each read on its own (no data transaction is open).
  const account = sub ? await deps.callers.admin.getAccount(sub) : null;
  const devices = account ? await deps.callers.admin.listDevices(account.sub, MAX_DEVICES) : [];
  const authEvents = account
    ? await deps.callers.listAuthEvents({ username: account.username }, MAX_AUTH_EVENTS)
    : await deps.callers.listAuthEvents({ username: userId }, MAX_AUTH_EVENTS);

  const notificationPreferences = await q(
    `select type, channels, digest, created_at as "createdAt", updated_at as "updatedAt"
       from app.notifications where owner = $1 order by type`,
    [userId],
  );
  // A notice caused by someone else names them in its title and body: kept as a fact, without the words.
  const notifications = await q(
    `select id, type, kind,
            case when ${OWN_NOTICE} then title end as title,
            case when ${OWN_NOTICE} then body end as body,
            link, push, read_at as "readAt", emailed_at as "emailedAt", created_at as "createdAt"
       from app.notification_events where owner = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId, sub],
  );
  const securityChanges = await q(
    `select id, kind, details, created_at as "createdAt"
       from app.security_events where user_id = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId],
  );
  const audit = await q<{ actor: string | null } & Row>(
    `select id, actor, action, target, tenant_id as "workspaceId", ip, request_id as "requestId",
            created_at as "createdAt"
       from app.audit_log where actor = $1 or target = $2 order by created_at, id limit ${MAX_ROWS}`,
    [userId, `UserProfile:${userId}`],
  );
  const [workspace] = await q(
    `select t.id, t.workspace as name, m.role, p.pending_approval as "pendingApproval", m.created_at as "since"
       from app.user_profiles p join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = t.id and m.user_id = p.id
      where p.id = $1`,
    [userId],
  );
  const teams = await q(
    `select t.id, t.name, tm.role, tm.created_at as "since"
       from app.team_members tm join app.teams t on t.id = tm.team_id
      where tm.user_id = $1 order by t.name, t.id`,
    [userId],
  );
  const ideas = await q(
    `select id, tenant_id as "workspaceId", campaign_id as "campaignId", title, summary, content,
            template_id as "templateId", template_version as "templateVersion", state, stage, category, tags,
            anonymous, moderation, version, vote_count as "votes", comment_count as "comments",
            follower_count as "followers", merged_into as "mergedInto", created_at as "createdAt",
            updated_at as "updatedAt", submitted_at as "submittedAt"
       from app.ideas where owner = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId],
  );
  const comments = (
    await q<{ body: string | null } & Row>(
      `select id, idea_id as "ideaId", parent_id as "parentId", body, created_at as "createdAt",
              edited_at as "editedAt", deleted_at as "deletedAt"
         from app.idea_comments where owner = $1 order by created_at, id limit ${MAX_ROWS}`,
      [userId],
    )
  ).map((c) => ({ ...c, body: withoutOthersMentions(c.body, userId) }));
  const coAuthorships = await q(
    `select idea_id as "ideaId", status, created_at as "invitedAt", responded_at as "respondedAt"
       from app.idea_coauthors where user_id = $1 order by created_at, idea_id limit ${MAX_ROWS}`,
    [userId],
  );
  const votes = await q(
    `select idea_id as "ideaId", created_at as "createdAt"
       from app.idea_votes where user_id = $1 order by created_at, idea_id limit ${MAX_ROWS}`,
    [userId],
  );
  const follows = await q(
    `select idea_id as "ideaId", created_at as "createdAt"
       from app.idea_followers where user_id = $1 order by created_at, idea_id limit ${MAX_ROWS}`,
    [userId],
  );
  const files = await q(
    `select id, purpose, name, content_type as "contentType", size, status, record_type as "recordType",
            record_id as "recordId", created_at as "createdAt", confirmed_at as "confirmedAt"
       from app.files where owner_id = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId],
  );
  const surveyResponses = await q(
    `select id, survey_id as "surveyId", answers, requester_ip as "ipAddress", created_at as "createdAt",
            updated_at as "updatedAt"
       from app.survey_responses where owner = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId],
  );
  const payments = await q(
    `select id, type, description, amount_minor as "amountMinor", refunded_minor as "refundedMinor", currency,
            status, failure_message as "failureMessage", pricing_plan_id as "pricingPlanId",
            tenant_id as "workspaceId", created_at as "createdAt", paid_at as "paidAt"
       from app.payments where owner = $1 order by created_at, id limit ${MAX_ROWS}`,
    [userId],
  );
  const signupPlans = await q(
    `select id, pricing_plan_id as "pricingPlanId", referral_code_id as "referralCodeId", discounts,
            created_at as "createdAt"
       from app.signup_plans where owner = $1 order by created_at, id`,
    [userId],
  );

  // What happened and when; the address and request only of the user's own acts; never the details, which name
  // the other people an act concerned (those invited, removed, mentioned), nor another person's profile id.
  const auditEvents = audit.map((a) => {
    const own = a.actor === userId;
    return {
      id: a.id,
      actor: actorLabel(a.actor, userId),
      action: a.action,
      target: targetLabel(a.target as string | null, userId),
      workspaceId: a.workspaceId,
      ipAddress: own ? a.ip : null,
      requestId: own ? a.requestId : null,
      createdAt: a.createdAt,
    };
  });
  const identity = account
    ? {
        username: account.username,
        sub: account.sub,
        status: account.status,
        enabled: account.enabled,
        mfaEnabled: account.mfaEnabled,
        mfaFactors: account.mfaFactors,
        groups: account.groups,
        attributes: account.attributes,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      }
    : null;
  const authEventRows = authEvents.map((e) => ({
    id: e.id,
    type: e.type,
    response: e.response,
    challenges: e.challenges.map((c) => `${c.ChallengeName}:${c.ChallengeResponse}`).join(' '),
    ipAddress: e.ipAddress,
    device: e.deviceName,
    at: e.at,
  }));
  const attributeRows = Object.entries(account?.attributes ?? {}).map(([name, value]) => ({ name, value }));
  const memberships = [
    ...(workspace ? [{ kind: 'WORKSPACE', ...workspace }] : []),
    ...teams.map((t) => ({ kind: 'TEAM', pendingApproval: null, ...t })),
  ];

  const json: Record<string, unknown> = {
    exportedAt: deps.now().toISOString(),
    userId,
    notes: [
      'Everything the service holds about you. The CSV files hold the same lists as this file, one per list.',
      'Notifications that someone else caused keep their kind and time but not their text, which names them.',
      'Activity log entries say what was done and when, not with what details (they name the others concerned); those of what others did to your account do not say who or from where.',
      'Mentions of other people in your comments are shown as "@[a person]".',
      'Display settings are those of the browser the export was requested from.',
    ],
    profile: profile ?? null,
    identity: { account: identity, devices },
    preferences: {
      display: o.displaySettings,
      timeZone: profile?.timeZone ?? null,
      marketingConsent: profile?.marketingConsent ?? null,
      notifications: notificationPreferences,
    },
    notifications,
    authEvents: authEventRows,
    securityChanges,
    auditEvents,
    memberships: { workspace: workspace ?? null, teams },
    ideas,
    comments,
    coAuthorships,
    votes,
    follows,
    files,
    surveyResponses,
    payments,
    signupPlans,
  };
  const tables = [
    table('attributes.csv', ['name', 'value'], attributeRows),
    table(
      'devices.csv',
      ['deviceKey', 'name', 'remembered', 'lastIp', 'lastAuthenticatedAt', 'createdAt'],
      devices as unknown as Row[],
    ),
    table(
      'notification-preferences.csv',
      ['type', 'channels', 'digest', 'createdAt', 'updatedAt'],
      notificationPreferences,
    ),
    table(
      'notifications.csv',
      ['id', 'type', 'kind', 'title', 'body', 'link', 'push', 'readAt', 'emailedAt', 'createdAt'],
      notifications,
    ),
    table('auth-events.csv', ['id', 'type', 'response', 'challenges', 'ipAddress', 'device', 'at'], authEventRows),
    table('security-changes.csv', ['id', 'kind', 'details', 'createdAt'], securityChanges),
    table(
      'audit-events.csv',
      ['id', 'actor', 'action', 'target', 'workspaceId', 'ipAddress', 'requestId', 'createdAt'],
      auditEvents,
    ),
    table('memberships.csv', ['kind', 'id', 'name', 'role', 'pendingApproval', 'since'], memberships),
    table(
      'ideas.csv',
      [
        'id',
        'workspaceId',
        'campaignId',
        'title',
        'summary',
        'content',
        'templateId',
        'templateVersion',
        'state',
        'stage',
        'category',
        'tags',
        'anonymous',
        'moderation',
        'version',
        'votes',
        'comments',
        'followers',
        'mergedInto',
        'createdAt',
        'updatedAt',
        'submittedAt',
      ],
      ideas,
    ),
    table('comments.csv', ['id', 'ideaId', 'parentId', 'body', 'createdAt', 'editedAt', 'deletedAt'], comments),
    table('co-authorships.csv', ['ideaId', 'status', 'invitedAt', 'respondedAt'], coAuthorships),
    table('votes.csv', ['ideaId', 'createdAt'], votes),
    table('follows.csv', ['ideaId', 'createdAt'], follows),
    table(
      'files.csv',
      ['id', 'purpose', 'name', 'contentType', 'size', 'status', 'recordType', 'recordId', 'createdAt', 'confirmedAt'],
      files,
    ),
    table(
      'survey-responses.csv',
      ['id', 'surveyId', 'answers', 'ipAddress', 'createdAt', 'updatedAt'],
      surveyResponses,
    ),
    table(
      'payments.csv',
      [
        'id',
        'type',
        'description',
        'amountMinor',
        'refundedMinor',
        'currency',
        'status',
        'failureMessage',
        'pricingPlanId',
        'workspaceId',
        'createdAt',
        'paidAt',
      ],
      payments,
    ),
  ];
  return { json, tables };
}

/** SQL: a notice the user caused themselves, or one nobody caused (the system's): its words name no one else. */
const OWN_NOTICE = '((actor_sub is null and actor_name is null) or actor_sub = $2)';
