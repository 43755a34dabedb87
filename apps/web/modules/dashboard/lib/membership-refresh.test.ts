import { describe, expect, it } from 'vitest';
import { coalesce, membershipRefreshFor } from './membership-refresh.ts';

describe('membershipRefreshFor', () => {
  it('refreshes the session, the workspace and its members, invitations and teams on a workspace event', () => {
    for (const kind of ['workspace.roleChanged', 'workspace.memberRemoved', 'workspace.memberApproved']) {
      const refresh = membershipRefreshFor(kind);
      expect(refresh?.session).toBe(true);
      expect(refresh?.tags).toEqual(
        expect.arrayContaining(['MyWorkspace', 'Tenant', 'WorkspaceMember', 'Invitation', 'Team', 'TeamMember']),
      );
    }
  });

  it('refreshes the session, the workspace and the teams on a team event', () => {
    for (const kind of ['team.added', 'team.roleChanged', 'team.removed', 'team.deleted']) {
      const refresh = membershipRefreshFor(kind);
      expect(refresh?.session).toBe(true);
      expect(refresh?.tags).toEqual(expect.arrayContaining(['MyWorkspace', 'Team', 'TeamMember']));
    }
  });

  it('takes a bare prefix (an own change) like an event of it', () => {
    expect(membershipRefreshFor('team.')).toEqual(membershipRefreshFor('team.added'));
    expect(membershipRefreshFor('workspace.')).toEqual(membershipRefreshFor('workspace.roleChanged'));
  });

  it('leaves other notifications alone', () => {
    for (const kind of [
      'security.passwordChanged',
      'workspaceApproved',
      'teams',
      'product.team.added',
      '',
      null,
      undefined,
    ])
      expect(membershipRefreshFor(kind)).toBeNull();
  });
});

describe('coalesce', () => {
  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it('runs once for a call made while idle', async () => {
    let runs = 0;
    const go = coalesce(async () => {
      runs += 1;
    });
    await go();
    await go();
    expect(runs).toBe(2);
  });

  it('folds calls made during a run into one more run, started after it ends', async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const go = coalesce(async () => {
      const gate = gates[runs];
      runs += 1;
      running += 1;
      if (running > 1) overlapped = true;
      await gate?.promise;
      running -= 1;
    });
    const first = go();
    const second = go();
    const third = go();
    expect(second).toBe(third);
    await Promise.resolve();
    expect(runs).toBe(1);
    gates[0]?.resolve();
    await first;
    await Promise.resolve();
    expect(runs).toBe(2);
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    await Promise.resolve();
    expect(secondDone).toBe(false);
    gates[1]?.resolve();
    await second;
    expect(runs).toBe(2);
    expect(overlapped).toBe(false);
  });

  it('keeps going after a run fails', async () => {
    let runs = 0;
    const go = coalesce(async () => {
      runs += 1;
      if (runs === 1) throw new Error('network');
    });
    await expect(go()).resolves.toBeUndefined();
    await go();
    expect(runs).toBe(2);
  });
});
