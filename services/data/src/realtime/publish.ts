// Publishing a mutation's record to its subscription topic. A failure to publish never fails the mutation that
// has already committed: it is logged, and the subscribers miss that one event.
import type { Logger } from '@innov/platform';
import type { PubSub } from './pubsub.ts';

export async function publish(
  deps: { pubsub: PubSub; logger: Logger },
  topic: string,
  record: Record<string, unknown>,
): Promise<void> {
  try {
    await deps.pubsub.publish(topic, record);
  } catch (error) {
    deps.logger.warn({ err: error, topic }, 'publishing a subscription event failed');
  }
}
