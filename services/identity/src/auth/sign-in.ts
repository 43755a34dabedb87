// The sign-in state machine shared by InitiateAuth/AdminInitiateAuth and RespondToAuthChallenge/
// AdminRespondToAuthChallenge: SRP, password, refresh and custom flows, and the challenges between them.
// Challenge state is never stored: the Session and the SRP SECRET_BLOCK are sealed, expiring values.
import type { ChallengeResult, TokenGenerationSource } from '@innov/platform';
import { verifyDecoy, verifyPassword } from '../crypto/password.ts';
import { openValue, sealValue } from '../crypto/sealed.ts';
import { fromHex, isValidA, isValidTimestamp, poolShortName, toHex } from '../crypto/srp.ts';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { refreshTokenDevice } from '../store/devices.ts';
import { findRefreshToken, isUsable, markReplaced } from '../store/refresh-tokens.ts';
import {
  findUser,
  getUser,
  isLocked,
  recordFailedPassword,
  recordSuccessfulPassword,
  type UserRecord,
} from '../store/users.ts';
import { type AuthenticationResult, issueTokens } from '../tokens/issue.ts';
import { eventBase, hasTrigger, invokeTrigger } from '../triggers/invoke.ts';
import { assertUserWritable, parseAttributes } from '../users/attributes.ts';
import { emitUserEvent } from '../users/events.ts';
import { setPassword } from '../users/lifecycle.ts';
import {
  newTrail,
  noteChallenge,
  resumeTrail,
  type SignInTrail,
  type TrailOptions,
  trackSignIn,
} from './auth-events.ts';
import {
  type ClientContext,
  hidesUserExistence,
  incorrectCredentials,
  passwordAttemptsExceeded,
  userNotFound,
} from './client.ts';
import {
  afterFirstFactor,
  deviceForSignIn,
  type Finisher,
  respondDevicePasswordVerifier,
  respondDeviceSrpAuth,
  respondMfaCode,
  respondMfaSetup,
  respondSelectMfaType,
} from './second-factor.ts';
import { fakeKey, refuseUnknownSignIn, standInUsername } from './unknown-users.ts';

/** Cognito: a challenge session lasts 3 minutes. */
const SESSION_TTL_SECONDS = 180;
const MAX_CUSTOM_ROUNDS = 8;

export interface AuthResponse {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: AuthenticationResult & { NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string } };
}

interface SessionState {
  pool: string;
  client: string;
  username: string;
  notFound?: boolean;
  challenge: 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED' | 'CUSTOM_CHALLENGE';
  custom?: { history: ChallengeResult[]; private: Record<string, string> };
  /** The sign-in's auth event, carried to the answer of this challenge. */
  trail?: SignInTrail;
}

interface SecretBlockState {
  pool: string;
  client: string;
  username: string;
  notFound?: boolean;
  b: string;
  B: string;
  A: string;
}

export interface FlowOptions extends TrailOptions {
  clientMetadata?: Record<string, string>;
  /** Admin plane: AdminInitiateAuth / AdminRespondToAuthChallenge. */
  admin?: boolean;
  /** The caller's address, kept as a device's last IP. */
  ip?: string;
}

// ---- helpers ----

const invalidSession = () => Errors.notAuthorized('Invalid session for the user.');

function openSession(deps: IdentityDeps, sealed: string | undefined): SessionState {
  if (!sealed) throw invalidSession();
  const opened = openValue<SessionState>(deps, 'auth-session', sealed);
  if (!opened.ok) {
    throw opened.reason === 'expired'
      ? Errors.notAuthorized('Invalid session for the user, session is expired.')
      : invalidSession();
  }
  return opened.data;
}

function sealSession(deps: IdentityDeps, state: SessionState): string {
  return sealValue(deps, 'auth-session', state, SESSION_TTL_SECONDS);
}

function matchesUser(user: UserRecord | null, fakeName: string, name: string | undefined): boolean {
  if (!name) return true;
  if (!user) return name === fakeName || name.includes('@');
  return name === user.username || name === user.sub || (user.email !== null && name.toLowerCase() === user.email);
}

function userAttributesForChallenge(user: UserRecord): string {
  const { sub: _sub, ...rest } = user.attributes;
  return JSON.stringify(rest);
}

async function lookup(deps: IdentityDeps, cc: ClientContext, name: string): Promise<UserRecord | null> {
  const user = await findUser(deps, cc.pool.id, name);
  if (!user && !hidesUserExistence(cc.client)) throw userNotFound();
  return user;
}

