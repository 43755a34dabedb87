// A notification caused in one browser reaches the recipient's other browser live: the user changes their
// password on the account page in browser A (a SECURITY notification); browser B, open on the notification
// centre, shows it at once with the bell's count, opens it (its link, the account page's security section) and
// so marks it read; browser A, reloaded, shows it read too: the read state is the server's. With Push on for
// security notifications and the browser's permission given, B also shows it as a browser notification.
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bell, PASSWORD_CHANGED, waitForLiveFeed } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext, signUpConfirmed } from '../support/sign-in.ts';

test.setTimeout(180_000);

test('a notification caused in one browser appears live in the other, is opened there and reads as read in the first', async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  // Signed up as a visitor would: notifications go to a user's profile, which sign-up makes.
  const email = uniqueEmail('notify-live');
  await signUpConfirmed(request, baseURL!, email, { givenName: 'Ada' });
  await signInContext(context, baseURL!, email);

  const other = await browser.newContext({ baseURL });
  try {
    await other.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    // Browser notifications this page shows, recorded (the system's own would be invisible to the test).
    await other.addInitScript(() => {
      const shown: { title: string; body?: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      const Real = window.Notification;
      class Recorded extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push({ title, body: options?.body });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
    });
    await signInContext(other, baseURL!, email);
    const b = await other.newPage();

    // B: Push on for security notifications (the permission is already given here).
    await b.goto('/dashboard/account#notifications');
    const prefs = b.getByRole('region', { name: 'Notifications' });
    const securityPush = prefs.getByRole('group', { name: 'Security' }).getByRole('switch', { name: 'Push' });
    await expect(securityPush).toBeVisible({ timeout: 30_000 });
    await securityPush.check();
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await expect(b.getByText('Notification preferences saved')).toBeVisible();

    // B: the centre, live, nothing yet.
    await b.goto('/dashboard/notifications');
    await expect(b.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({ timeout: 30_000 });
    await waitForLiveFeed(b);
    await expect(b.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(bell(b)).toHaveAccessibleName('Notifications');
    await expectNoSeriousA11yViolations(b, '/dashboard/notifications (empty)');

    // A: the password change on the account page.
    await page.goto('/dashboard/account');
    const section = page.getByRole('region', { name: 'Password' });
    await expect(section).toBeVisible({ timeout: 30_000 });
    await section.getByLabel('Current password', { exact: false }).first().fill(TEST_PASSWORD);
    await section.locator('input[name="newPassword"]').fill('New-Password-42');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    // Checked once the toast has gone (axe would read its fade).
    await expect(page.getByText('Your password is changed.')).toBeHidden({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, '/dashboard/account');

    // B: it arrives without a reload, unread, on the list and on the bell, and as a browser notification.
    const list = b.getByRole('list', { name: 'All notifications' });
    const item = list.getByRole('listitem').filter({ hasText: PASSWORD_CHANGED });
    await expect(item).toBeVisible({ timeout: 20_000 });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(bell(b)).toHaveAccessibleName('Notifications, 1 unread');
    await expect
      .poll(() =>
        b.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications),
      )
      .toEqual([expect.objectContaining({ title: PASSWORD_CHANGED })]);
    await expectNoSeriousA11yViolations(b, '/dashboard/notifications (one unread)');

    // B: the bell lists it too; opening it there leads to the account page's security section and reads it.
    await bell(b).click();
    const menu = b.getByRole('dialog', { name: /Notifications/ });
    await expect(menu.getByRole('listitem').filter({ hasText: PASSWORD_CHANGED })).toHaveAttribute(
      'data-unread',
      'true',
    );
    await expectNoSeriousA11yViolations(b, 'the bell, open');
    await menu.getByRole('link', { name: new RegExp(PASSWORD_CHANGED) }).click();
    await expect(b).toHaveURL(/\/dashboard\/account#security$/);
    await expect(bell(b)).toHaveAccessibleName('Notifications', { timeout: 15_000 });
    await expectNoSeriousA11yViolations(b, '/dashboard/account#security');

    // A: after a reload, it reads as read here too.
    await page.goto('/dashboard/notifications');
    const seen = page.getByRole('list', { name: 'All notifications' }).getByRole('listitem').filter({
      hasText: PASSWORD_CHANGED,
    });
    await expect(seen).toHaveAttribute('data-unread', 'false', { timeout: 30_000 });
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expectNoSeriousA11yViolations(page, '/dashboard/notifications (read)');
  } finally {
    await other.close();
  }
});
