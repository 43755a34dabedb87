// The data service's user-pool triggers, run in-process by the identity service as Cognito runs Lambdas:
// PostConfirmation creates the UserProfile (and, for a new workspace, the Tenant it owns, its sign-up plan and
// default notification preferences); PreTokenGeneration puts the `profile` and `tenant` JSON claims into the
// ID token (seed section 3: the signed-in user's profile and tenant are parsed from them).
import { randomUUID } from 'node:crypto';
import type { Database, RawQuery } from '@innov/db';
import type { AnyTriggerEvent, PostConfirmationEvent, PreTokenGenerationEvent } from '@innov/platform';
import { insertAudit } from './audit/write-audit.ts';
import { applyReferralCode } from './pricing/referral-codes.ts';

export const POST_CONFIRMATION_TRIGGER = 'data-post-confirmation';
export const PRE_TOKEN_GENERATION_TRIGGER = 'data-pre-token-generation';

export async function createProfileOnConfirmation(
  database: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  event: PostConfirmationEvent,
  now: Date,
): Promise<void> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return;
  const attrs = event.request.userAttributes;
  const meta = event.request.clientMetadata ?? {};
  const username = event.userName;
  const email = attrs.email ?? null;
  const name = attrs.name || [attrs.given_name, attrs.family_name].filter(Boolean).join(' ') || null;
  const marketing = attrs['custom:marketing_update'] === 'true';
  await database.transaction(async (q) => {
    const [created] = await q<{ id: string }>(
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
    if (!created) return;
    if (meta.action !== 'JOIN') {
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
        // The pricing page offers codes usable at sign-up or for payments (validateReferralCode).
        const referral = await applyReferralCode(q, meta.referralCodeId, ['SIGN_UP', 'PAYMENT'], now);
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
export function dataTriggerHandlers(deps: { database: Database; now: () => Date }): Record<string, DataTriggerHandler> {
  return {
    [POST_CONFIRMATION_TRIGGER]: async (event) => {
      await createProfileOnConfirmation(deps.database, event as PostConfirmationEvent, deps.now());
      return event;
    },
    [PRE_TOKEN_GENERATION_TRIGGER]: async (event) => {
      const e = event as PreTokenGenerationEvent;
      const claims = await tokenClaims(deps.database.query, e.userName);
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
