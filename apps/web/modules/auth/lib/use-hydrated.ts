'use client';
// The sign-in, sign-up and code forms are server-rendered, so a visitor can press their button before React has
// hydrated the page. The browser would then send the form natively, as a GET that puts what was typed (the
// e-mail address and the password) into the address bar, the history and the server's logs. Their submit buttons
// stay disabled until hydration, as the public site's forms do (site-ui/lib/use-hydrated-form.ts); a disabled
// default button also stops Enter from submitting. The dashboard's controls rendered on the server with the
// workspace's values (its forms' save bar, Invite people) wait for hydration in the same way: a click before it
// was lost (CI: the owner's first "Invite people" opened nothing).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while the server renders and while the page hydrates; true once React drives the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
