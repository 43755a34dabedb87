// `/v1/*`: Stripe's API as the stripe SDK calls it. (Skeleton: the engine helper builds the resources.)
import { type Mount, sendJson } from '@innov/platform';
import type { PaymentsDeps } from '../deps.ts';

export function apiMount(_deps: PaymentsDeps): Mount {
  return {
    path: '/v1',
    handle: async (_req, res) => {
      sendJson(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' },
      });
    },
  };
}
