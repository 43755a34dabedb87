// The data service: AppSync-compatible GraphQL (`POST /graphql`), its realtime endpoint (`/graphql/realtime`),
// the newsletter's and notifications' e-mailed links, the seed content, the user-pool triggers that create
// profiles, and the notifications' jobs.
import { hkdfSync } from 'node:crypto';
import {
  createObjectStorage,
  createSecretBox,
  type IdentityCallers,
  type IdentityEvent,
  loadMasterKey,
  type Mount,
  type Service,
  type ServiceDeps,
} from '@innov/platform';
import { removeDeletedUsersExports } from './account-export/export-state.ts';
import { defineDataExportJobs } from './account-export/jobs.ts';
import { SESSION_ENDED, sessionsEndedBy } from './auth/ended-sessions.ts';
import { createStripeAccess } from './billing/stripe-client.ts';
import { webhookMount } from './billing/webhook.ts';
import { defineCampaignJobs } from './campaigns/jobs.ts';
import { defineContentJobs } from './content/jobs.ts';
import type { DataDeps } from './deps.ts';
import { defineEvaluationJobs } from './evaluation/jobs.ts';
import { defineFileJobs } from './files/jobs.ts';
import { removeDeletedUsersFiles } from './files/user-deleted.ts';
import { createGraphqlEngine, type GraphqlEngine } from './graphql/index.ts';
import { adminExportsMount } from './http/admin-exports.ts';
import { watchPublicContent } from './http/content-revalidation.ts';
import { filesMount } from './http/files.ts';
import { graphqlHandler } from './http/graphql.ts';
import { internalMounts } from './http/internal.ts';
import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterHandler } from './http/newsletter.ts';
import { notificationsUnsubscribeHandler } from './http/notifications-unsubscribe.ts';
import { IdentityEventHub } from './identity-events.ts';
import { defineNotificationJobs } from './notifications/jobs.ts';
import { deriveUnsubscribeKey, UNSUBSCRIBE_PATH } from './notifications/mail.ts';
import { notifyIdentityEvent } from './notifications/notify-identity-event.ts';
import { createRealtimeMount } from './realtime/index.ts';
import { createPubSub } from './realtime/pubsub.ts';
import { RateLimiter, rateLimitsFromEnv } from './security/rate-limit.ts';
import { seedContent } from './seed/content.ts';
import { createTokenCodec, deriveTokenKey } from './store/next-token.ts';
import { dataTriggerHandlers } from './triggers.ts';
import { projectIdentityEvent } from './users/projection.ts';
import { defineWorkspaceJobs } from './workspaces/jobs.ts';

export type { DataDeps } from './deps.ts';
export {
  type AppSyncError,
  type AppSyncResponse,
  createGraphqlEngine,
  type GraphQLContext,
  type GraphqlEngine,
  type Principal,
  type RequestLike,
} from './graphql/index.ts';
export { DATA_POOL_TRIGGERS, type DataTriggerHandler, dataTriggerHandlers } from './triggers.ts';

export interface DataServiceOptions {
  /** Verifies who calls (user-pool JWTs, identity-pool SigV4), handed over by the composition root. */
  callers: IdentityCallers;
}

export interface DataService extends Service {
  engine: GraphqlEngine;
  deps: DataDeps;
  /** Receives the identity service's events (in-process, or from the signed /internal/identity-events). */
  handleIdentityEvent(event: IdentityEvent): Promise<void>;
  /** Listens to the identity events this service has received; returns a function that stops listening. */
  onIdentityEvent(listener: (event: IdentityEvent) => void): () => void;
}

