// What follows a correct password: remembered-device authentication (DEVICE_SRP_AUTH, DEVICE_PASSWORD_VERIFIER)
// and the second factor (SMS_MFA, SOFTWARE_TOKEN_MFA, SELECT_MFA_TYPE, MFA_SETUP), with Cognito's challenge
// parameters, all string-valued (lists are JSON-encoded strings, as aws-amplify parses them).
// Like the rest of sign-in, challenge state travels in sealed, expiring Session values; what must be single-use
// (SMS codes, TOTP steps, the MFA_SETUP handle) is spent in the database.
import { randomUUID } from 'node:crypto';
import { openValue, sealValue } from '../crypto/sealed.ts';
import { isValidA, isValidTimestamp } from '../crypto/srp.ts';
import { matchTotp } from '../crypto/totp.ts';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { consumeCode, issueCode } from '../store/codes.ts';
import {
  bindRefreshTokenToDevice,
  createDevice,
  type DeviceRecord,
  deviceNotFound,
  deviceSkipsMfa,
  getDevice,
  touchDevice,
  tracksDevices,
} from '../store/devices.ts';
import { type MfaType, poolMfaTypes, spendSetupNonce, spendTotpStep, userMfa, userMfaTypes } from '../store/mfa.ts';
import { getUser, isLocked, recordFailedPassword, recordSuccessfulPassword, type UserRecord } from '../store/users.ts';
import { deliverCode, maskPhone } from '../triggers/messages.ts';
import { noteChallenge, resumeTrail, type SignInTrail, trackSignIn } from './auth-events.ts';
import { type ClientContext, incorrectCredentials, passwordAttemptsExceeded } from './client.ts';
import type { AuthResponse, FlowOptions } from './sign-in.ts';

/** Cognito: a challenge session lasts 3 minutes. */
const SESSION_TTL_SECONDS = 180;

export type SecondFactorChallenge =
  | 'SMS_MFA'
  | 'SOFTWARE_TOKEN_MFA'
  | 'SELECT_MFA_TYPE'
  | 'MFA_SETUP'
  | 'DEVICE_SRP_AUTH'
  | 'DEVICE_PASSWORD_VERIFIER';

export interface MfaSessionState {
  pool: string;
  client: string;
  username: string;
  challenge: SecondFactorChallenge;
  /** The device the sign-in is on (a known device key the client sent). */
  deviceKey?: string;
  /** SELECT_MFA_TYPE: the factors offered. */
  choices?: MfaType[];
  /** MFA_SETUP after VerifySoftwareToken: the single-use handle that lets the sign-in finish. */
  setupNonce?: string;
  /** The sign-in's auth event, carried to the answer of this challenge. */
  trail?: SignInTrail;
}

interface DeviceSecretBlock {
  pool: string;
  client: string;
  username: string;
  deviceKey: string;
  b: string;
  B: string;
  A: string;
}

/** The part of sign-in.ts this module calls back into (passed in to keep the modules acyclic at load time). */
export interface Finisher {
  finish(
    deps: IdentityDeps,
    cc: ClientContext,
    user: UserRecord,
    opts: FlowOptions,
    deviceKey?: string,
  ): Promise<AuthResponse>;
}

const invalidSession = () => Errors.notAuthorized('Invalid session for the user.');

export function sealMfaSession(deps: IdentityDeps, state: MfaSessionState): string {
  return sealValue(deps, 'mfa-session', state, SESSION_TTL_SECONDS);
}

export function openMfaSession(deps: IdentityDeps, sealed: string | undefined): MfaSessionState {
  if (!sealed) throw invalidSession();
  const opened = openValue<MfaSessionState>(deps, 'mfa-session', sealed);
  if (!opened.ok) {
    throw opened.reason === 'expired'
      ? Errors.notAuthorized('Invalid session for the user, session is expired.')
      : invalidSession();
  }
  return opened.data;
}

function base(cc: ClientContext, user: UserRecord, deviceKey: string | undefined, trail?: SignInTrail) {
  return {
    pool: cc.pool.id,
    client: cc.client.id,
    username: user.username,
    ...(deviceKey ? { deviceKey } : {}),
    ...(trail ? { trail } : {}),
  };
}

type MfaPlan = { kind: 'none' } | { kind: 'challenge'; types: MfaType[] } | { kind: 'setup'; types: MfaType[] };

/** Whether this sign-in needs a second factor, and which. */
export function mfaPlan(cc: ClientContext, user: UserRecord): MfaPlan {
  const offered = poolMfaTypes(cc.pool);
  if (!offered.length) return { kind: 'none' };
  const mine = userMfaTypes(cc.pool, user);
  if (mine.length) return { kind: 'challenge', types: mine };
  if (cc.pool.config.MfaConfiguration === 'ON') {
    // Cognito: when MFA is required, a user with a phone number and no settings gets SMS codes.
    if (offered.includes('SMS_MFA') && user.attributes.phone_number) return { kind: 'challenge', types: ['SMS_MFA'] };
    return { kind: 'setup', types: offered };
  }
  return { kind: 'none' };
}

