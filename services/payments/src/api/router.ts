// `/v1/*`: Stripe's API as the stripe SDK calls it. Bearer secret key, form bodies (qs, Stripe's bracket
// notation), Idempotency-Key honoured for a day, `expand[]`, Stripe's error shapes; a client's junk is a 4xx.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findIllFormedString, type Mount, PayloadTooLargeError, readBody } from '@innov/platform';
import qs from 'qs';
import type { PaymentsDeps } from '../deps.ts';
import { invalid, StripeApiError } from '../engine/errors.ts';
import { getObject, objectOfId, type Tx, withoutNotes } from '../engine/store.ts';
import { billingRoutes } from './billing.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { customerRoutes } from './customers.ts';
import type { Params } from './params.ts';
import { paymentRoutes } from './payments.ts';
import { webhookRoutes } from './webhooks.ts';

/** How long an idempotency key stays claimed by a request that never finished. */
const IN_PROGRESS_LAPSE_MS = 60_000;

export interface Call {
  deps: PaymentsDeps;
  params: Params;
  /** The path's ids, in order. */
  ids: string[];
  idempotencyKey?: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path under /v1 with `:id` segments. */
  path: string;
  handler: (call: Call) => Promise<object>;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
}

function compile(routes: Route[]): CompiledRoute[] {
  return routes.map((r) => ({
    ...r,
    pattern: new RegExp(`^${r.path.replace(/:[a-z]+/g, '([^/]+)').replace(/\./g, '\\.')}/?$`),
  }));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body, withoutNotes, 2);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-cache, no-store',
    'stripe-version': '2026-10-28.endive',
    ...headers,
  });
  res.end(payload);
}

function authenticate(req: IncomingMessage, deps: PaymentsDeps): StripeApiError | null {
  const header = req.headers.authorization ?? '';
  let key = '';
  if (/^bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^basic /i.test(header)) {
    key = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8').split(':')[0] ?? '';
  }
  if (!key) {
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  const expected = Buffer.from(deps.keys.secretKey);
  const given = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, Math.min(key.length - 12, 20)))}${key.slice(-4)}`,
    });
  }
  return null;
}

function decode(text: string): Params {
  return qs.parse(text, { depth: 6, arrayLimit: 200, parameterLimit: 2000, allowPrototypes: false }) as Params;
}

/** `expand[]` paths: each id on the path replaced by its object (lists: `data.` prefix). */
async function expand(q: Tx, node: unknown, parts: string[]): Promise<unknown> {
  if (node === null || node === undefined || parts.length === 0) return node;
  if (Array.isArray(node)) return Promise.all(node.map((n) => expand(q, n, parts)));
  if (typeof node !== 'object') return node;
  const record = node as Record<string, unknown> & { _engine?: Record<string, unknown> };
  const [head, ...rest] = parts as [string, ...string[]];
  if (head === 'line_items' && record.object === 'checkout.session') {
    const data = (record._engine?.lineItems ?? []) as unknown[];
    record.line_items = { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${record.id}/line_items` };
  }
  let value = record[head];
  if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
    const load = async (id: string) => {
      const object = objectOfId(id);
      return (object && (await getObject(q, object, id))) || id;
    };
    value = Array.isArray(value) ? await Promise.all(value.map(load)) : await load(value);
    record[head] = value;
  }
  if (rest.length) record[head] = await expand(q, value, rest);
  return record;
}

function requestHash(method: string, path: string, params: Params): string {
  return `${method} ${path} ${createHash('sha256').update(JSON.stringify(params)).digest('hex')}`;
}

