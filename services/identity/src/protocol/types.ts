import type { IncomingMessage } from 'node:http';
import type { RequestContext } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';

/** What an operation receives besides its parsed input. */
export interface OperationContext {
  deps: IdentityDeps;
  req: IncomingMessage;
  request: RequestContext;
  /** The SigV4 access key id that signed a control-plane call (set only on the admin plane). */
  caller?: { accessKeyId: string };
}

export interface Operation<I = unknown, O = unknown> {
  /** `user`: unauthenticated or access-token calls. `admin`: must carry a valid SigV4 signature with admin keys. */
  plane: 'user' | 'admin';
  /** zod schema (or any `{ safeParse }`) for the input; failures become InvalidParameterException. */
  input: {
    safeParse(
      data: unknown,
    ): { success: true; data: I } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  };
  run(input: I, ctx: OperationContext): Promise<O>;
}

export type OperationMap = Record<string, Operation<any, any>>;
