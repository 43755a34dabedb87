// The identity service's events as the data service receives them (in-process, or over the signed internal
// endpoint). Each is fanned out through the realtime pubsub, so every data process hears it (Redis when
// REDIS_URL is set): the principal cache forgets the user's verified tokens at once, the realtime server ends
// the subscriptions of a session that ended (auth/ended-sessions.ts). The notifications are made once, by the
// process that receives the event (notifications/notify-identity-event.ts).
import type { Database } from '@innov/db';
import { type IdentityEvent, isIdentityEvent, type Logger } from '@innov/platform';
import type { PubSub } from './realtime/pubsub.ts';

export const IDENTITY_EVENTS_TOPIC = 'internal:identity-events';
/** How long the account page's security activity goes back (as identity keeps auth events). */
export const SECURITY_EVENT_RETENTION_DAYS = 90;

export class IdentityEventHub {
  private readonly listeners = new Set<(event: IdentityEvent) => void>();
  private readonly receivers: ((event: IdentityEvent) => Promise<void>)[] = [];
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
    private readonly database: Database,
  ) {
    this.unsubscribe = pubsub.subscribe(IDENTITY_EVENTS_TOPIC, (payload) => {
      if (!isIdentityEvent(payload)) return;
      for (const listener of this.listeners) {
        try {
          listener(payload);
        } catch (err) {
          this.logger.error({ err, kind: payload.kind }, 'identity event listener failed');
        }
      }
    });
  }

  /**
   * Work done once per event, by the process that receives it (not on every process, as listeners are): the
   * notifications. It must be idempotent; a failure fails the delivery, which the identity side retries when the
   * services run apart.
   */
  onReceive(receiver: (event: IdentityEvent) => Promise<void>): void {
    this.receivers.push(receiver);
  }

  /**
   * Accepts an event from the identity service: stores it for the user's security activity (once per event id;
   * a deleted user's history goes with them), runs the receivers and fans it out to every data process.
   */
  async receive(event: IdentityEvent): Promise<void> {
    if (event.kind === 'UserDeleted') {
      await this.database.query('delete from app.security_events where user_id = $1', [event.username]);
    } else {
      await this.database.query(
        `with pruned as (
           delete from app.security_events
            where user_id = $2 and created_at < $5::timestamptz - make_interval(days => $6))
         insert into app.security_events (id, user_id, kind, details, created_at)
         values ($1, $2, $3, $4::jsonb, $5) on conflict (id) do nothing`,
        [
          event.id,
          event.username,
          event.kind,
          JSON.stringify(withoutSecrets(event).detail ?? {}),
          event.at,
          SECURITY_EVENT_RETENTION_DAYS,
        ],
      );
    }
    for (const receiver of this.receivers) await receiver(event);
    await this.pubsub.publish(IDENTITY_EVENTS_TOPIC, event as unknown as Record<string, unknown>);
  }

  listen(listener: (event: IdentityEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }
}

/**
 * The event without what only its mail may carry: EmailChanged's `revertUrl` is a live single-use link for a week,
 * so the security activity does not keep it (the receivers here mail it; the fan-out passes it on, unstored).
 */
export function withoutSecrets(event: IdentityEvent): IdentityEvent {
  if (!event.detail || !('revertUrl' in event.detail)) return event;
  const { revertUrl: _secret, ...detail } = event.detail;
  return { ...event, detail };
}
