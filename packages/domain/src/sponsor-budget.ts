import { formatMicros, MICROS_PER_UNIT, parseDecimalToMicros } from './money';
import type { BudgetType, ScheduleType, SponsorCampaignForm } from './sponsor-campaign-form';
import { budgetTypes } from './sponsor-campaign-form';
import { addError, type FieldErrors, ruleMessage } from './sponsor-messages';
import { numberInputMicros, numberInputProblem } from './sponsor-number-input';

/** Spec 2 §4: daily only → DAILY, total only → TOTAL, both → DAILY_TOTAL, neither → ALWAYS_ON. */
export function deriveBudgetType(inputs: { daily: boolean; total: boolean }): BudgetType {
  if (inputs.daily && inputs.total) return 'DAILY_TOTAL';
  if (inputs.daily) return 'DAILY';
  if (inputs.total) return 'TOTAL';
  return 'ALWAYS_ON';
}

/** The inverse of deriveBudgetType: which budget inputs a type uses. */
export function budgetInputsFor(budgetType: BudgetType): { daily: boolean; total: boolean } {
  return {
    daily: budgetType === 'DAILY' || budgetType === 'DAILY_TOTAL',
    total: budgetType === 'TOTAL' || budgetType === 'DAILY_TOTAL',
  };
}

/**
 * The budget dialog's result (spec 2 §5): 'always on', or the typed daily and/or total budgets
 * with the type derived from which ones are filled.
 */
export function budgetFromInputs(input: {
  alwaysOn?: boolean;
  budgetDaily: string;
  budgetTotal: string;
}): BudgetFields {
  if (input.alwaysOn) return { budgetType: 'ALWAYS_ON', budgetDaily: '', budgetTotal: '' };
  const budgetDaily = input.budgetDaily.trim();
  const budgetTotal = input.budgetTotal.trim();
  return {
    budgetType: deriveBudgetType({ daily: budgetDaily !== '', total: budgetTotal !== '' }),
    budgetDaily,
    budgetTotal,
  };
}

/** Default minimum campaign budget (spec 2 §9), in wallet-currency units. */
export const DEFAULT_MIN_BUDGET = '1';

/** The effective minimum in micros: the server's minimum, never below 1 (spec 2 §5: "at least 1"). */
export function minBudgetMicros(minBudget: string | null | undefined): bigint {
  const parsed = minBudget == null ? null : parseDecimalToMicros(minBudget);
  return parsed !== null && parsed > MICROS_PER_UNIT ? parsed : MICROS_PER_UNIT;
}

export type BudgetFields = Pick<SponsorCampaignForm, 'budgetType' | 'budgetDaily' | 'budgetTotal'>;

/**
 * Budget rules (spec 2 §5): the inputs the type uses are required numbers; daily ≥ minimum;
 * total ≥ max(minimum, daily when both apply). Fields 'budgetType', 'budgetDaily', 'budgetTotal'.
 */
export function budgetErrors(form: BudgetFields, minBudget: string | null = DEFAULT_MIN_BUDGET): FieldErrors {
  const errors: FieldErrors = {};
  if (!(budgetTypes as readonly string[]).includes(form.budgetType)) {
    return addError(errors, 'budgetType', ruleMessage('requireBudgetType'));
  }
  const uses = budgetInputsFor(form.budgetType);
  const min = minBudgetMicros(minBudget);
  let daily: bigint | null = null;
  if (uses.daily) {
    daily = checkAmount(errors, 'budgetDaily', form.budgetDaily);
    if (daily !== null && daily < min) {
      addError(errors, 'budgetDaily', ruleMessage('dailyBudgetLessThanMin', { min: formatMicros(min) }));
    }
  }
  if (uses.total) {
    const total = checkAmount(errors, 'budgetTotal', form.budgetTotal);
    const floor = daily !== null && daily > min ? daily : min;
    if (total !== null && total < floor) {
      addError(errors, 'budgetTotal', ruleMessage('totalBudgetLessThanMin', { min: formatMicros(floor) }));
    }
  }
  return errors;
}

function checkAmount(errors: FieldErrors, field: string, text: string): bigint | null {
  const problem = numberInputProblem(text ?? '');
  if (problem === 'empty') addError(errors, field, ruleMessage('requireFillOutTheField'));
  else if (problem) addError(errors, field, ruleMessage(problem));
  return problem ? null : numberInputMicros(text);
}

/** The lowDailyBudget warning: a daily budget below the forecast's suggestion (not an error). */
export function isLowDailyBudget(budgetDaily: string, suggestion: string | null | undefined): boolean {
  if (!suggestion) return false;
  const daily = numberInputMicros(budgetDaily);
  const suggested = parseDecimalToMicros(suggestion);
  return daily !== null && suggested !== null && daily < suggested;
}

/** Spec 2 §4: DATE_RANGE when the end date is after the start date, else START_DATE. */
export function scheduleTypeForDates(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): ScheduleType {
  if (!start || !end) return end && !start ? 'DATE_RANGE' : 'START_DATE';
  return new Date(end).getTime() > new Date(start).getTime() ? 'DATE_RANGE' : 'START_DATE';
}

export type ScheduleFields = Pick<SponsorCampaignForm, 'scheduleType' | 'startDate' | 'endDate'>;

/** Changing the schedule type keeps the previous start (or now) and clears the end date. */
export function changeScheduleType(
  current: ScheduleFields,
  scheduleType: ScheduleType,
  now: Date,
): ScheduleFields {
  return { scheduleType, startDate: current.startDate ?? now.toISOString(), endDate: null };
}

/** Setting an end date makes the schedule a DATE_RANGE; clearing it makes it START_DATE. */
export function setEndDate(current: ScheduleFields, endDate: string | null): ScheduleFields {
  return { ...current, endDate, scheduleType: endDate ? 'DATE_RANGE' : 'START_DATE' };
}
