// Wires the services this process runs (SERVICES, default both) into one another: the data service's user-pool
// triggers into the identity service, identity's events into the data service, and identity's caller
// verification into the data service. In one process each is a function call; when a service runs in another
// process, triggers and events travel as signed HTTPS calls (TRIGGER_SHARED_SECRET) to DATA_SERVICE_URL, and
// the data service verifies callers with identity's code over the shared database and master key.
import { createDataService, DATA_POOL_TRIGGERS, type DataService, dataTriggerHandlers } from '@innov/data';
import { createIdentityCallers, createIdentityService, type IdentityService, registerTrigger } from '@innov/identity';
import { createPaymentsService, type PaymentsService } from '@innov/payments';
import {
  createSecretBox,
  type IdentityEvent,
  type IdentityEventSink,
  INTERNAL_IDENTITY_EVENTS_PATH,
  INTERNAL_TRIGGERS_PATH,
  loadMasterKey,
  postSignedJson,
  type Service,
  type ServiceDeps,
  type ServiceName,
} from '@innov/platform';

/** The job that carries an identity event to a data service in another process, with retries. */
export const IDENTITY_EVENT_JOB = 'identity-event-delivery';

export interface WiredServices {
  services: Service[];
  identity?: IdentityService;
  data?: DataService;
  payments?: PaymentsService;
  close(): void;
}

export async function wireServices(deps: ServiceDeps, names: ServiceName[]): Promise<WiredServices> {
  const { config } = deps;
  const runIdentity = names.includes('identity');
  const runData = names.includes('data');
  const remoteData = !runData && config.dataServiceUrl && config.triggerSharedSecret;
  const offs: (() => void)[] = [];

  // Identity events reach the data service in this process directly, or one in another process as a job.
  let data: DataService | undefined;
  let sink: IdentityEventSink | undefined;
  if (runData) sink = async (event) => data?.handleIdentityEvent(event);
  else if (remoteData) {
    const url = `${config.dataServiceUrl}${INTERNAL_IDENTITY_EVENTS_PATH}`;
    const secret = config.triggerSharedSecret as string;
    deps.jobs.define<IdentityEvent>(IDENTITY_EVENT_JOB, {
      retryLimit: 10,
      retryDelaySeconds: 2,
      retryDelayMaxSeconds: 300,
      handler: async (job) => {
        await postSignedJson(url, secret, job.data);
      },
    });
    sink = async (event) => {
      await deps.jobs.send(IDENTITY_EVENT_JOB, event);
    };
  }

  const services: Service[] = [];
  let identity: IdentityService | undefined;
  if (runIdentity) {
    identity = await createIdentityService(deps, { events: sink });
    services.push(identity);
    // The data service's triggers run as `builtin:<name>`: a function call here, a signed call to it elsewhere.
    const handlers = dataTriggerHandlers(deps, () => data?.deps);
    for (const name of Object.values(DATA_POOL_TRIGGERS)) {
      if (runData) offs.push(registerTrigger(name, (event) => handlers[name](event) as never));
      else if (remoteData) {
        const url = `${config.dataServiceUrl}${INTERNAL_TRIGGERS_PATH}/${name}`;
        offs.push(
          registerTrigger(name, (event) => postSignedJson(url, config.triggerSharedSecret as string, event) as never),
        );
      }
    }
    if (runData || remoteData) {
      await identity.installDefaultPoolTriggers({
        PostConfirmation: `builtin:${DATA_POOL_TRIGGERS.PostConfirmation}`,
        PreTokenGeneration: `builtin:${DATA_POOL_TRIGGERS.PreTokenGeneration}`,
      });
    }
  }
  if (runData) {
    const callers =
      identity?.callers ??
      createIdentityCallers({
        ...deps,
        secrets: createSecretBox(loadMasterKey(process.env, config.dataDir)),
        events: sink,
      });
    data = await createDataService(deps, { callers });
    services.push(data);
  }
  // The local Stripe-compatible payments service, unless the app talks to Stripe itself (STRIPE_SECRET_KEY).
  let payments: PaymentsService | undefined;
  if (names.includes('payments') && !config.stripe.secretKey && !config.stripe.localAllowed) {
    deps.logger.warn(
      { publicUrl: config.publicUrl },
      'payments: no STRIPE_SECRET_KEY, and the local test-mode provider does not run on a public address (PAYMENTS_LOCAL=1 runs it): billing is unavailable',
    );
  }
  if (names.includes('payments') && !config.stripe.secretKey && config.stripe.localAllowed) {
    const dataUrl = runData ? deps.selfUrl : config.dataServiceUrl ? () => config.dataServiceUrl as string : undefined;
    payments = await createPaymentsService(deps, { dataUrl });
    services.push(payments);
  }
  return {
    services,
    identity,
    data,
    payments,
    close() {
      for (const off of offs) off();
    },
  };
}
