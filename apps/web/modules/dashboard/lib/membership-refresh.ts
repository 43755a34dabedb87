// What the web app refreshes when the caller's role or membership may have changed on the server: a
// `workspace.*` or `team.*` notification arriving live (a role changed, a member removed, a team joined), or the
// caller's own change (leaving a team, accepting an invitation). The server checks every request against the
// database at once; the browser follows: a new ID token (its `tenant` and `profile` claims) and the cached
// answers that show roles and memberships, so menus, banners and pages follow without signing out.
// Pure, apart from React (use-membership-refresh.ts applies it).
import type { ModelName } from '@innov/contracts/generated/models';
import type { FUNCTION_TAGS } from '../../data/lib/api.ts';
import { MY_WORKSPACE_TAG } from './my-workspace-spec.ts';

type TTag = ModelName | (typeof FUNCTION_TAGS)[number];

/** Notification kinds that mean the recipient's role or membership changed (the contract of issue 23). */
export const MEMBERSHIP_KIND_PREFIXES = ['workspace.', 'team.'] as const;

export interface TMembershipRefresh {
  /** Trade the refresh token for new tokens, so the ID token's claims follow. */
  session: boolean;
  /** Data layer tags whose cached answers refetch. */
  tags: readonly TTag[];
}

const WORKSPACE_TAGS: readonly TTag[] = [
  MY_WORKSPACE_TAG,
  'Tenant',
  'WorkspaceMember',
  'Invitation',
  'Team',
  'TeamMember',
];
const TEAM_TAGS: readonly TTag[] = [MY_WORKSPACE_TAG, 'WorkspaceMember', 'Team', 'TeamMember'];

/** What a notification of `kind` asks to refresh; null when it is about something else. */
export function membershipRefreshFor(kind: string | null | undefined): TMembershipRefresh | null {
  if (!kind) return null;
  if (kind.startsWith('workspace.')) return { session: true, tags: WORKSPACE_TAGS };
  if (kind.startsWith('team.')) return { session: true, tags: TEAM_TAGS };
  return null;
}

/**
 * `run` at most once at a time: a call while it runs asks for one more run after it (events arriving together
 * refresh the session twice at most, never once per event, and the last refresh starts after the last event).
 * Every caller's promise settles when the run that covers its call has ended.
 */
export function coalesce(run: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const p = Promise.resolve()
      .then(run)
      .catch(() => undefined)
      .finally(() => {
        if (current === p) current = null;
      });
    current = p;
    return p;
  };
  return () => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
