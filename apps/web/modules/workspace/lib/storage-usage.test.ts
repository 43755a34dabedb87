import { describe, expect, it } from 'vitest';
import { usageView } from './storage-usage.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

describe('usageView', () => {
  it('reads the use against the plan', () => {
    expect(usageView({ usedBytes: 1.2 * MB, limitBytes: GB, fileCount: 3 })).toEqual({
      text: '1.2 MB of 1 GB used',
      percent: 1,
      level: 'ok',
      files: '3 files',
    });
  });

  it('shows nothing used as an empty bar', () => {
    expect(usageView({ usedBytes: 0, limitBytes: 10 * GB, fileCount: 0 })).toMatchObject({
      text: '0 bytes of 10 GB used',
      percent: 0,
      files: '0 files',
    });
  });

  it('warns from 90 % and is full at the limit', () => {
    expect(usageView({ usedBytes: 0.95 * GB, limitBytes: GB, fileCount: 1 })).toMatchObject({
      percent: 95,
      level: 'high',
      files: '1 file',
    });
    expect(usageView({ usedBytes: 1.2 * GB, limitBytes: GB, fileCount: 9 })).toMatchObject({
      percent: 100,
      level: 'full',
    });
  });

  it('has no bar without a limit', () => {
    expect(usageView({ usedBytes: 5 * MB, limitBytes: null, fileCount: 2 })).toEqual({
      text: '5 MB used',
      percent: null,
      level: 'ok',
      files: '2 files',
    });
  });
});
