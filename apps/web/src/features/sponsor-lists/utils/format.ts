import { numberFormat } from '@portal/domain/intl-formats';

export function formatCount(value: number | null | undefined, locale = 'en'): string {
  return numberFormat(locale).format(value ?? 0);
}

/** Ratios arrive as percentages already (CTR, conversion, ROAS ×100, spec 2 §9). */
export function formatPercent(value: number | null | undefined, locale = 'en'): string {
  return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value ?? 0)}%`;
}

// Days and moments are written with @portal/domain/day-format (yyyy/MM/dd, decision 0181), in the zone
// of the figure: an ad set's catalog's (decision 0171).
