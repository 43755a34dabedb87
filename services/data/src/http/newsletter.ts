// The newsletter's e-mailed links: GET /newsletter/confirm (double opt-in) and /newsletter/unsubscribe, which
// shows a one-button page whose POST (also RFC 8058 one-click) unsubscribes, so that mail scanners following
// links cannot unsubscribe anyone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE } from '@innov/contracts';
import { type Handler, readBody, sendText } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { checkLinkToken, type LinkAction } from '../newsletter/subscribe-to-newsletter.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, title: string, body: string) {
  sendText(
    res,
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} – ${SITE.name}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style></head><body><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${SITE.name}</a></p></body></html>`,
    'text/html; charset=utf-8',
  );
}

export function newsletterHandler(deps: DataDeps): Handler {
  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    const action = ctx.url.pathname.slice('/newsletter/'.length) as LinkAction;
    if (action !== 'confirm' && action !== 'unsubscribe') return page(res, 404, 'Not found', '');
    let params = ctx.url.searchParams;
    if (req.method === 'POST') {
      const body = (await readBody(req, 4_096)).toString('utf8');
      const form = new URLSearchParams(body);
      // One-click (RFC 8058) posts `List-Unsubscribe=One-Click` to the link itself: id and token stay in the URL.
      params = new URLSearchParams([...ctx.url.searchParams, ...form]);
    } else if (req.method !== 'GET') return page(res, 405, 'Method not allowed', '');
    const id = params.get('id') ?? '';
    const token = params.get('token') ?? '';
    if (!id || id.length > 64 || !token || !checkLinkToken(deps, action, id, token))
      return page(res, 400, 'This link is not valid', '<p>It may have been copied incompletely.</p>');
    const now = deps.now();
    if (action === 'confirm') {
      const rows = await deps.database.query(
        `update app.newsletter_subscriptions set status = 'CONFIRMED', confirmed_at = coalesce(confirmed_at, $2), updated_at = $2
          where id = $1 and status <> 'UNSUBSCRIBED' returning id`,
        [id, now],
      );
      if (!rows.length) return page(res, 410, 'This link has expired', '<p>Subscribe again from the site.</p>');
      return page(res, 200, 'You are subscribed', `<p>Thank you: the ${SITE.name} newsletter will come to you.</p>`);
    }
    if (req.method === 'GET') {
      const action = `/newsletter/unsubscribe?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
      return page(
        res,
        200,
        'Unsubscribe',
        `<form method="post" action="${escapeHtml(action)}"><p>Stop sending the ${SITE.name} newsletter to this address?</p><button type="submit">Unsubscribe</button></form>`,
      );
    }
    await deps.database.query(
      `update app.newsletter_subscriptions set status = 'UNSUBSCRIBED', unsubscribed_at = $2, updated_at = $2 where id = $1`,
      [id, now],
    );
    return page(res, 200, 'You are unsubscribed', '<p>You will not receive the newsletter any more.</p>');
  };
}
