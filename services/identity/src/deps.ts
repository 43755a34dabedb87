// Everything the identity operations depend on, built once per service instance (no module singletons).
import { randomUUID } from 'node:crypto';
import type { IdentityEvent, IdentityEventKind, IdentityEventSink, SecretBox, ServiceDeps } from '@innov/platform';
import type { SrpCompute } from './crypto/srp-pool.ts';

export interface IdentityEvents {
  /**
   * Tells the rest of the system about a change Cognito has no trigger for. Call it after the change is stored;
   * it never throws (a sink failure is logged: the change itself has happened).
   */
  emit(
    kind: IdentityEventKind,
    user: { userPoolId: string; username: string; sub: string },
    detail?: Record<string, unknown>,
  ): Promise<void>;
}

export interface IdentityDeps extends ServiceDeps {
  secrets: SecretBox;
  /** The SRP server's exponentiations, run off the event loop. */
  srp: SrpCompute;
  events: IdentityEvents;
}

export function createEventEmitter(base: ServiceDeps, sink: IdentityEventSink | undefined): IdentityEvents {
  return {
    async emit(kind, user, detail) {
      if (!sink) return;
      const event: IdentityEvent = {
        id: randomUUID(),
        kind,
        userPoolId: user.userPoolId,
        username: user.username,
        sub: user.sub,
        at: base.now().toISOString(),
        ...(detail ? { detail } : {}),
      };
      try {
        await sink(event);
      } catch (err) {
        base.logger.error({ err, kind, username: user.username }, 'identity event not delivered');
      }
    },
  };
}
