// How the data service learns who calls: functions the composition root hands it, built by the identity service
// (or, when the data service runs alone, by the same identity code reading the shared database). The data
// service imports no identity file.

/** A verified user-pool JWT (signature, issuer, expiry, token use, revocation and the user's state checked). */
export interface TokenCaller {
  poolId: string;
  clientId: string;
  username: string;
  sub: string;
  email?: string;
  /**
   * The user's groups: the token's `cognito:groups` that the user still belongs to (a group left since the token
   * was issued no longer counts; one joined since counts from the next token, as with Cognito).
   */
  groups: string[];
  /** Whether the user has two-step verification on now (TOTP or SMS): platform admins need it. */
  mfaEnabled: boolean;
}

/**
 * The verifier's verdict that the credentials are bad (malformed, forged, expired, revoked, the user disabled or
 * gone), with the reason in Cognito's wording: the caller is answered 401. Any other rejection means they could
 * not be checked (the database unreachable) and is the system's failure, never the caller's.
 */
export class CredentialsRejected extends Error {
  override name = 'CredentialsRejected';
}

/** Verifies a user-pool JWT; rejects with CredentialsRejected when the token is bad (see there). */
export type VerifyUserToken = (token: string, options: { tokenUse: 'access' | 'id' | 'any' }) => Promise<TokenCaller>;

/** The identity behind identity-pool credentials that signed a request. */
export interface SigV4Caller {
  identityId: string;
  authenticated: boolean;
  /** The user-pool `sub` behind an authenticated identity. */
  sub?: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query as signed. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Verifies a SigV4 signature made with identity-pool credentials for `service`; CredentialsRejected if bad. */
export type ResolveSigV4Caller = (request: SignedRequest, service: string) => Promise<SigV4Caller>;

/** Cognito's EventType of an authentication event. */
export type AuthEventType =
  | 'SignIn'
  | 'SignUp'
  | 'ForgotPassword'
  | 'PasswordChange'
  | 'ResendCode'
  | 'SchemaValidation';
/** Cognito's EventResponse. */
export type AuthEventResponse = 'Pass' | 'Fail' | 'InProgress';
/** Cognito's ChallengeResponseType. */
export interface ChallengeOutcome {
  ChallengeName: 'Password' | 'Mfa';
  ChallengeResponse: 'Success' | 'Failure';
}

/** One authentication event of a user, as AdminListUserAuthEvents reports it. */
export interface AuthEventSummary {
  id: string;
  type: AuthEventType;
  response: AuthEventResponse;
  challenges: ChallengeOutcome[];
  ipAddress: string | null;
  deviceName: string | null;
  /** ISO time. */
  at: string;
}

/** A user's recent authentication events, newest first (the default pool when `poolId` is not given). */
export type ListAuthEvents = (
  user: { poolId?: string; username: string },
  limit: number,
) => Promise<AuthEventSummary[]>;

/**
 * Writes attributes of the default pool's user with this `sub`, as AdminUpdateUserAttributes does (the pool's
 * schema checked; `email`, `phone_number` and their `_verified` flags refused: they change through their own
 * verification), and emits AttributesChanged for the values that changed. Rejects when no such user exists.
 */
export type UpdateUserAttributes = (sub: string, attributes: Record<string, string>) => Promise<void>;

/**
 * The default identity pool's identity of the default user pool's user with this `sub`, created if missing: the
 * IdentityId Amplify's GetId answers that user (the seed's `protectedIdentityId`, the owner of `private/…` files).
 */
export type IdentityIdFor = (sub: string) => Promise<string>;

/** A remembered or known device of a user, as AdminListDevices reports it. */
export interface DeviceSummary {
  deviceKey: string;
  name: string | null;
  remembered: boolean;
  lastIp: string | null;
  /** ISO times. */
  lastAuthenticatedAt: string | null;
  createdAt: string;
}

/** A user's identity account as the back-office shows it (AdminGetUser and AdminListGroupsForUser). */
export interface IdentityAccount {
  username: string;
  sub: string;
  email: string | null;
  /** Cognito's UserStatus: CONFIRMED, UNCONFIRMED, RESET_REQUIRED, FORCE_CHANGE_PASSWORD, … */
  status: string;
  enabled: boolean;
  mfaEnabled: boolean;
  /** The second factors turned on, e.g. SOFTWARE_TOKEN_MFA. */
  mfaFactors: string[];
  groups: string[];
  attributes: Record<string, string>;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
}

/**
 * The identity service's administrative actions on the default user pool's users, by `sub`, for the data
 * service's back-office functions (which guard and audit them): the same code as the Cognito admin operations
 * of the same names, emitting the same identity events (UserDisabled, UserEnabled, SignedOut, GroupsChanged,
 * UserDeleted, …). Each rejects with an Error whose `name` is Cognito's exception (UserNotFoundException, …).
 * These write identity's tables: on the embedded database, call them outside a data transaction (a function's
 * `prepare`).
 */
export interface IdentityAdmin {
  getAccount(sub: string): Promise<IdentityAccount | null>;
  listDevices(sub: string, limit: number): Promise<DeviceSummary[]>;
  /** AdminDisableUser: sign-in refused, every session ended. */
  disableUser(sub: string): Promise<void>;
  /** AdminEnableUser. */
  enableUser(sub: string): Promise<void>;
  /** AdminResetUserPassword: the user must choose a new password with the code e-mailed to them. */
  resetPassword(sub: string): Promise<void>;
  /** AdminUserGlobalSignOut: every refresh token revoked, every session ended. */
  signOutEverywhere(sub: string): Promise<void>;
  /** AdminAddUserToGroup / AdminRemoveUserFromGroup (the group is created if missing when adding). */
  addToGroup(sub: string, group: string): Promise<void>;
  removeFromGroup(sub: string, group: string): Promise<void>;
  /** AdminDeleteUser. */
  deleteUser(sub: string): Promise<void>;
  /**
   * Whether `password` is the user's password (a back-office admin confirming a destructive action). A wrong one
   * counts toward the user's lockout as a failed sign-in would; a locked-out user is answered false.
   */
  verifyPassword(sub: string, password: string): Promise<boolean>;
}

export interface IdentityCallers {
  verifyToken: VerifyUserToken;
  resolveSigV4: ResolveSigV4Caller;
  listAuthEvents: ListAuthEvents;
  updateUserAttributes: UpdateUserAttributes;
  identityIdFor: IdentityIdFor;
  /** The back-office's identity actions (see IdentityAdmin). */
  admin: IdentityAdmin;
}