async function preAuthentication(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  opts: FlowOptions & { validationData?: Record<string, string> },
) {
  if (!hasTrigger(cc.pool, 'PreAuthentication')) return;
  await invokeTrigger(deps, cc.pool, 'PreAuthentication', {
    ...eventBase(deps, cc.pool, user.username, cc.client.id),
    triggerSource: 'PreAuthentication_Authentication',
    request: { userAttributes: { ...user.attributes }, validationData: opts.validationData, userNotFound: false },
    response: {},
  });
}

/** Checks that hold whatever the flow, before any password is looked at. */
function assertEnabled(user: UserRecord) {
  if (!user.enabled) throw Errors.notAuthorized('User is disabled.');
}

async function checkPassword(
  deps: IdentityDeps,
  user: UserRecord,
  opts: FlowOptions,
  ok: () => Promise<boolean> | boolean,
) {
  if (isLocked(deps, user)) throw passwordAttemptsExceeded();
  if (!(await ok())) {
    noteChallenge(opts, 'Password', false);
    await recordFailedPassword(deps, user);
    throw incorrectCredentials();
  }
  noteChallenge(opts, 'Password', true);
  await recordSuccessfulPassword(deps, user);
}

/** After a correct password: the user's status decides what comes next. */
async function afterPassword(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  opts: FlowOptions,
  custom?: { history: ChallengeResult[] },
  deviceKey?: string,
): Promise<AuthResponse> {
  if (deviceKey && opts.trail) opts.trail.deviceKey = deviceKey;
  if (user.status === 'UNCONFIRMED') throw Errors.userNotConfirmed('User is not confirmed.');
  if (user.status === 'RESET_REQUIRED') throw Errors.passwordResetRequired('Password reset required for the user');
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const days = cc.pool.config.Policies?.PasswordPolicy?.TemporaryPasswordValidityDays ?? 7;
    if (deps.now().getTime() - user.updatedAt.getTime() > days * 86_400_000) {
      throw Errors.notAuthorized('Temporary password has expired and must be reset by an administrator.');
    }
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: sealSession(deps, {
        pool: cc.pool.id,
        client: cc.client.id,
        username: user.username,
        challenge: 'NEW_PASSWORD_REQUIRED',
        trail: opts.trail,
      }),
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: userAttributesForChallenge(user),
      },
    };
  }
  if (custom) {
    return runCustom(
      deps,
      cc,
      user,
      user.username,
      [...custom.history, { challengeName: 'PASSWORD_VERIFIER', challengeResult: true }],
      opts,
    );
  }
  return afterFirstFactor(deps, cc, user, opts, deviceKey, finisher);
}

/** How the second-factor module ends a sign-in. */
const finisher: Finisher = {
  finish: (deps, cc, user, opts, deviceKey) =>
    finish(deps, cc, user, 'TokenGeneration_Authentication', opts, deviceKey),
};

/** PostAuthentication, then tokens with a new refresh token. */
async function finish(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  source: TokenGenerationSource,
  opts: FlowOptions,
  deviceKey?: string,
): Promise<AuthResponse> {
  if (hasTrigger(cc.pool, 'PostAuthentication')) {
    await invokeTrigger(deps, cc.pool, 'PostAuthentication', {
      ...eventBase(deps, cc.pool, user.username, cc.client.id),
      triggerSource: 'PostAuthentication_Authentication',
      request: { userAttributes: { ...user.attributes }, newDeviceUsed: false, clientMetadata: opts.clientMetadata },
      response: {},
    });
  }
  const { result, originJti } = await issueTokens(deps, {
    pool: cc.pool,
    client: cc.client,
    user,
    source,
    authTime: Math.floor(deps.now().getTime() / 1000),
    withRefreshToken: true,
    clientMetadata: opts.clientMetadata,
  });
  const device = await deviceForSignIn(deps, cc, user, originJti, deviceKey, opts.ip);
  return {
    ChallengeParameters: {},
    AuthenticationResult: { ...result, ...(device ? { NewDeviceMetadata: device } : {}) },
  };
}

// ---- SRP ----

function fakeSalt(deps: IdentityDeps, poolId: string, name: string): string {
  const salt = fakeKey(deps, 'salt', poolId, name).subarray(0, 16);
  salt[0] |= 0x01;
  return salt.toString('hex');
}

