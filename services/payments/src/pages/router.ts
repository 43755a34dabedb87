// `/pay/*`: the hosted pages Stripe would serve. (Skeleton: the pages helper builds them.)
import type { Mount } from '@innov/platform';
import type { PaymentsDeps } from '../deps.ts';

export function pagesMount(_deps: PaymentsDeps): Mount {
  return {
    path: '/pay',
    handle: async (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    },
  };
}
