// The hosted pages' small answers: a redirect, a method or body refused, and the one check every URL from a
// stored object passes before a page links or redirects to it (http or https only: never `javascript:`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readPageForm } from './form.ts';
import { sendMessage, sendNotFound } from './html.ts';

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

export function pageExpired(res: ServerResponse, back: string) {
  sendMessage(res, 403, 'Page expired', 'This page expired before the form was sent. Open it again and retry.', {
    href: back,
    label: 'Open the page again',
  });
}

/**
 * Every hosted form page's request: GET (or HEAD) shows it; POST reads the form, finds the session again, checks
 * the form's CSRF token and that the page still takes answers (`ended` has sent its own page when not), then acts.
 * A session that is not there is a 404 at every step.
 */
export async function serveFormPage<D>(
  req: IncomingMessage,
  res: ServerResponse,
  page: {
    /** The page's own path: where "open it again" leads. */
    path: string;
    load: () => Promise<D | null>;
    /** True when the page can no longer be used (and an answer saying so has been sent). */
    ended: (data: D) => boolean;
    show: (data: D) => void;
    csrfValid: (data: D, form: URLSearchParams) => boolean;
    act: (data: D, form: URLSearchParams) => Promise<void>;
  },
) {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const data = await page.load();
    if (!data) return sendNotFound(res);
    if (page.ended(data)) return;
    return page.show(data);
  }
  if (req.method !== 'POST') return methodNotAllowed(res);
  const form = await readPageForm(req);
  const data = await page.load();
  if (!data) return sendNotFound(res);
  if (!form) return requestNotValid(res, page.path);
  if (!page.csrfValid(data, form)) return pageExpired(res, page.path);
  if (page.ended(data)) return;
  await page.act(data, form);
}
