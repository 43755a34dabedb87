'use client';
// PUSH, the browser's own notifications while the app is open: a new notification whose `push` flag is set
// (the recipient's PUSH channel was on for its type) shows as a system notification when the user allowed
// them; clicking it brings this tab forward and opens what it is about. The permission is asked only when the
// user turns PUSH on (the account page), as browsers expect it after a gesture.
//
// Usage: showPush(event, (href) => router.push(href));  const state = pushPermission();

export type TPushPermission = NotificationPermission | 'unsupported';

export function pushPermission(): TPushPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}

/** Asks the browser for permission (after a user's gesture); what it answered. */
export async function requestPushPermission(): Promise<TPushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return pushPermission();
  }
}

/** Whether a new notification is one to show now. */
export function shouldPush(event: { push?: boolean | null; readAt?: string | null }, permission: TPushPermission) {
  return event.push === true && !event.readAt && permission === 'granted';
}

/**
 * Shows `event` as a system notification when it is one to show. Its id is the notification's tag, so the
 * user's other open tabs, which get the same event, replace it rather than add their own.
 */
export function showPush(
  event: { id: string; title: string; body?: string | null; push?: boolean | null; readAt?: string | null },
  onOpen: () => void,
): Notification | null {
  if (!shouldPush(event, pushPermission())) return null;
  try {
    const shown = new window.Notification(event.title, { body: event.body ?? undefined, tag: event.id });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onOpen();
    };
    return shown;
  } catch {
    // Some browsers allow notifications only from a service worker (Chrome on Android): the bell still has it.
    return null;
  }
}
