// The hosted UI's HTML: the sign-in page and the error page. Every value is HTML-escaped; the page has its own
// CSP so the form may post here and be redirected to the client's registered callback origin.
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../confirm-link.ts';

export interface LoginPageModel {
  /** The authorize parameters, carried as hidden fields. */
  params: URLSearchParams;
  csrf: string;
  email?: string;
  error?: string;
  /** Provider buttons: label and the /oauth2/authorize link that goes straight to the provider. */
  providers: { name: string; href: string }[];
  showForm: boolean;
  /** Origin of the client's redirect URI (the form's POST ends in a redirect there). */
  redirectOrigin?: string;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1c252e;--muted:#637381;--bg:#fff;--card:#f9fafb;--line:#dfe3e8;--accent:#00a76f;--danger:#b71d18}
@media (prefers-color-scheme:dark){:root{--fg:#f9fafb;--muted:#c4cdd5;--bg:#141a21;--card:#1c252e;--line:#454f5b;--accent:#5be49b;--danger:#ffac82}}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:var(--card);border:1px solid var(--line);border-radius:16px}
h1{font-size:1.5rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{width:100%;padding:.75rem;border:1px solid var(--line);border-radius:8px;font:inherit;background:var(--bg);color:var(--fg)}
button,.provider{display:block;width:100%;margin-top:1.25rem;padding:.75rem;border-radius:8px;font:inherit;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
button{border:0;background:var(--accent);color:#000}.provider{border:1px solid var(--line);color:var(--fg)}
button:focus-visible,.provider:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:var(--danger);font-weight:600;margin:0 0 1rem}.divider{text-align:center;color:var(--muted);margin:1.5rem 0 0}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;min-height:100vh}}`;

function send(res: ServerResponse, status: number, title: string, body: string, formAction: string) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  });
  res.end(html);
}

export function renderLoginPage(res: ServerResponse, status: number, m: LoginPageModel) {
  const hidden = [...m.params]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const providers = m.providers
    .map((p) => `<a class="provider" href="${escapeHtml(p.href)}">Continue with ${escapeHtml(p.name)}</a>`)
    .join('');
  const form = m.showForm
    ? `<form method="post" action="/login" novalidate>
<input type="hidden" name="_csrf" value="${escapeHtml(m.csrf)}">${hidden}
<label for="email">Email</label><input id="email" name="username" type="email" autocomplete="username" required value="${escapeHtml(m.email ?? '')}"${m.error ? ' aria-describedby="login-error"' : ''}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`
    : '';
  const body = `<h1>Sign in</h1>
${m.error ? `<p class="error" id="login-error" role="alert">${escapeHtml(m.error)}</p>` : ''}${form}
${providers ? `${m.showForm ? '<p class="divider">or</p>' : ''}${providers}` : ''}`;
  send(res, status, 'Sign in', body, `'self'${m.redirectOrigin ? ` ${m.redirectOrigin}` : ''}`);
}

export function renderErrorPage(res: ServerResponse, status: number, error: string, description: string) {
  send(
    res,
    status,
    'Sign-in error',
    `<h1>Something went wrong</h1><p class="error" role="alert">${escapeHtml(description)}</p><p>Error: ${escapeHtml(error)}</p>`,
    "'none'",
  );
}