async function startSrp(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord | null,
  name: string,
  A: string,
  custom?: { history: ChallengeResult[] },
): Promise<AuthResponse> {
  if (!isValidA(A)) throw Errors.invalidParameter('SRP_A is invalid.');
  const username = user?.username ?? standInUsername(deps, cc.pool.id, name);
  // A user without a verifier (or no user at all) gets a challenge indistinguishable from a real one.
  const verifier = user?.srpVerifier ?? toHex(fromHex(fakeKey(deps, 'v', cc.pool.id, name).toString('hex')));
  const salt = user?.srpSalt ?? fakeSalt(deps, cc.pool.id, name);
  const { b, B } = await deps.srp.ephemeral(verifier);
  const block: SecretBlockState = { pool: cc.pool.id, client: cc.client.id, username, notFound: !user, b, B, A };
  const secretBlock = Buffer.from(sealValue(deps, 'srp-secret-block', block, SESSION_TTL_SECONDS)).toString('base64');
  const session: SessionState = {
    pool: cc.pool.id,
    client: cc.client.id,
    username,
    notFound: !user,
    challenge: 'PASSWORD_VERIFIER',
    ...(custom ? { custom: { history: custom.history, private: {} } } : {}),
  };
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: sealSession(deps, session),
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: B,
      USERNAME: username,
      USER_ID_FOR_SRP: username,
    },
  };
}

async function respondPasswordVerifier(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
): Promise<AuthResponse> {
  const blockText = responses.PASSWORD_CLAIM_SECRET_BLOCK;
  const signature = responses.PASSWORD_CLAIM_SIGNATURE;
  const timestamp = responses.TIMESTAMP;
  if (!blockText || !signature || !timestamp) {
    throw Errors.invalidParameter('PASSWORD_CLAIM_SECRET_BLOCK, PASSWORD_CLAIM_SIGNATURE and TIMESTAMP are required.');
  }
  if (!isValidTimestamp(timestamp)) throw Errors.invalidParameter('TIMESTAMP is invalid.');
  const secretBlock = Buffer.from(blockText, 'base64');
  const opened = openValue<SecretBlockState>(deps, 'srp-secret-block', secretBlock.toString('utf8'));
  if (!opened.ok)
    throw opened.reason === 'expired'
      ? Errors.notAuthorized('Invalid session for the user, session is expired.')
      : invalidSession();
  const block = opened.data;
  if (block.pool !== cc.pool.id || block.client !== cc.client.id) throw invalidSession();
  let session: SessionState | undefined;
  if (sessionText) {
    session = openSession(deps, sessionText);
    if (
      session.username !== block.username ||
      session.challenge !== 'PASSWORD_VERIFIER' ||
      session.client !== cc.client.id
    ) {
      throw invalidSession();
    }
  }
  if (block.notFound) {
    // Same work as for a real user, so the answer's timing does not tell that the user does not exist; counted
    // under the name's stand-in, so that the lockout comes after as many tries.
    return refuseUnknownSignIn(deps, cc.pool.id, block.username, () =>
      deps.srp.verify({
        poolName: poolShortName(cc.pool.id),
        userIdForSrp: block.username,
        A: block.A,
        B: block.B,
        b: block.b,
        verifier: block.B,
        secretBlock,
        timestamp,
        signature,
      }),
    );
  }
  const user = await getUser(deps, cc.pool.id, block.username);
  if (!user) throw hidesUserExistence(cc.client) ? incorrectCredentials() : userNotFound();
  if (!matchesUser(user, '', responses.USERNAME)) throw incorrectCredentials();
  const o = resumeTrail(opts, session?.trail);
  return trackSignIn(deps, user, o, async () => {
    assertEnabled(user);
    await checkPassword(
      deps,
      user,
      o,
      () =>
        user.srpVerifier !== null &&
        deps.srp.verify({
          poolName: poolShortName(cc.pool.id),
          userIdForSrp: block.username,
          A: block.A,
          B: block.B,
          b: block.b,
          verifier: user.srpVerifier,
          secretBlock,
          timestamp,
          signature,
        }),
    );
    return afterPassword(deps, cc, user, o, session?.custom, session?.custom ? undefined : responses.DEVICE_KEY);
  });
}

// ---- custom auth ----

