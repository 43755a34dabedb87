// One provider customer per workspace (tenants.stripe_customer_id, metadata { tenantId }), mirrored in the primary
// owner's paymentAccount. Made in a function's `prepare` (an HTTP call, outside any transaction) and written in its
// `run`; the idempotency key makes two concurrent first calls share one customer.
import type { RawQuery } from '@innov/db';
import type { DataDeps } from '../deps.ts';
import { Errors } from '../errors.ts';

export interface BillingTenant {
  id: string;
  workspace: string;
  email: string | null;
  owner: string;
  status: string;
  tier: string;
  stripe_customer_id: string | null;
  billing_details: Record<string, string | null> | null;
  trial_used_at: Date | null;
  owner_email: string | null;
}

export async function loadBillingTenant(q: RawQuery, tenantId: string, lock = false): Promise<BillingTenant> {
  const [row] = await q<BillingTenant>(
    `select t.id, t.workspace, t.email, t.owner, t.status, t.tier, t.stripe_customer_id, t.billing_details,
            t.trial_used_at, p.email as owner_email
       from app.tenants t left join app.user_profiles p on p.id = t.owner
      where t.id = $1${lock ? ' for update of t' : ''}`,
    [tenantId],
  );
  if (!row) throw Errors.notFound('No workspace with this id.');
  return row;
}

/** The workspace's customer at the provider, made at first use. */
export async function ensureCustomer(
  deps: Pick<DataDeps, 'stripe'>,
  tenant: BillingTenant,
): Promise<{ customerId: string; created: boolean }> {
  if (tenant.stripe_customer_id) return { customerId: tenant.stripe_customer_id, created: false };
  const details = tenant.billing_details ?? {};
  const customer = await deps.stripe.client().customers.create(
    {
      name: details.companyName ?? tenant.workspace,
      email: details.email ?? tenant.email ?? tenant.owner_email ?? undefined,
      metadata: { tenantId: tenant.id },
    },
    { idempotencyKey: `innov-customer-${tenant.id}` },
  );
  return { customerId: customer.id, created: true };
}

/**
 * Records the workspace's customer (once: a workspace keeps its first) and mirrors it in the primary owner's
 * paymentAccount (`{ stripe: { customerId, createDate } }`). Answers the customer the workspace has.
 */
export async function saveCustomer(q: RawQuery, tenantId: string, customerId: string, now: Date): Promise<string> {
  const [row] = await q<{ stripe_customer_id: string; owner: string }>(
    `update app.tenants set stripe_customer_id = coalesce(stripe_customer_id, $2)
      where id = $1 returning stripe_customer_id, owner`,
    [tenantId, customerId],
  );
  if (!row) return customerId;
  if (row.stripe_customer_id === customerId)
    await q(
      `update app.user_profiles
          set payment_account = coalesce(payment_account, '{}'::jsonb)
                || jsonb_build_object('stripe', jsonb_build_object('customerId', $2::text, 'createDate', $3::text))
        where id = $1 and (payment_account -> 'stripe' ->> 'customerId') is distinct from $2::text`,
      [row.owner, customerId, now.toISOString()],
    );
  return row.stripe_customer_id;
}

/** The workspace a customer belongs to: ours by the tenant row, else by the customer's metadata. */
export async function tenantOfCustomer(
  q: RawQuery,
  customerId: string | null | undefined,
  metadataTenantId?: string | null,
): Promise<string | null> {
  if (customerId) {
    const [row] = await q<{ id: string }>('select id from app.tenants where stripe_customer_id = $1', [customerId]);
    if (row) return row.id;
  }
  if (metadataTenantId) {
    // The metadata names a workspace only while that workspace has no other customer (an account shared between
    // installs sends every event to every endpoint).
    const [row] = await q<{ id: string }>(
      'select id from app.tenants where id = $1 and (stripe_customer_id is null or stripe_customer_id = $2)',
      [metadataTenantId, customerId ?? null],
    );
    if (row) return row.id;
  }
  return null;
}
