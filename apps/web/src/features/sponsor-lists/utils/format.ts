import { dateTimeFormat, numberFormat } from '@portal/domain/intl-formats';

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