/**
 * After the first factor. A remembered device first proves itself (DEVICE_SRP_AUTH); otherwise the second
 * factor, if any, is asked for; otherwise tokens. An unknown DEVICE_KEY is 'Device does not exist.'.
 */
export async function afterFirstFactor(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  opts: FlowOptions,
  deviceKey: string | undefined,
  f: Finisher,
): Promise<AuthResponse> {
  let device: DeviceRecord | null = null;
  if (deviceKey) {
    device = await getDevice(deps, cc.pool.id, deviceKey);
    if (!device || device.username !== user.username) throw deviceNotFound();
  }
  if (device?.verifier && device.remembered && tracksDevices(cc.pool)) {
    return {
      ChallengeName: 'DEVICE_SRP_AUTH',
      Session: sealMfaSession(deps, { ...base(cc, user, device.deviceKey, opts.trail), challenge: 'DEVICE_SRP_AUTH' }),
      ChallengeParameters: { USERNAME: user.username, USER_ID_FOR_SRP: user.username },
    };
  }
  return secondFactorOrFinish(deps, cc, user, opts, deviceKey, f);
}

async function secondFactorOrFinish(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  opts: FlowOptions,
  deviceKey: string | undefined,
  f: Finisher,
): Promise<AuthResponse> {
  const plan = mfaPlan(cc, user);
  if (plan.kind === 'none') return f.finish(deps, cc, user, opts, deviceKey);
  if (plan.kind === 'setup') {
    return {
      ChallengeName: 'MFA_SETUP',
      Session: sealMfaSession(deps, { ...base(cc, user, deviceKey, opts.trail), challenge: 'MFA_SETUP' }),
      ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify(plan.types), USER_ID_FOR_SRP: user.username },
    };
  }
  const preferred = userMfa(user).preferred;
  if (plan.types.length === 1) return startFactor(deps, cc, user, plan.types[0] as MfaType, deviceKey, opts);
  if (preferred && plan.types.includes(preferred)) return startFactor(deps, cc, user, preferred, deviceKey, opts);
  return {
    ChallengeName: 'SELECT_MFA_TYPE',
    Session: sealMfaSession(deps, {
      ...base(cc, user, deviceKey, opts.trail),
      challenge: 'SELECT_MFA_TYPE',
      choices: plan.types,
    }),
    ChallengeParameters: { MFAS_CAN_CHOOSE: JSON.stringify(plan.types), USER_ID_FOR_SRP: user.username },
  };
}

async function startFactor(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  type: MfaType,
  deviceKey: string | undefined,
  opts: FlowOptions,
): Promise<AuthResponse> {
  const session = sealMfaSession(deps, { ...base(cc, user, deviceKey, opts.trail), challenge: type });
  if (type === 'SOFTWARE_TOKEN_MFA') {
    const name = userMfa(user).totpFriendlyName;
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeParameters: { USER_ID_FOR_SRP: user.username, ...(name ? { FRIENDLY_DEVICE_NAME: name } : {}) },
    };
  }
  const phone = user.attributes.phone_number;
  if (!phone) throw Errors.invalidParameter('User does not have delivery config set to turn on SMS_MFA');
  const code = await issueCode(deps, cc.pool.id, user.username, 'mfa');
  await deliverCode(deps, {
    pool: cc.pool,
    clientId: cc.client.id,
    username: user.username,
    userAttributes: { ...user.attributes },
    source: 'CustomMessage_Authentication',
    code,
    destination: { attribute: 'phone_number', value: phone },
    clientMetadata: opts.clientMetadata,
  });
  return {
    ChallengeName: 'SMS_MFA',
    Session: session,
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: maskPhone(phone),
      USER_ID_FOR_SRP: user.username,
    },
  };
}

/** Opens the session of a second-factor challenge and loads its user, checking client, challenge and state. */
async function sessionUser(
  deps: IdentityDeps,
  cc: ClientContext,
  sessionText: string | undefined,
  challenge: SecondFactorChallenge,
  responses: Record<string, string>,
): Promise<{ state: MfaSessionState; user: UserRecord }> {
  const state = openMfaSession(deps, sessionText);
  if (state.challenge !== challenge || state.client !== cc.client.id || state.pool !== cc.pool.id) {
    throw invalidSession();
  }
  const user = await getUser(deps, cc.pool.id, state.username);
  if (!user) throw incorrectCredentials();
  const name = responses.USERNAME;
  if (name && name !== user.username && name !== user.sub && name.toLowerCase() !== user.email) {
    throw incorrectCredentials();
  }
  if (!user.enabled) throw Errors.notAuthorized('User is disabled.');
  return { state, user };
}

