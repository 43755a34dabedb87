// Sign-out removes every cookie the app set for the session: the token cookies Amplify keeps
// (`CognitoIdentityServiceProvider.<client>.<user>.*`) and its hosted-UI helper cookies (`amplify-*`). Account
// deletion removes the user's remembered-device keys as well.

import { decodeCookieText } from '../../dashboard/lib/session-cookies.ts';

export const APP_COOKIE_PREFIXES = ['CognitoIdentityServiceProvider.', 'amplify-'] as const;

/**
 * A remembered device's keys (`….deviceKey`, `….deviceGroupKey`, `….randomPasswordKey`) outlive the session, as
 * Amplify's own sign-out keeps them: they are what lets the next sign-in on this browser skip the second factor.
 */
const DEVICE_KEY_SUFFIXES = ['.deviceKey', '.deviceGroupKey', '.randomPasswordKey'] as const;

export interface TClearCookiesOptions {
  /** A username whose remembered-device keys go too (the account is deleted: the device means nothing any more). */
  forgetDevicesOf?: string;
}

/** Whether `name` is one of the device keys of `username` (`…<client>.<username>.deviceKey`). Pure. */
function isDeviceKeyOf(name: string, username: string): boolean {
  return DEVICE_KEY_SUFFIXES.some((suffix) => decodeCookieText(name).endsWith(`.${username}${suffix}`));
}

/**
 * The names in a `document.cookie` string that start with one of the app prefixes; device keys kept, except those of
 * `forgetDevicesOf`. Pure.
 */
export function appCookieNames(cookieHeader: string, { forgetDevicesOf }: TClearCookiesOptions = {}): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name && APP_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .filter(
      (name) =>
        !DEVICE_KEY_SUFFIXES.some((suffix) => name.endsWith(suffix)) ||
        (forgetDevicesOf !== undefined && isDeviceKeyOf(name, forgetDevicesOf)),
    );
}

/** Expires the app's cookies, host-only and for each parent domain they may have been set on. */
export function clearAppCookies(options: TClearCookiesOptions = {}): void {
  if (typeof document === 'undefined') return;
  const labels = window.location.hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  for (const name of appCookieNames(document.cookie, options)) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies synchronously at sign-out needs document.cookie.
      document.cookie = `${encodeURIComponent(name).replace(/%2E/g, '.')}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
