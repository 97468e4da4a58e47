import { formatMoney, MICROS_PER_UNIT } from '@portal/domain/money';
import { metaErrors } from './meta-errors';
import { DAY_MS } from './sandbox-delivery';

/**
 * Meta's minimum lifetime budget as the sandbox applies it: 1 unit of the account currency per day of the
 * campaign's duration (days rounded up). Meta's real minimum depends on the currency and the optimisation
 * goal (about USD 1 a day for impressions, more for conversions); the sandbox keeps one simple rule so a
 * test can hit it on purpose, and answers it as Meta does (code 100 with a user message).
 */
export const SANDBOX_MIN_DAILY_BUDGET_MICROS = MICROS_PER_UNIT;

export function minimumLifetimeBudget(startTime: Date, stopTime: Date): bigint {
  const days = Math.max(1, Math.ceil((stopTime.getTime() - startTime.getTime()) / DAY_MS));
  return BigInt(days) * SANDBOX_MIN_DAILY_BUDGET_MICROS;
}

/** Meta's checks of a campaign's budget and schedule (code 100), as the sandbox answers them. */
export function checkBudgetAndSchedule(input: {
  lifetimeBudgetMicros: bigint;
  startTime: Date;
  stopTime: Date | null;
  currency: string;
  spentMicros: bigint;
}): void {
  if (!input.stopTime) {
    throw metaErrors.invalidParameter(
      'Invalid parameter: end_time is required for a lifetime budget',
      'A campaign with a lifetime budget needs an end date.',
      1487030,
    );
  }
  if (input.stopTime.getTime() <= input.startTime.getTime()) {
    throw metaErrors.invalidParameter(
      'Invalid parameter: end_time must be after start_time',
      'The end date must be after the start date.',
      1487031,
    );
  }
  const minimum = minimumLifetimeBudget(input.startTime, input.stopTime);
  if (input.lifetimeBudgetMicros < minimum) {
    throw metaErrors.invalidParameter(
      'Invalid parameter: lifetime_budget is too low',
      `Your budget is too low. The minimum lifetime budget for this campaign's schedule is ${formatMoney(minimum, input.currency, null)}.`,
      1885272,
    );
  }
  if (input.lifetimeBudgetMicros < input.spentMicros) {
    throw metaErrors.invalidParameter(
      'Invalid parameter: lifetime_budget is below the amount spent',
      `The lifetime budget cannot be less than what the campaign has already spent (${formatMoney(input.spentMicros, input.currency, null)}).`,
      1885650,
    );
  }
}
