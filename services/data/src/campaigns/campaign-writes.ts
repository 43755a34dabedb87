// What the campaign mutations share: the order of locks (the workspace's row, then the campaign's), who edits a
// campaign (the workspace's owners and admins, the campaign's owners) and who moderates it, checked on the campaign
// as this transaction sees it.
import type { RawQuery } from '@innov/db';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type CampaignInSight,
  type CampaignsWorkspace,
  isWorkspaceManager,
  requireCampaignsWriter,
  requireVisibleCampaign,
} from './campaign-access.ts';

/**
 * Serialises the workspace's campaign count (publishing within the plan's limit) and its other campaign writes that
 * need it; always taken before a campaign's row lock.
 */
export async function lockCampaignsOf(q: RawQuery, tenantId: string): Promise<void> {
  await q('select id from app.tenants where id = $1 for update', [tenantId]);
}

/** The caller edits the campaign: a workspace owner or admin, or one of its owners; Unauthorized otherwise. */
export async function requireCampaignEditor(
  q: RawQuery,
  w: CampaignsWorkspace,
  campaignId: string,
  me: string,
  field: string,
): Promise<void> {
  if (isWorkspaceManager(w)) return;
  const [owner] = await q<{ n: number }>(
    `select 1 as n from app.campaign_roles where campaign_id = $1 and user_id = $2 and role = 'OWNER'`,
    [campaignId, me],
  );
  if (!owner) throw Errors.unauthorized(field, 'Mutation');
}

/**
 * The campaign `id` for an editor's change: a writer of the workspace, the campaign in sight and locked (missing
 * otherwise), the caller its editor (Unauthorized otherwise). `lockWorkspace` takes the workspace's lock first.
 */
export async function editableCampaign(
  ctx: Pick<DomainContext, 'principal' | 'db'>,
  field: string,
  id: string,
  o: { lockWorkspace?: boolean } = {},
): Promise<{ w: CampaignsWorkspace } & CampaignInSight> {
  const w = await requireCampaignsWriter(ctx.principal, field);
  if (o.lockWorkspace) await lockCampaignsOf(ctx.db.query, w.tenantId);
  const me = ctx.principal.userId as string;
  const found = await requireVisibleCampaign(ctx.db.query, w.tenantId, me, id, { lock: true });
  await requireCampaignEditor(ctx.db.query, w, found.campaign.id, me, field);
  return { w, ...found };
}

/** The caller moderates the campaign (its owners and moderators, the workspace's owners and admins). */
export function requireCampaignModerator(found: CampaignInSight, field: string, type = 'Mutation'): void {
  if (!found.moderates) throw Errors.unauthorized(field, type);
}
