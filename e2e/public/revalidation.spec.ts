// Cached public pages follow content changes at once: a resource edited through the data service (as the
// back-office would, with the data API key) shows its new title on the next visit, though the page was cached
// (by Next and by the server's in-memory page cache) a moment before; a resource published after its address
// answered 404 is there on the next visit.
import { expect, test } from '@playwright/test';

const RESOURCE_ID = 'resource-lumenfold-opens-manchester-studio';
const PATH = `/resources/${RESOURCE_ID}`;

/** Runs a mutation as the back-office does, with the data API key, and returns its data. */
async function asBackOffice<T>(baseURL: string, query: string, input: Record<string, unknown>): Promise<T> {
  if (!process.env.E2E_DATA_API_KEY) {
    throw new Error(
      "Set E2E_DATA_API_KEY to the server's DATA_API_KEY (the configuration sets both for its own server).",
    );
  }
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.E2E_DATA_API_KEY },
    body: JSON.stringify({ query, variables: { input } }),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown };
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

async function updateTitle(baseURL: string, title: string) {
  const data = await asBackOffice<{ updateResource: { title: string } }>(
    baseURL,
    'mutation ($input: UpdateResourceInput!) { updateResource(input: $input) { id title } }',
    { id: RESOURCE_ID, title },
  );
  expect(data.updateResource.title).toBe(title);
}

test('a resource published after its address was asked for is there at once', async ({ page, request, baseURL }) => {
  const id = `resource-published-just-now-${Date.now().toString(36)}`;
  const before = await request.get(`/resources/${id}`);
  expect(before.status()).toBe(404);
  expect(await before.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);

  const title = 'Published a moment ago';
  await asBackOffice(
    baseURL ?? '',
    'mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }',
    {
      id,
      slug: 'resource',
      // A type no other test pages through, so a list it joins for a moment changes under no one.
      type: 'INNOVATION_FUNDING',
      title,
      content: 'Fresh from the back-office.',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  );
  try {
    const response = await page.goto(`/resources/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await asBackOffice(
      baseURL ?? '',
      'mutation ($input: DeleteResourceInput!) { deleteResource(input: $input) { id } }',
      { id },
    );
  }
});

test('an edited resource shows its new title on the next visit, and the cached list follows', async ({
  page,
  request,
  baseURL,
}) => {
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
