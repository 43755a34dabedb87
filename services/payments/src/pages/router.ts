// `/pay/*`: the pages Stripe would host, on this server. Checkout (`/pay/checkout/<cs_id>` and its
// `/authenticate` step), the billing portal (`/pay/portal/<bps_id>`), an invoice and its PDF
// (`/pay/invoices/<in_id>[/pdf]?t=<hmac>`). Anything else, or an id that is not one, is a 404 page; an engine
// refusal (a session that cannot take this step) is its 4xx page, never a 5xx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mount } from '@innov/platform';
import type { PaymentsDeps } from '../deps.ts';
import * as hosted from '../engine/hosted.ts';
import { handleCheckout, handleCheckoutAuthentication } from './checkout.ts';
import type { HostedEngine } from './engine.ts';
import { sendMessage, sendNotFound } from './html.ts';
import { handleInvoice } from './invoice.ts';
import { handlePortal } from './portal.ts';

/** Stripe's ids: a prefix, an underscore, letters and digits (cs_test_…). */
const ID = /^(?:cs|bps|in)_[A-Za-z0-9_]{1,200}$/;

type Route =
  | { page: 'checkout' | 'authenticate'; id: string }
  | { page: 'portal'; id: string }
  | { page: 'invoice' | 'invoicePdf'; id: string };

export function route(pathname: string): Route | undefined {
  const parts = pathname.split('/');
  // ['', 'pay', kind, id, step?]
  if (parts[1] !== 'pay' || parts.length < 4 || parts.length > 5) return undefined;
  const [, , kind, id, step] = parts;
  if (!ID.test(id)) return undefined;
  if (kind === 'checkout' && id.startsWith('cs_')) {
    if (step === undefined) return { page: 'checkout', id };
    if (step === 'authenticate') return { page: 'authenticate', id };
  }
  if (kind === 'portal' && id.startsWith('bps_') && step === undefined) return { page: 'portal', id };
  if (kind === 'invoices' && id.startsWith('in_')) {
    if (step === undefined) return { page: 'invoice', id };
    if (step === 'pdf') return { page: 'invoicePdf', id };
  }
  return undefined;
}

/** An error the engine refuses a step with (Stripe's shape: an HTTP status below 500 and a message). */
function refusal(error: unknown): { status: number; message: string } | undefined {
  const e = error as { status?: unknown; message?: unknown; body?: { message?: unknown } } | null;
  if (!e || typeof e !== 'object' || typeof e.status !== 'number' || e.status < 400 || e.status >= 500)
    return undefined;
  const message = typeof e.body?.message === 'string' ? e.body.message : typeof e.message === 'string' ? e.message : '';
  return { status: e.status, message };
}

async function dispatch(deps: PaymentsDeps, engine: HostedEngine, req: IncomingMessage, res: ServerResponse, url: URL) {
  const found = route(url.pathname);
  if (!found) return sendNotFound(res);
  switch (found.page) {
    case 'checkout':
      return handleCheckout(deps, engine, req, res, found.id);
    case 'authenticate':
      return handleCheckoutAuthentication(deps, engine, req, res, found.id);
    case 'portal':
      return handlePortal(deps, engine, req, res, found.id);
    case 'invoice':
    case 'invoicePdf':
      return handleInvoice(deps, engine, req, res, found.id, url, found.page === 'invoicePdf');
  }
}

export function pagesMount(deps: PaymentsDeps, engine: HostedEngine = hosted): Mount {
  return {
    path: '/pay',
    handle: async (req, res, ctx) => {
      try {
        await dispatch(deps, engine, req, res, ctx.url);
      } catch (error) {
        const refused = refusal(error);
        if (!refused || res.headersSent) throw error;
        if (refused.status === 404) return sendNotFound(res);
        sendMessage(res, refused.status, 'This step is not possible', refused.message || 'Open the page again.');
      }
    },
  };
}
