// Answering a failed authorization check: untrusted redirect URIs get an error page (or JSON for non-browser
// callers); registered ones get the error back with the client's state.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AuthorizeCheck, callbackUrl } from './authorize-request.ts';
import { renderErrorPage } from './html.ts';
import { OAuthError, redirect, sendOAuthError } from './protocol.ts';

export function failAuthorization(
  req: IncomingMessage,
  res: ServerResponse,
  check: Exclude<AuthorizeCheck, { ok: true }>,
): void {
  if (!check.fatal) {
    redirect(
      res,
      callbackUrl(check.redirectUri, { error: check.error, error_description: check.description, state: check.state }),
    );
    return;
  }
  if (String(req.headers.accept ?? '').includes('text/html')) {
    renderErrorPage(res, 400, check.error, check.description);
    return;
  }
  sendOAuthError(res, new OAuthError(check.error, check.description, 400));
}
