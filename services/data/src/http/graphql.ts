// POST /graphql as AppSync answers it: 200 with `{data, errors}` for everything GraphQL can express, 401
// `UnauthorizedException` (with `x-amzn-ErrorType`) when the request carries no valid credentials, 500
// `InternalFailure` when they could not be checked, 400 for a body that is not a GraphQL request. CORS for
// browsers on other origins (auth is in headers, not cookies).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type Config,
  findIllFormedString,
  type Handler,
  ILL_FORMED_TEXT_RULE,
  readBody,
  requestOrigin,
  sendJson,
} from '@innov/platform';
import { AppError, internalFailureMessage } from '../errors.ts';
import type { GraphqlEngine } from '../graphql/index.ts';

const MAX_BODY = 256 * 1024;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, x-amz-date, x-amz-security-token, x-amz-user-agent, x-amz-content-sha256, x-api-key, x-request-id',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-request-id',
  'access-control-max-age': '86400',
};

function errorBody(errorType: string, message: string) {
  return { errors: [{ errorType, message }] };
}

/** `config`: where signed file links point (the origin the request was made to, requestOrigin). */
export function graphqlHandler(engine: GraphqlEngine, config?: Pick<Config, 'publicUrl' | 'allowedHosts'>): Handler {
  return async (req: IncomingMessage, res: ServerResponse, ctx) => {
    for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
    res.setHeader('x-amzn-requestid', ctx.requestId);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, errorBody('MethodNotAllowedException', 'Use POST.'), { allow: 'POST, OPTIONS' });
      return;
    }
    const body = await readBody(req, MAX_BODY);
    let principal: Awaited<ReturnType<GraphqlEngine['authenticate']>>;
    try {
      principal = await engine.authenticate({
        headers: req.headers,
        method: req.method,
        path: req.url ?? '/graphql',
        body,
        ip: ctx.ip,
        requestId: ctx.requestId,
        origin: config ? requestOrigin(req, config) : undefined,
      });
    } catch (error) {
      if (error instanceof AppError) {
        sendJson(res, 401, errorBody('UnauthorizedException', error.message), {
          'x-amzn-errortype': 'UnauthorizedException',
        });
        return;
      }
      // The credentials could not be checked (the database unreachable): our failure, never the caller's, told
      // as AppSync's 5xx with nothing internal in it and the request's id to find it in the logs.
      ctx.log.error({ err: error }, 'caller verification failed');
      sendJson(res, 500, errorBody('InternalFailure', internalFailureMessage(ctx.requestId)), {
        'x-amzn-errortype': 'InternalFailure',
      });
      return;
    }
    let request: unknown;
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {
      sendJson(res, 400, errorBody('MalformedHttpRequestException', 'The request body is not valid JSON.'), {
        'x-amzn-errortype': 'MalformedHttpRequestException',
      });
      return;
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      sendJson(res, 400, errorBody('MalformedHttpRequestException', 'Expected a JSON object with a query.'), {
        'x-amzn-errortype': 'MalformedHttpRequestException',
      });
      return;
    }
    // Once for every string of the request (query, operationName, variables: keys and values at any depth): no
    // store keeps U+0000 or an unpaired surrogate (JSON.parse makes one of "\ud800"), so none reaches a resolver.
    const illFormed = findIllFormedString(request);
    if (illFormed) {
      sendJson(res, 400, errorBody('MalformedHttpRequestException', `${illFormed} ${ILL_FORMED_TEXT_RULE}.`), {
        'x-amzn-errortype': 'MalformedHttpRequestException',
      });
      return;
    }
    const result = await engine.execute(request as Record<string, unknown>, principal);
    sendJson(res, 200, result);
  };
}
