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