async function runCustom(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord | null,
  username: string,
  history: ChallengeResult[],
  opts: FlowOptions,
  srpA?: string,
): Promise<AuthResponse> {
  if (history.length > MAX_CUSTOM_ROUNDS) throw incorrectCredentials();
  const attributes = user ? { ...user.attributes } : {};
  const base = eventBase(deps, cc.pool, username, cc.client.id);
  const define = await invokeTrigger(deps, cc.pool, 'DefineAuthChallenge', {
    ...base,
    triggerSource: 'DefineAuthChallenge_Authentication',
    request: { userAttributes: attributes, session: history, clientMetadata: opts.clientMetadata, userNotFound: !user },
    response: { issueTokens: false, failAuthentication: false },
  });
  if (!define) throw Errors.notAuthorized('Custom auth lambda trigger is not configured for the user pool.');
  const r = define.response;
  if (r.failAuthentication) throw incorrectCredentials();
  if (r.issueTokens) {
    if (!user) throw incorrectCredentials();
    return finish(deps, cc, user, 'TokenGeneration_Authentication', opts);
  }
  if (r.challengeName === 'PASSWORD_VERIFIER' && srpA) {
    return startSrp(deps, cc, user, username, srpA, { history });
  }
  if (r.challengeName !== 'CUSTOM_CHALLENGE') {
    throw Errors.invalidLambdaResponse(
      `Unsupported challenge ${r.challengeName ?? '(none)'} from DefineAuthChallenge.`,
    );
  }
  const create = await invokeTrigger(deps, cc.pool, 'CreateAuthChallenge', {
    ...base,
    triggerSource: 'CreateAuthChallenge_Authentication',
    request: {
      userAttributes: attributes,
      challengeName: 'CUSTOM_CHALLENGE',
      session: history,
      clientMetadata: opts.clientMetadata,
      userNotFound: !user,
    },
    response: { publicChallengeParameters: {}, privateChallengeParameters: {} },
  });
  if (!create) throw Errors.notAuthorized('Custom auth lambda trigger is not configured for the user pool.');
  const metadata = create.response.challengeMetadata;
  const state: SessionState = {
    pool: cc.pool.id,
    client: cc.client.id,
    username,
    notFound: !user,
    challenge: 'CUSTOM_CHALLENGE',
    custom: {
      // The metadata travels with the pending challenge; it joins the history once answered.
      history: [
        ...history,
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: false,
          ...(metadata ? { challengeMetadata: metadata } : {}),
        },
      ],
      private: create.response.privateChallengeParameters ?? {},
    },
    trail: opts.trail,
  };
  const publicParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(create.response.publicChallengeParameters ?? {})) publicParams[k] = String(v);
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: sealSession(deps, state),
    ChallengeParameters: { ...publicParams, USERNAME: username },
  };
}

async function respondCustomChallenge(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
): Promise<AuthResponse> {
  const state = openSession(deps, sessionText);
  if (state.challenge !== 'CUSTOM_CHALLENGE' || state.client !== cc.client.id || !state.custom) throw invalidSession();
  const answer = responses.ANSWER;
  if (answer === undefined) throw Errors.invalidParameter('ANSWER is required for CUSTOM_CHALLENGE.');
  const user = state.notFound ? null : await getUser(deps, cc.pool.id, state.username);
  if (!state.notFound && !user) throw incorrectCredentials();
  if (!matchesUser(user, state.username, responses.USERNAME)) throw incorrectCredentials();
  const custom = state.custom;
  const o = resumeTrail(opts, state.trail);
  const answerChallenge = async (): Promise<AuthResponse> => {
    if (user) assertEnabled(user);
    const verify = await invokeTrigger(deps, cc.pool, 'VerifyAuthChallengeResponse', {
      ...eventBase(deps, cc.pool, state.username, cc.client.id),
      triggerSource: 'VerifyAuthChallengeResponse_Authentication',
      request: {
        userAttributes: user ? { ...user.attributes } : {},
        privateChallengeParameters: custom.private,
        challengeAnswer: answer,
        clientMetadata: o.clientMetadata,
        userNotFound: !user,
      },
      response: { answerCorrect: false },
    });
    if (!verify) throw Errors.notAuthorized('Custom auth lambda trigger is not configured for the user pool.');
    const history = [...custom.history];
    const last = history.at(-1);
    if (last) history[history.length - 1] = { ...last, challengeResult: verify.response.answerCorrect === true };
    return runCustom(deps, cc, user, state.username, history, o);
  };
  return user ? trackSignIn(deps, user, o, answerChallenge) : answerChallenge();
}

