import { describe, expect, it, vi } from 'vitest';
import { shareWithin } from './shared-debounce.ts';

describe('shareWithin', () => {
  it('shares one call among callers within the window, and starts anew after it', async () => {
    let now = 0;
    const fn = vi.fn(async () => now);
    const shared = shareWithin(fn, 300, () => now);
    const a = shared();
    now = 200;
    const b = shared();
    expect(b).toBe(a);
    now = 600;
    const c = shared();
    expect(c).not.toBe(a);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
