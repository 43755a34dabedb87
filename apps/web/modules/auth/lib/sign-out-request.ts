// Signing out from a public page, which carries no auth library: the page notes the request in this tab's session
// storage and opens /auth/sign-out, which signs out at once only when it finds the note, fresh. Any other arrival
// there (a link on another site) is asked to confirm, so a link alone cannot sign anyone out.
import { withReturnTo } from './return-to.ts';

export const SIGN_OUT_PATH = '/auth/sign-out';

const REQUEST_KEY = 'app.signOutRequest';
/** An older note is stale: the tab went somewhere else first. */
const REQUEST_TTL_MS = 60_000;

/** Notes the request and opens the sign-out page, which comes back to the page the visitor is on. */
export function requestSignOut(): void {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  try {
    window.sessionStorage.setItem(REQUEST_KEY, String(Date.now()));
  } catch {
    // Storage refused: the sign-out page asks to confirm instead.
  }
  window.location.assign(withReturnTo(SIGN_OUT_PATH, returnTo));
}

/** Whether this tab asked to sign out a moment ago; the note is used up either way. */
export function takeSignOutRequest(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(REQUEST_KEY));
    window.sessionStorage.removeItem(REQUEST_KEY);
    return at > 0 && now >= at && now - at < REQUEST_TTL_MS;
  } catch {
    return false;
  }
}
