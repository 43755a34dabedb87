// The hosted pages' HTML: a tagged template that escapes every interpolated value unless it is already Html, the
// one stylesheet (light and dark by prefers-color-scheme, one column at phone widths, two at desktop widths) and
// the document every page is sent in, with its own CSP: no script at all, inline style only, forms posting here
// (and, when the POST ends in a redirect elsewhere, to that origin: Chrome applies form-action to the redirect).
import type { ServerResponse } from 'node:http';

/** Markup that is already safe: made by `html` or `raw`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** `html\`<p>${text}</p>\``: strings and numbers are escaped, Html and arrays of it are kept, nullish is nothing. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup this module's callers wrote themselves (never client text). */
export function raw(markup: string): Html {
  return new Html(markup);
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1c252e;--muted:#4f5b67;--bg:#fff;--panel:#f4f6f8;--field:#fff;--line:#919eab;--soft:#dfe3e8;--accent:#006c4a;--accent-fg:#fff;--danger:#b71d18;--danger-bg:#fff1ee;--badge-bg:#ffe8c2;--badge-fg:#6b3a00;--focus:#0b61c4}
@media (prefers-color-scheme:dark){:root{--fg:#f4f6f8;--muted:#c4cdd5;--bg:#141a21;--panel:#1c252e;--field:#0f1419;--line:#7b8794;--soft:#333d48;--accent:#5be49b;--accent-fg:#06281a;--danger:#ffac82;--danger-bg:#3a1d14;--badge-bg:#4d3300;--badge-fg:#ffd98a;--focus:#7cb8ff}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:var(--bg);color:var(--fg)}
a{color:inherit;text-underline-offset:.2em}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
main{min-height:100vh}
.layout{display:grid;grid-template-columns:minmax(0,1fr);max-width:68rem;margin:0 auto}
.layout>section{padding:1.5rem 1.25rem}
.summary{background:var(--panel);border-bottom:1px solid var(--soft)}
.single{max-width:34rem;margin:0 auto;padding:2rem 1.25rem}.single.wide{max-width:46rem}.wide .amount{font-size:1.5rem}
@media (min-width:56rem){
 body.split{background:linear-gradient(90deg,var(--panel) 50%,var(--bg) 50%)}
 .layout{grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:5rem;padding:4rem 2.5rem}
 .layout>section{padding:0}.summary{background:none;border:0}
 .single{padding:4rem 2rem}
}
.business{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin:0 0 1.5rem;font-weight:600}
.back{font-weight:600}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:4px;background:var(--badge-bg);color:var(--badge-fg);font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
h1{font-size:1.25rem;font-weight:600;margin:0;color:var(--muted)}
.single h1{font-size:1.75rem;color:var(--fg);margin:0 0 1rem}
h2{font-size:1.125rem;margin:0 0 1rem}
.amount{font-size:2.25rem;font-weight:700;margin:.25rem 0 0;line-height:1.2}
.amount small{font-size:1rem;font-weight:500;color:var(--muted)}
.then{margin:.25rem 0 0;color:var(--muted)}
.muted{color:var(--muted)}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
table{border-collapse:collapse;width:100%}
.lines{margin-top:2rem}
.lines th,.lines td{padding:.6rem 0;text-align:left;vertical-align:top;border-bottom:1px solid var(--soft)}
.lines td.num,.lines th.num{text-align:right;padding-left:1rem;white-space:nowrap}
.lines tbody th{font-weight:500}
.lines tfoot th{font-weight:500}.lines tfoot tr.total th,.lines tfoot tr.total td{font-weight:700;border-bottom:0}
.sub{display:block;font-size:.875rem;color:var(--muted);font-weight:400}
form{margin:0}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
.optional{font-weight:400;color:var(--muted)}
input[type=text]{width:100%;padding:.7rem .8rem;border:1px solid var(--line);border-radius:8px;font:inherit;background:var(--field);color:var(--fg)}
input[aria-invalid=true]{border-color:var(--danger);border-width:2px}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:1rem}
.field-error{margin:.35rem 0 0;color:var(--danger);font-weight:600}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--danger-bg);color:var(--danger);font-weight:600}
.hint{margin:.35rem 0 0;font-size:.875rem;color:var(--muted)}
button{display:block;width:100%;margin-top:1.5rem;padding:.8rem 1rem;border:0;border-radius:8px;background:var(--accent);color:var(--accent-fg);font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:none;color:var(--fg);border:1px solid var(--line)}
.actions{display:grid;gap:0}
.cancel{display:inline-block;margin-top:1.25rem}
.testcards{margin-top:2rem;padding:1rem;border:1px dashed var(--line);border-radius:8px}
.testcards h2{font-size:1rem;margin:0 0 .25rem}
.testcards p{margin:0 0 .5rem;font-size:.875rem;color:var(--muted)}
.testcards th,.testcards td{padding:.35rem 0;text-align:left;vertical-align:top;font-size:.875rem;border-top:1px solid var(--soft)}
.testcards th{font-weight:600;padding-right:1rem}
.testcards td:first-child{white-space:nowrap;padding-right:1rem;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.card{margin:0 0 1.5rem;padding:1rem;border:1px solid var(--soft);border-radius:8px;background:var(--panel)}
.card p{margin:0}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.35rem 1rem;margin:0 0 1.5rem}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.status{display:inline-block;padding:.1rem .6rem;border-radius:999px;border:1px solid currentColor;font-size:.875rem;font-weight:700}
.invoice-head{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1rem;align-items:center;margin:0 0 .75rem}
.invoice-head h1{font-size:1.5rem;margin:0;overflow-wrap:anywhere}
.billto{margin:0 0 1.5rem}.billto p{margin:0}
.parties{display:grid;grid-template-columns:minmax(0,1fr);column-gap:2rem}
@media (min-width:40rem){.parties{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
`;

export interface PageOptions {
  /** The document's title (the h1 is part of the body). */
  title: string;
  body: Html;
  /** Origins besides 'self' a form on the page may end at (a POST answered with a redirect there). */
  formOrigins?: string[];
  /** `split`: the two-column checkout background at desktop widths. */
  bodyClass?: string;
  headers?: Record<string, string | string[]>;
}

export function policy(formOrigins: string[] = []): string {
  const forms = ["'self'", ...new Set(formOrigins)].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${forms}; frame-ancestors 'none'; base-uri 'none'`;
}

/** Sends one hosted page. */
export function sendPage(res: ServerResponse, status: number, options: PageOptions): void {
  const document = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>${options.title}</title><style>${raw(STYLE)}</style></head>
<body${options.bodyClass ? html` class="${options.bodyClass}"` : ''}>
<main>${options.body}</main>
</body></html>`.value;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(document),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
    'content-security-policy': policy(options.formOrigins),
    ...options.headers,
  });
  res.end(document);
}

/** A page that only says something: a title, a paragraph, an optional link on. */
export function sendMessage(
  res: ServerResponse,
  status: number,
  title: string,
  text: string,
  link?: { href: string; label: string },
  headers?: Record<string, string | string[]>,
): void {
  const body = html`<div class="single"><h1>${title}</h1><p>${text}</p>${
    link ? html`<p><a class="back" href="${link.href}">${link.label}</a></p>` : ''
  }</div>`;
  sendPage(res, status, { title, body, headers });
}

export function sendNotFound(res: ServerResponse): void {
  sendMessage(res, 404, 'Page not found', 'This payment page does not exist, or its link is not valid.');
}
