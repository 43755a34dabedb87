// The data layer in a real browser, on the dashboard's notifications page: an open list receives a record
// created elsewhere (the GraphQL API with the user's token) through the realtime feed, without a reload; and
// a save refused by the data service (the session was revoked on another device) surfaces 'Unauthorized' as
// a toast while the form keeps what the user chose.
import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { expect, type Page, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext, userClient } from '../support/sign-in.ts';

async function graphql(baseURL: string, accessToken: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

const CREATE = `mutation Create($input: CreateNotificationInput!) {
  createNotification(input: $input) { id type channels }
}`;

async function openNotifications(page: Page) {
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // The page depends on live data: it shows the feed's state, and it connects.
  await expect(page.locator('[data-live-status]').first()).toHaveAttribute('data-live-status', 'connected', {
    timeout: 20_000,
  });
  await expect(page.getByText('Live updates: on')).toBeVisible();
}

test('an open notifications list shows a record created elsewhere without a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('live');
  await createUser(baseURL!, email);
  const tokens = await signInContext(context, baseURL!, email);
  await openNotifications(page);
  await expect(page.getByText('You have no notifications set up yet.')).toBeVisible();

  // Elsewhere (another device, a service): the same user creates a record through the GraphQL API.
  const created = await graphql(baseURL!, tokens.accessToken, CREATE, {
    input: { type: 'SECURITY', channels: ['EMAIL', 'SMS'] },
  });
  expect(created.errors).toBeUndefined();

  const table = page.getByRole('table', { name: 'Your notifications' });
  const row = table.getByRole('row', { name: /Security/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('E-mail, SMS');
  await expect(row).toContainText('New');

  // A change elsewhere replaces the row in place; marking it read is kept.
  await row.getByRole('button', { name: 'Mark Security notifications as read' }).click();
  await expect(row).toContainText('Read');
  const id = (created.data?.createNotification as { id: string } | undefined)?.id;
  expect(id).toBeTruthy();
  const updated = await graphql(
    baseURL!,
    tokens.accessToken,
    'mutation U($input: UpdateNotificationInput!) { updateNotification(input: $input) { id } }',
    { input: { id, channels: ['PUSH'] } },
  );
  expect(updated.errors).toBeUndefined();
  await expect(row).toContainText('Push');
  await expect(row).toContainText('New');

  // A delete elsewhere removes it.
  const deleted = await graphql(
    baseURL!,
    tokens.accessToken,
    'mutation D($input: DeleteNotificationInput!) { deleteNotification(input: $input) { id } }',
    { input: { id } },
  );
  expect(deleted.errors).toBeUndefined();
  await expect(page.getByText('You have no notifications set up yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a save refused as unauthorized shows 'Unauthorized' and keeps the form as filled", async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('unauth');
  await createUser(baseURL!, email);
  const tokens = await signInContext(context, baseURL!, email);
  await openNotifications(page);

  // A save that works first, through the same form.
  await page.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: 'Product' }).click();
  await page.getByRole('checkbox', { name: 'Push' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product notifications saved')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Your notifications' }).getByRole('row', { name: /Product/ }),
  ).toBeVisible();

  // The user fills the form again...
  await page.getByRole('combobox', { name: 'Notification type' }).click();
  await page.getByRole('option', { name: 'Security' }).click();
  await page.getByRole('checkbox', { name: 'E-mail' }).check();
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  // ...while their session is signed out everywhere from another device (the tokens are revoked).
  await userClient(baseURL!).send(new GlobalSignOutCommand({ AccessToken: tokens.accessToken }));

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Unauthorized$/ })).toBeVisible();
  // Nothing the user chose is lost.
  await expect(page.getByRole('combobox', { name: 'Notification type' })).toHaveText('Security');
  await expect(page.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Push' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
  await expect(page.getByText('Security notifications saved')).toHaveCount(0);
});
