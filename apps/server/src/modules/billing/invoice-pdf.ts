import { createRequire } from 'node:module';
import { formatDate, formatInr, gstState, orderReference, rupeesInWords } from '@launchpad/shared';
import type { InvoiceRow } from '../../db/schema.ts';
import type { PaymentReferences } from './billing.repository.ts';

// DejaVu Sans has the rupee sign (U+20B9), which PDF's built-in fonts lack; it is embedded (subset).
const require = createRequire(import.meta.url);
const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What a document is called on its face (Rule 46, Rule 49 for a bill of supply, Rule 53). */
export function documentTitle(invoice: Pick<InvoiceRow, 'kind' | 'supplier'>): string {
  if (invoice.kind === 'credit-note') return 'Credit Note';
  return invoice.supplier.gstin ? 'Tax Invoice' : 'Bill of Supply';
}

function stateLabel(code: string): string {
  return `${gstState(code)?.name ?? code} (${code})`;
}

const MARGIN = 48;

/**
 * The version of the layout below. Documents are rendered once per layout and stored
 * (`document_pdfs`); raise it when a change to the layout must reach documents already rendered.
 */
export const PDF_LAYOUT = 3;

/**
 * Renders an invoice, bill of supply or credit note as an A4 PDF with extractable text. pdfkit is
 * loaded with the first document: held from the start, it added about 28 MB to an idle server.
 */
/** Whose account the order is on: named on a document whose order gave no billing details. */
export interface AccountHolder {
  name: string;
  email: string;
}

/** "Invoice no." on a tax invoice, "Bill no." on a bill of supply, "Credit note no." on a credit note. */
function documentNumberLabel(kind: InvoiceRow['kind'], registered: boolean): string {
  if (kind === 'credit-note') return 'Credit note no.';
  return registered ? 'Invoice no.' : 'Bill no.';
}

type Pdf = PDFKit.PDFDocument;

/** The title, the supplier (left) and the document's facts (right). */
function drawHeading(
  doc: Pdf,
  invoice: InvoiceRow,
  width: number,
  { refersTo, payment }: Pick<DocumentContext, 'refersTo' | 'payment'>,
) {
  const { supplier } = invoice;
  const registered = Boolean(supplier.gstin);
  doc.font('bold').fontSize(18).text(documentTitle(invoice).toUpperCase(), { align: 'center' });
  doc.font('regular').fontSize(9).fillColor('#555').text('Original for recipient', { align: 'center' });
  doc.fillColor('#000').moveDown(1);

  // Supplier (left) and document facts (right).
  const top = doc.y;
  const half = width / 2 - 8;
  doc.font('bold').fontSize(11).text(supplier.legalName, MARGIN, top, { width: half });
  doc.font('regular').fontSize(9).text(supplier.address, { width: half });
  doc.text(`State: ${stateLabel(supplier.state)}`, { width: half });
  if (supplier.gstin) doc.text(`GSTIN: ${supplier.gstin}`, { width: half });
  else doc.text('Not registered under GST', { width: half });
  if (supplier.cin) doc.text(`CIN: ${supplier.cin}`, { width: half });
  const leftBottom = doc.y;

  const right = MARGIN + width / 2 + 8;
  const facts: [string, string][] = [
    [documentNumberLabel(invoice.kind, registered), invoice.number],
    ['Date of issue', formatDate(invoice.issuedAt)],
    ['Place of supply', stateLabel(invoice.placeOfSupply)],
    ['Reverse charge', 'No'],
    // The customer finds the order and the payment by these (the bank's reference of money received
    // outside the provider first, ours beside it).
    ['Order', orderReference(invoice.orderId)],
  ];
  if (payment) {
    const reference = payment.received ? `${payment.received} (${payment.ours})` : payment.ours;
    facts.push(['Payment reference', reference]);
  }
  if (refersTo) {
    const label = invoice.kind === 'credit-note' ? 'Against invoice' : 'Replaces invoice';
    facts.push([label, `${refersTo.number} of ${formatDate(refersTo.issuedAt)}`]);
  }
  // A correction's documents say why they were issued.
  if (invoice.reason) facts.push(['Reason', `Billing details corrected: ${invoice.reason}`]);
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(9).text(label, right, y, { width: 90 });
    doc.font('bold').text(value, right + 92, y, { width: half - 92 });
  }
  doc.y = Math.max(leftBottom, doc.y) + 14;
}

/** Whom the document is billed to: the billing details, else the account holder. */
function drawRecipient(doc: Pdf, invoice: InvoiceRow, accountHolder: AccountHolder | undefined) {
  const { recipient } = invoice;
  doc.font('bold').fontSize(10).text('Billed to', MARGIN, doc.y);
  doc.font('regular').fontSize(9);
  if (recipient) {
    doc.text(recipient.name);
    doc.text(recipient.address);
    doc.text(`State: ${stateLabel(recipient.state)}`);
    doc.text(recipient.gstin ? `GSTIN: ${recipient.gstin}` : 'GSTIN: unregistered');
  } else if (accountHolder) {
    // No billing details were given: the document names the person whose account placed the order.
    doc.text(accountHolder.name);
    doc.text(accountHolder.email);
    doc.text('Account holder (no billing details given)');
  } else {
    doc.text('The customer of this order (no billing details given)');
  }
  doc.moveDown(1);
}

