import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftSaver } from './draft-saver.ts';
import type { TSaveStatus } from './idea-form.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DraftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once typing has paused, not at every key', async () => {
    const save = vi.fn(async () => undefined);
    const statuses: TSaveStatus['kind'][] = [];
    const saver = new DraftSaver(save, (s) => statuses.push(s.kind), 1500);
    saver.touch();
    await vi.advanceTimersByTimeAsync(1000);
    saver.touch();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('runs one save at a time and saves what was typed meanwhile right after', async () => {
    const first = deferred();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const saver = new DraftSaver(save, () => undefined, 1500);
    saver.touch();
    const flushing = saver.flush();
    saver.touch();
    const second = saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve();
    await expect(flushing).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.unsaved).toBe(false);
  });

  it('keeps the changes unsaved after a failure, says why, and saves them on the way out', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    let last: TSaveStatus | null = null;
    const saver = new DraftSaver(
      save,
      (s) => {
        last = s;
      },
      1500,
    );
    saver.touch();
    await expect(saver.flush()).resolves.toBe(false);
    expect(last).toEqual({ kind: 'error', message: 'offline' });
    expect(saver.unsaved).toBe(true);
    saver.dispose();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does nothing when there is nothing to save', async () => {
    const save = vi.fn(async () => undefined);
    const saver = new DraftSaver(save, () => undefined, 1500);
    await expect(saver.flush()).resolves.toBe(true);
    saver.dispose();
    expect(save).not.toHaveBeenCalled();
  });
});
