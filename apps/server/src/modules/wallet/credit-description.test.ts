import { describe, expect, it } from 'vitest';
import { creditDescription } from './credit-description';

describe('creditDescription (issue 12)', () => {
  it('says the texts the portal writes in Portuguese and Indonesian, keeping their references', () => {
    const cases: [string, string, string][] = [
      ['Top-up', 'Recarga', 'Isi ulang'],
      ['Auto top-up', 'Recarga automática', 'Isi ulang otomatis'],
      ['Top-up (TOPUP-000042)', 'Recarga (TOPUP-000042)', 'Isi ulang (TOPUP-000042)'],
      ['Voucher WELCOME10', 'Cupom WELCOME10', 'Voucher WELCOME10'],
      ['Credit note CN-SG-2026-0001', 'Nota de crédito CN-SG-2026-0001', 'Nota kredit CN-SG-2026-0001'],
      ['Top-up by card', 'Recarga por cartão', 'Isi ulang dengan kartu'],
      ['Welcome credit', 'Crédito de boas-vindas', 'Kredit sambutan'],
    ];
    for (const [english, pt, id] of cases) {
      expect(creditDescription(english, 'pt')).toBe(pt);
      expect(creditDescription(english, 'id')).toBe(id);
      expect(creditDescription(english, 'en')).toBe(english);
    }
  });

  it('keeps what staff typed, and English for an unknown or missing language', () => {
    expect(creditDescription('Goodwill for the March outage', 'pt')).toBe('Goodwill for the March outage');
    expect(creditDescription('', 'id')).toBe('');
    expect(creditDescription('Top-up', 'fr')).toBe('Top-up');
    expect(creditDescription('Top-up', null)).toBe('Top-up');
    expect(creditDescription('toString', 'pt')).toBe('toString');
  });
});
