import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('says bytes below a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('uses binary units with one decimal below 10', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(350 * 1024)).toBe('350 KB');
    expect(formatBytes(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(12.6 * 1024 ** 3)).toBe('13 GB');
  });

  it('never says 1024 of a unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('reads nonsense as nothing', () => {
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
    expect(formatBytes(-5)).toBe('0 bytes');
  });
});
