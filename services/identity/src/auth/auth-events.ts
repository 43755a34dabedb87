// The authentication events AdminListUserAuthEvents lists: who called from where (the caller's address and a
// short device name from the User-Agent or the remembered device), and how a sign-in went. A sign-in's trail
// (its event id and the challenges answered so far) travels in the sealed challenge sessions, so the MFA answer
// rewrites the InProgress event its password left.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { CognitoError } from '../protocol/errors.ts';
import {
  type AuthEventResponse,
  type AuthEventType,
  type ChallengeOutcome,
  putAuthEvent,
  signInHistory,
} from '../store/auth-events.ts';
import { getDevice } from '../store/devices.ts';
import { type EventUser, emitUserEvent } from '../users/events.ts';

const MAX_DEVICE_NAME = 128;

/** Where a call came from, as an auth event records it. */
export interface AuthEventClient {
  ip?: string;
  deviceName?: string;
}

/** One sign-in across its challenges: the event's id, the challenges answered, the device it names. */
export interface SignInTrail {
  id: string;
  challenges: ChallengeOutcome[];
  deviceKey?: string;
}

/** The part of a sign-in's options that auth events use (FlowOptions carries both). */
export interface TrailOptions {
  client?: AuthEventClient;
  trail?: SignInTrail;
}

/** "Chrome on Linux" and the like from a User-Agent (or a device name that is one); otherwise the text, cut short. */
export function describeUserAgent(ua: string | undefined | null): string | undefined {
  const text = ua?.trim();
  if (!text) return undefined;
  const browser = /\bEdg(e|A|iOS)?\//.test(text)
    ? 'Edge'
    : /\bOPR\/|\bOpera\b/.test(text)
      ? 'Opera'
      : /\bFirefox\/|\bFxiOS\//.test(text)
        ? 'Firefox'
        : /\b(Headless)?Chrome\/|\bChromium\/|\bCriOS\//.test(text)
          ? 'Chrome'
          : /\bSafari\//.test(text)
            ? 'Safari'
            : /\baws-sdk-js\//.test(text)
              ? 'AWS SDK for JavaScript'
              : /\baws-amplify\//.test(text)
                ? 'Amplify'
                : /^node$|\bNode\.js\b/i.test(text)
                  ? 'Node.js'
                  : null;
  const system = /\bWindows\b|\bos\/win32\b/i.test(text)
    ? 'Windows'
    : /\bAndroid\b/i.test(text)
      ? 'Android'
      : /\b(iPhone|iPad|iOS)\b/.test(text)
        ? 'iOS'
        : /\bMac OS X\b|\bmacOS\b|\bos\/darwin\b/i.test(text)
          ? 'macOS'
          : /\bCrOS\b/.test(text)
            ? 'ChromeOS'
            : /\bLinux\b|\bos\/linux\b/i.test(text)
              ? 'Linux'
              : null;
  if (browser) return system ? `${browser} on ${system}` : browser;
  return text.length > MAX_DEVICE_NAME ? `${text.slice(0, MAX_DEVICE_NAME - 1)}…` : text;
}

/** IPv4 callers on a dual-stack socket show as `::ffff:a.b.c.d`; events show the IPv4 address. */
function plainIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The caller of a request: its address and User-Agent. */
export function requestClient(req: IncomingMessage, request: Pick<RequestContext, 'ip'>): AuthEventClient {
  const ua = req.headers['user-agent'];
  return { ip: plainIp(request.ip), deviceName: describeUserAgent(Array.isArray(ua) ? ua[0] : ua) };
}

/**
 * The end user behind an admin sign-in: the ContextData a back end passes on (IpAddress and the user's HTTP
 * headers) where given, else the caller of the request itself.
 */
export function adminRequestClient(
  contextData: unknown,
  req: IncomingMessage,
  request: Pick<RequestContext, 'ip'>,
): AuthEventClient {
  const own = requestClient(req, request);
  if (!contextData || typeof contextData !== 'object') return own;
  const c = contextData as { IpAddress?: unknown; HttpHeaders?: unknown };
  const ip = typeof c.IpAddress === 'string' && c.IpAddress.length <= 64 ? c.IpAddress : undefined;
  let ua: string | undefined;
  if (Array.isArray(c.HttpHeaders)) {
    for (const h of c.HttpHeaders as { headerName?: unknown; headerValue?: unknown }[]) {
      if (typeof h?.headerName === 'string' && h.headerName.toLowerCase() === 'user-agent') {
        ua = typeof h.headerValue === 'string' ? h.headerValue.slice(0, 2048) : undefined;
      }
    }
  }
  return {
    ip: plainIp(ip) ?? own.ip,
    deviceName: ua !== undefined ? describeUserAgent(ua) : own.deviceName,
  };
}

