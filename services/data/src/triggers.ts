// The data service's user-pool triggers, run in-process by the identity service as Cognito runs Lambdas:
// PostConfirmation creates the UserProfile and either joins the workspace the sign-up came for (ClientMetadata
// `{ action: 'JOIN', invitation }` or `{ action: 'JOIN', joinToken }`, when valid for the new user's address) or,
// as by default, the Tenant it owns; then its sign-up plan and default notification preferences.
// PreTokenGeneration puts the `profile` and `tenant` JSON claims into the ID token (seed section 3: the signed-in
// user's profile and tenant are parsed from them), first creating the profile and workspace of a user an
// administrator created, for whom Cognito runs no PostConfirmation.
import { randomUUID } from 'node:crypto';
import { emailDomain, type WorkspaceRole } from '@innov/contracts';
import type { Database, RawQuery } from '@innov/db';
import type { AnyTriggerEvent, PostConfirmationEvent, PreTokenGenerationEvent } from '@innov/platform';
import { insertAudit } from './audit/write-audit.ts';
import { loadWorkspace, WORKSPACE_CHANGES_TOPIC } from './auth/workspace.ts';
import type { DataDeps } from './deps.ts';
import { signupReferralCode } from './pricing/referral-codes.ts';
import { publish } from './realtime/publish.ts';
import { followIdentityAccount } from './users/projection.ts';
import {
  COMPANIES_LINK,
  hashToken,
  INVITATION_SELECT,
  type InvitationRow,
  invitationRefusal,
  type MembershipCtx,
  managersOf,
  moveInto,
  seatsTaken,
  tell,
} from './workspaces/membership.ts';

/** The workspace a confirmed sign-up joins, when its metadata holds a valid invitation or join link for it. */
interface JoinPlan {
  tenantId: string;
  workspace: string;
  role: WorkspaceRole;
  teamIds: string[];
  pending: boolean;
  invitationId?: string;
}

async function joinPlanOf(
  q: RawQuery,
  meta: Record<string, string>,
  email: string | null,
  now: Date,
): Promise<JoinPlan | null> {
  if (meta.action !== 'JOIN' || !email) return null;
  if (meta.invitation) {
    // The workspace before the invitation, as deleteWorkspace locks them (the deletion revokes its invitations):
    // the other order deadlocked a sign-up against a deletion, and read a deletion that had not committed yet.
    await q(
      `select t.id from app.tenants t join app.invitations i on i.tenant_id = t.id where i.token_hash = $1
        for update of t`,
      [hashToken(meta.invitation)],
    );
    const [row] = await q<InvitationRow & { deleted_at: Date | null }>(
      `${INVITATION_SELECT.replace('t.workspace,', 't.workspace, t.deleted_at,')} where i.token_hash = $1 for update of i`,
      [hashToken(meta.invitation)],
    );
    if (!row || row.deleted_at || invitationRefusal(row, now)) return null;
    if (row.email.toLowerCase() !== email.toLowerCase()) return null;
    return {
      tenantId: row.tenant_id,
      workspace: row.workspace,
      role: row.role,
      teamIds: row.team_ids ?? [],
      pending: false,
      invitationId: row.id,
    };
  }
  if (meta.joinToken) {
    const [t] = await q<{ id: string; workspace: string; owner: string; join_domains: string[] }>(
      `select id, workspace, owner, join_domains from app.tenants
        where join_link_token = $1 and join_link_enabled and status = 'ACTIVE' and deleted_at is null for update`,
      [meta.joinToken],
    );
    if (!t) return null;
    if (!t.join_domains.includes(emailDomain(email))) return null;
    const w = await loadWorkspace(q, t.owner);
    const seats = w.entitlements.seats;
    if (seats !== null && (await seatsTaken(q, t.id, now)) >= seats) return null;
    return { tenantId: t.id, workspace: t.workspace, role: 'member', teamIds: [], pending: true };
  }
  return null;
}

export const POST_CONFIRMATION_TRIGGER = 'data-post-confirmation';
export const PRE_TOKEN_GENERATION_TRIGGER = 'data-pre-token-generation';

export async function createProfileOnConfirmation(
  database: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  event: PostConfirmationEvent,
  now: Date,
  /** The data service's dependencies, to join a workspace and tell its owners; absent, sign-ups start alone. */
  data?: DataDeps,
): Promise<void> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return;
  await createProfile(
    database,
    { username: event.userName, attrs: event.request.userAttributes, meta: event.request.clientMetadata ?? {} },
    now,
    data,
  );
}

/**
 * A user's profile, with the workspace they join or their own, as a confirmed sign-up creates it. Also run at a
 * user's first token when they have none: Cognito runs no PostConfirmation for a user an administrator created
 * (AdminCreateUser), who would otherwise sign in to a dashboard with no profile, workspace or notifications.
 */
