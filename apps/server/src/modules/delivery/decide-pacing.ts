/**
 * Pacing (issue 13): a daily budget is spread over the catalog's day. An ad set enters a request only
 * while its spend today is below the share of the daily budget the day has reached, plus a head start of
 * PACING_HEAD_START of the budget: in the first hour of the day at most 1/24 + 10% ≈ 14% can be spent,
 * by noon 60%, and the whole budget only in the last hours. Spend is the index's (re-read every few
 * seconds). Total budgets and ALWAYS_ON ad sets are not paced (no day to spread them over).
 */
export const PACING_HEAD_START = 0.1;

export function withinPace(
  adSet: { budgetType: string; budgetDailyMicros: bigint | null },
  spentTodayMicros: bigint,
  day: { startMs: number; endMs: number },
  nowMs: number,
): boolean {
  const daily = adSet.budgetType === 'DAILY' || adSet.budgetType === 'DAILY_TOTAL';
  if (!daily || adSet.budgetDailyMicros === null) return true;
  const length = day.endMs - day.startMs;
  const elapsed = length > 0 ? Math.min(1, Math.max(0, (nowMs - day.startMs) / length)) : 1;
  const allowed = Number(adSet.budgetDailyMicros) * Math.min(1, elapsed + PACING_HEAD_START);
  return Number(spentTodayMicros) < allowed;
}
