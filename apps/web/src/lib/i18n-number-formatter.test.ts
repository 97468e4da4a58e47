import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeNumberFormatter } from './i18n-number-formatter';

async function translator(language: string) {
  const instance = i18n.createInstance();
  await instance.use(localeNumberFormatter).init({
    lng: language,
    resources: {
      [language]: {
        translation: {
          skus_one: '{{count}} SKU',
          skus_other: '{{count}} SKUs',
          invoice: 'Invoice {{id}} of {{year}}',
          size: '{{width}} × {{height}} px',
        },
      },
    },
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return instance.t.bind(instance);
}

describe('numbers in translated texts', () => {
  it('writes counts in the text language, with the plural chosen from the number', async () => {
    expect((await translator('en'))('skus', { count: 1234 })).toBe('1,234 SKUs');
    expect((await translator('pt'))('skus', { count: 1234 })).toBe('1.234 SKUs');
    expect((await translator('en'))('skus', { count: 1 })).toBe('1 SKU');
    expect((await translator('id'))('skus', { count: 25000 })).toBe('25.000 SKUs');
  });

  it('leaves ids, years and image sizes as they are', async () => {
    expect((await translator('pt'))('invoice', { id: 10234, year: 2026 })).toBe('Invoice 10234 of 2026');
    expect((await translator('pt'))('size', { width: 1200, height: 300 })).toBe('1200 × 300 px');
  });
});
