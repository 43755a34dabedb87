// The identity service's events as the data service receives them (in-process, or over the signed internal
// endpoint). Each is fanned out through the realtime pubsub, so every data process hears it (Redis when
// REDIS_URL is set): the principal cache forgets the user's verified tokens at once, and later features
// (notifications, closing a signed-out user's subscriptions) listen here too.
import { type IdentityEvent, isIdentityEvent, type Logger } from '@innov/platform';
import type { PubSub } from './realtime/pubsub.ts';

export const IDENTITY_EVENTS_TOPIC = 'internal:identity-events';

export class IdentityEventHub {
  private readonly listeners = new Set<(event: IdentityEvent) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
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

  /** Accepts an event from the identity service and fans it out to every data process. */
  async receive(event: IdentityEvent): Promise<void> {
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
