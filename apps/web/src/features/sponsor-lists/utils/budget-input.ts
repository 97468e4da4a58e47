import { MICROS_PER_UNIT } from '@portal/domain/money';
import { numberInputMicros, numberInputProblem } from '@portal/domain/sponsor-number-input';

export type BudgetFieldError = 'required' | 'notNumber' | 'min';

/**
 * Spec 2 §5 budget popover and dialog: a number (the domain's number-input rules) of at least 1;
 * empty only when the field is optional.
 */
export function budgetFieldError(value: string, isRequired: boolean): BudgetFieldError | null {
  const problem = numberInputProblem(value);
  if (problem === 'empty') return isRequired ? 'required' : null;
  if (problem) return 'notNumber';
  const micros = numberInputMicros(value);
  return micros === null || micros < MICROS_PER_UNIT ? 'min' : null;
}
