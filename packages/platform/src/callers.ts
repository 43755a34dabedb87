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
  groups: string[];
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

export interface IdentityCallers {
  verifyToken: VerifyUserToken;
  resolveSigV4: ResolveSigV4Caller;
  listAuthEvents: ListAuthEvents;
  updateUserAttributes: UpdateUserAttributes;
  identityIdFor: IdentityIdFor;
}
