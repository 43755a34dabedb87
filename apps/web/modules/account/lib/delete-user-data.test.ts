import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const graphqlCall = vi.fn();
vi.mock('../../data/lib/graphql-client.ts', () => ({ graphqlCall: (...args: unknown[]) => graphqlCall(...args) }));

const { deleteUserData } = await import('./delete-user-data.ts');

describe('deleteUserData', () => {
  beforeEach(() => {
    graphqlCall.mockReset();
  });

  it('answers what was deleted', async () => {
    graphqlCall.mockResolvedValue({ deleteUserData: { userName: 'u1', deletedItems: 4 } });
    await expect(deleteUserData('u1')).resolves.toEqual({ userName: 'u1', deletedItems: 4 });
  });

  it('tells the last owner of a shared workspace to hand it on first, with the way there, not to try again', async () => {
    graphqlCall.mockImplementation(async () => {
      throw new Error(MEMBERSHIP_MESSAGES.lastOwner);
    });
    const error = (await deleteUserData('u1').catch((e: Error) => e)) as Error;
    expect(error.message).toContain('you are the last owner of your workspace');
    expect(error.message).toContain('/dashboard/companies');
    expect(error.message).not.toContain('Try again');
  });

  it('says what went wrong otherwise', async () => {
    graphqlCall.mockImplementation(async () => {
      throw new Error('Network Error');
    });
    await expect(deleteUserData('u1')).rejects.toThrow(
      'Your data could not be deleted: Network Error. Try again, or contact support.',
    );
  });
});
