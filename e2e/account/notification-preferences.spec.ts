// The account page's notification preferences: Security e-mail on and locked; Product's channels, its daily
// digest and the time zone (the browser's until chosen, then the profile's); Marketing e-mail, which is the
// marketing consent (identity's custom:marketing_update: the ID token says so after saving); Push asks the
// browser's permission when turned on and explains a refusal; the Phone line. Saved with one button and kept
// across a reload; what the data service holds agrees. A save the data service refuses (the session ended
// elsewhere) shows its message and keeps what the user chose. The same user then exports their data from the
// account page (issue 30): pending, then ready to download.
import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signInContext, signUpConfirmed, userClient } from '../support/sign-in.ts';

test.setTimeout(120_000);
test.use({ timezoneId: 'Europe/Berlin' });

function preferences(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

function channel(page: Page, type: string, name: string) {
  return preferences(page).getByRole('group', { name: type }).getByRole('switch', { name, exact: true });
}

async function openPreferences(page: Page) {
  await page.goto('/dashboard/account#notifications');
  await expect(channel(page, 'Security', 'E-mail')).toBeVisible({ timeout: 30_000 });
}

test('the user sets their notification channels, digest, time zone and marketing consent', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Signed up as a visitor would, so the profile (where the time zone lives) exists.
  const email = uniqueEmail('prefs');
  await signUpConfirmed(request, baseURL!, email);
  const tokens = await signInContext(context, baseURL!, email);
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
  await openPreferences(page);
  await expectNoSeriousA11yViolations(page, '/dashboard/account#notifications');

  // The defaults: security and product e-mail, no marketing (no consent yet), the browser's time zone.
  await expect(channel(page, 'Security', 'E-mail')).toBeChecked();
  await expect(channel(page, 'Security', 'E-mail')).toBeDisabled();
  await expect(preferences(page).getByText('Security e-mails are always sent')).toBeVisible();
  await expect(channel(page, 'Product', 'E-mail')).toBeChecked();
  await expect(channel(page, 'Marketing', 'E-mail')).not.toBeChecked();
  await expect(channel(page, 'Product', 'Push')).not.toBeChecked();
  await expect(preferences(page).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  await expect(preferences(page).getByText(/not an automated channel/)).toBeVisible();
  // The profile got the browser's zone as soon as the dashboard opened.
  const profileZone = async () =>
    (
      await graphql<{ getUserProfile: { timeZone: string | null } }>(
        baseURL!,
        tokens.accessToken,
        'query P($id: ID!) { getUserProfile(id: $id) { timeZone } }',
        { id: tokens.username },
      )
    ).getUserProfile.timeZone;
  await expect.poll(profileZone).toBe('Europe/Berlin');
  await expect(preferences(page).getByRole('button', { name: 'Save preferences' })).toBeDisabled();

  // Changes: Product push (the permission is given), the digest, a time zone, marketing by e-mail and SMS.
  await channel(page, 'Product', 'Push').check();
  await preferences(page).getByRole('switch', { name: 'Daily digest at 08:00' }).check();
  await preferences(page).getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  await channel(page, 'Marketing', 'E-mail').check();
  await channel(page, 'Marketing', 'SMS').check();
  await expect(preferences(page).getByText('Text messages need a phone number.', { exact: false })).toBeVisible();
  await preferences(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await expect(preferences(page).getByRole('button', { name: 'Save preferences' })).toBeDisabled();

  // Kept, after a reload.
  await page.reload();
  await openPreferences(page);
  await expect(channel(page, 'Product', 'Push')).toBeChecked();
  await expect(preferences(page).getByRole('switch', { name: 'Daily digest at 08:00' })).toBeChecked();
  await expect(preferences(page).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await expect(channel(page, 'Marketing', 'E-mail')).toBeChecked();
  await expect(channel(page, 'Marketing', 'SMS')).toBeChecked();
  await expectNoSeriousA11yViolations(page, '/dashboard/account#notifications (saved)');

  // The services agree: the consent is identity's attribute; the records and the profile are the data service's.
  const fresh = await passwordSignIn(baseURL!, email);
  const claims = JSON.parse(Buffer.from(fresh.idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(claims['custom:marketing_update']).toBe('true');
  expect(await profileZone()).toBe('America/New_York');
  const records = await graphql<{
    listNotifications: { items: { type: string; channels: string[]; digest: boolean | null }[] };
  }>(baseURL!, tokens.accessToken, 'query { listNotifications { items { type channels digest } } }');
  const product = records.listNotifications.items.find((r) => r.type === 'PRODUCT');
  expect(product).toMatchObject({ digest: true });
  expect(product?.channels.sort()).toEqual(['EMAIL', 'PUSH']);
  await expect
    .poll(async () => {
      const again = await graphql<{ listNotifications: { items: { type: string; channels: string[] }[] } }>(
        baseURL!,
        tokens.accessToken,
        'query { listNotifications { items { type channels } } }',
      );
      return again.listNotifications.items.find((r) => r.type === 'MARKETING')?.channels.sort();
    })
    .toEqual(['EMAIL', 'SMS']);

  // Marketing e-mail off again is the consent withdrawn.
  await channel(page, 'Marketing', 'E-mail').uncheck();
  await preferences(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  const after = await passwordSignIn(baseURL!, email);
  const afterClaims = JSON.parse(Buffer.from(after.idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(afterClaims['custom:marketing_update']).toBe('false');

  // Export my data (issue 30): asked for here, prepared by a job (pending, the page asking again), then ready
  // with its Download link, and the next request possible only after the hour.
  const exportSection = page.getByRole('region', { name: 'Export your data' });
  await exportSection.getByRole('button', { name: 'Request export' }).click();
  await expect(exportSection.getByTestId('data-export-pending')).toBeVisible();
  await expect(exportSection.getByRole('progressbar', { name: 'Preparing your export' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/account#data-export (pending)');
  const download = exportSection.getByRole('link', { name: /^Download your data export/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(exportSection.getByRole('button', { name: 'Request export' })).toBeDisabled();
  await expect(exportSection.getByText(/You can request the next export from/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/account#data-export (ready)');
  const file = await page.request.get((await download.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/zip');
  // A ZIP holding data.json: the local file header's signature, then the first entry's name.
  const bytes = await file.body();
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.includes(Buffer.from('data.json'))).toBe(true);
});

test('Push explains a browser that refuses notifications', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('prefs-push');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  // The browser answers the permission request with a refusal.
  await context.addInitScript(() => {
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission, configurable: true });
    Notification.requestPermission = async () => {
      permission = 'denied';
      return permission;
    };
  });
  await openPreferences(page);
  await channel(page, 'Security', 'Push').check();
  await expect(preferences(page).getByText('This browser blocks notifications from this site')).toBeVisible();
  // The choice is the account's: other browsers that allow them still show them.
  await expect(channel(page, 'Security', 'Push')).toBeChecked();
  await expectNoSeriousA11yViolations(page, '/dashboard/account#notifications (push refused)');
  await channel(page, 'Security', 'Push').uncheck();
  await expect(preferences(page).getByText('This browser blocks notifications from this site')).toHaveCount(0);
});

test("a save refused as unauthorized shows 'Unauthorized' and keeps the form as filled", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('prefs-unauth');
  await signUpConfirmed(request, baseURL!, email);
  const tokens = await signInContext(context, baseURL!, email);
  await openPreferences(page);
  await channel(page, 'Product', 'SMS').check();
  await channel(page, 'Security', 'SMS').check();
  // Meanwhile the session is signed out everywhere from another device (its tokens are revoked).
  await userClient(baseURL!).send(new GlobalSignOutCommand({ AccessToken: tokens.accessToken }));
  await preferences(page).getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Unauthorized$/ })).toBeVisible();
  await expect(preferences(page).getByText('Your preferences could not be saved.')).toBeVisible();
  // Nothing the user chose is lost.
  await expect(channel(page, 'Product', 'SMS')).toBeChecked();
  await expect(channel(page, 'Security', 'SMS')).toBeChecked();
  await expect(preferences(page).getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  await expect(page.getByText('Notification preferences saved')).toHaveCount(0);
});
