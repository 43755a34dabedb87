// Runs the trigger a pool's LambdaConfig names: `builtin:<name>` is an in-process function registered here
// (by this service or by another one, e.g. the data service's PostConfirmation); an http(s) URL is called with
// the event as JSON, signed with HMAC-SHA256 under TRIGGER_SHARED_SECRET, as when the services run apart.

import {
  type AnyTriggerEvent,
  postSignedJson,
  SignedCallRefused,
  type TriggerEvents,
  type TriggerHandler,
  type TriggerKind,
} from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { CognitoError, Errors } from '../protocol/errors.ts';
import type { UserPool } from '../store/types.ts';

const registry = new Map<string, TriggerHandler>();

/**
 * Registers an in-process trigger under `name`; a pool uses it with LambdaConfig `{ <Trigger>: 'builtin:<name>' }`.
 * Returns a function that removes it.
 */
export function registerTrigger<E extends AnyTriggerEvent>(name: string, handler: TriggerHandler<E>): () => void {
  registry.set(name, handler as unknown as TriggerHandler);
  return () => {
    if (registry.get(name) === (handler as unknown)) registry.delete(name);
  };
}

/** Where the pool's trigger of this kind runs; PreTokenGeneration may be set the v2 way (PreTokenGenerationConfig). */
function targetOf(pool: UserPool, kind: TriggerKind): string | undefined {
  const config = pool.config.LambdaConfig as Record<string, unknown> | undefined;
  if (!config) return undefined;
  if (kind === 'PreTokenGeneration') {
    const versioned = config.PreTokenGenerationConfig as { LambdaArn?: string } | string | undefined;
    const arn = typeof versioned === 'string' ? versioned : versioned?.LambdaArn;
    if (arn) return arn;
  }
  const target = config[kind];
  return typeof target === 'string' && target ? target : undefined;
}

export function hasTrigger(pool: UserPool, kind: TriggerKind): boolean {
  return targetOf(pool, kind) !== undefined;
}

const HTTP_TIMEOUT_MS = 5_000;

async function callHttp(deps: IdentityDeps, url: string, event: AnyTriggerEvent): Promise<AnyTriggerEvent> {
  const secret = deps.config.triggerSharedSecret;
  if (!secret) throw Errors.unexpectedLambda('TRIGGER_SHARED_SECRET is not set; remote triggers cannot be signed.');
  return postSignedJson<AnyTriggerEvent>(url, secret, event, HTTP_TIMEOUT_MS);
}

/**
 * Invokes the pool's trigger of this kind and returns the event with its response, or null when the pool
 * has none. Failures become Cognito's UserLambdaValidationException / UnexpectedLambdaException.
 */
export async function invokeTrigger<K extends TriggerKind>(
  deps: IdentityDeps,
  pool: UserPool,
  kind: K,
  event: TriggerEvents[K],
): Promise<TriggerEvents[K] | null> {
  const target = targetOf(pool, kind);
  if (!target) return null;
  try {
    let result: AnyTriggerEvent;
    if (target.startsWith('builtin:')) {
      const handler = registry.get(target.slice('builtin:'.length));
      if (!handler) throw Errors.unexpectedLambda(`${kind} trigger ${target} is not registered.`);
      result = await handler(structuredClone(event), { deps });
    } else if (/^https?:\/\//.test(target)) {
      result = await callHttp(deps, target, event);
    } else {
      throw Errors.unexpectedLambda(`${kind} trigger ${target} is not supported.`);
    }
    if (!result || typeof result !== 'object' || typeof result.response !== 'object' || result.response === null) {
      throw Errors.invalidLambdaResponse(`Invalid ${kind} Lambda response.`);
    }
    return result as TriggerEvents[K];
  } catch (error) {
    if (error instanceof CognitoError) throw error;
    if (error instanceof SignedCallRefused || error instanceof Error) {
      if (error.name === 'TimeoutError' || error.name === 'AbortError' || error instanceof TypeError) {
        deps.logger.warn({ trigger: kind, err: error.message }, 'trigger call failed');
        throw Errors.unexpectedLambda(`${kind} invocation failed due to error ${error.name}.`);
      }
      throw Errors.userLambdaValidation(`${kind} failed with error ${error.message}.`);
    }
    throw Errors.userLambdaValidation(`${kind} failed with error ${String(error)}.`);
  }
}

/** The fields every event carries. */
export function eventBase(deps: IdentityDeps, pool: UserPool, userName: string, clientId: string | undefined) {
  return {
    version: '1',
    region: pool.id.split('_')[0] ?? deps.config.region,
    userPoolId: pool.id,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: clientId ?? 'CLIENT_ID_NOT_APPLICABLE' },
  };
}