async function createProfile(
  database: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  user: { username: string; attrs: Record<string, string | undefined>; meta: Record<string, string> },
  now: Date,
  data?: DataDeps,
): Promise<void> {
  const { attrs, meta, username } = user;
  const email = attrs.email ?? null;
  const name = attrs.name || [attrs.given_name, attrs.family_name].filter(Boolean).join(' ') || null;
  const marketing = attrs['custom:marketing_update'] === 'true';
  const events: [string, Record<string, unknown>][] = [];
  const announcements: { userId?: string; tenantId?: string }[] = [];
  let created = false;
  await database.transaction(async (q) => {
    const [inserted] = await q<{ id: string }>(
      `insert into app.user_profiles
         (id, sub, email, name, cognito_user, owner, phone_number, marketing_consent, created_at, updated_at)
       values ($1, $2, $3, $4, $5::jsonb, $1, $6, $7, $8, $8)
       on conflict (id) do nothing returning id`,
      [
        username,
        attrs.sub ?? username,
        email,
        name,
        JSON.stringify({ email, createDate: now.toISOString(), lastModifiedDate: now.toISOString(), enabled: true }),
        attrs.phone_number || null,
        marketing,
        now,
      ],
    );
    // Confirmation runs once per account; a repeated call changes nothing.
    if (!inserted) return;
    created = true;
    // Joining the workspace the sign-up came for; an invalid invitation or link falls back to a workspace of the
    // user's own, so nobody is left without one.
    const plan = data ? await joinPlanOf(q, meta, email, now) : null;
    if (plan && data) {
      const ctx: MembershipCtx = {
        deps: data,
        db: { query: q },
        publish: (topic, record) => events.push([topic, record]),
        actor: username,
        announce: (change) => announcements.push(change),
      };
      await moveInto(ctx, username, plan);
      if (plan.invitationId)
        await q(
          `update app.invitations set status = 'ACCEPTED', accepted_by = $2, responded_at = $3, updated_at = $3
            where id = $1`,
          [plan.invitationId, username, now],
        );
      await insertAudit(q, {
        actor: username,
        tenantId: plan.tenantId,
        action: plan.invitationId ? 'acceptInvitation' : 'joinWorkspace',
        target: plan.invitationId ? `Invitation:${plan.invitationId}` : `Tenant:${plan.tenantId}`,
        details: {
          via: 'PostConfirmation',
          name,
          email,
          role: plan.role,
          ...(plan.pending ? { status: 'PENDING' } : {}),
        },
        at: now,
      });
      const label = name || email || 'Someone';
      await tell(ctx, await managersOf(q, plan.tenantId, username), {
        type: 'PRODUCT',
        kind: plan.pending ? 'workspace.memberPending' : 'workspace.memberJoined',
        title: plan.pending ? `${label} asks to join ${plan.workspace}` : `${label} joined ${plan.workspace}`,
        body: plan.pending
          ? `${label} (${email}) signed up with the join link and waits for your approval.`
          : `${label} signed up from the invitation and joined as ${plan.role}.`,
        link: COMPANIES_LINK,
        actor: { sub: attrs.sub ?? null, name },
      });
    } else {
      const tenantId = randomUUID();
      const workspace = (
        meta.workspace || (name ? `${name}'s workspace` : (email?.split('@')[1] ?? 'Workspace'))
      ).slice(0, 120);
      // A new workspace is PENDING on the CONNECT tier until a platform admin approves it (or a plan is paid).
      await q(
        `insert into app.tenants (id, email, workspace, active, owner, status, tier, created_at, updated_at)
         values ($1, $2, $3, true, $4, 'PENDING', 'CONNECT', $5, $5)`,
        [tenantId, email, workspace, username, now],
      );
      await q(
        `insert into app.workspace_members (tenant_id, user_id, role, created_at, updated_at)
         values ($1, $2, 'owner', $3, $3)`,
        [tenantId, username, now],
      );
      await insertAudit(q, {
        actor: username,
        tenantId,
        action: 'createWorkspace',
        target: `Tenant:${tenantId}`,
        details: { via: 'PostConfirmation' },
        at: now,
      });
      // New workspaces wait for a platform admin's approval (product page: pendingApproval).
      await q('update app.user_profiles set tenant_id = $2, is_owner = true, pending_approval = true where id = $1', [
        username,
        tenantId,
      ]);
    }
    const planId = meta.pricingPlanId ?? meta.planId;
    if (planId) {
      const [plan] = await q<{ id: string }>("select id from app.pricing_plans where id = $1 and status = 'ACTIVE'", [
        planId,
      ]);
      if (plan) {
        // The pricing page offers codes usable at sign-up or for payments (validateReferralCode). Recorded here, not
        // counted: a checkout with it reserves a use, the first paid invoice books it (billing/).
        const referral = await signupReferralCode(q, meta.referralCodeId, ['SIGN_UP', 'PAYMENT'], now);
        const discounts = referral
          ? [
              {
                type: referral.type,
                timing: referral.timing,
                value: referral.user_value,
                referralCodeId: referral.id,
                code: referral.code,
              },
            ]
          : [];
        const signupPlanId = randomUUID();
        await q(
          `insert into app.signup_plans (id, owner, user_profile_id, pricing_plan_id, referral_code_id, discounts, created_at, updated_at)
           values ($1, $2, $2, $3, $4, $5::jsonb, $6, $6)`,
          [signupPlanId, username, plan.id, referral?.id ?? null, JSON.stringify(discounts), now],
        );
        await q('update app.user_profiles set signup_plan_id = $2 where id = $1', [username, signupPlanId]);
      }
    }
    for (const [type, channels] of [
      ['SECURITY', ['EMAIL']],
      ['PRODUCT', ['EMAIL']],
      ['MARKETING', marketing ? ['EMAIL'] : []],
    ] as const) {
      await q(
        `insert into app.notifications (owner, user_profile_id, type, channels, created_at, updated_at)
         values ($1, $1, $2, $3::jsonb, $4, $4) on conflict (owner, type) do nothing`,
        [username, type, JSON.stringify(channels), now],
      );
    }
  });
  if (data) {
    for (const [topic, record] of events) await publish(data, topic, record);
    for (const change of announcements) await publish(data, WORKSPACE_CHANGES_TOPIC, { ...change });
    // The users projection starts from the account as it stands (an administrator may have added an admin-created
    // user to a group, or disabled them, before their first sign-in made this profile).
    // The sign-up stands whatever happens here; the next identity event about the account copies it again.
    if (created)
      await followIdentityAccount(data, username, attrs.sub ?? username).catch((err: unknown) =>
        data.logger.error({ err, username }, 'users projection: the new profile did not copy its account'),
      );
  }
}

