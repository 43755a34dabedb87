// The one AsyncIterator over a pubsub topic, for every Subscription's `subscribe` resolver. Each event passes an
// `accept` check first (the guard: may this subscriber see this record? It may be async, and events are still
// delivered in the order they were published). Memory is bounded: a consumer that falls behind loses its oldest
// events rather than growing a queue without limit.
import type { PubSub } from './pubsub.ts';

export interface TopicIteratorOptions<T> {
  /** Events for which this is false are skipped (authorization, subscription arguments); may be async. */
  accept?: (payload: Record<string, unknown>) => boolean | Promise<boolean>;
  /** Maps the published payload to the iterator's value, e.g. `{ onUpdateX: payload }`. */
  map?: (payload: Record<string, unknown>) => T;
  /** Events held for a slow consumer before the oldest are dropped. */
  maxQueue?: number;
}

export const DEFAULT_MAX_QUEUE = 256;

export function topicIterator<T = Record<string, unknown>>(
  pubsub: PubSub,
  topic: string,
  options: TopicIteratorOptions<T> = {},
): AsyncGenerator<T, undefined, unknown> {
  const { accept, map = (p) => p as T, maxQueue = DEFAULT_MAX_QUEUE } = options;
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T, undefined>) => void) | undefined;
  let done = false;
  // Async checks run one after another, so a slow check never lets a later event overtake an earlier one; a check
  // that answers at once, with none pending before it, delivers at once.
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;

  const deliver = (payload: Record<string, unknown>) => {
    if (done) return;
    const value = map(payload);
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > maxQueue) queue.shift();
  };

  const later = (check: () => boolean | Promise<boolean>, payload: Record<string, unknown>) => {
    pending++;
    chain = chain.then(async () => {
      try {
        if (!done && (await check())) deliver(payload);
      } catch {
        // A failing check hides the event, never shows it.
      } finally {
        pending--;
      }
    });
  };

  const unsubscribe = pubsub.subscribe(topic, (payload) => {
    if (done) return;
    if (!accept) return deliver(payload);
    if (pending > 0) return later(() => accept(payload), payload);
    let answer: boolean | Promise<boolean>;
    try {
      answer = accept(payload);
    } catch {
      return;
    }
    if (typeof answer === 'boolean') {
      if (answer) deliver(payload);
      return;
    }
    const settled = answer;
    later(() => settled, payload);
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
