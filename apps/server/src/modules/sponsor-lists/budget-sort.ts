import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type BudgetColumns = {
  budgetType: AnyPgColumn;
  budgetDailyMicros: AnyPgColumn;
  budgetTotalMicros: AnyPgColumn;
};

/**
 * The lists' Budget column order (decision 0084): the amount the cell shows first — the daily budget when
 * the ad set has one (DAILY, DAILY_TOTAL), else the total (TOTAL) — so "50/day" sorts below "600 total" and
 * a daily-only row is never left without a key. An ad set without a budget (ALWAYS_ON; a campaign without
 * an ad set) has none and comes last in both directions. Ties break by the row's id (the campaign's, the
 * ad set's) in the same direction, so descending is ascending reversed, apart from the rows without a
 * budget staying at the end.
 */
export function budgetOrder(adSet: BudgetColumns, rowId: AnyPgColumn, direction: 'asc' | 'desc'): SQL[] {
  const amount = sql`case
    when ${adSet.budgetType} in ('DAILY', 'DAILY_TOTAL') then ${adSet.budgetDailyMicros}
    when ${adSet.budgetType} = 'TOTAL' then ${adSet.budgetTotalMicros}
  end`;
  return direction === 'asc'
    ? [sql`${amount} asc nulls last`, sql`${rowId} asc`]
    : [sql`${amount} desc nulls last`, sql`${rowId} desc`];
}
