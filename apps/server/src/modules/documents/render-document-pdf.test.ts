import { describe, expect, it } from 'vitest';
import { formatDocumentAmount, pdfText, renderDocumentPdf } from './render-document-pdf';

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
});
