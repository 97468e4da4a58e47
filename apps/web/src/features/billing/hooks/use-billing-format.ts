import { formatMoney, parseDecimalToMicros } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type MoneyCurrency = { code: string; maxFractionDigits: number };

/** A Decimal of the API ("1250.5") in the wallet currency, formatted for the current language. */
export function useFormatMoney(currency: MoneyCurrency | null | undefined) {
  const { i18n } = useTranslation();
  return useCallback(
    (amount: string | null | undefined) => {
      if (amount == null || !currency) return amount ?? '';
      const micros = parseDecimalToMicros(amount);
      if (micros === null) return amount;
      return formatMoney(micros, currency.code, currency.maxFractionDigits, i18n.language);
    },
    [currency, i18n.language],
  );
}

/** Instants shown in the company's time zone (dates only, or with the time of day). */
export function useFormatDate(timeZone: string | null | undefined) {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null | undefined, withTime = false) => {
      if (!iso) return '—';
      const options: Intl.DateTimeFormatOptions = {
        timeZone: timeZone || 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      };
      try {
        return new Intl.DateTimeFormat(i18n.language, options).format(new Date(iso));
      } catch {
        return new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' }).format(new Date(iso));
      }
    },
    [timeZone, i18n.language],
  );
}
