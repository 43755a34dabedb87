// inviteMembers: owners and admins of an active workspace invite one or many addresses with a role (owners only
// by owners) and, with the teams plan, into teams. Each address gets an e-mailed single-use link (only its
// SHA-256 is kept) that works for INVITATION_TTL_DAYS; an existing user is also told in the app. Addresses
// already in the workspace or already invited are skipped, with the reason. The plan's seats count members and
// pending invitations; invitations are rate-limited per workspace, per address.
import { randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  INVITE_BATCH_MAX,
  isAwsEmail,
  REQUEST_LIMIT_MESSAGE,
  WORKSPACE_ROLES,
} from '@innov/contracts';
import { z } from 'zod';
import { requireEntitlement, requireWithinLimit } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  hashToken,
  INVITATION_SELECT,
  type Invitation,
  type InvitationRow,
  invitationExpiry,
  invitationOf,
  newToken,
  personOf,
  requireManager,
  seatsTaken,
  sendInvitationMail,
  tell,
} from './membership.ts';
import { lockWorkspace } from './workspace-state.ts';

/** Per workspace: a burst of 50 addresses, then 20 a minute. */
export const INVITE_LIMIT = { perMinute: 20, burst: 50 };

export const ZInviteMembersArgs = z.object({
  input: z.object({
    emails: z
      .array(z.string().max(320, 'at most 320 characters'))
      .min(1, 'enter at least one e-mail address')
      .max(INVITE_BATCH_MAX, `at most ${INVITE_BATCH_MAX} addresses at once`),
    role: z.enum(WORKSPACE_ROLES),
    teamIds: z.array(z.string().min(1).max(128)).max(100, 'at most 100 teams').nullish(),
  }),
});

export interface InviteMembersResult {
  invited: Invitation[];
  skipped: { email: string; reason: string }[];
  tenantId: string;
}

export const SKIP_REASONS = {
  invalid: 'not a valid e-mail address',
  member: 'already a member',
  invited: 'already invited',
} as const;

export const inviteMembers = defineFunction({
  name: 'inviteMembers',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZInviteMembersArgs,
  audit: (out: InviteMembersResult, args: z.infer<typeof ZInviteMembersArgs>) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: {
      emails: out.invited.map((i) => i.email),
      role: args.input.role,
      teamIds: args.input.teamIds ?? [],
      skipped: out.skipped.length,
    },
  }),
  async run(ctx, { input }): Promise<InviteMembersResult> {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'inviteMembers');
    if (input.role === 'owner' && w.role !== 'owner') throw Errors.unauthorized('inviteMembers', 'Mutation');
    const tenantId = w.tenantId as string;
    const teamIds = [...new Set(input.teamIds ?? [])];
    if (teamIds.length) {
      await requireEntitlement(principal, 'teams', 'inviteMembers');
      const found = await db.query('select id from app.teams where tenant_id = $1 and id = any($2::text[])', [
        tenantId,
        teamIds,
      ]);
      if (found.length !== teamIds.length) throw Errors.validation('input.teamIds: not a team of this workspace');
    }
    // One batch at a time per workspace: two at once for one address would meet in the unique index.
    await lockWorkspace(db.query, tenantId);
    const now = deps.now();
    const skipped: InviteMembersResult['skipped'] = [];
    const wanted = new Map<string, string>();
    for (const raw of input.emails) {
      const email = raw.trim();
      if (!isAwsEmail(email)) skipped.push({ email: raw, reason: SKIP_REASONS.invalid });
      else if (!wanted.has(email.toLowerCase())) wanted.set(email.toLowerCase(), email);
    }
    const keys = [...wanted.keys()];
    const members = await db.query<{ e: string }>(
      'select lower(email) as e from app.user_profiles where tenant_id = $1 and lower(email) = any($2::text[])',
      [tenantId, keys],
    );
    // A pending invitation past its time is expired for good once the address is invited again.
    await db.query(
      `update app.invitations set status = 'EXPIRED', updated_at = $2
        where tenant_id = $1 and status = 'PENDING' and expires_at <= $2 and lower(email) = any($3::text[])`,
      [tenantId, now, keys],
    );
    const invited = await db.query<{ e: string }>(
      `select lower(email) as e from app.invitations
        where tenant_id = $1 and status = 'PENDING' and lower(email) = any($2::text[])`,
      [tenantId, keys],
    );
    for (const [set, reason] of [
      [members, SKIP_REASONS.member],
      [invited, SKIP_REASONS.invited],
    ] as const) {
      for (const { e } of set) {
        const email = wanted.get(e);
        if (email === undefined) continue;
        skipped.push({ email, reason });
        wanted.delete(e);
      }
    }
    const emails = [...wanted.values()];
    if (emails.length === 0) return { invited: [], skipped, tenantId };
    for (const _ of emails)
      if (!(await deps.limiter.takeForUser('inviteMembers', tenantId, INVITE_LIMIT)))
        throw Errors.tooManyRequests(REQUEST_LIMIT_MESSAGE);
    requireWithinLimit(w, 'seats', (await seatsTaken(db.query, tenantId, now)) + emails.length - 1);

    const inviter = await personOf(db.query, principal.userId as string);
    const out: Invitation[] = [];
    for (const email of emails) {
      const token = newToken();
      const id = randomUUID();
      await db.query(
        `insert into app.invitations (id, tenant_id, email, role, team_ids, token_hash, invited_by, status, expires_at,
                                      created_at, updated_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, 'PENDING', $8, $9, $9)`,
        [
          id,
          tenantId,
          email,
          input.role,
          JSON.stringify(teamIds),
          hashToken(token),
          principal.userId,
          invitationExpiry(now),
          now,
        ],
      );
      const [row] = await db.query<InvitationRow>(`${INVITATION_SELECT} where i.id = $1`, [id]);
      out.push(invitationOf(row, now));
      await sendInvitationMail(ctx, {
        email,
        token,
        workspace: row.workspace,
        inviterName: inviter.name,
        role: input.role,
      });
      // Someone who has an account hears of it in the app too (the e-mail above is the one they get).
      const users = await db.query<{ id: string }>(
        'select id from app.user_profiles where lower(email) = $1 and (tenant_id is null or tenant_id <> $2)',
        [email.toLowerCase(), tenantId],
      );
      await tell(
        ctx,
        users.map((u) => u.id),
        {
          type: 'PRODUCT',
          kind: 'workspace.invited',
          title: `${inviter.label} invited you to ${row.workspace}`,
          body: `Accept or decline the invitation from your dashboard. It expires in ${INVITATION_TTL_DAYS} days.`,
          link: '/dashboard',
          actor: { sub: principal.sub ?? null, name: inviter.name },
          mail: [],
        },
      );
    }
    return { invited: out, skipped, tenantId };
  },
});
