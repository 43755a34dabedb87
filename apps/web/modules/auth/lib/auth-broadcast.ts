// Sign-in and sign-out are announced as an `auth-state-change` message with a logged-in flag: to this window
// (postMessage, for anything embedded that listens) and to the app's other tabs (BroadcastChannel), which
// follow: they reload the user, or drop it and leave signed-in pages.

export const AUTH_STATE_CHANGE = 'auth-state-change';
const CHANNEL = 'app.auth';

export interface AuthStateChangeMessage {
  type: typeof AUTH_STATE_CHANGE;
  loggedIn: boolean;
}

export function isAuthStateChange(data: unknown): data is AuthStateChangeMessage {
  return (
    Boolean(data) &&
    typeof data === 'object' &&
    (data as { type?: unknown }).type === AUTH_STATE_CHANGE &&
    typeof (data as { loggedIn?: unknown }).loggedIn === 'boolean'
  );
}

export function broadcastAuthState(loggedIn: boolean): void {
  if (typeof window === 'undefined') return;
  const message: AuthStateChangeMessage = { type: AUTH_STATE_CHANGE, loggedIn };
  window.postMessage(message, window.location.origin);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}

/** Calls `onChange` when another tab signs in or out; returns the unsubscribe function. */
export function subscribeToOtherTabs(onChange: (loggedIn: boolean) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isAuthStateChange(event.data)) onChange(event.data.loggedIn);
  };
  return () => channel.close();
}
