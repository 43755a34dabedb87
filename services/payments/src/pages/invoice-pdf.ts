// An invoice as a PDF (pdfkit, A4, the standard Helvetica faces: nothing to embed): the business, the number
// and dates, who it is billed to with the VAT number, the lines, the discount, the total and what was paid and
// refunded. The document's title carries the number too, so a viewer's window and a search show it.
import PDFDocument from 'pdfkit';
import type { InvoiceView } from './invoice-model.ts';

const MARGIN = 50;
const MUTED = '#4f5b67';
const INK = '#1c252e';

// The standard faces encode WinAnsi only: a character outside it (a name in another script) is printed as "?"
// rather than as a glyph of the wrong letter.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch) ? ch : '?';
  }
  return out;
}

export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${view.number}`, Author: view.business, Subject: `Invoice ${view.number}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const right = doc.page.width - MARGIN;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text('Invoice', MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(printable(view.business), MARGIN, MARGIN + 6, { width, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Test mode', MARGIN, MARGIN + 22, { width, align: 'right' });

  doc.moveDown(2).fillColor(INK);
  let y = MARGIN + 60;
  doc.fontSize(10);
  for (const d of view.dates) {
    doc.font('Helvetica').fillColor(MUTED).text(d.label, MARGIN, y, { width: 110 });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(printable(d.value), MARGIN + 115, y, { width: width / 2 - 115 });
    y += 16;
  }
  doc.font('Helvetica').fillColor(MUTED).text('Status', MARGIN, y, { width: 110 });
  doc.fillColor(INK).text(view.status, MARGIN + 115, y);
  y += 30;

  const billTop = y;
  doc
    .font('Helvetica-Bold')
    .fillColor(INK)
    .text('From', MARGIN, y, { width: width / 2 - 10 });
  doc.font('Helvetica');
  let fromY = billTop + 15;
  for (const line of view.issuer) {
    doc.text(printable(line), MARGIN, fromY, { width: width / 2 - 10 });
    fromY = doc.y + 1;
  }
  doc.font('Helvetica-Bold').text('Bill to', MARGIN + width / 2, y, { width: width / 2 });
  let billY = billTop + 15;
  doc.font('Helvetica');
  for (const line of view.billTo) {
    doc.text(printable(line), MARGIN + width / 2, billY, { width: width / 2 });
    billY = doc.y + 1;
  }
  if (view.vatNumber) {
    doc.text(`VAT number: ${printable(view.vatNumber)}`, MARGIN + width / 2, billY, { width: width / 2 });
    billY = doc.y + 1;
  }
  y = Math.max(billY, fromY, billTop + 30) + 20;

  doc.font('Helvetica-Bold').fontSize(16).text(printable(view.headline), MARGIN, y, { width });
  y = doc.y + 20;

  // The lines: description (with the period under it), quantity, amount.
  const qtyX = right - 150;
  const amountWidth = 100;
  doc.fontSize(9).font('Helvetica').fillColor(MUTED);
  doc.text('Description', MARGIN, y);
  doc.text('Qty', qtyX, y, { width: 40, align: 'right' });
  doc.text('Amount', right - amountWidth, y, { width: amountWidth, align: 'right' });
  y += 14;
  doc.moveTo(MARGIN, y).lineTo(right, y).strokeColor('#c4cdd5').stroke();
  y += 6;
  doc.fontSize(10).fillColor(INK);
  for (const line of view.lines) {
    if (y > doc.page.height - MARGIN - 120) {
      doc.addPage();
      y = MARGIN;
    }
    const top = y;
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(printable(line.description), MARGIN, y, { width: qtyX - MARGIN - 10 });
    let bottom = doc.y;
    if (line.period) {
      doc
        .fontSize(9)
        .fillColor(MUTED)
        .text(printable(line.period), MARGIN, bottom + 1, { width: qtyX - MARGIN - 10 });
      bottom = doc.y;
      doc.fontSize(10).fillColor(INK);
    }
    doc.text(line.quantity === undefined ? '' : String(line.quantity), qtyX, top, { width: 40, align: 'right' });
    doc.text(printable(line.amount), right - amountWidth, top, { width: amountWidth, align: 'right' });
    y = Math.max(bottom, top + 12) + 8;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(right, y - 4)
      .strokeColor('#dfe3e8')
      .stroke();
  }

  y += 6;
  if (y + view.totals.length * 16 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  for (const t of view.totals) {
    doc.font(t.strong ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK);
    doc.text(t.label, right - 260, y, { width: 150, align: 'right' });
    doc.text(printable(t.value), right - amountWidth, y, { width: amountWidth, align: 'right' });
    y += 16;
  }

  doc.end();
  return done;
}
