import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '@innov/platform';
import { describe, expect, it } from 'vitest';
import { Errors } from './errors.ts';
import { sendError } from './json-rpc.ts';

describe('sendError', () => {
  it('answers an error whose message echoes an unpaired surrogate (encodeURIComponent would throw on it)', () => {
    let status = 0;
    let headers: Record<string, string> = {};
    let body = '';
    const res = {
      writeHead(code: number, h: Record<string, string>) {
        status = code;
        headers = h;
      },
      end(payload: string) {
        body = payload;
      },
    } as unknown as ServerResponse;
    const req = { headers: {} } as IncomingMessage;
    const ctx = { requestId: 'req-1' } as RequestContext;
    sendError(res, req, ctx, Errors.userNotFound('User a\ud800 does not exist.'));
    expect(status).toBe(400);
    expect(headers['x-amzn-errormessage']).toBe('User%20a%EF%BF%BD%20does%20not%20exist.');
    expect(JSON.parse(body)).toEqual({ __type: 'UserNotFoundException', message: 'User a\ud800 does not exist.' });
  });
});
