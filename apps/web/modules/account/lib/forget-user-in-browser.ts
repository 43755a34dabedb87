'use client';
// What account deletion leaves of the deleted user in this browser: nothing. Amplify's DeleteUser ends with its
// signOut (session tokens gone) and the app's sign-out clears its cookies; what an ordinary sign-out keeps goes too:
// the remembered device's keys (cookies), what Amplify keeps in Web Storage (a hosted-UI flow's state, the identity
// pool's identity id), the e-mail change waiting for its code and a checkout's chosen plan. The browser's display
// settings and cookie-notice choice belong to the browser, not to the user, and stay.
import { amplifyStorageKeys, storageKeys } from '../../auth/lib/amplify-storage.ts';
import { clearAppCookies } from '../../auth/lib/app-cookies.ts';
import { forgetCheckoutChoice } from '../../subscription/lib/use-billing-actions.ts';
import { forgetPendingEmail } from './pending-email.ts';

function webStorages(): Storage[] {
  const found: Storage[] = [];
  for (const read of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      found.push(read());
    } catch {
      // Storage refused (private mode): nothing was kept there.
    }
  }
  return found;
}

/** Forgets `user` (their username `id` and `sub`) in this browser, after their account is deleted. */
export function forgetUserInBrowser(user: { id: string; sub: string }): void {
  clearAppCookies({ forgetDevicesOf: user.id });
  for (const key of new Set([user.sub, user.id])) if (key) forgetPendingEmail(key);
  forgetCheckoutChoice();
  for (const storage of webStorages()) {
    for (const key of amplifyStorageKeys(storageKeys(storage))) storage.removeItem(key);
  }
}