// ---- new password ----

async function respondNewPassword(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
): Promise<AuthResponse> {
  const state = openSession(deps, sessionText);
  if (state.challenge !== 'NEW_PASSWORD_REQUIRED' || state.client !== cc.client.id) throw invalidSession();
  const password = responses.NEW_PASSWORD;
  if (!password) throw Errors.invalidParameter('NEW_PASSWORD is required for NEW_PASSWORD_REQUIRED.');
  const user = await getUser(deps, cc.pool.id, state.username);
  if (user?.status !== 'FORCE_CHANGE_PASSWORD') throw invalidSession();
  if (!matchesUser(user, '', responses.USERNAME)) throw incorrectCredentials();
  const o = resumeTrail(opts, state.trail);
  return trackSignIn(deps, user, o, async () => {
    assertEnabled(user);
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(responses)) {
      if (k.startsWith('userAttributes.')) attributes[k.slice('userAttributes.'.length)] = v;
    }
    const writes = parseAttributes(
      cc.pool,
      Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    );
    assertUserWritable(writes, { admin: false, pool: cc.pool });
    const updated = await setPassword(deps, cc.pool, user, password, {
      status: 'CONFIRMED',
      attributes: { ...user.attributes, ...writes },
    });
    await emitUserEvent(deps, 'PasswordChanged', updated, {
      via: o.admin ? 'AdminRespondToAuthChallenge' : 'RespondToAuthChallenge',
      challenge: 'NEW_PASSWORD_REQUIRED',
    });
    return finish(deps, cc, updated, 'TokenGeneration_NewPasswordChallenge', o);
  });
}

// ---- refresh ----

export async function refreshTokens(
  deps: IdentityDeps,
  cc: ClientContext,
  token: string,
  opts: FlowOptions & { secretHash?: string; checkSecret?: (user: UserRecord) => void; deviceKey?: string },
): Promise<AuthenticationResult> {
  const record = token ? await findRefreshToken(deps, token) : null;
  if (!record || record.clientId !== cc.client.id || record.poolId !== cc.pool.id) {
    throw Errors.notAuthorized('Invalid Refresh Token');
  }
  if (record.revokedAt) throw Errors.notAuthorized('Refresh Token has been revoked');
  if (!isUsable(deps, record))
    throw Errors.notAuthorized(record.replacedBy ? 'Invalid Refresh Token' : 'Refresh Token has expired');
  if (opts.deviceKey) {
    // A refresh token issued on a device refreshes only there.
    const bound = await refreshTokenDevice(deps, record.id);
    if (bound && bound !== opts.deviceKey) throw Errors.notAuthorized('Invalid Refresh Token');
  }
  const user = await getUser(deps, cc.pool.id, record.username);
  if (!user) throw Errors.notAuthorized('User does not exist.');
  opts.checkSecret?.(user);
  assertEnabled(user);
  const rotate = cc.client.config.RefreshTokenRotation?.Feature === 'ENABLED';
  const { result, originJti } = await issueTokens(deps, {
    pool: cc.pool,
    client: cc.client,
    user,
    source: 'TokenGeneration_RefreshTokens',
    authTime: record.authTime,
    originJti: rotate ? undefined : record.id,
    withRefreshToken: rotate,
    clientMetadata: opts.clientMetadata,
  });
  if (rotate) {
    await markReplaced(deps, record.id, originJti, cc.client.config.RefreshTokenRotation?.RetryGracePeriodSeconds ?? 0);
  }
  return result;
}

// ---- entry points ----

