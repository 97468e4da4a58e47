import type { Db } from '../client';
import { catalogs, currencies } from '../schema/index';

/** Rates are units per 1 SGD, the marketplace's reference currency. */
export const referenceCurrencies = [
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', rate: '1', maxFractionDigits: 2 },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', rate: '11800', maxFractionDigits: 0 },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', rate: '3.4', maxFractionDigits: 2 },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', rate: '42', maxFractionDigits: 2 },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', rate: '5.8', maxFractionDigits: 2 },
  // Prices and payments in TWD are whole dollars in practice (card processors settle it without cents).
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', rate: '23.5', maxFractionDigits: 0 },
  { code: 'USD', name: 'US Dollar', symbol: 'US$', rate: '0.74', maxFractionDigits: 2 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', rate: '1.13', maxFractionDigits: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', rate: '3.9', maxFractionDigits: 2 },
  { code: 'RUB', name: 'Russian Ruble', symbol: '₽', rate: '68', maxFractionDigits: 2 },
] as const;

export const referenceCatalogs = [
  {
    code: 'SG',
    name: 'Singapore',
    baseUrl: 'https://www.fashionmarket.sg',
    currencyCode: 'SGD',
    timeZone: 'Asia/Singapore',
  },
  {
    code: 'ID',
    name: 'Indonesia',
    baseUrl: 'https://www.fashionmarket.co.id',
    currencyCode: 'IDR',
    timeZone: 'Asia/Jakarta',
  },
  {
    code: 'MY',
    name: 'Malaysia',
    baseUrl: 'https://www.fashionmarket.com.my',
    currencyCode: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
  },
  {
    code: 'PH',
    name: 'Philippines',
    baseUrl: 'https://www.fashionmarket.com.ph',
    currencyCode: 'PHP',
    timeZone: 'Asia/Manila',
  },
  {
    code: 'HK',
    name: 'Hong Kong',
    baseUrl: 'https://www.fashionmarket.com.hk',
    currencyCode: 'HKD',
    timeZone: 'Asia/Hong_Kong',
  },
  {
    code: 'TW',
    name: 'Taiwan',
    baseUrl: 'https://www.fashionmarket.com.tw',
    currencyCode: 'TWD',
    timeZone: 'Asia/Taipei',
  },
] as const;

/**
 * Currencies and marketplace catalogs every install needs, demo data or not.
 * Existing rows are kept as they are: staff may have updated a rate.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values(referenceCurrencies.map((currency) => ({ ...currency, canWalletUse: true })))
    .onConflictDoNothing();
  await db
    .insert(catalogs)
    .values(referenceCatalogs.map((catalog) => ({ ...catalog })))
    .onConflictDoNothing();
}
