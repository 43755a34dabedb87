// The hosted pages' addresses. An invoice's hosted page and PDF are capability links (HMAC-SHA256 of the invoice
// id with the service's link key, base64url, as `?t=`) on PUBLIC_URL; checkout and portal pages are addressed by
// their session ids (long random) on the origin the app's own URLs were built on when that origin is this server's.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLoopbackHostname } from '@innov/platform';
import type { PaymentsDeps } from '../deps.ts';

type LinkDeps = Pick<PaymentsDeps, 'config' | 'linkKey'>;

/** The capability token of an invoice's hosted page and PDF. */
export function invoiceToken(deps: Pick<PaymentsDeps, 'linkKey'>, invoiceId: string): string {
  return createHmac('sha256', deps.linkKey).update(invoiceId).digest('base64url');
}

/** Whether `token` is the invoice's capability token (constant time; any junk is simply false). */
export function validInvoiceToken(deps: Pick<PaymentsDeps, 'linkKey'>, invoiceId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
  const expected = Buffer.from(invoiceToken(deps, invoiceId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The invoice's `hosted_invoice_url` and `invoice_pdf`. */
export function hostedInvoiceUrls(deps: LinkDeps, invoiceId: string): { hosted: string; pdf: string } {
  const base = `${publicOrigin(deps)}/pay/invoices/${encodeURIComponent(invoiceId)}`;
  const t = `?t=${invoiceToken(deps, invoiceId)}`;
  return { hosted: `${base}${t}`, pdf: `${base}/pdf${t}` };
}

/**
 * The origin a checkout or portal session's hosted page is served on: the origin of `hintUrl` (the session's
 * success_url / return_url) when it names this server (a loopback host, PUBLIC_URL's host, or one of
 * ALLOWED_HOSTS), else PUBLIC_URL's origin.
 */
export function hostedOrigin(deps: Pick<PaymentsDeps, 'config'>, hintUrl?: string): string {
  const fallback = publicOrigin(deps);
  if (!hintUrl) return fallback;
  let url: URL;
  try {
    url = new URL(hintUrl);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  const publicUrl = new URL(deps.config.publicUrl);
  if (url.host === publicUrl.host) return url.origin;
  if (isLoopbackHostname(url.hostname)) return url.origin;
  if (deps.config.allowedHosts.some((entry) => entry === url.host || entry === url.hostname)) return url.origin;
  return fallback;
}

/** The checkout session's hosted page on `origin`. */
export function checkoutPageUrl(origin: string, sessionId: string): string {
  return `${origin}/pay/checkout/${encodeURIComponent(sessionId)}`;
}

/** The billing portal session's hosted page on `origin`. */
export function portalPageUrl(origin: string, portalSessionId: string): string {
  return `${origin}/pay/portal/${encodeURIComponent(portalSessionId)}`;
}

function publicOrigin(deps: Pick<PaymentsDeps, 'config'>): string {
  return new URL(deps.config.publicUrl).origin;
}
