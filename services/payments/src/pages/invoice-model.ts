// What an invoice's hosted page and its PDF show, read once from the engine's invoice and customer: the business,
// number, dates, who it is billed to (name, address, e-mail and the "VAT number" custom field), the lines, the
// discount, the total and what was paid and refunded. Both renderings format the same model.
import { SITE } from '@innov/contracts';
import type Stripe from 'stripe';
import type { InvoiceData } from './engine.ts';
import { formatAmount, formatDate } from './money.ts';

export interface InvoiceLineView {
  description: string;
  period?: string;
  quantity?: number;
  amount: string;
}

export interface InvoiceView {
  business: string;
  /** Who issues it: the company's legal name and address. */
  issuer: string[];
  number: string;
  status: string;
  /** `£29.00 paid on 26 November 2026`, `£29.00 due 10 December 2026`. */
  headline: string;
  dates: { label: string; value: string }[];
  billTo: string[];
  vatNumber?: string;
  lines: InvoiceLineView[];
  totals: { label: string; value: string; strong?: boolean }[];
}

const STATUS: Record<string, string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};

function fields(list: { name: string; value: string }[] | null | undefined, name: RegExp) {
  return list?.find((f) => name.test(f.name))?.value;
}

function addressLines(address: Stripe.Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter((l): l is string => Boolean(l));
}

function period(line: Stripe.InvoiceLineItem): string | undefined {
  const p = line.period;
  if (!p?.start || !p.end || p.start === p.end) return undefined;
  return `${formatDate(p.start)} – ${formatDate(p.end)}`;
}

export function invoiceView({ invoice, customer, amountRefunded = 0 }: InvoiceData): InvoiceView {
  const money = (minor: number) => formatAmount(minor, invoice.currency);
  const number = invoice.number ?? invoice.id;
  const issued = invoice.status_transitions?.finalized_at ?? invoice.created;
  const paidAt = invoice.status_transitions?.paid_at ?? null;
  const refunded = Math.max(0, amountRefunded);
  let status = STATUS[invoice.status ?? 'draft'] ?? invoice.status ?? 'Draft';
  if (refunded > 0) status = refunded >= invoice.amount_paid ? 'Refunded' : 'Partially refunded';

  const dates = [
    { label: 'Invoice number', value: number },
    { label: 'Date of issue', value: formatDate(issued) },
  ];
  if (invoice.due_date) dates.push({ label: 'Date due', value: formatDate(invoice.due_date) });
  if (paidAt) dates.push({ label: 'Date paid', value: formatDate(paidAt) });

  const headline =
    invoice.status === 'paid'
      ? `${money(invoice.amount_paid)} paid${paidAt ? ` on ${formatDate(paidAt)}` : ''}`
      : `${money(invoice.amount_remaining)} due${invoice.due_date ? ` ${formatDate(invoice.due_date)}` : ''}`;

  const name = invoice.customer_name ?? customer.name ?? undefined;
  const email = invoice.customer_email ?? customer.email ?? undefined;
  const address = invoice.customer_address ?? customer.address;
  const billTo = [name, ...addressLines(address), email].filter((l): l is string => Boolean(l));
  const vatNumber =
    fields(invoice.custom_fields, /^vat/i) ?? fields(customer.invoice_settings?.custom_fields, /^vat/i) ?? undefined;

  const lines = invoice.lines.data.map((line) => ({
    description: line.description ?? 'Item',
    period: period(line),
    quantity: line.quantity ?? undefined,
    amount: money(line.amount),
  }));

  const discount = (invoice.total_discount_amounts ?? []).reduce((s, d) => s + d.amount, 0);
  const totals: InvoiceView['totals'] = [{ label: 'Subtotal', value: money(invoice.subtotal) }];
  if (discount > 0) totals.push({ label: 'Discount', value: `-${money(discount)}` });
  totals.push({ label: 'Total', value: money(invoice.total), strong: true });
  totals.push({ label: 'Amount paid', value: money(invoice.amount_paid) });
  if (refunded > 0) totals.push({ label: 'Refunded', value: money(refunded) });
  if (invoice.status !== 'paid' && invoice.status !== 'void') {
    totals.push({ label: 'Amount due', value: money(invoice.amount_remaining), strong: true });
  }

  return {
    business: invoice.account_name ?? SITE.name,
    issuer: [
      SITE.legalName,
      SITE.address.street,
      `${SITE.address.locality} ${SITE.address.postalCode}`,
      SITE.address.country,
    ],
    number,
    status,
    headline,
    dates,
    billTo,
    vatNumber,
    lines,
    totals,
  };
}
