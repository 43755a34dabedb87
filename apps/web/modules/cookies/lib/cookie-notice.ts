// What the cookie notice remembers. With monitoring off (MONITORING.enabled, seed section 9) the site sets only
// strictly necessary cookies, so the notice informs; with monitoring on it asks, and monitoring may start only
// after `monitoringConsent()` is 'granted'.
export const COOKIE_NOTICE_KEY = 'app.cookie-notice';

export type TConsent = 'acknowledged' | 'granted' | 'denied';

export function readConsent(): TConsent | null {
  try {
    const v = window.localStorage.getItem(COOKIE_NOTICE_KEY);
    return v === 'acknowledged' || v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

export function writeConsent(value: TConsent): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_KEY, value);
  } catch {
    // Storage blocked: the notice shows again next time, which is the truthful outcome.
  }
}

export function monitoringConsent(): boolean {
  return readConsent() === 'granted';
}
