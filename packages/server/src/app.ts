// The composition root's HTTP layer: one server, one port; request ids, JSON logs, security headers,
// health and readiness, metrics, the services' mounts, and the web app for every other path.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import type { Database } from '@innov/db';
import type { Config, Logger, Mailer, Mount, RequestContext, Service } from '@innov/platform';
import {
  clientAddress,
  PayloadTooLargeError,
  REQUEST_BODY_TIMEOUT_MS,
  requestOrigin,
  sendJson,
  sendText,
  storageBrowserOrigin,
} from '@innov/platform';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { devOutboxMounts } from './http/dev-outbox.ts';
import { applySecurityHeaders, contentSecurityPolicy, needsOpenerIsolation } from './http/security-headers.ts';
import type { RunningJobQueue } from './jobs/queue.ts';
import type { TlsCredentials } from './tls.ts';

export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close?(): Promise<void>;
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  jobs: RunningJobQueue;
  services: Service[];
  /** Called once the services have closed, before the job queue stops (unwiring). */
  onClose?: () => void;
  web?: WebApp;
  /** HTTPS=1: serve TLS with these; a plain-HTTP loopback listener then serves the process's own calls. */
  tls?: TlsCredentials;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function matches(mount: Mount, pathname: string, method = 'GET'): boolean {
  if (mount.methods && !mount.methods.includes(method)) return false;
  if (mount.match) return mount.match(pathname);
  if (mount.exact) return pathname === mount.path;
  return pathname === mount.path || pathname.startsWith(`${mount.path}/`);
}

