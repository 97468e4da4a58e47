import { parseDecimalToMicros } from '@portal/domain';
import { type PricingLine, priceCampaign } from '@portal/domain/booking-pricing';
import { describe, expect, it } from 'vitest';
import { pdfText, renderDocumentPdf } from '../documents/render-document-pdf';
import { cartInvoiceLines } from './issue-cart-invoice';
import type { PricedPlan } from './price-cart';

const units = (n: number) => BigInt(n) * 1_000_000n;

const sgLine: PricingLine = {
  ventureId: 'v-sg',
  ventureName: 'Singapore',
  segmentId: 's-men',
  segmentName: 'Men',
  currency: 'SGD',
  currencySymbol: 'S$',
  ventureRate: '1.00000000',
  walletRate: '1.00000000',
  walletCurrency: 'SGD',
  priceMicros: units(380),
  weeks: 1,
  placements: 1,
  taxRate: '9.000',
  overseasTaxRate: '0.000',
  ventureCountry: 'SG',
};
const idLine: PricingLine = {
  ...sgLine,
  ventureId: 'v-id',
  ventureName: 'Indonesia',
  currency: 'IDR',
  currencySymbol: 'Rp',
  ventureRate: '11800',
  priceMicros: units(1_234_567),
  weeks: 3,
  taxRate: '11.000',
  overseasTaxRate: '7.000',
  ventureCountry: 'ID',
};

const plan = (name: string, lines: PricingLine[], discountPercent: string) =>
  ({
    name,
    startDate: '2027-01-04',
    endDate: '2027-01-10',
    priced: priceCampaign({ lines, discountPercent, companyCountry: 'SG', paymentMethod: 'WIRE_TRANSFER' }),
    voucherMicros: 0n,
  }) as unknown as PricedPlan;

describe('cartInvoiceLines', () => {
  it('prints each line before tax and discount, so the lines add up to the subtotal exactly', () => {
    const campaigns = [
      plan('Menswear newsletter feature', [sgLine], '0'),
      plan('Homepage takeover', [sgLine, idLine], '12.5'),
    ];
    const lines = cartInvoiceLines(campaigns);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      description: 'Menswear newsletter feature · Singapore Men (2027-01-04 - 2027-01-10)',
      amount: '380',
    });
    const sum = lines.reduce((total, line) => total + parseDecimalToMicros(line.amount)!, 0n);
    expect(sum).toBe(campaigns.reduce((total, c) => total + c.priced.subTotalWallet, 0n));
  });

  it('renders a line without a "?" for its date range, and with its pre-tax amount', async () => {
    const campaigns = [plan('Menswear newsletter feature', [sgLine], '0')];
    const text = pdfText(
      await renderDocumentPdf({
        kind: 'INVOICE',
        number: 'SG-2026-000005',
        issuedAt: new Date('2026-12-01T02:00:00Z'),
        timeZone: 'Asia/Singapore',
        currency: 'SGD',
        maxFractionDigits: 2,
        amount: units(380),
        discount: 0n,
        tax: 34_200_000n,
        total: 414_200_000n,
        details: { lines: cartInvoiceLines(campaigns), taxRate: '9.000', paymentMethod: 'Wire transfer' },
      }),
    );
    expect(text).toContain('Menswear newsletter feature \u00B7 Singapore Men (2027-01-04 - 2027-01-10)');
    expect(text).not.toContain('?');
    expect(text).toContain('SGD 380.00');
    expect(text).not.toMatch(/Men[^\n]*\n[^\n]*SGD 414\.20\n[^\n]*Subtotal/);
  });
});
