// Calls made within `ms` of the previous one share its promise instead of starting another: the seed debounces
// auto sign-in by 300 ms, and a double click must not leave the second caller waiting forever (Amplify's own
// debounce drops the second call's promise).
export function shareWithin<T>(fn: () => Promise<T>, ms: number, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; promise: Promise<T> } | undefined;
  return () => {
    const at = now();
    if (last && at - last.at < ms) {
      last.at = at;
      return last.promise;
    }
    const promise = fn();
    last = { at, promise };
    return promise;
  };
}
