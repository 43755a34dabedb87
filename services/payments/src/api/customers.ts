// Customers (on a test clock or not), their payment methods (magic test ids), billing portal sessions.
import type Stripe from 'stripe';
import { DECLINES } from '../engine/cards.ts';
import { newCustomer } from '../engine/checkout.ts';
import { cardError, invalid } from '../engine/errors.ts';
import { changedAttributes, recordEvent } from '../engine/events.ts';
import { PORTAL_SESSION_SECONDS } from '../engine/hosted.ts';
import { attachPaymentMethod, resolvePaymentMethod } from '../engine/payments.ts';
import {
  getObject,
  insertObject,
  inTransaction,
  newId,
  type Stored,
  saveObject,
  type Tx,
  unix,
} from '../engine/store.ts';
import { lockCustomer, nowFor } from '../engine/time.ts';
import { hostedOrigin, portalPageUrl } from '../pages/links.ts';
import { deleted, list, mustGet } from './common.ts';
import { address, arr, metadata, nullableStr, obj, oneOf, type Params, str } from './params.ts';
import type { Call, Route } from './router.ts';

function customFields(p: Params, path: string): Stripe.Customer.InvoiceSettings.CustomField[] | null | undefined {
  if (p.custom_fields === '') return null;
  if (p.custom_fields === undefined) return undefined;
  const fields = arr(p, 'custom_fields').map((f, i) => ({
    name: str(f, 'name', { required: true, max: 40, path: `${path}[${i}][name]` })!,
    value: str(f, 'value', { required: true, max: 140, path: `${path}[${i}][value]` })!,
  }));
  if (fields.length > 4) throw invalid('You can have at most 4 custom fields.', path);
  return fields;
}

