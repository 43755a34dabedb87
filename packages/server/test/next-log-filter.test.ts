import { describe, expect, it, vi } from 'vitest';
import { dropNoFallbackErrorReports, isNoFallbackError } from '../src/next-log-filter.ts';

class NoFallbackError extends Error {
  constructor() {
    super();
    this.message = 'Internal: NoFallbackError';
  }
}

describe('dropNoFallbackErrorReports', () => {
  it("drops Next's not-found control-flow report and passes every other error through", () => {
    const error = vi.fn();
    const target = { error };
    dropNoFallbackErrorReports(target);
    target.error(new NoFallbackError());
    expect(error).not.toHaveBeenCalled();
    const real = new Error('database unavailable');
    target.error(real);
    target.error('render failed', new NoFallbackError());
    target.error('Internal: NoFallbackError');
    expect(error.mock.calls).toEqual([
      [real],
      ['render failed', expect.any(NoFallbackError)],
      ['Internal: NoFallbackError'],
    ]);
  });

  it('recognises the error by its message only', () => {
    expect(isNoFallbackError(new NoFallbackError())).toBe(true);
    expect(isNoFallbackError(new Error('Internal: NoFallbackError!'))).toBe(false);
    expect(isNoFallbackError({ message: 'Internal: NoFallbackError' })).toBe(false);
  });
});
