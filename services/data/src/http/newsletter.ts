// POST to the newsletter's unsubscribe link, /newsletter/unsubscribe?id=…&token=…: the button of the site's
// unsubscribe page, and mail clients' RFC 8058 one-click (`List-Unsubscribe=One-Click` posted to the link itself).
// Opening the e-mailed links (GET) shows the site's pages, apps/web/app/(marketing)/newsletter: this mount takes
// their POSTs only, so that mail scanners following links unsubscribe nobody. The page's button comes back to the
// page (303), which then says the address is unsubscribed; one-click gets a plain 200.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NEWSLETTER_LINK_PATHS } from '@innov/contracts';
import { type Handler, readBody, sendText } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { unsubscribeByLink } from '../newsletter/newsletter-links.ts';

export const NEWSLETTER_UNSUBSCRIBE_PATH = NEWSLETTER_LINK_PATHS.unsubscribe;

const text = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendText(res, status, body, 'text/plain; charset=utf-8');
};

export function newsletterHandler(deps: DataDeps): Handler {
  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    if (ctx.url.pathname !== NEWSLETTER_UNSUBSCRIBE_PATH) return text(res, 404, 'Not found.');
    if (req.method !== 'POST') return text(res, 405, 'Method not allowed.', { allow: 'POST' });
    const form = new URLSearchParams((await readBody(req, 4_096)).toString('utf8'));
    // One-click keeps id and token in the URL; the body only says it is one.
    const id = ctx.url.searchParams.get('id') ?? '';
    const token = ctx.url.searchParams.get('token') ?? '';
    const outcome = await unsubscribeByLink(deps.database.query, deps, id, token);
    if (form.get('List-Unsubscribe') === 'One-Click') {
      return outcome === 'INVALID'
        ? text(res, 400, 'This link is not valid.')
        : text(res, 200, 'You are unsubscribed from the newsletter.');
    }
    // The page's button: back to the page, which shows what the link now finds (unsubscribed, or not valid).
    return text(res, 303, 'See the page.', {
      location: `${NEWSLETTER_UNSUBSCRIBE_PATH}${ctx.url.search}`,
      'cache-control': 'no-store',
    });
  };
}
