// GET /dev/outbox?to=ADDRESS (JSON, newest first) and /dev/mailbox (a page): the local outbox for developers
// and tests. Answered only to loopback clients and never when SMTP is configured (architecture page, §5).
import type { Mailer, Mount, StoredMessage } from '@innov/platform';
import { findIllFormedString, ILL_FORMED_TEXT_RULE, isLoopback, sendJson, sendText } from '@innov/platform';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function mailboxPage(messages: StoredMessage[], to: string | null): string {
  const items = messages
    .map(
      (m) =>
        `<article><header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.to)} · ${escapeHtml(m.channel ?? 'email')} · ${escapeHtml(m.createdAt)}</span></header>${m.code ? `<p>Code: <code>${escapeHtml(m.code)}</code></p>` : ''}<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;background:#fafafa;color:#111}article{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}header{display:flex;flex-direction:column;gap:.25rem}header span{color:#555;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}form{display:flex;gap:.5rem}input{flex:1;padding:.5rem}</style></head><body><h1>Local mailbox</h1><p>Messages the system would have sent by e-mail or SMS. Configure <code>SMTP_URL</code> to deliver them for real.</p><form method="get"><label for="to">Recipient</label><input id="to" name="to" value="${escapeHtml(to ?? '')}"><button>Filter</button></form>${items || '<p>No messages yet.</p>'}</body></html>`;
}

export function devOutboxMounts(mailer: Mailer): Mount[] {
  const guard = (req: Parameters<Mount['handle']>[0]) => mailer.kind === 'outbox' && isLoopback(req);
  return [
    {
      path: '/dev/outbox',
      exact: true,
      async handle(req, res, ctx) {
        if (!guard(req)) return sendJson(res, 404, { message: 'Not found' });
        const illFormed = findIllFormedString(ctx.url.searchParams);
        if (illFormed) return sendJson(res, 400, { message: `${illFormed} ${ILL_FORMED_TEXT_RULE}.` });
        const to = ctx.url.searchParams.get('to');
        sendJson(res, 200, await mailer.list(to ?? undefined, 100));
      },
    },
    {
      path: '/dev/mailbox',
      exact: true,
      async handle(req, res, ctx) {
        if (!guard(req)) return sendText(res, 404, 'Not found');
        const illFormed = findIllFormedString(ctx.url.searchParams);
        if (illFormed) return sendText(res, 400, `${illFormed} ${ILL_FORMED_TEXT_RULE}.`);
        const to = ctx.url.searchParams.get('to');
        sendText(res, 200, mailboxPage(await mailer.list(to ?? undefined, 100), to), 'text/html; charset=utf-8');
      },
    },
  ];
}
