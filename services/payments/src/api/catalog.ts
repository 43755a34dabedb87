// Products, prices (one-time and recurring; immutable but for `active`, metadata and nickname) and coupons.
import type Stripe from 'stripe';
import { invalid } from '../engine/errors.ts';
import { recordEvent } from '../engine/events.ts';
import { deleteObject, getObject, insertObject, inTransaction, newId, saveObject, unix } from '../engine/store.ts';
import { deleted, list, mustGet } from './common.ts';
import { bool, int, metadata, nullableStr, num, obj, oneOf, type Params, str, strings } from './params.ts';
import type { Call, Route } from './router.ts';

const now = (c: Call) => unix(c.deps.now());

function currency(p: Params, name = 'currency', path = name) {
  const v = str(p, name, { required: true, path });
  if (!/^[a-zA-Z]{3}$/.test(v!)) throw invalid(`Invalid currency: ${v}`, path);
  return v!.toLowerCase();
}

function newProduct(p: Params, at: number, path = ''): Stripe.Product {
  const id = str(p, 'id', { max: 100 }) || newId('prod', 14);
  return {
    id,
    object: 'product',
    active: bool(p, 'active') ?? true,
    created: at,
    default_price: null,
    description: nullableStr(p, 'description') ?? null,
    images: strings(p, 'images'),
    livemode: false,
    marketing_features: [],
    metadata: metadata(p) ?? {},
    name: str(p, 'name', { required: true, max: 250, path: `${path}name` })!,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: at,
    url: null,
  } as unknown as Stripe.Product;
}

async function createProduct(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const product = newProduct(c.params, now(c));
    if (await getObject(q, 'product', product.id)) {
      throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
    }
    await insertObject(q, product);
    await recordEvent(c.deps, q, 'product.created', product, now(c));
    return product;
  });
}

async function updateProduct(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const product = await mustGet<Stripe.Product>(q, 'product', c.ids[0], 'id', true);
    const p = c.params;
    const name = str(p, 'name', { max: 250 });
    if (name !== undefined) product.name = name;
    const description = nullableStr(p, 'description');
    if (description !== undefined) product.description = description;
    const active = bool(p, 'active');
    if (active !== undefined) product.active = active;
    const defaultPrice = nullableStr(p, 'default_price');
    if (defaultPrice !== undefined) product.default_price = defaultPrice;
    product.metadata = metadata(p, product.metadata) ?? product.metadata;
    product.updated = now(c);
    await saveObject(q, product);
    await recordEvent(c.deps, q, 'product.updated', product, now(c));
    return product;
  });
}

function recurringOf(p: Params, path = 'recurring'): Stripe.Price.Recurring | null {
  const r = obj(p, 'recurring', path);
  if (!r) return null;
  const interval = oneOf(r, 'interval', ['day', 'week', 'month', 'year'] as const, `${path}[interval]`);
  if (!interval)
    throw invalid('Missing required param: recurring[interval].', `${path}[interval]`, 'parameter_missing');
  const count =
    int(r, 'interval_count', {
      min: 1,
      max: interval === 'year' ? 3 : interval === 'month' ? 36 : 156,
      path: `${path}[interval_count]`,
    }) ?? 1;
  return {
    interval,
    interval_count: count,
    meter: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } as Stripe.Price.Recurring;
}

async function createPrice(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const at = now(c);
    let productId = str(p, 'product');
    const productData = obj(p, 'product_data');
    if (!productId && productData) {
      const product = newProduct(productData, at, 'product_data[');
      await insertObject(q, product);
      await recordEvent(c.deps, q, 'product.created', product, at);
      productId = product.id;
    }
    if (!productId) throw invalid('Missing required param: product.', 'product', 'parameter_missing');
    await mustGet<Stripe.Product>(q, 'product', productId, 'product');
    const unitAmount = int(p, 'unit_amount', { min: 0, max: 99_999_999 }) ?? num(p, 'unit_amount_decimal', { min: 0 });
    if (unitAmount === undefined)
      throw invalid('Missing required param: unit_amount.', 'unit_amount', 'parameter_missing');
    const recurring = recurringOf(p);
    const price = {
      id: newId('price'),
      object: 'price',
      active: bool(p, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: at,
      currency: currency(p),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: str(p, 'lookup_key', { max: 200 }) || null,
      metadata: metadata(p) ?? {},
      nickname: str(p, 'nickname', { max: 250 }) || null,
      product: productId,
      recurring,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: Math.round(unitAmount),
      unit_amount_decimal: String(Math.round(unitAmount)),
    } as unknown as Stripe.Price;
    await insertObject(q, price);
    await recordEvent(c.deps, q, 'price.created', price, at);
    return price;
  });
}

async function updatePrice(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const price = await mustGet<Stripe.Price>(q, 'price', c.ids[0], 'id', true);
    const p = c.params;
    const active = bool(p, 'active');
    if (active !== undefined) price.active = active;
    const nickname = nullableStr(p, 'nickname', 250);
    if (nickname !== undefined) price.nickname = nickname;
    const lookup = nullableStr(p, 'lookup_key', 200);
    if (lookup !== undefined) price.lookup_key = lookup;
    price.metadata = metadata(p, price.metadata) ?? price.metadata;
    await saveObject(q, price);
    await recordEvent(c.deps, q, 'price.updated', price, now(c));
    return price;
  });
}