async function applyCustomerParams(c: Call, q: Tx, customer: Stored<Stripe.Customer>, at: number) {
  const p = c.params;
  const email = nullableStr(p, 'email', 512);
  if (email !== undefined) customer.email = email;
  const name = nullableStr(p, 'name', 256);
  if (name !== undefined) customer.name = name;
  const phone = nullableStr(p, 'phone', 20);
  if (phone !== undefined) customer.phone = phone;
  const description = nullableStr(p, 'description');
  if (description !== undefined) customer.description = description;
  const addr = address(p, 'address');
  if (addr !== undefined) customer.address = addr;
  customer.metadata = metadata(p, customer.metadata) ?? customer.metadata;
  const settings = obj(p, 'invoice_settings');
  if (settings) {
    const fields = customFields(settings, 'invoice_settings[custom_fields]');
    const next = { ...customer.invoice_settings };
    if (fields !== undefined) next.custom_fields = fields;
    const pmId = nullableStr(settings, 'default_payment_method');
    if (pmId) {
      const pm = await getObject<Stripe.PaymentMethod>(q, 'payment_method', pmId);
      if (!pm || pm.customer !== customer.id) {
        throw invalid(
          `No such PaymentMethod: '${pmId}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
          'invoice_settings[default_payment_method]',
          'resource_missing',
        );
      }
    }
    if (pmId !== undefined) next.default_payment_method = pmId;
    customer.invoice_settings = next;
  }
  const pmParam = str(p, 'payment_method');
  if (pmParam) {
    const pm = await resolvePaymentMethod(c.deps, q, pmParam, at);
    await attachPaymentMethod(c.deps, q, pm, customer.id, at);
  }
}

async function createCustomer(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const clockId = str(c.params, 'test_clock') || null;
    let at = unix(c.deps.now());
    if (clockId) {
      const clock = await mustGet<Stripe.TestHelpers.TestClock>(q, 'test_helpers.test_clock', clockId, 'test_clock');
      at = clock.frozen_time;
    }
    const customer = newCustomer({ testClock: clockId }, at);
    await insertObject(q, customer, { customer: customer.id, testClock: clockId });
    await applyCustomerParams(c, q, customer, at);
    await saveObject(q, customer);
    await recordEvent(c.deps, q, 'customer.created', customer, at);
    return customer;
  });
}

async function updateCustomer(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const customer = await lockCustomer(q, c.ids[0]!, 'id');
    const before = JSON.parse(JSON.stringify(customer));
    const at = await nowFor(c.deps, q, customer);
    await applyCustomerParams(c, q, customer, at);
    await saveObject(q, customer);
    await recordEvent(c.deps, q, 'customer.updated', customer, at, changedAttributes(before, customer));
    return customer;
  });
}

async function deleteCustomer(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const customer = await lockCustomer(q, c.ids[0]!, 'id');
    const at = await nowFor(c.deps, q, customer);
    customer.deleted = true as never;
    await saveObject(q, customer);
    await recordEvent(c.deps, q, 'customer.deleted', customer, at);
    return deleted(customer.id, 'customer');
  });
}

async function attach(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const customerId = str(c.params, 'customer', { required: true })!;
    const customer = await lockCustomer(q, customerId);
    const at = await nowFor(c.deps, q, customer);
    const pm = await resolvePaymentMethod(c.deps, q, c.ids[0]!, at, 'id');
    // Saving a card checks it with the bank: a declining test card is refused, as Stripe does.
    const behaviour = pm._engine?.card;
    if (behaviour === 'decline' || behaviour === 'insufficient_funds') {
      throw cardError(behaviour === 'decline' ? DECLINES.generic : DECLINES.insufficientFunds);
    }
    return attachPaymentMethod(c.deps, q, pm, customer.id, at);
  });
}

async function detach(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const pm = await mustGet<Stripe.PaymentMethod>(q, 'payment_method', c.ids[0], 'id', true);
    if (!pm.customer) {
      throw invalid(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    const customer = await getObject<Stripe.Customer>(q, 'customer', pm.customer as string, true);
    const at = await nowFor(c.deps, q, customer);
    pm.customer = null;
    await q('update payments.objects set customer = null where object = $1 and id = $2', ['payment_method', pm.id]);
    await saveObject(q, pm);
    if (customer && customer.invoice_settings.default_payment_method === pm.id) {
      customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: null };
      await saveObject(q, customer);
    }
    await recordEvent(c.deps, q, 'payment_method.detached', pm, at);
    return pm;
  });
}

async function listPaymentMethods(c: Call, customerId?: string) {
  return inTransaction(c.deps, async (q) => {
    const customer = customerId ?? str(c.params, 'customer');
    if (customer) await mustGet(q, 'customer', customer, 'customer');
    return list(q, customerId ? `/customers/${customerId}/payment_methods` : '/payment_methods', c.params, {
      object: 'payment_method',
      ...(customer ? { customer } : {}),
      where: { type: oneOf(c.params, 'type', ['card'] as const) },
    });
  });
}

async function createPortalSession(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const customer = await lockCustomer(q, str(p, 'customer', { required: true })!);
    const returnUrl = str(p, 'return_url', { max: 2048 }) || null;
    if (returnUrl && !/^https?:\/\//i.test(returnUrl)) throw invalid('Not a valid URL', 'return_url', 'url_invalid');
    const flowData = obj(p, 'flow_data');
    const flowType = flowData
      ? oneOf(
          flowData,
          'type',
          [
            'payment_method_update',
            'subscription_cancel',
            'subscription_update',
            'subscription_update_confirm',
          ] as const,
          'flow_data[type]',
        )
      : undefined;
    const at = unix(c.deps.now());
    const id = newId('bps');
    const session = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_local',
      created: at,
      customer: customer.id,
      customer_account: null,
      flow: flowType
        ? {
            after_completion: { hosted_confirmation: null, redirect: null, type: 'portal_homepage' },
            subscription_cancel: null,
            subscription_update: null,
            subscription_update_confirm: null,
            type: flowType,
          }
        : null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: returnUrl,
      url: portalPageUrl(hostedOrigin(c.deps, returnUrl ?? undefined), id),
      _engine: { expiresAt: at + PORTAL_SESSION_SECONDS },
    } as unknown as Stored<Stripe.BillingPortal.Session>;
    await insertObject(q, session, { customer: customer.id });
    return session;
  });
}

export const customerRoutes: Route[] = [
  { method: 'POST', path: '/customers', handler: createCustomer },
  {
    method: 'GET',
    path: '/customers',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/customers', c.params, {
          object: 'customer',
          where: { email: str(c.params, 'email') || undefined, test_clock: str(c.params, 'test_clock') || undefined },
        }),
      ),
  },
  {
    method: 'GET',
    path: '/customers/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'customer', c.ids[0])),
  },
  { method: 'POST', path: '/customers/:id', handler: updateCustomer },
  { method: 'DELETE', path: '/customers/:id', handler: deleteCustomer },
  { method: 'GET', path: '/customers/:id/payment_methods', handler: (c) => listPaymentMethods(c, c.ids[0]) },
  { method: 'GET', path: '/payment_methods', handler: (c) => listPaymentMethods(c) },
  {
    method: 'GET',
    path: '/payment_methods/:id',
    handler: (c) =>
      inTransaction(c.deps, async (q) =>
        c.ids[0]!.startsWith('pm_card_')
          ? resolvePaymentMethod(c.deps, q, c.ids[0]!, unix(c.deps.now()), 'id')
          : mustGet(q, 'payment_method', c.ids[0]),
      ),
  },
  { method: 'POST', path: '/payment_methods/:id/attach', handler: attach },
  { method: 'POST', path: '/payment_methods/:id/detach', handler: detach },
  { method: 'POST', path: '/billing_portal/sessions', handler: createPortalSession },
];