/**
 * Records an event for the user, and for a successful sign-in from a device the user has not signed in from
 * before, emits NewDeviceSignIn. Never throws: the log is a record of what happened, so a failure to write it
 * is logged and the operation goes on.
 */
export async function recordAuthEvent(
  deps: IdentityDeps,
  user: EventUser,
  event: {
    type: AuthEventType;
    response: AuthEventResponse;
    challenges?: ChallengeOutcome[];
    client?: AuthEventClient;
    /** Rewrites the event with this id (a sign-in moving on); a new id otherwise. */
    id?: string;
    /** A remembered device whose name stands for the caller's. */
    deviceKey?: string;
  },
): Promise<void> {
  try {
    const id = event.id ?? randomUUID();
    let deviceName = event.client?.deviceName;
    // A device key the user's earlier sign-in was given marks a device seen before.
    let knownDevice = false;
    if (event.deviceKey) {
      const device = await getDevice(deps, user.poolId, event.deviceKey);
      if (device && device.username === user.username) {
        knownDevice = true;
        if (device.name) deviceName = describeUserAgent(device.name);
      }
    }
    // Asked before this sign-in is written, so that it does not count as its own precedent.
    const newDevice =
      event.type === 'SignIn' && event.response === 'Pass' && !knownDevice
        ? await isNewDevice(deps, user, id, deviceName ?? null)
        : false;
    await putAuthEvent(deps, {
      id,
      poolId: user.poolId,
      username: user.username,
      sub: user.sub,
      type: event.type,
      response: event.response,
      challenges: event.challenges ?? [],
      ipAddress: event.client?.ip ?? null,
      deviceName: deviceName ?? null,
    });
    if (newDevice) {
      const ip = event.client?.ip;
      await emitUserEvent(deps, 'NewDeviceSignIn', user, {
        device: deviceName ?? 'an unknown device',
        ...(ip ? { ip } : {}),
      });
    }
  } catch (err) {
    deps.logger.error({ err, type: event.type, username: user.username }, 'auth event not recorded');
  }
}

/**
 * A successful sign-in comes from a new device when the user has signed in before, never from this browser and
 * system (or remembered device name) within the log's 90 days. The first sign-in of all is no news.
 */
async function isNewDevice(deps: IdentityDeps, user: EventUser, id: string, deviceName: string | null) {
  const history = await signInHistory(deps, user, id, deviceName);
  return history.signedInBefore && !history.fromDevice;
}

// ---- sign-in trails ----

export function newTrail(): SignInTrail {
  return { id: randomUUID(), challenges: [] };
}

/** The options of a challenge answer, carrying on the trail its session sealed (a fresh one if it has none). */
export function resumeTrail<O extends TrailOptions>(opts: O, sealed: SignInTrail | undefined): O {
  return { ...opts, trail: sealed ? { ...sealed, challenges: [...sealed.challenges] } : newTrail() };
}

/** Notes a challenge's outcome on the sign-in's trail. */
export function noteChallenge(opts: TrailOptions, name: ChallengeOutcome['ChallengeName'], ok: boolean): void {
  opts.trail?.challenges.push({ ChallengeName: name, ChallengeResponse: ok ? 'Success' : 'Failure' });
}

/** The errors that end a sign-in as failed (not malformed requests, throttling or a weak new password). */
const SIGN_IN_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'UserLambdaValidationException',
]);

async function recordSignIn(deps: IdentityDeps, user: EventUser, opts: TrailOptions, response: AuthEventResponse) {
  const trail = opts.trail;
  if (!trail) return;
  await recordAuthEvent(deps, user, {
    type: 'SignIn',
    response,
    challenges: trail.challenges,
    client: opts.client,
    id: trail.id,
    deviceKey: trail.deviceKey,
  });
}

/**
 * Runs a step of a known user's sign-in and records its outcome: Pass when it issues tokens, Fail when it
 * throws a sign-in failure, InProgress when it asks a further challenge once a challenge has been answered
 * (an SRP or custom sign-in's first step answers none, so it is not recorded).
 */
export async function trackSignIn<R extends { AuthenticationResult?: unknown }>(
  deps: IdentityDeps,
  user: EventUser,
  opts: TrailOptions,
  step: () => Promise<R>,
): Promise<R> {
  let result: R;
  try {
    result = await step();
  } catch (error) {
    if (error instanceof CognitoError && SIGN_IN_FAILURES.has(error.type)) {
      await recordSignIn(deps, user, opts, 'Fail');
    }
    throw error;
  }
  if (result.AuthenticationResult) await recordSignIn(deps, user, opts, 'Pass');
  else if (opts.trail?.challenges.length) await recordSignIn(deps, user, opts, 'InProgress');
  return result;
}
