// Serves the islands build (apps/web/public/_islands) itself: its file names carry a content hash, so unlike the
// rest of public/, which Next sends with `max-age=0`, they can be cached for good. Held in memory once read,
// compressed once per encoding, as the static pages are.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { makePage, type Page, sendHeld } from './static-pages.ts';

const PREFIX = '/_islands/';
// A plain file name (never a path) whose last part before `.js` is a hash: boot-3FQ2K7ZD.js, chunk-AB12CD34.js.
const PLAIN_NAME = /^[A-Za-z0-9._-]+$/;
const HASHED_SCRIPT = /-[A-Za-z0-9]{8,}\.js$/;

const HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  vary: 'Accept-Encoding',
};

/** The handler for `/_islands/*`: answers GET and HEAD there (a file or 404) and returns false for any other request. */
export function islandAssets(dir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  // Only files that exist are kept; their names change with their content, so an entry never goes stale.
  const held = new Map<string, Page>();

  async function load(name: string): Promise<Page | undefined> {
    const known = held.get(name);
    if (known) return known;
    try {
      const page = makePage(200, {}, await readFile(path.join(dir, name)));
      held.set(name, page);
      return page;
    } catch {
      return undefined;
    }
  }

  return async (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const name = url.slice(PREFIX.length).split('?')[0];
    const page = PLAIN_NAME.test(name) && HASHED_SCRIPT.test(name) ? await load(name) : undefined;
    if (page) {
      await sendHeld(page, req, res, HEADERS);
      return true;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
    return true;
  };
}