/** The lines of the supply, with a column for each tax charged. */
function drawLines(doc: Pdf, invoice: InvoiceRow, width: number) {
  const { supplier } = invoice;
  const registered = Boolean(supplier.gstin);
  // Credit notes are stored with positive amounts; the title says they reduce the invoice.
  const money = (rupees: number) => formatInr(rupees);
  type Column = { title: string; width: number; align: 'left' | 'right' };
  const intra = invoice.cgst > 0 || (registered && invoice.igst === 0);
  const columns: Column[] = [
    { title: 'Description', width: registered ? 150 : 260, align: 'left' },
    { title: 'SAC', width: 40, align: 'left' },
    { title: registered ? 'Taxable value' : 'Value', width: 75, align: 'right' },
  ];
  const rate = invoice.lines[0]?.ratePercent ?? 0;
  if (registered && intra) {
    columns.push({ title: `CGST ${rate / 2}%`, width: 62, align: 'right' });
    columns.push({ title: `SGST ${rate / 2}%`, width: 62, align: 'right' });
  } else if (registered) {
    columns.push({ title: `IGST ${rate}%`, width: 124, align: 'right' });
  }
  columns.push({
    title: 'Amount',
    width: width - columns.reduce((sum, c) => sum + c.width, 0),
    align: 'right',
  });

  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(9);
    cells.forEach((cell, i) => {
      const column = columns[i] as Column;
      doc.text(cell, x + 3, y + 4, { width: column.width - 6, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#bbb')
      .stroke();
  };
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#bbb')
    .stroke();
  drawRow(
    columns.map((c) => c.title),
    'bold',
  );
  for (const line of invoice.lines) {
    const cells = [line.description, line.sac, money(line.taxableValue)];
    if (registered && intra) cells.push(money(line.cgst), money(line.sgst));
    else if (registered) cells.push(money(line.igst));
    cells.push(money(line.taxableValue + line.cgst + line.sgst + line.igst));
    drawRow(cells, 'regular');
  }
  doc.moveDown(1);
}

/** The totals, the amount in words, and what the document is for. */
function drawTotals(doc: Pdf, invoice: InvoiceRow, width: number) {
  const { supplier } = invoice;
  const registered = Boolean(supplier.gstin);
  const intra = invoice.cgst > 0 || (registered && invoice.igst === 0);
  const rate = invoice.lines[0]?.ratePercent ?? 0;
  // Credit notes are stored with positive amounts; the title says they reduce the invoice.
  const money = (rupees: number) => formatInr(rupees);
  const stateTax = gstState(supplier.state)?.utgst ? 'UTGST' : 'SGST';
  // A bill of supply carries no tax, so what it states is the value of the supply.
  const totals: [string, string][] = [
    [registered ? 'Taxable value' : 'Value of supply', money(invoice.taxableValue)],
  ];
  if (registered && intra) {
    totals.push(
      [`CGST @ ${rate / 2}%`, money(invoice.cgst)],
      [`${stateTax} @ ${rate / 2}%`, money(invoice.sgst)],
    );
  } else if (registered) {
    totals.push([`IGST @ ${rate}%`, money(invoice.igst)]);
  }
  totals.push([invoice.kind === 'credit-note' ? 'Total credited' : 'Total', money(invoice.total)]);
  const labelX = MARGIN + width - 240;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    const y = doc.y;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 11 : 9);
    doc.text(label, labelX, y, { width: 130 });
    doc.text(value, labelX + 130, y, { width: 110, align: 'right' });
  });
  doc.moveDown(0.5);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(invoice.total)}`, MARGIN, doc.y, {
      width,
    });
  doc.moveDown(0.5);
  if (!registered) {
    doc.text('The supplier is not registered under GST; no tax is charged on this supply.', { width });
  }
  if (invoice.kind === 'credit-note') {
    doc.text(
      invoice.refundId
        ? 'Issued for a refund: the taxable value and the tax of the invoice above are reduced by these amounts.'
        : 'Issued to cancel the invoice above in full, re-issued with corrected billing details: nothing is refunded.',
      {
        width,
      },
    );
  }
}

/** What a document names besides its own row. */
export interface DocumentContext {
  /** A credit note's invoice, or the invoice a re-issued one replaces. */
  refersTo?: InvoiceRow | undefined;
  accountHolder?: AccountHolder | undefined;
  /** The payment the document is about, as the customer knows it. */
  payment?: PaymentReferences | undefined;
}

export async function renderInvoicePdf(
  invoice: InvoiceRow,
  { refersTo, accountHolder, payment }: DocumentContext = {},
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${documentTitle(invoice)} ${invoice.number}`, Author: invoice.supplier.legalName },
  });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  drawHeading(doc, invoice, width, { refersTo, payment });
  drawRecipient(doc, invoice, accountHolder);
  drawLines(doc, invoice, width);
  drawTotals(doc, invoice, width);
  const { supplier } = invoice;

  // Signature (Rule 46(q)).
  doc.moveDown(2);
  doc.font('bold').fontSize(10).text(`For ${supplier.legalName}`, MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.font('regular').fontSize(9).text('Authorised Signatory', { width, align: 'right' });
  doc.fillColor('#555').fontSize(8).text('This document is computer generated.', { width, align: 'right' });

  doc.end();
  return done;
}
