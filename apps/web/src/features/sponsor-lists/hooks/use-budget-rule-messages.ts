import { formatMicros, MICROS_PER_UNIT } from '@portal/domain/money';
import { budgetErrors, DEFAULT_MIN_BUDGET, deriveBudgetType } from '@portal/domain/sponsor-budget';
import { parseRuleMessage, RULES_NAMESPACE } from '@portal/domain/sponsor-messages';
import { useTranslation } from 'react-i18next';
import type { BudgetChange } from '../components/budget-dialog';

export type BudgetRuleMessages = Record<'daily' | 'total', string | null>;

type Translate = (key: string, values?: Record<string, string>) => string;

/** The budget popover's and dialog's own words for the rules' messages (spec 2 §5). */
const ownWords: Record<string, 'required' | 'notNumber'> = {
  requireFillOutTheField: 'required',
  invalidNumber: 'notNumber',
  numberTooLong: 'notNumber',
};
const minimumOfOne = formatMicros(MICROS_PER_UNIT);

/** One rule message in the budget words: ours for empty, not a number and below 1; else the rule's own. */
function budgetWords(t: Translate, message: string): string {
  const { key, values } = parseRuleMessage(message);
  const rule = key.replace(`${RULES_NAMESPACE}:`, '');
  const own = ownWords[rule];
  if (own) return t(`budget.error.${own}`);
  if (rule.endsWith('LessThanMin') && values.min === minimumOfOne) return t('budget.error.min');
  // A total below a daily budget above 1 keeps the rule's message ("The total budget must be at least 10.").
  return t(key, values);
}

/**
 * The domain's budget rules (`budgetErrors`, which the server's `updateAdSetBudget` applies) on a budget
 * change (null: the budget is not used), at the default minimum of 1: the first message of each field, in
 * the budget words.
 */
export function budgetRuleMessages(t: Translate, change: BudgetChange): BudgetRuleMessages {
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
  return { daily: daily ? budgetWords(t, daily) : null, total: total ? budgetWords(t, total) : null };
}

/** `budgetRuleMessages` in the user's language: the budget popover's and the budget dialog's validation. */
export function useBudgetRuleMessages(): (change: BudgetChange) => BudgetRuleMessages {
  const { t } = useTranslation('sponsor');
  return (change) => budgetRuleMessages(t, change);
}
