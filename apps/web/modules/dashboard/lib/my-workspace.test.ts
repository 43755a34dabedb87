import { describe, expect, it } from 'vitest';
import { workspaceState } from './my-workspace.ts';

describe('workspaceState', () => {
  it('reads each lifecycle state for the dashboard', () => {
    expect(workspaceState('PENDING')).toEqual({ label: 'Waiting for approval', color: 'warning' });
    expect(workspaceState('ACTIVE')).toEqual({ label: 'Approved', color: 'success' });
    expect(workspaceState('REJECTED')).toEqual({ label: 'Not approved', color: 'error' });
    expect(workspaceState('DEACTIVATED')).toEqual({ label: 'Deactivated', color: 'error' });
    expect(workspaceState(null).label).toBe('No workspace');
  });
});
