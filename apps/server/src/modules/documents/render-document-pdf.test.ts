import { describe, expect, it } from 'vitest';
import { formatDocumentAmount, pdfText, printable, renderDocumentPdf } from './render-document-pdf';

describe('formatDocumentAmount', () => {
  it('prints the exact amount with the currency digits, grouped, half away from zero', () => {
    expect(formatDocumentAmount(1_234_500_000n, 2)).toBe('1,234.50');
    expect(formatDocumentAmount(-1_234_567_005_000n, 2)).toBe('-1,234,567.01');
    expect(formatDocumentAmount(5_000_000n, 0)).toBe('5');
    expect(formatDocumentAmount(1_234_567n, 6)).toBe('1.234567');
    expect(formatDocumentAmount(9_223_372_036_854_775_807n, 2)).toBe('9,223,372,036,854.78');
  });
});

describe('renderDocumentPdf', () => {
  const document = {
    kind: 'INVOICE' as const,
    number: 'SG-INV-1',
    issuedAt: new Date('2026-11-23T15:37:00Z'),
    timeZone: 'Asia/Singapore',
    currency: 'SGD',
    maxFractionDigits: 2,
    amount: 100_000_000n,
    discount: 0n,
    tax: 9_000_000n,
    total: 109_000_000n,
    details: {},
  };

  it("prints the issuer's legal name, address and tax number", async () => {
    const text = pdfText(
      await renderDocumentPdf({
        ...document,
        issuer: {
          legalName: 'Market Pte. Ltd.',
          address: '1 Raffles Place, Singapore 048616',
          taxNumber: 'M9-1',
        },
      }),
    );
    expect(text).toContain('Issued by');
    expect(text).toContain('Market Pte. Ltd.');
    expect(text).toContain('1 Raffles Place, Singapore 048616');
    expect(text).toContain('Tax no.: M9-1');
  });

  it("prints the date yyyy/MM/dd in the retailer's zone, as the invoices list writes it (decision 0181)", async () => {
    const late = { ...document, issuedAt: new Date('2026-11-23T17:30:00Z') };
    expect(pdfText(await renderDocumentPdf(late))).toContain('Date: 2026/11/24');
    expect(pdfText(await renderDocumentPdf({ ...late, timeZone: 'UTC' }))).toContain('Date: 2026/11/23');
    expect(pdfText(await renderDocumentPdf(document))).toContain('Date: 2026/11/23');
  });

  it('prints no issuer block without an issuer', async () => {
    expect(pdfText(await renderDocumentPdf({ ...document, issuer: null }))).not.toContain('Issued by');
  });

  it('prints a date range, curly quotes and a middle dot without "?"', async () => {
    const text = pdfText(
      await renderDocumentPdf({
        ...document,
        details: {
          lines: [
            { description: 'Banner · Singapore Men (2027-01-04 – 2027-01-10)', amount: '100' },
            { description: '\u201CSummer\u201D sale \u2014 it\u2019s on\u2026', amount: '0' },
          ],
        },
      }),
    );
    expect(text).toContain('Banner \u00B7 Singapore Men (2027-01-04 - 2027-01-10)');
    expect(text).toContain('"Summer" sale - it\'s on...');
    expect(text).not.toContain('?');
  });

  it('prints the words for a payment-method code, and words as they are', async () => {
    const card = pdfText(await renderDocumentPdf({ ...document, details: { paymentMethod: 'CARD' } }));
    expect(card).toContain('Payment method: Card');
    expect(card).not.toContain('CARD');
    const wire = pdfText(
      await renderDocumentPdf({ ...document, details: { paymentMethod: 'WIRE_TRANSFER' } }),
    );
    expect(wire).toContain('Payment method: Wire transfer');
    const words = pdfText(
      await renderDocumentPdf({ ...document, details: { paymentMethod: 'Credit Card' } }),
    );
    expect(words).toContain('Payment method: Credit Card');
  });
});

describe('printable', () => {
  it('keeps Latin-1, maps common typography to plain text, strips accents it cannot print', () => {
    expect(printable('Café · 5×3 ½')).toBe('Café · 5×3 ½');
    expect(printable('2027-01-04 \u2013 2027-01-10')).toBe('2027-01-04 - 2027-01-10');
    expect(printable('\u2018a\u2019 \u201Cb\u201D \u2022 c\u202Fd\u200B')).toBe('\'a\' "b" \u00B7 c d');
    expect(printable('Bra\u0219ov \u0141\u00F3d\u017A')).toBe('Brasov ?\u00F3dz');
    expect(printable('e\u0301')).toBe('\u00E9');
    expect(printable('\u4E2D')).toBe('?');
    expect(printable(null)).toBe('');
  });
});
