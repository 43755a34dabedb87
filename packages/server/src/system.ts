// Builds the whole system from its configuration: database (migrated), mailer, services, web app, HTTP server.
import { randomBytes } from 'node:crypto';
import { ensurePrivateDir, migrate, openDatabase } from '@innov/db';
import type { Config, RateBuckets, ServiceFactory, ServiceName } from '@innov/platform';
import { createLogger, createRedisBuckets, type Logger, storageBrowserOrigin, TokenBuckets } from '@innov/platform';
import { createApp, type WebApp } from './app.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createMailer } from './mail/mailer.ts';
import { wireServices } from './services.ts';
import { loadTlsCredentials } from './tls.ts';
import { createWebApp } from './web.ts';

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** The services to run (default: `SERVICES`, i.e. both); tests run only what they exercise. */
  services?: ServiceName[];
  /** More services to mount beside them (tests). */
  extraServices?: ServiceFactory[];
  /** `false` runs without the web app; a WebApp replaces it. */
  web?: WebApp | false;
  /** Use an in-memory embedded database instead of DATA_DIR (tests). */
  memory?: boolean;
  now?: () => Date;
}

/** The address this process uses to call itself, for a listener bound to `host`. */
function loopbackHost(host: string | undefined): string {
  const loopback = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return loopback.includes(':') ? `[${loopback}]` : loopback;
}

export async function startSystem(opts: StartOptions) {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const started = Date.now();
  // The data folder (database, master key, admin keys, TLS key) is the service user's alone: created 0700, and
  // whatever earlier versions left readable by others is tightened.
  const untightened = ensurePrivateDir(config.dataDir);
  if (untightened.length) logger.warn({ paths: untightened.slice(0, 10) }, 'data folder: could not make private');
  // The web app's server components read public content (plans, resources, the survey) from the data service
  // over loopback with the data service's API key; without an operator's DATA_API_KEY, a key lives for this
  // process only. Next runs in this process, so process.env reaches it. Both are set before Next starts: its
  // development server puts process.env back to what it was at start whenever it reloads its env files.
  process.env.DATA_API_KEY ||= randomBytes(32).toString('base64url');
  if (config.port && !config.https) process.env.INTERNAL_API_URL = `http://${loopbackHost(config.host)}:${config.port}`;
  // The web app prepares while the database opens and migrates: the two are independent and both take time.
  const webReady: Promise<WebApp | undefined> =
    opts.web === false || config.webDisabled
      ? Promise.resolve(undefined)
      : opts.web
        ? Promise.resolve(opts.web)
        : createWebApp({
            rootDir: config.rootDir,
            dev: config.webDev,
            port: config.port,
            logger,
            storeOrigin: storageBrowserOrigin(config.storage),
          });
  webReady.catch(() => {});
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : opts.memory
        ? { migrated: true }
        : { dataDir: config.dataDir },
  );
  let jobs: ReturnType<typeof createJobQueue> | undefined;
  let wired: Awaited<ReturnType<typeof wireServices>> | undefined;
  let rateBuckets: RateBuckets | undefined;
  try {
    const applied = await migrate(database);
    if (applied.length) logger.info({ applied }, 'database migrated');
    jobs = createJobQueue({ database, logger });
    const mailer = createMailer({ database, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    if (database.kind === 'pglite') {
      // PGlite runs without autovacuum, so the planner would never learn table sizes and would scan instead of
      // walking indexes. Analyse every minute, as autovacuum would with its default naptime.
      jobs.define('database-analyze', {
        schedule: '* * * * *',
        retryLimit: 0,
        handler: async () => {
          await database.query('analyze');
        },
      });
    }
    await jobs.start();
    // The rate limits count per address and per account across every process when they share a Redis.
    rateBuckets = config.redisUrl ? await createRedisBuckets(config.redisUrl, { logger }) : new TokenBuckets();
    const buckets = rateBuckets;
    let selfUrl = '';
    const deps = {
      config,
      database,
      logger,
      mailer,
      jobs,
      rateBuckets,
      now: opts.now ?? (() => new Date()),
      selfUrl: () => {
        if (!selfUrl) throw new Error('selfUrl: the server is not listening yet');
        return selfUrl;
      },
    };
    wired = await wireServices(deps, opts.services ?? config.services);
    const services = [...wired.services];
    for (const factory of opts.extraServices ?? []) services.push(await factory(deps));
    const web = await webReady;
    const tls = config.https ? await loadTlsCredentials(config, logger) : undefined;
    const w = wired;
    const onClose = () => {
      w.close();
      buckets.close?.();
    };
    const app = createApp({ config, database, logger, mailer, jobs, services, web, tls, onClose });
    const port = await app.listen(config.port, config.host);
    // With TLS, the process's own calls use the loopback HTTP listener (the certificate may be self-signed).
    selfUrl = app.internalPort ? `http://127.0.0.1:${app.internalPort}` : `http://${loopbackHost(config.host)}:${port}`;
    process.env.INTERNAL_API_URL = selfUrl;
    const scheme = tls ? 'https' : 'http';
    logger.info(
      { port, url: config.publicUrl, database: database.kind, ms: Date.now() - started },
      `ready on ${scheme}://localhost:${port}`,
    );
    return {
      app,
      port,
      database,
      mailer,
      jobs,
      logger,
      services,
      identity: wired.identity,
      data: wired.data,
      payments: wired.payments,
      url: `${scheme}://127.0.0.1:${port}`,
    };
  } catch (error) {
    wired?.close();
    rateBuckets?.close?.();
    await jobs?.stop(1000).catch(() => {});
    await database.close().catch(() => {});
    await (await webReady.catch(() => undefined))?.close?.().catch(() => {});
    throw error;
  }
}

export type System = Awaited<ReturnType<typeof startSystem>>;
