// The notification e-mails' unsubscribe link, /notifications/unsubscribe?token=…: GET shows a one-button page (so
// that mail scanners following links unsubscribe nobody), whose POST, like an RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click` sent to the link itself), turns the type's e-mail off and answers 200. The token
// is checked before anything else; bad input of any kind gets a 4xx page, never a 5xx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE } from '@innov/contracts';
import { findIllFormedString, type Handler, readBody, sendText } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { readUnsubscribeToken, SETTINGS_PATH, UNSUBSCRIBE_PATH } from '../notifications/mail.ts';
import { unsubscribeByLink } from '../notifications/unsubscribe-by-link.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendText(
    res,
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${SITE.name}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${SITE.name}</a></p></main></body></html>`,
    'text/html; charset=utf-8',
  );
}

const WHAT = { MARKETING: 'news and offers', PRODUCT: 'product update', SECURITY: 'security' } as const;

export function notificationsUnsubscribeHandler(deps: DataDeps): Handler {
  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    if (ctx.url.pathname !== UNSUBSCRIBE_PATH) return page(res, 404, 'Not found', '');
    if (req.method !== 'GET' && req.method !== 'POST')
      return page(res, 405, 'Method not allowed', '', { allow: 'GET, POST' });
    let params = ctx.url.searchParams;
    if (req.method === 'POST') {
      // One-click (RFC 8058) posts `List-Unsubscribe=One-Click` to the link itself: the token stays in the URL.
      const form = new URLSearchParams((await readBody(req, 4_096)).toString('utf8'));
      params = new URLSearchParams([...ctx.url.searchParams, ...form]);
    }
    const invalid = () =>
      page(
        res,
        400,
        'This link is not valid',
        '<p>It may have been copied incompletely. Open it again from the e-mail.</p>',
      );
    if (findIllFormedString(params)) return invalid();
    const token = params.get('token') ?? '';
    const target = token ? readUnsubscribeToken(deps.unsubscribeKey, token) : null;
    if (!target) return invalid();
    const settings = `<p>You can change every notification setting on <a href="${SETTINGS_PATH}">your account page</a>.</p>`;
    if (req.method === 'GET') {
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return page(
        res,
        200,
        'Unsubscribe',
        `<form method="post" action="${escapeHtml(action)}"><p>Stop sending ${WHAT[target.type]} e-mails from ${SITE.name}?</p><button type="submit">Unsubscribe</button></form>${settings}`,
      );
    }
    const done = await unsubscribeByLink(deps, target.owner, target.type, { ip: ctx.ip, requestId: ctx.requestId });
    if (!done) return page(res, 410, 'This account no longer exists', '<p>There is nothing left to unsubscribe.</p>');
    return page(
      res,
      200,
      'You are unsubscribed',
      `<p>You will not receive ${WHAT[target.type]} e-mails any more.</p>${settings}`,
    );
  };
}
