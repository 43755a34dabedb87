// GET /pay/invoices/<in_id>?t=<hmac> (the invoice's hosted_invoice_url) and GET /pay/invoices/<in_id>/pdf?t=<hmac>
// (its invoice_pdf). The token is checked before any lookup: a wrong or missing one is the same 404 as an
// unknown invoice, so the links cannot be guessed and say nothing about which invoices exist.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PaymentsDeps } from '../deps.ts';
import type { HostedEngine } from './engine.ts';
import { html, sendNotFound, sendPage } from './html.ts';
import { invoiceView } from './invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { validInvoiceToken } from './links.ts';
import { methodNotAllowed } from './respond.ts';

export async function handleInvoice(
  deps: PaymentsDeps,
  engine: HostedEngine,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  url: URL,
  pdf: boolean,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
  const token = url.searchParams.get('t');
  if (!validInvoiceToken(deps, id, token)) return sendNotFound(res);
  const data = await engine.loadInvoice(deps, id);
  if (!data) return sendNotFound(res);
  const view = invoiceView(data);

  if (pdf) {
    const bytes = await renderInvoicePdf(view);
    const filename = `Invoice-${view.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': bytes.length,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return;
  }

  const pdfHref = `/pay/invoices/${encodeURIComponent(id)}/pdf?t=${encodeURIComponent(token ?? '')}`;
  const body = html`<div class="single wide">
<p class="business"><span>${view.business}</span><span class="badge">Test mode</span></p>
<div class="invoice-head"><h1>Invoice ${view.number}</h1><span class="status">${view.status}</span></div>
<p class="amount">${view.headline}</p>
<p><a class="back" href="${pdfHref}" download>Download invoice (PDF)</a></p>
<dl>${view.dates.map((d) => html`<dt>${d.label}</dt><dd>${d.value}</dd>`)}</dl>
<div class="parties"><section class="billto" aria-labelledby="from-title"><h2 id="from-title">From</h2>${view.issuer.map((l) => html`<p>${l}</p>`)}</section>
${
  view.billTo.length || view.vatNumber
    ? html`<section class="billto" aria-labelledby="billto-title"><h2 id="billto-title">Bill to</h2>${view.billTo.map(
        (l) => html`<p>${l}</p>`,
      )}${view.vatNumber ? html`<p>VAT number: ${view.vatNumber}</p>` : ''}</section>`
    : ''
}
</div>
<table class="lines"><caption class="visually-hidden">Invoice lines</caption>
<thead><tr><th scope="col">Description</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${view.lines.map(
    (l) =>
      html`<tr><th scope="row">${l.description}${l.period ? html`<span class="sub">${l.period}</span>` : ''}</th><td class="num">${l.quantity ?? ''}</td><td class="num">${l.amount}</td></tr>`,
  )}</tbody>
<tfoot>${view.totals.map(
    (t) =>
      html`<tr${t.strong ? html` class="total"` : ''}><th scope="row" colspan="2">${t.label}</th><td class="num">${t.value}</td></tr>`,
  )}</tfoot></table>
</div>`;
  sendPage(res, 200, { title: `Invoice ${view.number}`, body });
}