export function createApp(opts: AppOptions) {
  const { config, database, logger, services, web, mailer, jobs, tls } = opts;
  const csp = contentSecurityPolicy(config.webDev, {}, storageBrowserOrigin(config.storage));
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by mount and status',
    labelNames: ['mount', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // The job queue's state per queue, read from the database at each scrape (so every process reports the
  // same totals), and this process's run outcomes.
  // One read per scrape: the three gauges collect together and share it.
  type QueueStats = Awaited<ReturnType<typeof jobs.stats>>;
  let reading: Promise<QueueStats> | undefined;
  const readStats = (): Promise<QueueStats> => {
    if (!reading) {
      const current = jobs.stats().catch((): QueueStats => []);
      reading = current;
      void current.finally(() => {
        if (reading === current) reading = undefined;
      });
    }
    return reading;
  };
  const jobGauge = (name: string, help: string, pick: (q: QueueStats[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const stats = await readStats();
        this.reset();
        for (const q of stats) this.set({ queue: q.name }, pick(q));
      },
    });
  jobGauge(
    'jobs_queued',
    'Jobs waiting to run (including retries waiting out their backoff), per queue',
    (q) => q.queued,
  );
  jobGauge('jobs_active', 'Jobs running now in any process, per queue', (q) => q.active);
  jobGauge(
    'jobs_failed',
    'Jobs kept as failed after their last retry (recent, per retention), per queue',
    (q) => q.failed,
  );
  new Gauge({
    name: 'jobs_runs',
    help: 'Job runs in this process since start, per queue and outcome (completed, retried, failed)',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, c] of jobs.outcomes()) {
        this.set({ queue, outcome: 'completed' }, c.completed);
        this.set({ queue, outcome: 'retried' }, c.retried);
        this.set({ queue, outcome: 'failed' }, c.failed);
      }
    },
  });

  const builtIns: Mount[] = [
    {
      path: '/healthz',
      exact: true,
      quiet: true,
      handle: (_req, res) => sendJson(res, 200, { status: 'ok' }),
    },
    {
      path: '/readyz',
      exact: true,
      quiet: true,
      async handle(_req, res) {
        const ok = await database.ping();
        sendJson(res, ok ? 200 : 503, { status: ok ? 'ready' : 'unavailable', database: ok ? 'up' : 'down' });
      },
    },
    {
      path: '/metrics',
      exact: true,
      quiet: true,
      async handle(_req, res) {
        sendText(res, 200, await registry.metrics(), registry.contentType);
      },
    },
    {
      path: '/amplify-config.json',
      exact: true,
      async handle(req, res) {
        const origin = requestOrigin(req, config);
        const parts = await Promise.all(services.map((s) => s.amplifyConfig?.(origin) ?? {}));
        sendJson(res, 200, mergeDeep({}, ...parts));
      },
    },
    ...devOutboxMounts(mailer),
  ];
  const mounts: Mount[] = [...builtIns, ...services.flatMap((s) => s.mounts)];

  function contextFor(req: IncomingMessage, res: ServerResponse | undefined): RequestContext {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res?.setHeader('x-request-id', requestId);
    const url = new URL(req.url ?? '/', 'http://internal');
    return { requestId, log: logger.child({ requestId }), ip: clientAddress(req, config.trustProxy), url };
  }

  let inFlight = 0;
  let draining = false;
  let drained: (() => void) | undefined;

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const started = process.hrtime.bigint();
    inFlight++;
    const ctx = contextFor(req, res);
    const mount = mounts.find((m) => matches(m, ctx.url.pathname, req.method));
    applySecurityHeaders(res, csp, config.https, needsOpenerIsolation(ctx.url.pathname, Boolean(mount)));
    limitBodyTime(req, res, mount?.bodyTimeoutMs ?? REQUEST_BODY_TIMEOUT_MS);
    if (draining) res.setHeader('connection', 'close');
    const mountName = mount?.path ?? 'web';
    res.once('close', () => {
      inFlight--;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ mount: mountName, method: req.method ?? '', status: String(res.statusCode) }, seconds);
      if ((mount && !mount.quiet) || res.statusCode >= 400) {
        ctx.log.info(
          { method: req.method, path: ctx.url.pathname, status: res.statusCode, ms: Math.round(seconds * 1000) },
          'request',
        );
      }
      if (draining && inFlight === 0) drained?.();
    });
    try {
      if (mount) await mount.handle(req, res, ctx);
      else if (web) await web.handle(req, res);
      else sendJson(res, 404, { message: 'Not found' });
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        if (!res.headersSent) sendJson(res, 413, { message: error.message });
        return;
      }
      ctx.log.error({ err: error, path: ctx.url.pathname }, 'unhandled error');
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error', requestId: ctx.requestId });
      else res.destroy();
    }
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const ctx = contextFor(req, undefined);
    const mount = mounts.find((m) => m.upgrade && matches(m, ctx.url.pathname));
    if (mount?.upgrade) return mount.upgrade(req, socket, head, ctx);
    if (web?.upgrade) return web.upgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
  }

  // Headers within a minute; the body within its mount's time (limitBodyTime), which Node's one requestTimeout for
  // every request cannot give: a 50 MB upload on a slow line takes minutes.
  const serverOptions = { keepAliveTimeout: 5_000, headersTimeout: 60_000, requestTimeout: 0 };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    void onRequest(req, res);
  };
  const server: http.Server = tls
    ? https.createServer({ ...serverOptions, key: tls.key, cert: tls.cert }, handler)
    : http.createServer(serverOptions, handler);
  // Server-side code in this process (the web app's server components) calls the services over loopback; with a
  // self-signed certificate those calls would fail verification, so TLS mode adds a loopback-only HTTP listener.
  const internal = tls ? http.createServer(serverOptions, handler) : undefined;
  for (const s of internal ? [server, internal] : [server]) {
    s.on('upgrade', onUpgrade);
    s.on('clientError', (_err, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    });
  }
  let internalPort: number | undefined;

  return {
    server,
    async listen(port: number, host?: string): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        const onError = (err: NodeJS.ErrnoException) => {
          // Dual-stack '::' is unavailable where IPv6 is off: fall back to every IPv4 interface.
          if (!host && err.code === 'EAFNOSUPPORT') {
            server.listen(port, '0.0.0.0', resolve);
            return;
          }
          reject(err);
        };
        server.once('error', onError);
        server.listen(port, host ?? '::', () => {
          server.off('error', onError);
          resolve();
        });
      });
      if (internal) {
        await new Promise<void>((resolve, reject) => {
          internal.once('error', reject);
          internal.listen(0, '127.0.0.1', () => resolve());
        });
        internalPort = (internal.address() as { port: number }).port;
      }
      return (server.address() as { port: number }).port;
    },
    /** TLS mode: the loopback HTTP port for the process's own calls. */
    get internalPort() {
      return internalPort;
    },
    /** Stops accepting, lets in-flight requests finish within the timeout, then closes everything. */
    async shutdown(timeoutMs = config.shutdownTimeoutMs): Promise<void> {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const internalClosed = internal?.listening
        ? new Promise<void>((resolve) => internal.close(() => resolve()))
        : Promise.resolve();
      server.closeIdleConnections();
      internal?.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => {
            drained = resolve;
          }),
          new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
        ]);
      }
      server.closeAllConnections();
      internal?.closeAllConnections();
      await closed;
      await internalClosed;
      for (const s of services) await s.close?.().catch((err) => logger.error({ err }, `closing ${s.name}`));
      await web?.close?.().catch((err) => logger.error({ err }, 'closing the web app'));
      opts.onClose?.();
      // No new jobs are taken; running ones finish within the timeout or are released for another process.
      await jobs.stop(timeoutMs).catch((err) => logger.error({ err }, 'stopping the job queue'));
      await database.close();
    },
    get inFlight() {
      return inFlight;
    },
  };
}

export type App = ReturnType<typeof createApp>;

/** Ends a request whose body has not arrived within `ms` of its headers (408, the connection closed). */
function limitBodyTime(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent) {
      res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      res.end(JSON.stringify({ message: 'The request took too long to arrive.' }));
    }
    req.socket.destroy();
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  res.once('close', clear);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Services each contribute a slice of Amplify's ResourcesConfig (Auth, API, Storage); slices merge deeply. */
export function mergeDeep(
  target: Record<string, unknown>,
  ...sources: Record<string, unknown>[]
): Record<string, unknown> {
  for (const source of sources) {
    for (const [k, v] of Object.entries(source)) {
      target[k] =
        isPlainObject(v) && isPlainObject(target[k])
          ? mergeDeep({ ...(target[k] as object) } as Record<string, unknown>, v)
          : v;
    }
  }
  return target;
}
