import { GraphQLError } from 'graphql';

const DAY_MS = 86_400_000;
const datePattern = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/**
 * A billing filter date: a calendar day ("2026-03-01" or the picker's "2026/03/01", UTC) or an ISO
 * instant. `toDate` days are inclusive, so they end at the next midnight (the bound is exclusive).
 */
export function parseBillingDate(value: string | null | undefined, bound: 'from' | 'to'): Date | null {
  if (!value) return null;
  const day = datePattern.exec(value.trim());
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (!Number.isNaN(start)) return new Date(bound === 'to' ? start + DAY_MS : start);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    throw new GraphQLError(`Invalid date: ${value}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return instant;
}
