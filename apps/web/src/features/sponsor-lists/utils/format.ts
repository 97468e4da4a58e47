import { dateTimeFormat, numberFormat } from '@portal/domain/intl-formats';
import { formatMicros, formatMoney, parseDecimalToMicros } from '@portal/domain/money';
import type { WalletCurrency } from './rows';

/** A Decimal from the API in the wallet currency ("12.5" → "S$12.50"); '-' when absent. */
export function formatAmount(
  value: string | null | undefined,
  currency: WalletCurrency | null,
  locale = 'en',
) {
  if (value == null) return '-';
  const micros = parseDecimalToMicros(value);
  if (micros === null) return value;
  if (!currency) return formatMicros(micros);
  try {
    return formatMoney(micros, currency.code, currency.maxFractionDigits, locale);
  } catch {
    return `${currency.symbol}${formatMicros(micros)}`;
  }
}

export function formatCount(value: number | null | undefined, locale = 'en'): string {
  return numberFormat(locale).format(value ?? 0);
}

/** Ratios arrive as percentages already (CTR, conversion, ROAS ×100, spec 2 §9). */
export function formatPercent(value: number | null | undefined, locale = 'en'): string {
  return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value ?? 0)}%`;
}

export function formatDay(value: string | null | undefined, locale = 'en'): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

export function formatDateTime(value: string | null | undefined, locale = 'en'): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
