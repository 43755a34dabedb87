import { beforeEach, describe, expect, it, vi } from 'vitest';

const isPublishedResourceId = vi.fn<(id: string) => Promise<boolean>>();
vi.mock('./resources.ts', () => ({ isPublishedResourceId: (id: string) => isPublishedResourceId(id) }));

const { resourceMayExist } = await import('./resource-gate.ts');
const { resourceIdFromPath } = await import('./resource-types.ts');

describe('resourceIdFromPath', () => {
  it('names the id of a resource page, decoded', () => {
    expect(resourceIdFromPath('/resources/resource-from-idea')).toBe('resource-from-idea');
    expect(resourceIdFromPath('/resources/bad%20id')).toBe('bad id');
    expect(resourceIdFromPath('/resources/list')).toBe('list');
  });

  it('ignores the list pages, the resources index and other paths', () => {
    expect(resourceIdFromPath('/resources')).toBeNull();
    expect(resourceIdFromPath('/resources/list/blogs/1')).toBeNull();
    expect(resourceIdFromPath('/dashboard/resources/x')).toBeNull();
  });

  it('treats a malformed escape as an id that names nothing', () => {
    expect(resourceIdFromPath('/resources/%E0%A4%A')).toBe('');
  });
});

describe('resourceMayExist', () => {
  beforeEach(() => isPublishedResourceId.mockReset());

  it('asks the data service again for an id it has not confirmed, so a newly published resource appears at once', async () => {
    isPublishedResourceId.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    expect(await resourceMayExist('fresh', 1_000)).toBe(false);
    expect(await resourceMayExist('fresh', 1_001)).toBe(true);
    expect(isPublishedResourceId).toHaveBeenCalledTimes(2);
  });

  it('remembers a published id for a minute, then asks again', async () => {
    isPublishedResourceId.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await resourceMayExist('known', 10_000)).toBe(true);
    expect(await resourceMayExist('known', 69_999)).toBe(true);
    expect(isPublishedResourceId).toHaveBeenCalledTimes(1);
    expect(await resourceMayExist('known', 70_001)).toBe(false);
    expect(isPublishedResourceId).toHaveBeenCalledTimes(2);
  });

  it('lets the page decide when the data service cannot be asked', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    isPublishedResourceId.mockRejectedValueOnce(new Error('connection refused'));
    expect(await resourceMayExist('unreachable', 5_000)).toBe(true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
