// The notification centre (/dashboard/notifications) with more notifications than a page: the newest page,
// "Load more" for the rest, the Unread filter (kept in the URL) and its count, marking one read in place, "Mark
// all as read" and the empty states of both filters; keyboard only for the main steps. The notifications are
// caused by real actions (password changes by another device of the user: SECURITY notifications).
import { PAGE_SIZE } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  bell,
  changePasswordTimes,
  myNotifications,
  PASSWORD_CHANGED,
  waitForLiveFeed,
  waitForNotifications,
} from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext, signUpConfirmed } from '../support/sign-in.ts';

test.setTimeout(180_000);

test('the centre pages with Load more, filters unread ones, marks one and then all read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Signed up as a visitor would: notifications go to a user's profile, which sign-up makes.
  const email = uniqueEmail('centre');
  await signUpConfirmed(request, baseURL!, email);
  const times = PAGE_SIZE + 2;
  const password = await changePasswordTimes(baseURL!, email, times);
  const tokens = await signInContext(context, baseURL!, email, password);
  await waitForNotifications(baseURL!, tokens.accessToken, PASSWORD_CHANGED, times);
  const total = (await myNotifications(baseURL!, tokens.accessToken)).items.length;
  expect(total).toBeGreaterThan(PAGE_SIZE);

  await page.goto('/dashboard/notifications');
  await waitForLiveFeed(page);
  const all = page.getByRole('list', { name: 'All notifications' });
  await expect(all.getByRole('listitem')).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole('button', { name: `Unread (${total})` })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${total} unread`);
  await expectNoSeriousA11yViolations(page, '/dashboard/notifications (a page of unread)');

  // The rest, with the keyboard.
  const more = page.getByRole('button', { name: 'Load more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(all.getByRole('listitem')).toHaveCount(total);
  await expect(more).toHaveCount(0);
  await expect(page.getByText(`${total} notifications, that’s all`)).toBeVisible();

  // One read in place: the count goes down here and on the bell, in the server too.
  const first = all.getByRole('listitem').first();
  await first.getByRole('button', { name: /^Mark “.+” as read$/ }).click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('button', { name: `Unread (${total - 1})` })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${total - 1} unread`);
  await expect.poll(async () => (await myNotifications(baseURL!, tokens.accessToken)).unreadCount).toBe(total - 1);

  // Unread only, in the URL (a reload keeps it).
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/\?filter=unread$/);
  await page.reload();
  const unread = page.getByRole('list', { name: 'Unread notifications' });
  await expect(unread.getByRole('listitem')).toHaveCount(PAGE_SIZE, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Unread/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(unread.getByRole('listitem')).toHaveCount(total - 1);
  await expect(unread.locator('[data-unread="false"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/notifications?filter=unread');

  // All read at once: the unread view is empty, the bell has no count.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You’re all caught up' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  // Checked once the toast has gone (axe would read its fade).
  await expect(page.getByText('All notifications marked as read')).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/notifications?filter=unread (empty)');
  await expect.poll(async () => (await myNotifications(baseURL!, tokens.accessToken)).unreadCount).toBe(0);

  // Back to all: every one there, read.
  await page.getByRole('button', { name: 'Show all notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(all.getByRole('listitem')).toHaveCount(PAGE_SIZE);
  await expect(all.locator('[data-unread="true"]')).toHaveCount(0);
});

test('a new user sees the empty centre and an empty bell', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('centre-empty');
  await createUser(baseURL!, email);
  const tokens = await signInContext(context, baseURL!, email);
  // A sign-in may notify (a new device): start from nothing, as a new account would.
  await expect.poll(async () => (await myNotifications(baseURL!, tokens.accessToken)).items.length).toBe(0);
  await page.goto('/dashboard/notifications');
  await waitForLiveFeed(page);
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.getByRole('button', { name: 'Unread' }).click();
  await expect(page.getByRole('heading', { name: 'You’re all caught up' })).toBeVisible();
  await bell(page).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByText('No notifications yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the bell, empty');
  await menu.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
});
