import { addDays, isCalendarDay } from '@portal/domain/zoned-day';
import { DomainError } from '../../graphql/errors';
import { metaAdsMessages } from './meta-ads-messages';

/** A `YYYY-MM-DD` argument (the catalog's calendar), or a refusal naming it. */
function dayArg(value: string, field: string): string {
  if (!isCalendarDay(value)) throw new DomainError(metaAdsMessages.invalidDate, field);
  return value;
}

/** A from–to range of days, the end not before the start, and at most `maxDays` long when given. */
export function dayRange(fromDate: string, toDate: string, maxDays?: number): { from: string; to: string } {
  const from = dayArg(fromDate, 'fromDate');
  const to = dayArg(toDate, 'toDate');
  if (to < from) throw new DomainError(metaAdsMessages.invalidDate, 'toDate');
  if (maxDays !== undefined && addDays(from, maxDays) <= to)
    throw new DomainError(metaAdsMessages.invalidDate, 'toDate');
  return { from, to };
}