async function createCoupon(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const at = now(c);
    const id = str(p, 'id', { max: 200 }) || newId('', 8).slice(1);
    if (await getObject(q, 'coupon', id)) throw invalid('Coupon already exists.', 'id', 'resource_already_exists');
    const percent = num(p, 'percent_off', { min: 0.01, max: 100 });
    const amount = int(p, 'amount_off', { min: 1 });
    if ((percent === undefined) === (amount === undefined)) {
      throw invalid(
        'You must pass exactly one of percent_off or amount_off.',
        percent === undefined ? 'percent_off' : 'amount_off',
      );
    }
    const duration = oneOf(p, 'duration', ['once', 'repeating', 'forever'] as const) ?? 'once';
    const months = int(p, 'duration_in_months', { min: 1, max: 1200 });
    if (duration === 'repeating' && months === undefined) {
      throw invalid('Missing required param: duration_in_months.', 'duration_in_months', 'parameter_missing');
    }
    const coupon = {
      id,
      object: 'coupon',
      amount_off: amount ?? null,
      created: at,
      currency: amount !== undefined ? currency(p) : null,
      duration,
      duration_in_months: duration === 'repeating' ? months! : null,
      livemode: false,
      max_redemptions: int(p, 'max_redemptions', { min: 1 }) ?? null,
      metadata: metadata(p) ?? {},
      name: str(p, 'name', { max: 40 }) || null,
      percent_off: percent ?? null,
      redeem_by: int(p, 'redeem_by') ?? null,
      times_redeemed: 0,
      valid: true,
    } as unknown as Stripe.Coupon;
    await insertObject(q, coupon);
    await recordEvent(c.deps, q, 'coupon.created', coupon, at);
    return coupon;
  });
}

async function updateCoupon(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const coupon = await mustGet<Stripe.Coupon>(q, 'coupon', c.ids[0], 'id', true);
    const name = nullableStr(c.params, 'name', 40);
    if (name !== undefined) coupon.name = name;
    coupon.metadata = metadata(c.params, coupon.metadata) ?? coupon.metadata;
    await saveObject(q, coupon);
    await recordEvent(c.deps, q, 'coupon.updated', coupon, now(c));
    return coupon;
  });
}

async function deleteCoupon(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const coupon = await mustGet<Stripe.Coupon>(q, 'coupon', c.ids[0], 'id', true);
    await deleteObject(q, 'coupon', coupon.id);
    await recordEvent(c.deps, q, 'coupon.deleted', { ...coupon, valid: false } as Stripe.Coupon, now(c));
    return deleted(coupon.id, 'coupon');
  });
}

const get = (object: string) => (c: Call) => inTransaction(c.deps, (q) => mustGet(q, object, c.ids[0]));

export const catalogRoutes: Route[] = [
  { method: 'POST', path: '/products', handler: createProduct },
  {
    method: 'GET',
    path: '/products',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/products', c.params, { object: 'product', where: { active: bool(c.params, 'active') } }),
      ),
  },
  { method: 'GET', path: '/products/:id', handler: get('product') },
  { method: 'POST', path: '/products/:id', handler: updateProduct },
  {
    method: 'DELETE',
    path: '/products/:id',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const product = await mustGet<Stripe.Product>(q, 'product', c.ids[0], 'id', true);
        const prices = await q('select 1 from payments.objects where object = $1 and data->>$2 = $3 limit 1', [
          'price',
          'product',
          product.id,
        ]);
        if (prices.length)
          throw invalid(
            'This product cannot be deleted because it has one or more user-created prices.',
            'id',
            'product_has_prices',
          );
        await deleteObject(q, 'product', product.id);
        await recordEvent(c.deps, q, 'product.deleted', product, now(c));
        return deleted(product.id, 'product');
      }),
  },
  { method: 'POST', path: '/prices', handler: createPrice },
  {
    method: 'GET',
    path: '/prices',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/prices', c.params, {
          object: 'price',
          where: {
            product: str(c.params, 'product') || undefined,
            active: bool(c.params, 'active'),
            type: oneOf(c.params, 'type', ['one_time', 'recurring'] as const),
            currency: str(c.params, 'currency')?.toLowerCase() || undefined,
          },
        }),
      ),
  },
  { method: 'GET', path: '/prices/:id', handler: get('price') },
  { method: 'POST', path: '/prices/:id', handler: updatePrice },
  { method: 'POST', path: '/coupons', handler: createCoupon },
  {
    method: 'GET',
    path: '/coupons',
    handler: (c) => inTransaction(c.deps, (q) => list(q, '/coupons', c.params, { object: 'coupon' })),
  },
  { method: 'GET', path: '/coupons/:id', handler: get('coupon') },
  { method: 'POST', path: '/coupons/:id', handler: updateCoupon },
  { method: 'DELETE', path: '/coupons/:id', handler: deleteCoupon },
];
