// The realtime benchmark's stand-in server process (used while the GraphQL engine is absent): the realtime
// endpoint over a small schema, with `POST /publish/<topic>` in place of a mutation. Prints `{"port":N}`.
import { createPubSub } from '../services/data/src/realtime/pubsub.ts';
import { startStandIn } from '../services/data/test/realtime-harness.ts';

const pubsub = await createPubSub(process.env);
const srv = await startStandIn({}, pubsub);
console.log(JSON.stringify({ port: Number(new URL(srv.url).port) }));
process.on('SIGTERM', () => {
  void srv.close().then(() => process.exit(0));
});