/** SMS_MFA / SOFTWARE_TOKEN_MFA: the code; a wrong one counts towards the account lockout. */
export async function respondMfaCode(
  deps: IdentityDeps,
  cc: ClientContext,
  challenge: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA',
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
  f: Finisher,
): Promise<AuthResponse> {
  const { state, user } = await sessionUser(deps, cc, sessionText, challenge, responses);
  const code = challenge === 'SMS_MFA' ? responses.SMS_MFA_CODE : responses.SOFTWARE_TOKEN_MFA_CODE;
  if (!code)
    throw Errors.invalidParameter(
      `${challenge === 'SMS_MFA' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE'} is required.`,
    );
  const o = resumeTrail(opts, state.trail);
  return trackSignIn(deps, user, o, async () => {
    if (isLocked(deps, user)) throw passwordAttemptsExceeded();
    if (challenge === 'SOFTWARE_TOKEN_MFA') {
      const secret = sealedSecret(deps, userMfa(user).totpSecret);
      const step = secret ? matchTotp(secret, code.trim(), deps.now(), userMfa(user).totpLastStep ?? -1) : null;
      if (step === null || !(await spendTotpStep(deps, cc.pool.id, user.username, step))) {
        noteChallenge(o, 'Mfa', false);
        await recordFailedPassword(deps, user);
        throw Errors.codeMismatch('Invalid code received for user');
      }
    } else {
      try {
        await consumeCode(deps, cc.pool.id, user.username, 'mfa', code.trim());
      } catch (error) {
        noteChallenge(o, 'Mfa', false);
        await recordFailedPassword(deps, user);
        if ((error as { type?: string }).type === 'CodeMismatchException') {
          throw Errors.codeMismatch('Invalid code or auth state for the user.');
        }
        throw error;
      }
    }
    noteChallenge(o, 'Mfa', true);
    await recordSuccessfulPassword(deps, user);
    return f.finish(deps, cc, user, o, state.deviceKey);
  });
}

/** SELECT_MFA_TYPE: ANSWER is SMS_MFA or SOFTWARE_TOKEN_MFA, one of MFAS_CAN_CHOOSE. */
export async function respondSelectMfaType(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
): Promise<AuthResponse> {
  const { state, user } = await sessionUser(deps, cc, sessionText, 'SELECT_MFA_TYPE', responses);
  const answer = responses.ANSWER as MfaType | undefined;
  if (!answer || !(state.choices ?? []).includes(answer)) {
    throw Errors.invalidParameter('ANSWER must be one of the MFA types in MFAS_CAN_CHOOSE.');
  }
  return startFactor(deps, cc, user, answer, state.deviceKey, resumeTrail(opts, state.trail));
}

/** MFA_SETUP, answered once VerifySoftwareToken has accepted a code on this sign-in's session. */
export async function respondMfaSetup(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
  f: Finisher,
): Promise<AuthResponse> {
  const { state, user } = await sessionUser(deps, cc, sessionText, 'MFA_SETUP', responses);
  const o = resumeTrail(opts, state.trail);
  return trackSignIn(deps, user, o, async () => {
    if (!state.setupNonce || !(await spendSetupNonce(deps, cc.pool.id, user.username, state.setupNonce))) {
      throw Errors.notAuthorized('Invalid session for the user.');
    }
    // VerifySoftwareToken accepted a code from the new authenticator on this sign-in's session.
    noteChallenge(o, 'Mfa', true);
    return f.finish(deps, cc, user, o, state.deviceKey);
  });
}

/** The new Session VerifySoftwareToken returns during MFA_SETUP: it lets RespondToAuthChallenge finish once. */
export function verifiedSetupSession(deps: IdentityDeps, state: MfaSessionState, nonce: string): string {
  return sealMfaSession(deps, { ...state, challenge: 'MFA_SETUP', setupNonce: nonce });
}

export function newSetupNonce(): string {
  return randomUUID();
}

export function sealedSecret(deps: IdentityDeps, sealed: string | undefined): string | null {
  if (!sealed) return null;
  try {
    return deps.secrets.open(sealed).toString('utf8');
  } catch {
    return null;
  }
}

// ---- remembered devices ----

