// Environment variables, parsed once at the edge. Every variable is listed in the README.
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHostname } from './http/origin.ts';
import { type ProxyTrust, parseTrustProxy } from './security/client-address.ts';

const ZFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An object store's URL (empty: unset). */
const ZStoreUrl = z
  .union([
    z.literal(''),
    z
      .string()
      .url()
      .regex(/^https?:\/\/[^/]/i, 'expected an http:// or https:// URL'),
  ])
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  HTTPS: ZFlag,
  TLS_CERT: z.string().min(1).optional(),
  TLS_KEY: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Innovation Platform <no-reply@localhost>'),
  ADMIN_ACCESS_KEY_ID: z.string().optional(),
  ADMIN_SECRET_ACCESS_KEY: z.string().optional(),
  REGION: z.string().default('eu-west-2'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  WEB_DEV: ZFlag,
  WEB_DISABLED: ZFlag,
  SERVICES: z
    .string()
    .default('identity,data,payments')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(['identity', 'data', 'payments']))
        .min(1, 'SERVICES must name one or more of identity, data and payments'),
    ),
  TRIGGER_SHARED_SECRET: z.string().optional(),
  /** Stripe itself: with a secret key the stripe SDK talks to api.stripe.com instead of the local payments service. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional()
    .or(z.literal('')),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
    .optional()
    .or(z.literal('')),
  /** The local payments service's base URL when it runs in another process (default: this process). */
  PAYMENTS_SERVICE_URL: z.string().url().optional(),
  /** Runs the local test-mode payments service on a public (non-loopback) PUBLIC_URL too: demos, staging. */
  PAYMENTS_LOCAL: ZFlag,
  DATA_SERVICE_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  REDIS_URL: z.string().optional(),
  STORAGE_S3_BUCKET: z.string().optional(),
  STORAGE_S3_ENDPOINT: ZStoreUrl,
  STORAGE_S3_PUBLIC_ENDPOINT: ZStoreUrl,
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', '']).optional(),
  STORAGE_S3_REGION: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_DEFAULT_REGION: z.string().optional(),
});

/**
 * Where files are kept: `DATA_DIR/files` (the default), or an S3-compatible bucket (`STORAGE_S3_BUCKET`), with
 * an endpoint for stores other than AWS (MinIO…) and the origin browsers reach it by when that differs.
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      publicEndpoint?: string;
      region: string;
      forcePathStyle: boolean;
    };

export type ServiceName = 'identity' | 'data' | 'payments';

export interface StripeConfig {
  /** Stripe's own secret key; unset: the local payments service with keys derived from the master key. */
  secretKey?: string;
  webhookSecret?: string;
  /** Where the local payments service answers when it is not in this process. */
  localUrl?: string;
  /**
   * Whether the local test-mode provider may take payments: on a loopback PUBLIC_URL always; on a public one only
   * with `PAYMENTS_LOCAL=1` (test cards would otherwise buy real plans on a production install).
   */
  localAllowed: boolean;
}

export interface Config {
  port: number;
  host?: string;
  publicUrl: string;
  /**
   * Host names (with an optional port) besides loopback ones under which the site may be reached; pages reached
   * by one of them get endpoints on that origin (`ALLOWED_HOSTS`, comma-separated). Others get PUBLIC_URL's.
   */
  allowedHosts: string[];
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  https: boolean;
  /** PEM files for HTTPS=1; without them a self-signed certificate is generated into DATA_DIR/tls. */
  tlsCert?: string;
  tlsKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminAccessKeyId?: string;
  adminSecretAccessKey?: string;
  region: string;
  shutdownTimeoutMs: number;
  /** Serve the web app with Next's development server (hot reload). */
  webDev: boolean;
  /** Run the services without the web app (a separately started API process). */
  webDisabled: boolean;
  /** The services this process runs (`SERVICES`, default all three). */
  services: ServiceName[];
  /**
   * Payments: with `STRIPE_SECRET_KEY` the stripe SDK talks to Stripe (and `STRIPE_WEBHOOK_SECRET` verifies its
   * webhooks); without it, to the local Stripe-compatible payments service (`PAYMENTS_SERVICE_URL`, or this process).
   */
  stripe: StripeConfig;
  /** Signs calls between services that run in separate processes (triggers, identity events). */
  triggerSharedSecret?: string;
  /** The data service's base URL, for an identity service running without it in this process. */
  dataServiceUrl?: string;
  /** Which proxies may name the client in X-Forwarded-For (`TRUST_PROXY`); unset: the socket's address is it. */
  trustProxy?: ProxyTrust;
  /** Redis (`REDIS_URL`): rate limits shared by every process; realtime fan-out reads it too. */
  redisUrl?: string;
  /** Files: the local disk or an S3-compatible store (`STORAGE_S3_*`). */
  storage: StorageConfig;
  /** Repository root, for locating apps/web. */
  rootDir: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, rootDir = process.cwd()): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    // Without it every webhook is refused: customers would be charged and nothing granted or recorded.
    throw new Error(
      'Invalid environment:\n  STRIPE_WEBHOOK_SECRET: set it with STRIPE_SECRET_KEY (the signing secret of your webhook endpoint)',
    );
  }
  const scheme = e.HTTPS ? 'https' : 'http';
  const publicUrl = (e.PUBLIC_URL ?? `${scheme}://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    allowedHosts: (e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    dataDir: path.resolve(rootDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    https: e.HTTPS,
    tlsCert: e.TLS_CERT ? path.resolve(rootDir, e.TLS_CERT) : undefined,
    tlsKey: e.TLS_KEY ? path.resolve(rootDir, e.TLS_KEY) : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminAccessKeyId: e.ADMIN_ACCESS_KEY_ID || undefined,
    adminSecretAccessKey: e.ADMIN_SECRET_ACCESS_KEY || undefined,
    region: e.REGION,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDev: e.WEB_DEV,
    webDisabled: e.WEB_DISABLED,
    services: [...new Set(e.SERVICES)],
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      localUrl: e.PAYMENTS_SERVICE_URL?.replace(/\/$/, ''),
      localAllowed: e.PAYMENTS_LOCAL || isLoopbackHostname(new URL(publicUrl).hostname),
    },
    triggerSharedSecret: e.TRIGGER_SHARED_SECRET || undefined,
    dataServiceUrl: e.DATA_SERVICE_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL || undefined,
    storage: storageConfig(e),
    rootDir,
  };
}

function storageConfig(e: z.infer<typeof ZEnv>): StorageConfig {
  const bucket = e.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return { kind: 'disk' };
  const endpoint = e.STORAGE_S3_ENDPOINT?.replace(/\/$/, '') || undefined;
  const flag = e.STORAGE_S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket,
    endpoint,
    publicEndpoint: e.STORAGE_S3_PUBLIC_ENDPOINT?.replace(/\/$/, '') || undefined,
    region: e.STORAGE_S3_REGION || e.AWS_REGION || e.AWS_DEFAULT_REGION || e.REGION,
    // Self-hosted stores (MinIO, s3rver) rarely have a wildcard DNS name per bucket: path style unless told.
    forcePathStyle: flag === undefined || flag === '' ? Boolean(endpoint) : flag === '1' || flag === 'true',
  };
}