export function apiMount(deps: PaymentsDeps): Mount {
  const routes = compile([
    ...catalogRoutes,
    ...customerRoutes,
    ...checkoutRoutes,
    ...paymentRoutes,
    ...billingRoutes,
    ...webhookRoutes,
  ]);
  return {
    path: '/v1',
    handle: async (req, res, ctx) => {
      const method = req.method ?? 'GET';
      const path = ctx.url.pathname.slice('/v1'.length) || '/';
      const requestId = `req_${ctx.requestId.replace(/[^A-Za-z0-9]/g, '').slice(0, 14)}`;
      const headers: Record<string, string> = { 'request-id': requestId };
      let idempotencyKey: string | undefined;
      let reserved = false;
      try {
        const authError = authenticate(req, deps);
        if (authError) throw authError;
        let params: Params;
        if (method === 'POST' || method === 'DELETE') {
          let raw: Buffer;
          try {
            raw = await readBody(req, 1_048_576);
          } catch (err) {
            if (err instanceof PayloadTooLargeError)
              throw invalid('Request body too large.', undefined, 'request_too_large');
            throw err;
          }
          params = decode(raw.toString('utf8'));
          if (method === 'DELETE' && ctx.url.search) params = { ...decode(ctx.url.search.slice(1)), ...params };
        } else params = decode(ctx.url.search.slice(1));
        if (findIllFormedString(params) !== undefined) {
          throw invalid('Invalid string: must not contain NUL characters or unpaired surrogates');
        }
        const route = routes.find((r) => r.method === method && r.pattern.test(path));
        if (!route) {
          const known = routes.some((r) => r.pattern.test(path));
          throw new StripeApiError(404, {
            type: 'invalid_request_error',
            message: known
              ? `Unrecognized request URL (${method}: /v1${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`
              : `Unrecognized request URL (${method}: /v1${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          });
        }
        const ids = (route.pattern.exec(path) ?? []).slice(1).map((s) => {
          try {
            return decodeURIComponent(s);
          } catch {
            return s;
          }
        });
        const keyHeader = req.headers['idempotency-key'];
        if (method === 'POST' && typeof keyHeader === 'string' && keyHeader) {
          if (keyHeader.length > 255) throw invalid('Idempotency-Key must be at most 255 characters.');
          idempotencyKey = keyHeader;
          const fingerprint = requestHash(method, path, params);
          // A key still "in progress" a minute on belongs to a request whose process died: the same request takes it.
          const now = deps.now();
          const inserted = await deps.database.query<{ key: string }>(
            `insert into payments.idempotency_keys (key, request, status, response, created_at)
             values ($1, $2, 0, 'null'::jsonb, $3)
             on conflict (key) do update set created_at = excluded.created_at
               where payments.idempotency_keys.status = 0 and payments.idempotency_keys.request = excluded.request
                 and payments.idempotency_keys.created_at < $4
             returning key`,
            [idempotencyKey, fingerprint, now, new Date(now.getTime() - IN_PROGRESS_LAPSE_MS)],
          );
          if (inserted.length === 0) {
            const [prior] = await deps.database.query<{ request: string; status: number; response: unknown }>(
              'select request, status, response from payments.idempotency_keys where key = $1',
              [idempotencyKey],
            );
            if (prior && prior.request !== fingerprint) {
              throw new StripeApiError(400, {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              });
            }
            if (!prior || prior.status === 0) {
              throw new StripeApiError(409, {
                type: 'idempotency_error',
                message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${idempotencyKey}. Please try again later.`,
              });
            }
            send(res, prior.status, prior.response, {
              ...headers,
              'idempotent-replayed': 'true',
              'idempotency-key': idempotencyKey,
            });
            return;
          }
          reserved = true;
          headers['idempotency-key'] = idempotencyKey;
        }
        let body: unknown = await route.handler({ deps, params, ids, idempotencyKey });
        const paths = Array.isArray(params.expand)
          ? params.expand
          : typeof params.expand === 'string'
            ? [params.expand]
            : [];
        if (paths.length) {
          body = await deps.database.transaction(async (q) => {
            let out: unknown = body;
            for (const p of paths.slice(0, 20)) {
              if (typeof p !== 'string' || p.length > 200) continue;
              const parts = p.split('.');
              out = await expand(q, out, parts);
            }
            return out;
          });
        }
        const json = JSON.parse(JSON.stringify(body, withoutNotes));
        if (reserved) {
          await deps.database.query(
            'update payments.idempotency_keys set status = 200, response = $2::jsonb where key = $1',
            [idempotencyKey, JSON.stringify(json)],
          );
        }
        send(res, 200, json, headers);
      } catch (err) {
        let status = 500;
        let body: unknown;
        if (err instanceof StripeApiError) {
          status = err.status;
          body = { error: { ...err.body, request_log_url: null } };
        } else {
          ctx.log.error({ err }, 'payments API failure');
          body = { error: { type: 'api_error', message: 'An unknown error occurred.' } };
        }
        if (reserved) {
          // Card errors are results (a retry answers the same); other failures free the key.
          if (status === 402) {
            await deps.database
              .query('update payments.idempotency_keys set status = $2, response = $3::jsonb where key = $1', [
                idempotencyKey,
                status,
                JSON.stringify(body),
              ])
              .catch(() => {});
          } else {
            await deps.database
              .query('delete from payments.idempotency_keys where key = $1', [idempotencyKey])
              .catch(() => {});
          }
        }
        if (status === 500) headers['stripe-should-retry'] = 'false';
        send(res, status, body, headers);
      }
    },
  };
}