export async function createDataService(base: ServiceDeps, options: DataServiceOptions): Promise<DataService> {
  const secrets = createSecretBox(loadMasterKey(process.env, base.config.dataDir));
  // Fan-out of subscription events: across processes through Redis when REDIS_URL is set, in-process otherwise.
  const pubsub = await createPubSub(process.env, {
    onError: (err) => base.logger.error({ err }, 'realtime: Redis pubsub error'),
  });
  const identityEvents = new IdentityEventHub(pubsub, base.logger, base.database);
  const deps: DataDeps = {
    ...base,
    identityEvents,
    secrets,
    callers: options.callers,
    pubsub,
    tokens: createTokenCodec(deriveTokenKey(secrets.key)),
    apiKey: process.env.DATA_API_KEY || undefined,
    limiter: new RateLimiter(rateLimitsFromEnv(), base.rateBuckets),
    linkKey: Buffer.from(hkdfSync('sha256', secrets.key, Buffer.alloc(0), 'innov/data/newsletter-links/v1', 32)),
    unsubscribeKey: deriveUnsubscribeKey(secrets.key),
    exportKey: Buffer.from(hkdfSync('sha256', secrets.key, Buffer.alloc(0), 'innov/data/admin-exports/v1', 32)),
    stripe: createStripeAccess(base.config.stripe, secrets.key, base.selfUrl),
    storage: createObjectStorage(base.config, {
      signingKey: Buffer.from(hkdfSync('sha256', secrets.key, Buffer.alloc(0), 'innov/data/files/v1', 32)),
      logger: base.logger,
      now: base.now,
    }),
  };
  // Security notices and the attributes the data side follows, once per event by the process that receives it.
  identityEvents.onReceive((event) => notifyIdentityEvent(deps, event));
  // A user deleted in identity loses their own files even when deleteUserData did not run first.
  identityEvents.onReceive((event) => removeDeletedUsersFiles(deps, event));
  identityEvents.onReceive((event) => removeDeletedUsersExports(deps, event));
  // The back-office's users projection follows the account's state (enabled, two-step verification, groups).
  identityEvents.onReceive((event) => projectIdentityEvent(deps, event));
  defineNotificationJobs(deps);
  defineWorkspaceJobs(deps);
  defineCampaignJobs(deps);
  defineEvaluationJobs(deps);
  defineFileJobs(deps);
  defineDataExportJobs(deps);
  defineContentJobs(deps);
  if (await seedContent(base.database, base.now())) base.logger.info('data seed content installed');
  const engine = createGraphqlEngine(deps);
  const realtime = createRealtimeMount(engine, { logger: base.logger });
  // A user signed out, revoked, disabled or deleted loses their open subscriptions at once, on every data process
  // (identity events reach each one through the pubsub).
  const stopEndingSessions = identityEvents.listen((event) => {
    const ended = sessionsEndedBy(event);
    if (!ended) return;
    realtime.server.endSessions(ended, SESSION_ENDED).catch((err) => {
      base.logger.error({ err, kind: event.kind }, 'realtime: ending the sessions of an identity event failed');
    });
  });
  // Cached public pages (pricing, resources, survey) are refreshed when their content changes.
  const stopWatching = watchPublicContent(pubsub, base.logger);

  const mounts: Mount[] = [
    { path: '/graphql', exact: true, handle: graphqlHandler(engine, base.config) },
    realtime.mount,
    // The unsubscribe link's POST (the page's button, RFC 8058 one-click); opening a link shows the web app's page.
    { path: NEWSLETTER_UNSUBSCRIBE_PATH, exact: true, methods: ['POST'], handle: newsletterHandler(deps) },
    { path: UNSUBSCRIBE_PATH, exact: true, handle: notificationsUnsubscribeHandler(deps) },
    // The files' bytes: the disk backend's signed URLs and the public files (the grants are GraphQL).
    filesMount(deps),
    // The back-office's CSV exports, from links createAdminExport signed.
    adminExportsMount(deps),
    // The payment provider's events (Stripe-Signature): subscriptions, invoices and payments follow them.
    webhookMount(deps),
    // Signed calls from an identity service running in another process (TRIGGER_SHARED_SECRET).
    ...internalMounts({
      secret: base.config.triggerSharedSecret,
      triggers: dataTriggerHandlers(base, () => deps),
      onIdentityEvent: (event) => identityEvents.receive(event),
    }),
  ];
  const service: DataService = {
    name: 'data',
    mounts,
    engine,
    deps,
    handleIdentityEvent: (event) => identityEvents.receive(event),
    onIdentityEvent: (listener) => identityEvents.listen(listener),
    amplifyConfig: (origin) => ({
      API: {
        GraphQL: {
          endpoint: `${origin}/graphql`,
          region: base.config.region,
          defaultAuthMode: 'userPool',
        },
      },
    }),
    async close() {
      stopEndingSessions();
      identityEvents.close();
      stopWatching();
      await realtime.server.close();
      await pubsub.close();
      await deps.storage.close();
    },
  };
  return service;
}