/** DEVICE_SRP_AUTH: the device's SRP_A; answers with DEVICE_PASSWORD_VERIFIER (the device's salt and B). */
export async function respondDeviceSrpAuth(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
): Promise<AuthResponse> {
  const { state, user } = await sessionUser(deps, cc, sessionText, 'DEVICE_SRP_AUTH', responses);
  const A = responses.SRP_A;
  const deviceKey = responses.DEVICE_KEY;
  if (!A || !deviceKey) throw Errors.invalidParameter('SRP_A and DEVICE_KEY are required for DEVICE_SRP_AUTH.');
  if (!isValidA(A)) throw Errors.invalidParameter('SRP_A is invalid.');
  if (deviceKey !== state.deviceKey) throw deviceNotFound();
  const device = await getDevice(deps, cc.pool.id, deviceKey);
  if (!device || device.username !== user.username || !device.verifier || !device.salt) throw deviceNotFound();
  const { b, B } = await deps.srp.ephemeral(device.verifier);
  const block: DeviceSecretBlock = { ...base(cc, user, deviceKey), deviceKey, b, B, A };
  const secretBlock = Buffer.from(sealValue(deps, 'device-srp-secret-block', block, SESSION_TTL_SECONDS)).toString(
    'base64',
  );
  return {
    ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
    Session: sealMfaSession(deps, {
      ...base(cc, user, deviceKey, state.trail),
      challenge: 'DEVICE_PASSWORD_VERIFIER',
    }),
    ChallengeParameters: {
      SALT: device.salt,
      SRP_B: B,
      SECRET_BLOCK: secretBlock,
      USERNAME: user.username,
      DEVICE_KEY: deviceKey,
    },
  };
}

/** DEVICE_PASSWORD_VERIFIER: the device's proof. Then the second factor, unless the pool lets the device stand in. */
export async function respondDevicePasswordVerifier(
  deps: IdentityDeps,
  cc: ClientContext,
  responses: Record<string, string>,
  sessionText: string | undefined,
  opts: FlowOptions,
  f: Finisher,
): Promise<AuthResponse> {
  const { state, user } = await sessionUser(deps, cc, sessionText, 'DEVICE_PASSWORD_VERIFIER', responses);
  const blockText = responses.PASSWORD_CLAIM_SECRET_BLOCK;
  const signature = responses.PASSWORD_CLAIM_SIGNATURE;
  const timestamp = responses.TIMESTAMP;
  if (!blockText || !signature || !timestamp) {
    throw Errors.invalidParameter('PASSWORD_CLAIM_SECRET_BLOCK, PASSWORD_CLAIM_SIGNATURE and TIMESTAMP are required.');
  }
  if (!isValidTimestamp(timestamp)) throw Errors.invalidParameter('TIMESTAMP is invalid.');
  const secretBlock = Buffer.from(blockText, 'base64');
  const opened = openValue<DeviceSecretBlock>(deps, 'device-srp-secret-block', secretBlock.toString('utf8'));
  if (!opened.ok) throw invalidSession();
  const block = opened.data;
  if (block.client !== cc.client.id || block.username !== user.username || block.deviceKey !== state.deviceKey) {
    throw invalidSession();
  }
  const device = await getDevice(deps, cc.pool.id, block.deviceKey);
  if (!device || device.username !== user.username || !device.verifier) throw deviceNotFound();
  const verifier = device.verifier;
  const o = resumeTrail(opts, state.trail);
  if (o.trail) o.trail.deviceKey = device.deviceKey;
  return trackSignIn(deps, user, o, async () => {
    if (isLocked(deps, user)) throw passwordAttemptsExceeded();
    const ok = await deps.srp.verify({
      poolName: device.groupKey,
      userIdForSrp: device.deviceKey,
      A: block.A,
      B: block.B,
      b: block.b,
      verifier,
      secretBlock,
      timestamp,
      signature,
    });
    if (!ok) {
      await recordFailedPassword(deps, user);
      throw incorrectCredentials();
    }
    if (deviceSkipsMfa(cc.pool) || mfaPlan(cc, user).kind === 'none') {
      return f.finish(deps, cc, user, o, device.deviceKey);
    }
    return secondFactorOrFinish(deps, cc, user, o, device.deviceKey, f);
  });
}

/**
 * After tokens are issued: a known device gets its last sign-in time; otherwise, when the pool tracks devices,
 * a new device key is handed out (NewDeviceMetadata) for the client to confirm. Either way the refresh token
 * is bound to the device.
 */
export async function deviceForSignIn(
  deps: IdentityDeps,
  cc: ClientContext,
  user: UserRecord,
  refreshTokenId: string,
  deviceKey: string | undefined,
  ip: string | undefined,
): Promise<{ DeviceKey: string; DeviceGroupKey: string } | undefined> {
  if (!tracksDevices(cc.pool)) return undefined;
  if (deviceKey) {
    await touchDevice(deps, cc.pool.id, deviceKey, ip);
    await bindRefreshTokenToDevice(deps, refreshTokenId, deviceKey);
    return undefined;
  }
  const device = await createDevice(deps, cc.pool, user.username, ip);
  await bindRefreshTokenToDevice(deps, refreshTokenId, device.deviceKey);
  return { DeviceKey: device.deviceKey, DeviceGroupKey: device.groupKey };
}
