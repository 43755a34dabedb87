// Invoices and preview lines as the subscription page shows them: pounds (GraphQL keeps the seed's shape), ISO dates.
import { toMajor } from '@innov/contracts';
import type Stripe from 'stripe';

export interface InvoiceLineOut {
  description: string;
  amount: number;
  proration: boolean;
  periodStart: string | null;
  periodEnd: string | null;
}

const iso = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : null);

export function lineOf(line: Stripe.InvoiceLineItem): InvoiceLineOut {
  const parent = line.parent;
  const proration =
    parent?.subscription_item_details?.proration === true || parent?.invoice_item_details?.proration === true;
  return {
    description: line.description ?? '',
    amount: toMajor(line.amount),
    proration,
    periodStart: iso(line.period?.start),
    periodEnd: iso(line.period?.end),
  };
}

export function invoiceOf(invoice: Stripe.Invoice) {
  return {
    id: invoice.id as string,
    number: invoice.number,
    status: invoice.status ?? 'draft',
    total: toMajor(invoice.total),
    amountPaid: toMajor(invoice.amount_paid),
    currency: invoice.currency.toUpperCase(),
    created: iso(invoice.created) as string,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    lines: (invoice.lines?.data ?? []).map(lineOf),
  };
}

/** The subscription an invoice belongs to (API 2025+: `parent.subscription_details.subscription`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : (sub?.id ?? null);
}
