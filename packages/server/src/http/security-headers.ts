import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { ACCOUNT_PATH } from '@innov/contracts';

/** What a page's inline scripts are allowed by: a per-response nonce and/or the hashes of the scripts it holds. */
export interface ScriptSources {
  nonce?: string;
  /** CSP hash sources, `sha256-<base64>`, without quotes. */
  hashes?: readonly string[];
  /** Inline scripts allowed wholesale: only for a build that lists no hashes for its document scripts. */
  unsafeInline?: boolean;
}

/**
 * The content security policy. Scripts: this origin, plus each page's own inline scripts by hash (pages held whole:
 * prerendered, islands, cached renders) or by nonce (pages streamed as Next renders them: dashboard, auth), never
 * 'unsafe-inline'. A response without either (the APIs, the hosted UI) runs no inline script at all. The development
 * server needs inline scripts and eval for hot reload. Styles stay inline (MUI's emotion writes style tags).
 * `storeOrigin`: the object store's origin when files live in S3 (storageBrowserOrigin), where the browser sends
 * uploads and from which it shows images and downloads by presigned URLs.
 */
export function contentSecurityPolicy(dev: boolean, sources: ScriptSources = {}, storeOrigin?: string): string {
  const store = storeOrigin ? ` ${storeOrigin}` : '';
  const inline = dev
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : sources.unsafeInline
      ? ["'unsafe-inline'"]
      : [
          ...(sources.nonce ? [`'nonce-${sources.nonce}'`] : []),
          ...[...new Set(sources.hashes ?? [])].map((hash) => `'${hash}'`),
        ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${store}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${store}`,
    `media-src 'self'${store}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP hash source of an inline script's text, as the browser computes it (SHA-256 of its UTF-8 bytes). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Whether a response gets `Cross-Origin-Opener-Policy: same-origin`. Every account page (ACCOUNT_PATH) and every
 * service route (hosted UI, newsletter confirmation, APIs) does. The public pages do not: they hold nothing personal, and the header makes the browser start a new
 * renderer process for each arrival from another site (measured on a bare Next page under Lighthouse's mobile
 * profile: about 180 ms more main-thread blocking). Same-origin navigations from a public page to an account
 * page still get the isolation, because the account page carries the header.
 */
export function needsOpenerIsolation(pathname: string, servedByMount: boolean): boolean {
  return servedByMount || ACCOUNT_PATH.test(pathname);
}

export function applySecurityHeaders(res: ServerResponse, csp: string, https: boolean, openerIsolation = true): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  if (openerIsolation) res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