export async function initiateAuthFlow(
  deps: IdentityDeps,
  cc: ClientContext,
  flow: string,
  params: Record<string, string>,
  flowOptions: FlowOptions & {
    validationData?: Record<string, string>;
    checkSecret: (names: (string | undefined)[]) => void;
  },
): Promise<AuthResponse> {
  // A new sign-in: its auth event is written once its user answers a challenge or the sign-in fails or ends.
  const opts = { ...flowOptions, trail: newTrail() };
  switch (flow) {
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const result = await refreshTokens(deps, cc, params.REFRESH_TOKEN ?? '', {
        ...opts,
        deviceKey: params.DEVICE_KEY,
        checkSecret: (user) => opts.checkSecret([params.USERNAME, user.username, user.sub]),
      });
      return { ChallengeParameters: {}, AuthenticationResult: result };
    }
    case 'USER_SRP_AUTH': {
      const name = required(params, 'USERNAME');
      const A = required(params, 'SRP_A');
      opts.checkSecret([name]);
      const user = await lookup(deps, cc, name);
      if (!user) return startSrp(deps, cc, user, name, A);
      return trackSignIn(deps, user, opts, async () => {
        assertEnabled(user);
        await preAuthentication(deps, cc, user, opts);
        return startSrp(deps, cc, user, name, A);
      });
    }
    case 'USER_PASSWORD_AUTH':
    case 'ADMIN_USER_PASSWORD_AUTH':
    case 'ADMIN_NO_SRP_AUTH': {
      const name = required(params, 'USERNAME');
      const password = required(params, 'PASSWORD');
      opts.checkSecret([name]);
      const user = await lookup(deps, cc, name);
      if (!user) {
        return refuseUnknownSignIn(deps, cc.pool.id, standInUsername(deps, cc.pool.id, name), () =>
          verifyDecoy(password),
        );
      }
      return trackSignIn(deps, user, opts, async () => {
        assertEnabled(user);
        await preAuthentication(deps, cc, user, opts);
        await checkPassword(deps, user, opts, () => verifyPassword(user.passwordHash, password));
        return afterPassword(deps, cc, user, opts, undefined, params.DEVICE_KEY);
      });
    }
    case 'CUSTOM_AUTH': {
      const name = required(params, 'USERNAME');
      if (params.PASSWORD !== undefined) {
        throw Errors.invalidParameter('PASSWORD must not be given for CUSTOM_AUTH; answer the challenges instead.');
      }
      opts.checkSecret([name]);
      const user = await lookup(deps, cc, name);
      const srpA = params.SRP_A;
      const start = async (): Promise<AuthResponse> => {
        if (user) {
          assertEnabled(user);
          if (user.status === 'UNCONFIRMED') throw Errors.userNotConfirmed('User is not confirmed.');
          await preAuthentication(deps, cc, user, opts);
        }
        const username = user?.username ?? standInUsername(deps, cc.pool.id, name);
        const history: ChallengeResult[] = srpA ? [{ challengeName: 'SRP_A', challengeResult: true }] : [];
        if (srpA && !isValidA(srpA)) throw Errors.invalidParameter('SRP_A is invalid.');
        return runCustom(deps, cc, user, username, history, opts, srpA);
      };
      return user ? trackSignIn(deps, user, opts, start) : start();
    }
    default:
      throw Errors.invalidParameter(`AuthFlow ${flow} is not supported.`);
  }
}

export async function respondToChallenge(
  deps: IdentityDeps,
  cc: ClientContext,
  challengeName: string,
  responses: Record<string, string>,
  session: string | undefined,
  opts: FlowOptions & {
    checkSecret: (names: (string | undefined)[]) => void;
  },
): Promise<AuthResponse> {
  opts.checkSecret([responses.USERNAME]);
  switch (challengeName) {
    case 'PASSWORD_VERIFIER':
      return respondPasswordVerifier(deps, cc, responses, session, opts);
    case 'CUSTOM_CHALLENGE':
      return respondCustomChallenge(deps, cc, responses, session, opts);
    case 'NEW_PASSWORD_REQUIRED':
      return respondNewPassword(deps, cc, responses, session, opts);
    case 'SMS_MFA':
    case 'SOFTWARE_TOKEN_MFA':
      return respondMfaCode(deps, cc, challengeName, responses, session, opts, finisher);
    case 'SELECT_MFA_TYPE':
      return respondSelectMfaType(deps, cc, responses, session, opts);
    case 'MFA_SETUP':
      return respondMfaSetup(deps, cc, responses, session, opts, finisher);
    case 'DEVICE_SRP_AUTH':
      return respondDeviceSrpAuth(deps, cc, responses, session);
    case 'DEVICE_PASSWORD_VERIFIER':
      return respondDevicePasswordVerifier(deps, cc, responses, session, opts, finisher);
    default:
      throw Errors.invalidParameter(`ChallengeName ${challengeName} is not supported.`);
  }
}

function required(params: Record<string, string>, name: string): string {
  const v = params[name];
  if (typeof v !== 'string' || v === '') throw Errors.invalidParameter(`Missing required parameter ${name}`);
  return v;
}
