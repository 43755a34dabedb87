// Turning a preference's EMAIL channel on or off from outside the GraphQL API: an unsubscribe link, identity's
// marketing consent (custom:marketing_update) changing. The preference's rules (preferences.ts) still apply.
import type { NotificationType } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { type DbRecord, runtimeFor, toRecord } from '../store/repository.ts';
import { notificationModel } from './models.ts';
import { marketingConsent, preferenceOf, ruledChannels } from './preferences.ts';

/**
 * Turns the EMAIL channel of the user's `type` preference on or off (an unsubscribe link, identity's marketing
 * consent), creating the record from the defaults when there is none. Returns the record and the subscription
 * topic to publish it on, or null when nothing changed.
 */
export async function setEmailChannel(
  q: RawQuery,
  owner: string,
  type: NotificationType,
  on: boolean,
  now: Date,
): Promise<{ topic: string; record: DbRecord } | null> {
  const rt = runtimeFor(notificationModel);
  const [row] = await q<Record<string, unknown>>(
    `select ${rt.selectList} from ${rt.table} where owner = $1 and type = $2 for update`,
    [owner, type],
  );
  const consent = type === 'MARKETING' ? on : await marketingConsent(q, owner);
  const before = preferenceOf(type, row, consent).channels;
  const without = before.filter((c) => c !== 'EMAIL');
  const channels = ruledChannels(type, on ? ['EMAIL', ...without] : without, consent);
  if (row && JSON.stringify(row.channels) === JSON.stringify(channels)) return null;
  const [saved] = await q<Record<string, unknown>>(
    `insert into ${rt.table} (id, owner, user_profile_id, type, channels, created_at, updated_at)
     values (gen_random_uuid()::text, $1, $1, $2, $3::jsonb, $4, $4)
     on conflict (owner, type) do update set channels = excluded.channels, updated_at = excluded.updated_at
     returning ${rt.selectList}`,
    [owner, type, JSON.stringify(channels), now],
  );
  return { topic: row ? 'onUpdateNotification' : 'onCreateNotification', record: toRecord(rt, saved) };
}
