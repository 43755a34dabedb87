// Who is calling: learned only from a verified JWT, a verified SigV4 signature, or the configured API key.
import type { MembershipSource } from '../store/filter.ts';
import type { WorkspaceContext } from './workspace.ts';

export type AuthMode = 'userPool' | 'iam' | 'apiKey';

export interface Principal {
  authMode: AuthMode;
  /** `guest`: iam with unauthenticated identity-pool credentials; `user`: a signed-in user; `service`: API key. */
  kind: 'guest' | 'user' | 'service';
  /** The user pool username (UserProfile id and owner value) of a signed-in user. */
  userId?: string;
  sub?: string;
  email?: string;
  groups: string[];
  /** The identity-pool identity behind iam credentials. */
  identityId?: string;
  /** The caller's address, stored with guest writes. */
  ip: string;
  isAdmin: boolean;
  /** The user pool that issued a user-pool token. */
  poolId?: string;
  /** The request's id (logs, the audit log). */
  requestId?: string;
  /** The origin the request was made to (requestOrigin): where the disk backend's signed file URLs point. */
  origin?: string;
  /**
   * Asks the identity service again, past the principal cache, whether the credentials are still good (a
   * user-pool token: false once revoked, its user signed out, disabled or gone). For a realtime subscription,
   * which outlives the request that opened it. Absent when they cannot be asked again (SigV4, the API key).
   */
  stillValid?(): Promise<boolean>;
  /**
   * The caller's workspace, role and team roles, its state and plan, from the per-process cache (seconds, evicted
   * at once on changes; concurrent asks share one load). Not memoised per principal, for the reason below.
   */
  workspace(): Promise<WorkspaceContext>;
  /**
   * The groups the caller belongs to in a membership rule's table (empty for anyone but a signed-in user). Not
   * memoised per principal: a subscription's principal lives as long as its connection, and each event is checked
   * against the per-process cache (seconds, evicted at once when a membership changes).
   */
  memberOf(source: MembershipSource): Promise<ReadonlySet<string>>;
}

export { ADMINS_GROUP } from '@innov/platform';
