// The hosted pages' small answers: a redirect, a method or body refused, and the one check every URL from a
// stored object passes before a page links or redirects to it (http or https only: never `javascript:`).
import type { ServerResponse } from 'node:http';
import { sendMessage } from './html.ts';

/** The URL when it is an absolute http(s) URL (or a path on this server), else undefined. */
export function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** 303: the browser GETs `location` (after a POST: no resubmission on reload). */
export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0 });
  res.end();
}

export function methodNotAllowed(res: ServerResponse, allow = 'GET, HEAD, POST') {
  sendMessage(res, 405, 'Method not allowed', 'Open the payment page from its link.', undefined, { allow });
}

export function requestNotValid(res: ServerResponse, back: string) {
  sendMessage(res, 400, 'Request not valid', 'The form could not be read. Open the page again and retry.', {
    href: back,
    label: 'Open the page again',
  });
}
