// The contract between the composition root and the services it mounts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from '@innov/db';
import type { Config } from '../config.ts';
import type { JobQueue } from '../jobs.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail.ts';
import type { RateBuckets } from '../security/token-buckets.ts';

export interface RequestContext {
  requestId: string;
  log: Logger;
  /** The client's address: the socket's, or the one trusted proxies name (`TRUST_PROXY`, clientAddress). */
  ip: string;
  url: URL;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, ctx: RequestContext) => Promise<void> | void;
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, ctx: RequestContext) => void;

export interface Mount {
  /** `/cognito` matches `/cognito` and `/cognito/…`; with `exact` only the path itself. */
  path: string;
  exact?: boolean;
  /** Replaces the path rule for mounts whose paths carry an id first (e.g. `/{poolId}/.well-known/…`). */
  match?: (pathname: string) => boolean;
  /**
   * The request methods it takes (default all); others go on to the next mount or the web app. A link that is a
   * site page when opened and an action when posted (RFC 8058 one-click unsubscribe) lives at one address.
   */
  methods?: readonly string[];
  handle: Handler;
  upgrade?: UpgradeHandler;
  /** Probes (health, readiness, metrics) are logged only when they fail, so they do not drown the log. */
  quiet?: boolean;
  /**
   * How long a request's body may take to arrive (default REQUEST_BODY_TIMEOUT_MS, a minute): longer for mounts
   * that take large uploads, which a slow connection sends for minutes.
   */
  bodyTimeoutMs?: number;
}

/** A request's body must have arrived this long after its headers, unless its mount says otherwise. */
export const REQUEST_BODY_TIMEOUT_MS = 60_000;

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** The durable job queue: work after a request or on a timer. */
  jobs: JobQueue;
  /** Injected so that codes, tokens and expiry are exact in tests. */
  now: () => Date;
  /** The rate limits' buckets: in Redis when `REDIS_URL` is set (shared by every process), else in memory. */
  rateBuckets: RateBuckets;
  /**
   * The plain-HTTP loopback URL this process serves on (`http://127.0.0.1:<port>`), known once it listens: how a
   * service calls another one in the same process over its real protocol (the stripe SDK, webhook deliveries).
   */
  selfUrl: () => string;
}

export interface Service {
  name: string;
  mounts: Mount[];
  /**
   * The part of Amplify's ResourcesConfig this service contributes to /amplify-config.json, with its endpoints
   * on `origin`, the origin the page was reached by (see requestOrigin).
   */
  amplifyConfig?(origin: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  close?(): Promise<void>;
}

export type ServiceFactory = (deps: ServiceDeps) => Promise<Service>;
