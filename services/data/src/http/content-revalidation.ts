// Keeps the web app's cached public pages fresh: when a pricing plan, resource, survey or survey question is
// created, updated or deleted, the web app is told which content tags went stale (POST /content-revalidation,
// apps/web/app/(marketing)/content-revalidation/route.ts). Events arrive through the realtime pubsub, so with
// Redis every process refreshes its own web app. Bursts (a seed, a bulk edit) are sent as one request.
import type { Logger } from '@innov/platform';
import type { PubSub } from '../realtime/pubsub.ts';

const TAGS: Record<string, string[]> = {
  PricingPlan: ['pricing-plans'],
  Resource: ['resources'],
  Survey: ['survey'],
  SurveyQuestion: ['survey'],
};

const BATCH_MS = 250;

export function watchPublicContent(pubsub: PubSub, logger: Logger): () => void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const tags = [...pending];
    pending = new Set();
    const base = process.env.INTERNAL_API_URL;
    const key = process.env.DATA_API_KEY;
    if (!base || !key || !tags.length) return;
    try {
      const response = await fetch(`${base}/content-revalidation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ tags }),
      });
      // No web app in this process (WEB_DISABLED) answers 404: nothing to refresh here.
      if (!response.ok && response.status !== 404)
        logger.warn({ status: response.status, tags }, 'content revalidation refused');
    } catch (err) {
      logger.warn({ err, tags }, 'content revalidation failed');
    }
  };
  const unsubscribes = Object.entries(TAGS).flatMap(([model, tags]) =>
    ['Create', 'Update', 'Delete'].map((op) =>
      pubsub.subscribe(`on${op}${model}`, (record) => {
        for (const tag of tags) pending.add(tag);
        if (model === 'Resource' && typeof record.id === 'string') pending.add(`resource:${record.id}`);
        timer ??= setTimeout(() => void flush(), BATCH_MS);
      }),
    ),
  );
  return () => {
    for (const u of unsubscribes) u();
    if (timer) clearTimeout(timer);
  };
}
