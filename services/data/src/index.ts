// The data service: AppSync-compatible GraphQL (`POST /graphql`), its realtime endpoint (`/graphql/realtime`),
// the newsletter's e-mailed links, the seed content, and the user-pool triggers that create profiles.
import { hkdfSync } from 'node:crypto';
import { createAccessTokenVerifier } from '@innov/identity';
import { createSecretBox, loadMasterKey } from '@innov/identity/crypto/secret-box';
import { createSrpCompute } from '@innov/identity/crypto/srp-pool';
import type { Mount, Service, ServiceFactory } from '@innov/server';
import type { DataDeps } from './deps.ts';
import { createGraphqlEngine } from './graphql/index.ts';
import { watchPublicContent } from './http/content-revalidation.ts';
import { graphqlHandler } from './http/graphql.ts';
import { newsletterHandler } from './http/newsletter.ts';
import { createRealtimeMount } from './realtime/index.ts';
import { createPubSub } from './realtime/pubsub.ts';
import { RateLimiter, rateLimitsFromEnv } from './security/rate-limit.ts';
import { seedContent } from './seed/content.ts';
import { createTokenCodec, deriveTokenKey } from './store/next-token.ts';
import { installDataTriggers, registerDataTriggers } from './triggers.ts';

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

export const createDataService: ServiceFactory = async (base) => {
  const secrets = createSecretBox(loadMasterKey(process.env, base.config.dataDir));
  // Fan-out of subscription events: across processes through Redis when REDIS_URL is set, in-process otherwise.
  const pubsub = await createPubSub(process.env, {
    onError: (err) => base.logger.error({ err }, 'realtime: Redis pubsub error'),
  });
  const deps: DataDeps = {
    ...base,
    secrets,
    verifier: createAccessTokenVerifier(base),
    pubsub,
    tokens: createTokenCodec(deriveTokenKey(secrets.key)),
    apiKey: process.env.DATA_API_KEY || undefined,
    limiter: new RateLimiter(rateLimitsFromEnv()),
    linkKey: Buffer.from(hkdfSync('sha256', secrets.key, Buffer.alloc(0), 'innov/data/newsletter-links/v1', 32)),
  };
  const unregister = registerDataTriggers();
  // Only the pool store is used here: no SRP work, so the in-line (worker-less) variant.
  await installDataTriggers({ ...base, secrets, srp: createSrpCompute(0) });
  if (await seedContent(base.database, base.now())) base.logger.info('data seed content installed');
  const engine = createGraphqlEngine(deps);
  const realtime = createRealtimeMount(engine, { logger: base.logger });
  // Cached public pages (pricing, resources, survey) are refreshed when their content changes.
  const stopWatching = watchPublicContent(pubsub, base.logger);

  const mounts: Mount[] = [
    { path: '/graphql', exact: true, handle: graphqlHandler(engine) },
    realtime.mount,
    { path: '/newsletter', handle: newsletterHandler(deps) },
  ];
  const service: Service & { engine: typeof engine; deps: DataDeps } = {
    name: 'data',
    mounts,
    engine,
    deps,
    amplifyConfig: () => ({
      API: {
        GraphQL: {
          endpoint: `${base.config.publicUrl}/graphql`,
          region: base.config.region,
          defaultAuthMode: 'userPool',
        },
      },
    }),
    async close() {
      unregister();
      stopWatching();
      await realtime.server.close();
      await pubsub.close();
    },
  };
  return service;
};
