import { formatDecimalText, formatMicros, parseDecimalToMicros } from '@portal/domain';
import { formatDay } from '@portal/domain/day-format';
import type { DocumentDetails } from './document-details';
import type { DocumentIssuer } from './document-issuer';
import { paymentMethodLabel } from './payment-method-label';

export type PrintableDocument = {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  issuedAt: Date;
  /** The issuing retailer's (catalog's) zone: the printed date is its day (decision 0171), yyyy/MM/dd (0181). */
  timeZone: string;
  currency: string;
  maxFractionDigits: number;
  amount: bigint;
  discount: bigint;
  tax: bigint;
  total: bigint;
  details: DocumentDetails;
  /** The marketplace issuing the document (configuration invoice_issuer); null prints no issuer block. */
  issuer?: DocumentIssuer | null;
  /** Credit notes: the invoice they credit and why. */
  invoiceNo?: string | null;
  reason?: string | null;
};

/** "1,234.50": the domain's exact decimal text with the currency's digits, its whole part grouped for print. */
export function formatDocumentAmount(micros: bigint, digits: number): string {
  const [whole = '0', fraction] = formatDecimalText(micros, digits, digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

// Common typography outside Latin-1, printed as its plain Latin-1 equivalent.
const plainEquivalents: Record<string, string> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // en dash (date ranges)
  '\u2014': '-', // em dash
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2039': '<',
  '\u203A': '>',
  '\u2026': '...',
  '\u2022': '\u00B7', // bullet → middle dot
  '\u2027': '\u00B7',
  '\u2219': '\u00B7',
  '\u20AC': 'EUR',
  '\u2122': '(TM)',
  '\u2192': '->',
  '\u200B': '', // zero-width space, joiners, byte-order mark
  '\u200C': '',
  '\u200D': '',
  '\u2060': '',
  '\uFEFF': '',
};

const outsideLatin1 = /[^\x20-\x7E\xA0-\xFF\n]/gu;

/**
 * The standard PDF fonts only carry Latin-1: dashes, curly quotes, ellipses and odd spaces print as their
 * plain equivalents, accented letters outside Latin-1 lose the accent (ă → a), anything else is replaced
 * by "?" rather than printed as garbage.
 */
export function printable(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').replace(outsideLatin1, (char) => {
    const plain = plainEquivalents[char];
    if (plain !== undefined) return plain;
    if (/\s/u.test(char)) return ' ';
    const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return stripped && !/[^\x20-\x7E\xA0-\xFF]/.test(stripped) ? stripped : '?';
  });
}

/**
 * An invoice or credit note as a PDF (A4, standard fonts). `compress: false` keeps the text readable
 * in the file, which the tests rely on; the documents are small either way.
 */
export async function renderDocumentPdf(doc: PrintableDocument): Promise<Buffer> {
  // Loaded on the first document, not at start: importing pdfkit decompresses its Unicode tables (~75 ms).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: doc.number, Producer: 'Marketing Portal', CreationDate: doc.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (micros: bigint) => `${doc.currency} ${formatDocumentAmount(micros, doc.maxFractionDigits)}`;
  const { company, billing, retailer } = doc.details;
  const title = doc.kind === 'INVOICE' ? 'Invoice' : 'Credit note';
  const left = 50;
  const right = 545;

  pdf.font('Helvetica-Bold').fontSize(20).text(title, left, 50);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`${title} no.: ${printable(doc.number)}`, left, 80);
  pdf.text(`Date: ${formatDay(doc.issuedAt, doc.timeZone)}`);
  if (doc.invoiceNo) pdf.text(`Credited invoice: ${printable(doc.invoiceNo)}`);
  if (retailer?.name || retailer?.code)
    pdf.text(
      `Retailer: ${printable([retailer.name, retailer.code && `(${retailer.code})`].filter(Boolean).join(' '))}`,
    );

  const issuerLines = [
    doc.issuer?.legalName,
    doc.issuer?.address,
    doc.issuer?.taxNumber && `Tax no.: ${doc.issuer.taxNumber}`,
  ].filter((line): line is string => !!line);
  if (issuerLines.length) {
    // Top right, beside the number and date (which stop well short of x = 310).
    pdf.font('Helvetica-Bold').text('Issued by', 310, 80, { width: right - 310 });
    pdf.font('Helvetica');
    for (const line of issuerLines) pdf.text(printable(line), 310, undefined, { width: right - 310 });
  }

  pdf.font('Helvetica-Bold').text('Bill to', left, 150);
  pdf.font('Helvetica');
  const billTo = [
    company?.name,
    company?.address,
    company?.address2,
    [company?.postalCode, company?.countryCode].filter(Boolean).join(' '),
    company?.registrationNo && `Registration no.: ${company.registrationNo}`,
  ].filter((line): line is string => !!line);
  for (const line of billTo) pdf.text(printable(line));
  if (billing && (billing.name || billing.email || billing.description)) {
    pdf.moveDown(0.5).font('Helvetica-Bold').text('Billing contact').font('Helvetica');
    for (const line of [billing.name, billing.email, billing.description].filter(Boolean))
      pdf.text(printable(line));
  }

  // Lines
  let y = Math.max(pdf.y + 20, 280);
  pdf
    .font('Helvetica-Bold')
    .text('Description', left, y)
    .text('Amount', 400, y, { width: right - 400, align: 'right' });
  y += 18;
  pdf
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .stroke();
  pdf.font('Helvetica');
  const lines = doc.details.lines?.length
    ? doc.details.lines
    : [{ description: doc.reason ?? title, amount: formatMicros(doc.amount) }];
  for (const line of lines) {
    const micros = parseDecimalToMicros(line.amount);
    pdf.text(printable(line.description), left, y, { width: 330 });
    const next = pdf.y;
    pdf.text(micros === null ? printable(line.amount) : money(micros), 400, y, {
      width: right - 400,
      align: 'right',
    });
    y = Math.max(next, pdf.y) + 6;
  }
  pdf.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  const totals: [string, bigint][] = [['Subtotal', doc.amount]];
  if (doc.discount !== 0n) totals.push(['Discount', -doc.discount]);
  totals.push([doc.details.taxRate ? `Tax (${printable(doc.details.taxRate)}%)` : 'Tax', doc.tax]);
  totals.push(['Total', doc.total]);
  for (const [label, value] of totals) {
    pdf.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica');
    pdf
      .text(label, 300, y, { width: 100 })
      .text(money(value), 400, y, { width: right - 400, align: 'right' });
    y += 16;
  }
  if (doc.details.paymentMethod)
    pdf
      .font('Helvetica')
      .text(`Payment method: ${printable(paymentMethodLabel(doc.details.paymentMethod))}`, left, y + 10);
  pdf.font('Helvetica').fontSize(8).fillColor('#666666').text(`All amounts in ${doc.currency}.`, left, 770);
  pdf.end();
  return done;
}

/**
 * The text of an uncompressed pdfkit PDF (hex strings of the TJ operators joined per line): for tests
 * and for checking a download, not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const array of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
      Buffer.from(hex[1]!, 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join('\n');
}
