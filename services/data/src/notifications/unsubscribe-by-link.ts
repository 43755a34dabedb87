// unsubscribeByLink: what a notification e-mail's unsubscribe link (or an RFC 8058 one-click POST) does: the
// type's EMAIL channel goes off; for MARKETING the consent goes too, and identity's custom:marketing_update is
// set to "false" by a job (retried until identity has it), so the marketing switch and the preference stay one
// setting. Audited as the recipient's act, from the link's address.
import type { NotificationType } from '@innov/contracts';
import { insertAudit } from '../audit/write-audit.ts';
import type { DataDeps } from '../deps.ts';
import { setEmailChannel } from './email-channel.ts';
import { notifyInTransaction } from './notify.ts';

export const MARKETING_CONSENT_JOB = 'notification-marketing-consent';
export interface MarketingConsentJob {
  sub: string;
  consent: boolean;
}

/** Turns the type's e-mail off for the recipient; false when there is no such user. */
export async function unsubscribeByLink(
  deps: DataDeps,
  owner: string,
  type: NotificationType,
  request: { ip: string; requestId?: string },
): Promise<boolean> {
  return notifyInTransaction(deps, async ({ db, publish }) => {
    const [profile] = await db.query<{ id: string; sub: string | null; tenant_id: string | null }>(
      'select id, sub, tenant_id from app.user_profiles where id = $1 for update',
      [owner],
    );
    if (!profile) return false;
    const now = deps.now();
    if (type === 'MARKETING') {
      await db.query('update app.user_profiles set marketing_consent = false, updated_at = $2 where id = $1', [
        owner,
        now,
      ]);
      if (profile.sub)
        await deps.jobs.send<MarketingConsentJob>(
          MARKETING_CONSENT_JOB,
          { sub: profile.sub, consent: false },
          { query: db.query },
        );
    }
    const changed = await setEmailChannel(db.query, owner, type, false, now);
    if (changed) publish(changed.topic, changed.record);
    await insertAudit(db.query, {
      actor: owner,
      tenantId: profile.tenant_id,
      action: 'unsubscribeByLink',
      target: changed ? `Notification:${changed.record.id}` : null,
      ip: request.ip,
      requestId: request.requestId,
      details: { type },
      at: now,
    });
    return true;
  });
}
