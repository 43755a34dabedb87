// Calls from an identity service running in another process: user-pool triggers at
// POST /internal/triggers/<name> (Cognito's event in, the event with its response out, as a Lambda answers) and
// identity events at POST /internal/identity-events. Both are signed with TRIGGER_SHARED_SECRET; without a
// secret the endpoints do not exist.
import {
  type AnyTriggerEvent,
  type IdentityEvent,
  INTERNAL_IDENTITY_EVENTS_PATH,
  INTERNAL_TRIGGERS_PATH,
  isIdentityEvent,
  type Mount,
  readBody,
  sendJson,
  verifySignedCall,
} from '@innov/platform';
import type { DataTriggerHandler } from '../triggers.ts';

export interface InternalOptions {
  secret?: string;
  triggers: Record<string, DataTriggerHandler>;
  onIdentityEvent(event: IdentityEvent): Promise<void>;
}

export function internalMounts(options: InternalOptions): Mount[] {
  const { secret } = options;
  if (!secret) return [];
  async function signedJson(req: Parameters<Mount['handle']>[0]): Promise<unknown | undefined> {
    if (req.method !== 'POST') return undefined;
    const body = (await readBody(req, 262_144)).toString('utf8');
    if (!verifySignedCall(secret as string, req.headers, body)) return undefined;
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return null;
    }
  }
  return [
    {
      path: INTERNAL_TRIGGERS_PATH,
      async handle(req, res, ctx) {
        const name = ctx.url.pathname.slice(INTERNAL_TRIGGERS_PATH.length + 1);
        const handler = Object.hasOwn(options.triggers, name) ? options.triggers[name] : undefined;
        if (!handler) return sendJson(res, 404, { errorMessage: 'No such trigger.' });
        const event = await signedJson(req);
        if (event === undefined) return sendJson(res, 401, { errorMessage: 'Invalid signature.' });
        if (!event || typeof event !== 'object' || typeof (event as AnyTriggerEvent).userName !== 'string')
          return sendJson(res, 400, { errorMessage: 'Invalid trigger event.' });
        sendJson(res, 200, await handler(event as AnyTriggerEvent));
      },
    },
    {
      path: INTERNAL_IDENTITY_EVENTS_PATH,
      exact: true,
      async handle(req, res) {
        const event = await signedJson(req);
        if (event === undefined) return sendJson(res, 401, { message: 'Invalid signature.' });
        if (!isIdentityEvent(event)) return sendJson(res, 400, { message: 'Invalid identity event.' });
        await options.onIdentityEvent(event);
        sendJson(res, 200, { ok: true });
      },
    },
  ];
}
