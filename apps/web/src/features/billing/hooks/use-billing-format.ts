import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Figures are shown with components/money.tsx (decision 0172); this name stays for the billing tables' props. */
export type { CurrencyRow as MoneyCurrency } from '../../../components/money';

/**
 * Instants shown in the given time zone (dates only, or with the time of day); `zone` overrides it for one
 * value (a credit's days are its document's retailer's, decision 0171).
 */
export function useFormatDate(timeZone: string | null | undefined) {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null | undefined, withTime = false, zone?: string | null) => {
      if (!iso) return '—';
      const options: Intl.DateTimeFormatOptions = {
        timeZone: zone || timeZone || 'UTC',
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
