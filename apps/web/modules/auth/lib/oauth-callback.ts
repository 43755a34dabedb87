// What /auth/callback makes of the address the hosted UI sends the browser back to. Amplify's OAuth listener only
// looks at a callback while a sign-in it started is in progress, and then only after the configuration has loaded;
// anything else (no code, a provider's error, a state this browser never issued) would leave the page waiting. So
// the page reads the address itself first: what cannot complete is said at once, in the seed's client messages
// (section 8), and only a code for a state this browser issued is left to Amplify to exchange.
import { CLIENT_MESSAGES, SIGN_IN_MESSAGES } from '@innov/contracts';
import { mapAuthError } from './auth-errors.ts';
import { safeReturnTo } from './return-to.ts';

export interface TCallbackQuery {
  code: string | null;
  state: string | null;
  /** The provider's (or the hosted UI's) OAuth error code, e.g. access_denied (RFC 6749, 4.1.2.1). */
  error: string | null;
}

export type TCallbackOutcome =
  /** Nothing can complete: say why. */
  | { kind: 'failed'; message: string }
  /** A code and a state: whether this browser issued the state is known in the browser only. */
  | { kind: 'check-state' }
  /** A code for a state this browser issued: Amplify's listener exchanges it. */
  | { kind: 'exchange' }
  /** Nothing to complete, and signed in already (a reload after the exchange): go on. */
  | { kind: 'signed-in' };

const failed = (message: string): TCallbackOutcome => ({ kind: 'failed', message });

/** What the address alone says. Pure. */
export function callbackOutcome(query: TCallbackQuery, { signedIn }: { signedIn: boolean }): TCallbackOutcome {
  // RFC 6749: access_denied is the resource owner (or the server) declining; any other error is the provider's.
  // Its error_description is not shown: it is text from the address bar.
  if (query.error) {
    return failed(
      query.error === 'access_denied' ? CLIENT_MESSAGES.userCancelledOAuth : SIGN_IN_MESSAGES.OAuthSignInException,
    );
  }
  if (!query.code) {
    if (signedIn && !query.state) return { kind: 'signed-in' };
    // Amplify: without a code (or a state) "most likely the end user cancelled the inflight oauth flow".
    return failed(CLIENT_MESSAGES.userCancelledOAuth);
  }
  if (!query.state) return failed(CLIENT_MESSAGES.invalidState);
  return { kind: 'check-state' };
}

/** A code came back with `state`: exchanged only when this browser issued that state (Amplify's validateState). */
export function checkState(state: string, issued: readonly string[]): TCallbackOutcome {
  return issued.includes(state) ? { kind: 'exchange' } : failed(CLIENT_MESSAGES.invalidState);
}

/** The custom state we send with a redirect sign-in: `{"returnTo":"/path"}` or a bare path. Pure. */
export function returnToFromCustomState(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = JSON.parse(data) as { returnTo?: unknown };
    if (parsed && typeof parsed === 'object' && typeof parsed.returnTo === 'string')
      return safeReturnTo(parsed.returnTo);
  } catch {
    // Not JSON: a bare path.
  }
  return safeReturnTo(data);
}

/**
 * The returnTo carried by an OAuth state Amplify issued: `<random>-<custom state, each character as two hex
 * digits>` (Amplify's urlSafeEncode). Pure.
 */
export function returnToFromState(state: string): string | undefined {
  const dash = state.indexOf('-');
  const hex = dash < 0 ? '' : state.slice(dash + 1);
  if (!hex || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return undefined;
  const custom = (hex.match(/../g) ?? []).map((pair) => String.fromCharCode(Number.parseInt(pair, 16))).join('');
  return returnToFromCustomState(custom);
}

const KNOWN_CLIENT_MESSAGES = new Set<string>(Object.values(CLIENT_MESSAGES));

/** A redirect failure as the user reads it: a seed client message when it is one, else the catalogue. */
export function redirectFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.replace(/\.$/, '').replace(/`/g, '') : '';
  if (message && KNOWN_CLIENT_MESSAGES.has(message)) return message;
  if (message && KNOWN_CLIENT_MESSAGES.has(`${message}.`)) return `${message}.`;
  const mapped = mapAuthError(error, 'signIn');
  return mapped === SIGN_IN_MESSAGES.SignInException || mapped.startsWith('Unknown')
    ? SIGN_IN_MESSAGES.OAuthSignInException
    : mapped;
}
