// The payments service's queues and the app's webhook endpoint. (Skeleton: the engine helper builds them.)
import type { PaymentsDeps } from '../deps.ts';

export function definePaymentJobs(_deps: PaymentsDeps): void {}

export async function registerAppWebhookEndpoint(_deps: PaymentsDeps): Promise<void> {}
