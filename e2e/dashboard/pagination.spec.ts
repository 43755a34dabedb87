// Token pagination through the public resources list: forward to page 3, a reload that stays on page 3 with
// the same items, and back again, each page holding the items it held before. The resources are published
// by an administrator through the GraphQL API (the `admins` group may write resources).
import { expect, type Page, test } from '@playwright/test';
import { createPlatformAdmin } from '../support/admin.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn } from '../support/sign-in.ts';

const PER_PAGE = 10;

async function adminToken(baseURL: string): Promise<string> {
  // A platform admin (the `admins` group, two-step verification on), signed in with the texted code.
  const { email } = await createPlatformAdmin(baseURL, { email: uniqueEmail('content-admin') });
  return (await passwordSignIn(baseURL, email)).accessToken;
}

async function publishEvents(baseURL: string, token: string, count: number, label: string) {
  const base = Date.now() - 86_400_000;
  for (let i = 0; i < count; i++) {
    const response = await fetch(new URL('/graphql', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        query: 'mutation C($input: CreateResourceInput!) { createResource(input: $input) { id } }',
        variables: {
          input: {
            type: 'EVENT',
            slug: `${label}-${i}`,
            title: `${label} event ${String(i).padStart(2, '0')}`,
            shortDescription: 'A paging check.',
            content: 'Paging.',
            publishedAt: new Date(base - i * 60_000).toISOString(),
          },
        },
      }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }
}

async function titlesOn(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: /^Events/ });
  await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return list.getByRole('heading', { level: 3 }).allTextContents();
}

test('pages forward and back through resources, and a reload on page 3 stays on page 3', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const label = `paging-${Date.now().toString(36)}`;
  await publishEvents(baseURL!, await adminToken(baseURL!), 2 * PER_PAGE + 5, label);

  await page.goto('/resources?defaultType=events');
  await expect(page.getByRole('heading', { level: 2, name: 'Events', exact: true })).toBeVisible();
  const first = await titlesOn(page);
  expect(first).toHaveLength(PER_PAGE);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Older' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Events – page 2' })).toBeVisible();
  await expect(page).toHaveURL(/defaultType=events&page=2$/);
  const second = await titlesOn(page);
  expect(second).toHaveLength(PER_PAGE);
  expect(second.some((t) => first.includes(t))).toBe(false);

  await pages.getByRole('link', { name: 'Older' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Events – page 3' })).toBeVisible();
  await expect(page).toHaveURL(/defaultType=events&page=3$/);
  const third = await titlesOn(page);
  expect(third.length).toBeGreaterThan(0);
  expect(third.some((t) => first.includes(t) || second.includes(t))).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Events – page 3' })).toBeVisible();
  expect(await titlesOn(page)).toEqual(third);

  await pages.getByRole('link', { name: 'Newer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Events – page 2' })).toBeVisible();
  expect(await titlesOn(page)).toEqual(second);
  await pages.getByRole('link', { name: 'Newer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Events', exact: true })).toBeVisible();
  expect(await titlesOn(page)).toEqual(first);
});
