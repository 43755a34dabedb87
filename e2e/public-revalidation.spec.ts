// Cached public pages follow content changes at once: a resource edited through the data service (as the
// back-office would, with the data API key) shows its new title on the next visit, though the page was cached
// (by Next and by the server's in-memory page cache) a moment before.
import { expect, test } from '@playwright/test';

const RESOURCE_ID = 'resource-lumenfold-opens-manchester-studio';
const PATH = `/resources/${RESOURCE_ID}`;

async function updateTitle(baseURL: string, title: string) {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.E2E_DATA_API_KEY ?? '' },
    body: JSON.stringify({
      query: 'mutation ($input: UpdateResourceInput!) { updateResource(input: $input) { id title } }',
      variables: { input: { id: RESOURCE_ID, title } },
    }),
  });
  const result = (await response.json()) as { data?: { updateResource?: { title: string } }; errors?: unknown };
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data?.updateResource?.title).toBe(title);
}

test('an edited resource shows its new title on the next visit, and the cached list follows', async ({
  page,
  request,
  baseURL,
}) => {
  if (!process.env.E2E_DATA_API_KEY) {
    throw new Error(
      "Set E2E_DATA_API_KEY to the server's DATA_API_KEY (the configuration sets both for its own server).",
    );
  }
  const original = 'Lumenfold opens a second studio in Manchester';
  // Render and cache the page and the press-release list.
  for (let i = 0; i < 2; i++) {
    const cached = await request.get(PATH);
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain(original);
  }
  await page.goto('/resources?defaultType=press-releases');
  await expect(page.getByRole('link', { name: new RegExp(original) }).first()).toBeVisible();

  const edited = `Lumenfold opens a studio in Manchester (${Date.now().toString(36)})`;
  await updateTitle(baseURL ?? '', edited);
  try {
    await expect
      .poll(async () => (await (await request.get(PATH)).text()).includes(edited), { timeout: 15_000 })
      .toBe(true);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
    await page.goto('/resources?defaultType=press-releases');
    await expect(page.getByRole('link', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) }).first()).toBeVisible();
  } finally {
    await updateTitle(baseURL ?? '', original);
  }
});
