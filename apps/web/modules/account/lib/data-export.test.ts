import { describe, expect, it } from 'vitest';
import { dataExportView, type TDataExport } from './data-export.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const base: TDataExport = {
  id: 'e1',
  status: 'READY',
  createdAt: at(-30),
  readyAt: at(-29),
  expiresAt: at(24 * 60 - 29),
  size: 2048,
  url: 'https://example.com/files/o/exports/e1/data.zip?X-Signature=x',
  nextRequestAt: at(30),
};

describe('dataExportView', () => {
  it('offers the first export at once', () => {
    expect(dataExportView(null, NOW)).toEqual({
      status: 'NONE',
      url: null,
      canRequest: true,
      nextRequestAt: null,
      polling: false,
    });
  });

  it('polls while pending, and no new request is possible', () => {
    const view = dataExportView({ ...base, status: 'PENDING', readyAt: null, expiresAt: null, url: null }, NOW);
    expect(view).toMatchObject({ status: 'PENDING', polling: true, canRequest: false, url: null });
  });

  it('links a ready export and says when the next request is possible', () => {
    expect(dataExportView(base, NOW)).toEqual({
      status: 'READY',
      url: base.url,
      canRequest: false,
      nextRequestAt: new Date(at(30)),
      polling: false,
    });
  });

  it('allows a new request once the hour is over', () => {
    expect(dataExportView(base, new Date(at(31)))).toMatchObject({
      status: 'READY',
      canRequest: true,
      nextRequestAt: null,
    });
  });

  it('drops the link once the export has expired, even before the page asks again', () => {
    expect(dataExportView(base, new Date(at(24 * 60)))).toMatchObject({
      status: 'EXPIRED',
      url: null,
      canRequest: true,
    });
  });

  it('lets a failed export be requested again', () => {
    const failed = { ...base, status: 'FAILED' as const, url: null, nextRequestAt: null };
    expect(dataExportView(failed, NOW)).toMatchObject({ status: 'FAILED', canRequest: true });
  });
});
