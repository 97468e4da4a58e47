import type { IndexedAdSet, PaceStart, ServingCatalog } from './delivery-index-model';

/**
 * Pacing (issue 13, decision 0264): a daily budget is spread over the part of the catalog's day the ad set
 * can serve in. An ad set enters a request only while its spend today is below the share of that window
 * passed, plus a head start of PACING_HEAD_START of the budget: for a whole day, in the first hour at most
 * 1/24 + 10% ≈ 14% can be spent, by noon 60%, the whole budget only in the last hours. The window starts at
 * the latest of the day's start, the schedule's start and the moment this process saw the ad set start
 * serving today (approved, resumed, a wallet topped up: `PaceStart`); it ends at the earlier of the day's
 * end and the schedule's end. What was spent before the window began stays spent; the rest of the budget is
 * spread over the window. Total budgets and ALWAYS_ON ad sets are not paced (no day to spread them over).
 */
export const PACING_HEAD_START = 0.1;

export type PaceWindow = { startMs: number; endMs: number; spentBeforeMicros: bigint };

/** The window an ad set's daily budget is spread over today (see above). */
export function paceWindowOf(
  adSet: Pick<IndexedAdSet, 'startMs' | 'endMs'>,
  served: Pick<ServingCatalog, 'dayStartMs' | 'dayEndMs'>,
  start: PaceStart | undefined,
): PaceWindow {
  const today = start !== undefined && start.dayStartMs === served.dayStartMs ? start : undefined;
  return {
    startMs: Math.max(served.dayStartMs, adSet.startMs, today?.fromMs ?? Number.NEGATIVE_INFINITY),
    endMs: Math.min(served.dayEndMs, adSet.endMs ?? Number.POSITIVE_INFINITY),
    spentBeforeMicros: today?.spentBeforeMicros ?? 0n,
  };
}

export function withinPace(
  adSet: { budgetType: string; budgetDailyMicros: bigint | null },
  spentTodayMicros: bigint,
  window: PaceWindow,
  nowMs: number,
): boolean {
  const daily = adSet.budgetType === 'DAILY' || adSet.budgetType === 'DAILY_TOTAL';
  if (!daily || adSet.budgetDailyMicros === null) return true;
  const length = window.endMs - window.startMs;
  const elapsed = length > 0 ? Math.min(1, Math.max(0, (nowMs - window.startMs) / length)) : 1;
  const before = Number(window.spentBeforeMicros);
  const rest = Math.max(0, Number(adSet.budgetDailyMicros) - before);
  const allowed = before + rest * Math.min(1, elapsed + PACING_HEAD_START);
  return Number(spentTodayMicros) < allowed;
}