export async function tokenClaims(
  query: RawQuery,
  username: string,
): Promise<{ profile: string; tenant: string } | null> {
  const [p] = await query<{
    id: string;
    name: string | null;
    is_onboarded: boolean;
    pending_approval: boolean;
    is_owner: boolean;
    tenant_id: string | null;
    signup_plan_id: string | null;
  }>(
    'select id, name, is_onboarded, pending_approval, is_owner, tenant_id, signup_plan_id from app.user_profiles where id = $1',
    [username],
  );
  if (!p) return null;
  const [t] = p.tenant_id
    ? await query<{ id: string; workspace: string; active: boolean; owner: string }>(
        'select id, workspace, active, owner from app.tenants where id = $1',
        [p.tenant_id],
      )
    : [];
  const profile = {
    id: p.id,
    name: p.name,
    isOnboarded: p.is_onboarded,
    pendingApproval: p.pending_approval,
    isOwner: p.is_owner,
    tenantId: p.tenant_id,
    signupPlanId: p.signup_plan_id,
  };
  const tenant = t ? { id: t.id, workspace: t.workspace, active: t.active, owner: t.owner } : null;
  return { profile: JSON.stringify(profile), tenant: JSON.stringify(tenant) };
}

export type DataTriggerHandler = (event: AnyTriggerEvent) => Promise<AnyTriggerEvent>;

/**
 * The data service's triggers by name, for the composition root to wire into the identity service: in-process as
 * `builtin:<name>`, or, when the services run apart, behind the data service's signed `/internal/triggers/<name>`.
 */
export function dataTriggerHandlers(
  deps: { database: Database; now: () => Date },
  /** The running data service's dependencies (joins and their notices), once it exists. */
  data?: () => DataDeps | undefined,
): Record<string, DataTriggerHandler> {
  return {
    [POST_CONFIRMATION_TRIGGER]: async (event) => {
      await createProfileOnConfirmation(deps.database, event as PostConfirmationEvent, deps.now(), data?.());
      return event;
    },
    [PRE_TOKEN_GENERATION_TRIGGER]: async (event) => {
      const e = event as PreTokenGenerationEvent;
      let claims = await tokenClaims(deps.database.query, e.userName);
      if (!claims) {
        await createProfile(
          deps.database,
          { username: e.userName, attrs: e.request.userAttributes, meta: {} },
          deps.now(),
          data?.(),
        );
        claims = await tokenClaims(deps.database.query, e.userName);
      }
      if (claims)
        e.response = { claimsAndScopeOverrideDetails: { idTokenGeneration: { claimsToAddOrOverride: claims } } };
      return e;
    },
  };
}

/** Which of the default pool's triggers the data service answers (Cognito trigger kind → handler name). */
export const DATA_POOL_TRIGGERS = {
  PostConfirmation: POST_CONFIRMATION_TRIGGER,
  PreTokenGeneration: PRE_TOKEN_GENERATION_TRIGGER,
} as const;
