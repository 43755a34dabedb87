// Notifications for the journeys: caused by real actions that notify (a password change through the identity
// service, as another device of the user would make it, is a SECURITY notification), and read back through the
// data service's listMyNotifications with the user's token, as the web app reads them.
import { ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page } from '@playwright/test';
import { TEST_PASSWORD } from './admin.ts';
import { passwordSignIn, userClient } from './sign-in.ts';

export const PASSWORD_CHANGED = 'Your password was changed';

export interface TNotificationItem {
  id: string;
  type: string;
  kind: string;
  title: string;
  readAt: string | null;
  push: boolean | null;
}

export async function graphql<T = Record<string, unknown>>(
  baseURL: string,
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** Every notification of the token's user, newest first, with the unread count. */
export async function myNotifications(baseURL: string, accessToken: string, unreadOnly = false) {
  const items: TNotificationItem[] = [];
  let nextToken: string | null = null;
  let unreadCount = 0;
  do {
    const data: {
      listMyNotifications: { items: TNotificationItem[]; nextToken: string | null; unreadCount: number };
    } = await graphql(
      baseURL,
      accessToken,
      `query L($unreadOnly: Boolean, $nextToken: String) {
        listMyNotifications(unreadOnly: $unreadOnly, limit: 50, nextToken: $nextToken) {
          items { id type kind title readAt push } nextToken unreadCount
        }
      }`,
      { unreadOnly, nextToken },
    );
    items.push(...data.listMyNotifications.items);
    nextToken = data.listMyNotifications.nextToken;
    unreadCount = data.listMyNotifications.unreadCount;
  } while (nextToken);
  return { items, unreadCount };
}

/** Waits until the user has at least `count` notifications with `title`; returns them all. */
export async function waitForNotifications(baseURL: string, accessToken: string, title: string, count = 1) {
  let found: TNotificationItem[] = [];
  await expect
    .poll(
      async () => {
        found = (await myNotifications(baseURL, accessToken)).items.filter((n) => n.title === title);
        return found.length;
      },
      { timeout: 20_000, message: `${count} notification(s) "${title}"` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * Changes the user's password `times` times through the identity service (each a SECURITY notification, "Your
 * password was changed"), as another device of theirs would; returns the password in force at the end.
 */
export async function changePasswordTimes(baseURL: string, email: string, times: number, from = TEST_PASSWORD) {
  const tokens = await passwordSignIn(baseURL, email, from);
  let current = from;
  for (let i = 1; i <= times; i += 1) {
    const next = `Changed-Password-${i}x`;
    await userClient(baseURL).send(
      new ChangePasswordCommand({ AccessToken: tokens.accessToken, PreviousPassword: current, ProposedPassword: next }),
    );
    current = next;
  }
  return current;
}

/** Waits for the page's live notification feed to be connected (the centre shows its state). */
export async function waitForLiveFeed(page: Page) {
  await expect(page.locator('[data-live-status]').first()).toHaveAttribute('data-live-status', 'connected', {
    timeout: 30_000,
  });
}

/** The bell of the dashboard's top bar, whose name carries the unread count ("Notifications, 2 unread"). */
export function bell(page: Page) {
  return page.getByTestId('dashboard-top-bar').getByRole('button', { name: /^Notifications/ });
}
