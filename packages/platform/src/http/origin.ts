// The origin a page was reached by, for what the browser must call back on the same origin (the endpoints in
// /amplify-config.json): the request's Host when it is a loopback name or listed in ALLOWED_HOSTS, else
// PUBLIC_URL's origin. Token issuers, e-mail links and canonical URLs stay on PUBLIC_URL.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../config.ts';
import { isLoopbackAddress } from '../security/token-buckets.ts';

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that can only mean this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || isLoopbackAddress(h);
}

/** Parses a Host header value into a URL host (`name[:port]`), or undefined when it is not one. */
function parseHost(value: string | undefined): URL | undefined {
  if (!value || value.length > 255 || !/^[A-Za-z0-9.\-[\]:]+$/.test(value)) return undefined;
  try {
    const url = new URL(`http://${value}`);
    return url.host === value.toLowerCase() || url.host === value ? url : undefined;
  } catch {
    return undefined;
  }
}

function allowed(host: URL, config: Pick<Config, 'allowedHosts'>): boolean {
  if (isLoopbackHostname(host.hostname)) return true;
  return config.allowedHosts.some((entry) => entry === host.host || entry === host.hostname);
}

/** The origin (`scheme://host[:port]`) the request was made to, when the system may answer under it. */
export function requestOrigin(req: IncomingMessage, config: Pick<Config, 'publicUrl' | 'allowedHosts'>): string {
  const publicOrigin = new URL(config.publicUrl).origin;
  const host = parseHost(req.headers.host);
  if (!host || !allowed(host, config)) return publicOrigin;
  const publicUrl = new URL(config.publicUrl);
  // The scheme the browser used: TLS on this socket, or PUBLIC_URL's when the host is PUBLIC_URL's own (a
  // TLS-terminating proxy in front); plain http otherwise.
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  const scheme = encrypted ? 'https:' : host.host === publicUrl.host ? publicUrl.protocol : 'http:';
  return `${scheme}//${host.host}`;
}
