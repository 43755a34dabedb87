// What the resource handlers share: lists in Stripe's shape, loading or 404, deleted answers.
import type Stripe from 'stripe';
import { noSuch } from '../engine/errors.ts';
import { getObject, type ListQuery, listObjects, type Stored, type Tx } from '../engine/store.ts';
import { listParams, type Params } from './params.ts';

export async function list<T>(
  q: Tx,
  url: string,
  p: Params,
  query: Omit<ListQuery, 'limit' | 'startingAfter' | 'endingBefore'>,
): Promise<Stripe.ApiList<Stored<T>>> {
  const page = listParams(p);
  const { data, hasMore } = await listObjects<T>(q, { ...query, ...page });
  return { object: 'list', data, has_more: hasMore, url: `/v1${url}` };
}

export async function mustGet<T>(q: Tx, object: string, id: string | undefined, param = 'id', lock = false) {
  const found = id ? await getObject<T>(q, object, id, lock) : null;
  if (!found || (found as { deleted?: boolean }).deleted) throw noSuch(object, id ?? '', param);
  return found;
}

export const deleted = (id: string, object: string) => ({ id, object, deleted: true });
