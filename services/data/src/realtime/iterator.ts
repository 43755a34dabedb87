// An AsyncIterator over one pubsub topic, for Subscription `subscribe` resolvers. Memory is bounded: a consumer
// that falls behind loses its oldest events rather than growing a queue without limit.
import type { PubSub } from './pubsub.ts';

export interface TopicIteratorOptions<T> {
  /** Events for which this is false are skipped (authorization, subscription arguments). */
  filter?: (payload: Record<string, unknown>) => boolean;
  /** Maps the published payload to the iterator's value, e.g. `{ onUpdateX: payload }`. */
  map?: (payload: Record<string, unknown>) => T;
  /** Events held for a slow consumer before the oldest are dropped. */
  maxQueue?: number;
}

export function topicIterator<T = Record<string, unknown>>(
  pubsub: PubSub,
  topic: string,
  options: TopicIteratorOptions<T> = {},
): AsyncGenerator<T, undefined, unknown> {
  const { filter, map = (p) => p as T, maxQueue = 256 } = options;
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T, undefined>) => void) | undefined;
  let done = false;

  const unsubscribe = pubsub.subscribe(topic, (payload) => {
    if (done || (filter && !filter(payload))) return;
    const value = map(payload);
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > maxQueue) queue.shift();
  });

  const finish = (): IteratorResult<T, undefined> => {
    if (!done) {
      done = true;
      unsubscribe();
      queue.length = 0;
      const resolve = waiting;
      waiting = undefined;
      resolve?.({ value: undefined, done: true });
    }
    return { value: undefined, done: true };
  };

  const iterator: AsyncGenerator<T, undefined, unknown> = {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return() {
      return Promise.resolve(finish());
    },
    throw(error) {
      finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
