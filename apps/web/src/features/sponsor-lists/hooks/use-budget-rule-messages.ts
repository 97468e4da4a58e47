import { formatMicros, MICROS_PER_UNIT } from '@portal/domain/money';
import { budgetErrors, DEFAULT_MIN_BUDGET, deriveBudgetType } from '@portal/domain/sponsor-budget';
import { parseRuleMessage, RULES_NAMESPACE } from '@portal/domain/sponsor-messages';
import { useTranslation } from 'react-i18next';
import { type MoneyCurrency, useFormatMoney } from '../../../components/money';
import type { BudgetChange } from '../components/budget-dialog';
import { type FormatMin, messageText } from '../utils/messages';

export type BudgetRuleMessages = Record<'daily' | 'total', string | null>;

type Translate = (key: string, values?: Record<string, string>) => string;

/** The budget popover's and dialog's own words for the rules' messages (spec 2 §5). */
const ownWords: Record<string, 'required' | 'notNumber'> = {
  requireFillOutTheField: 'required',
  invalidNumber: 'notNumber',
  numberTooLong: 'notNumber',
};
const minimumOfOne = formatMicros(MICROS_PER_UNIT);

/**
 * One rule message in the budget words: ours for empty, not a number and below 1; else the rule's own. The
 * minimum goes through `formatMin` (the wallet currency: "at least SGD 1.00", spec 2's formatted minimum).
 */
function budgetWords(t: Translate, message: string, formatMin?: FormatMin): string {
  const { key, values } = parseRuleMessage(message);
  const rule = key.replace(`${RULES_NAMESPACE}:`, '');
  const own = ownWords[rule];
  if (own) return t(`budget.error.${own}`);
  if (rule.endsWith('LessThanMin') && values.min === minimumOfOne)
    return t('budget.error.min', { min: formatMin ? formatMin(minimumOfOne) : minimumOfOne });
  // A total below a daily budget above 1 keeps the rule's message ("The total budget must be at least SGD 10.00.").
  return messageText(t, message, formatMin);
}

/**
 * The domain's budget rules (`budgetErrors`, which the server's `updateAdSetBudget` applies) on a budget
 * change (null: the budget is not used), at the default minimum of 1: the first message of each field, in
 * the budget words.
 */
export function budgetRuleMessages(
  t: Translate,
  change: BudgetChange,
  formatMin?: FormatMin,
): BudgetRuleMessages {
  const errors = budgetErrors(
    {
      budgetType: deriveBudgetType({ daily: change.budgetDaily !== null, total: change.budget !== null }),
      budgetDaily: change.budgetDaily ?? '',
      budgetTotal: change.budget ?? '',
    },
    DEFAULT_MIN_BUDGET,
  );
  const daily = errors.budgetDaily?.[0];
  const total = errors.budgetTotal?.[0];
  return {
    daily: daily ? budgetWords(t, daily, formatMin) : null,
    total: total ? budgetWords(t, total, formatMin) : null,
  };
}

/** A rule minimum in the wallet currency (the plain decimal while the currency is not known). */
export function useFormatMin(currency: MoneyCurrency | null | undefined): FormatMin {
  const money = useFormatMoney();
  return (min) => money(min, currency, min);
}

/**
 * `budgetRuleMessages` in the user's language, minimums in the wallet currency: the budget popover's and
 * the budget dialog's validation.
 */
export function useBudgetRuleMessages(
  currency: MoneyCurrency | null | undefined,
): (change: BudgetChange) => BudgetRuleMessages {
  const { t } = useTranslation('sponsor');
  const formatMin = useFormatMin(currency);
  return (change) => budgetRuleMessages(t, change, formatMin);
}
