import { MAX_REPORT_DAYS } from '@portal/domain/date-range-presets';
import { addDays, isCalendarDay } from '@portal/domain/zoned-day';
import { DomainError, inputErrors } from '../../graphql/errors';
import { parseId } from '../sponsor-lists/sponsor-scope';
import type { SkuReportOwner } from './sku-report-target';

/** Message keys of the SKU report's refusals (the web's `sponsorSkuReport` namespace). */
export const skuReportErrors = {
  ownerRequired: 'sponsorSkuReport:error.ownerRequired',
  rangeReversed: 'sponsorSkuReport:error.rangeReversed',
  rangeTooLong: 'sponsorSkuReport:error.rangeTooLong',
  skuRequired: 'sponsorSkuReport:error.skuRequired',
} as const;

/**
 * The longest price history or sales download asked at once, in days: the domain's MAX_REPORT_DAYS (ten
 * years, about 520 weekly points), which the dialogs' "Lifetime" never exceeds.
 */
export const MAX_HISTORY_DAYS = MAX_REPORT_DAYS;

type RawId = string | number | null | undefined;

function idArg(value: RawId, field: string): number | null {
  if (value == null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw new DomainError(inputErrors.invalidId, field);
  return id;
}

/**
 * campaignId, adSetId and adId as row ids; at least one is needed (a report of every SKU of every
 * campaign is not a dialog of spec 2). A malformed id is a field error; an unknown one an empty report.
 */
export function ownerArgs(args: { campaignId?: RawId; adSetId?: RawId; adId?: RawId }): SkuReportOwner {
  const owner = {
    campaignId: idArg(args.campaignId, 'campaignId'),
    adSetId: idArg(args.adSetId, 'adSetId'),
    adId: idArg(args.adId, 'adId'),
  };
  if (owner.campaignId === null && owner.adSetId === null && owner.adId === null)
    throw new DomainError(skuReportErrors.ownerRequired, 'campaignId');
  return owner;
}

/** An instant range (the lists' startDate/endDate): open on a missing side, refused when reversed. */
export function instantRange(startDate: Date | null | undefined, endDate: Date | null | undefined) {
  if (startDate && endDate && endDate.getTime() < startDate.getTime())
    throw new DomainError(skuReportErrors.rangeReversed, 'endDate');
  return { startDate: startDate ?? null, endDate: endDate ?? null };
}

/** A calendar-day range `YYYY-MM-DD` (fromDate, toDate), both needed, at most MAX_HISTORY_DAYS long. */
export function dayRange(fromDate: string, toDate: string) {
  const from = fromDate.trim();
  const to = toDate.trim();
  if (!isCalendarDay(from)) throw new DomainError(inputErrors.invalidDate, 'fromDate');
  if (!isCalendarDay(to)) throw new DomainError(inputErrors.invalidDate, 'toDate');
  if (to < from) throw new DomainError(skuReportErrors.rangeReversed, 'toDate');
  if (addDays(from, MAX_HISTORY_DAYS) <= to)
    throw new DomainError(skuReportErrors.rangeTooLong, 'toDate', { max: MAX_HISTORY_DAYS });
  return { start: from, end: to };
}

/** A SKU as the rollups store it: trimmed, not empty, at most 100 characters. */
export function skuArg(value: string): string {
  const sku = value.trim();
  if (!sku) throw new DomainError(skuReportErrors.skuRequired, 'sku');
  if (sku.length > 100) throw new DomainError(inputErrors.invalidValue, 'sku');
  return sku;
}
