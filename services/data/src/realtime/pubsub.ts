// Fan-out of mutation events to realtime subscribers: in-process by default; across processes (Redis) when
// REDIS_URL is set. Topics are subscription field names (e.g. `onUpdateUserProfile`); payloads are the
// mutation's result object, which each subscriber's own selection set and authorization are applied to.

export type Unsubscribe = () => void;

export interface PubSub {
  publish(topic: string, payload: Record<string, unknown>): Promise<void>;
  subscribe(topic: string, listener: (payload: Record<string, unknown>) => void): Unsubscribe;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const listeners = new Map<string, Set<(payload: Record<string, unknown>) => void>>();
  return {
    async publish(topic, payload) {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(payload);
        } catch {
          // One failing subscriber must not stop delivery to the others.
        }
      }
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}

export interface RedisPubSubOptions {
  /** Prepended to topics to make channel names, so several deployments can share one Redis. */
  prefix?: string;
  onError?: (err: Error) => void;
}

/**
 * Fan-out across processes: each topic is a Redis channel (`<prefix><topic>`) carrying JSON. Every process
 * pattern-subscribes to `<prefix>*` once, before this resolves, so a subscriber acknowledged to a client can never
 * miss an event that was published after it (no per-topic SUBSCRIBE round trip to race). Local listeners,
 * including those in the publishing process, receive events through Redis, so every process sees one order.
 */
export async function createRedisPubSub(url: string, options: RedisPubSubOptions = {}): Promise<PubSub> {
  const { Redis } = await import('ioredis');
  const prefix = options.prefix ?? 'innov:realtime:';
  const onError = options.onError ?? (() => {});
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const local = createInProcessPubSub();
  subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return;
    void local.publish(channel.slice(prefix.length), payload as Record<string, unknown>);
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.psubscribe(`${escapeGlob(prefix)}*`);
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    throw err;
  }
  return {
    async publish(topic, payload) {
      await publisher.publish(prefix + topic, JSON.stringify(payload));
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function escapeGlob(s: string): string {
  return s.replace(/[*?[\]\\]/g, '\\$&');
}

/** Redis when `REDIS_URL` is set (fan-out across processes), in-process otherwise. */
export async function createPubSub(
  env: Record<string, string | undefined> = process.env,
  options: RedisPubSubOptions = {},
): Promise<PubSub> {
  return env.REDIS_URL ? createRedisPubSub(env.REDIS_URL, options) : createInProcessPubSub();
}
