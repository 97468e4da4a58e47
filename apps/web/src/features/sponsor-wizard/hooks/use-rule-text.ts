import { parseRuleMessage } from '@portal/domain/sponsor-messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a field's messages (domain rule keys such as 'sponsorRules:dailyBudgetLessThanMin?min=1',
 * or plain server text) into the first translated line, or null when there is none.
 */
export function useRuleText() {
  const { t } = useTranslation(['sponsorRules', 'sponsorWizard']);
  return useCallback(
    (messages: readonly string[] | undefined): string | null => {
      const first = messages?.[0];
      if (!first) return null;
      const { key, values } = parseRuleMessage(first);
      return key.includes(':') ? t(key, { ...values, defaultValue: key }) : first;
    },
    [t],
  );
}
