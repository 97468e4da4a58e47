import { parseRuleMessage } from '@portal/domain/sponsor-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoneyCurrency, useFormatMoney } from '../../../components/money';

/**
 * Turns a field's messages (domain rule keys such as 'sponsorRules:dailyBudgetLessThanMin?min=1',
 * or plain server text) into the first translated line, or null when there is none. Given the wallet
 * currency, a rule's `min` is an amount in it and is written as one ("at least SGD 1.00", spec 2 §5: "the
 * formatted minimum"); without it (a bid's minimum has up to 6 decimals) it stays the plain decimal.
 */
export function useRuleText(currency?: MoneyCurrency | null) {
  const { t } = useTranslation(['sponsorRules', 'sponsorWizard']);
  const money = useFormatMoney();
  return useCallback(
    (messages: readonly string[] | undefined): string | null => {
      const first = messages?.[0];
      if (!first) return null;
      const { key, values } = parseRuleMessage(first);
      if (!key.includes(':')) return first;
      const shown =
        currency && values.min !== undefined
          ? { ...values, min: money(values.min, currency, values.min) }
          : values;
      return t(key, { ...shown, defaultValue: key });
    },
    [t, money, currency],
  );
}
