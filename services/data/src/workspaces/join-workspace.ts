// joinWorkspace: a signed-in user whose e-mail is on one of the join link's domains joins the workspace as a
// member pending approval by an owner or admin (who are told). Like accepting an invitation, it moves them out of
// their current workspace, refused while they are its last owner and others remain. The plan's seats count.
import { emailDomain, MEMBERSHIP_MESSAGES, type MyWorkspace } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requireWithinLimit } from '../auth/guard.ts';
import { loadWorkspace } from '../auth/workspace.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { ZTokenArg } from './get-invitation.ts';
import {
  COMPANIES_LINK,
  lockMoveTenants,
  type MembershipCtx,
  managersOf,
  membershipCtx,
  moveInto,
  myWorkspace,
  personOf,
  seatsTaken,
  tell,
} from './membership.ts';

export interface JoinLinkTarget {
  tenantId: string;
  workspace: string;
  owner: string;
  domains: string[];
}

/** The workspace a join link admits to, locked; refused when unknown, off or not taking members. */
export async function joinLinkTarget(q: RawQuery, token: string): Promise<JoinLinkTarget> {
  const [row] = await q<{ id: string; workspace: string; owner: string; join_domains: string[] }>(
    `select id, workspace, owner, join_domains from app.tenants
      where join_link_token = $1 and join_link_enabled and status = 'ACTIVE' and deleted_at is null for update`,
    [token],
  );
  if (!row) throw Errors.invitationInvalid(MEMBERSHIP_MESSAGES.joinLinkOff);
  return { tenantId: row.id, workspace: row.workspace, owner: row.owner, domains: row.join_domains };
}

/** Joins `userId` (e-mail `email`) by the link: the domain, the seats, the move, the owners and admins told. */
export async function joinByLink(ctx: MembershipCtx, userId: string, email: string, target: JoinLinkTarget) {
  const q = ctx.db.query;
  if (!target.domains.includes(emailDomain(email)))
    throw Errors.invitationMismatch(MEMBERSHIP_MESSAGES.joinDomain(target.domains));
  const w = await loadWorkspace(q, target.owner);
  requireWithinLimit(w, 'seats', await seatsTaken(q, target.tenantId, ctx.deps.now()));
  await moveInto(ctx, userId, { tenantId: target.tenantId, role: 'member', pending: true });
  const me = await personOf(q, userId);
  await tell(ctx, await managersOf(q, target.tenantId, userId), {
    type: 'PRODUCT',
    kind: 'workspace.memberPending',
    title: `${me.label} asks to join ${target.workspace}`,
    body: `${me.label} (${email}) joined by the join link and waits for your approval.`,
    link: COMPANIES_LINK,
    actor: { name: me.name },
  });
  return { name: me.name, email };
}

export const joinWorkspace = defineFunction({
  name: 'joinWorkspace',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ token: ZTokenArg }) }),
  audit: (out: MyWorkspace & { joiner: { name: string | null; email: string } }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { via: 'joinLink', status: 'PENDING', name: out.joiner.name, email: out.joiner.email },
  }),
  async run(ctx, { input }) {
    const { principal, db } = ctx;
    if (!principal.userId) throw Errors.unauthorized('joinWorkspace', 'Mutation');
    // Both workspaces locked in one order first (see lockMoveTenants); joinLinkTarget then checks the link.
    const [linked] = await db.query<{ id: string }>('select id from app.tenants where join_link_token = $1', [
      input.token,
    ]);
    if (linked) await lockMoveTenants(db.query, principal.userId, linked.id);
    const target = await joinLinkTarget(db.query, input.token);
    const [me] = await db.query<{ email: string | null }>('select email from app.user_profiles where id = $1', [
      principal.userId,
    ]);
    const joiner = await joinByLink(membershipCtx(ctx), principal.userId, me?.email ?? '', target);
    return { ...(await myWorkspace(db.query, principal.userId)), joiner };
  },
});
