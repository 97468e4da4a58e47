import { isCalendarDay } from '@portal/domain/zoned-day';
import type { AppDeps } from '../../app-deps';
import { DomainError, inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import type { BookingActor } from './booking-access';

/** A booking use case's options: the app, who asks, the GraphQL arguments. */
export type BookingCall<Input> = { deps: Pick<AppDeps, 'db' | 'now'>; actor: BookingActor; input: Input };

/** An optional id argument: null when absent; anything but a row id is bad input on `field`. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = parseRowId(value);
  if (id === null) throw new DomainError(inputErrors.invalidId, field);
  return id;
}

/** A required id argument: a row id, else bad input on `field`. */
export function requiredId(value: unknown, field: string): number {
  const id = optionalId(value, field);
  if (id === null) throw new DomainError(inputErrors.invalidId, field);
  return id;
}

/** A day argument `YYYY-MM-DD`, else bad input on `field`. */
export function requiredDay(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isCalendarDay(value))
    throw new DomainError(inputErrors.invalidDate, field);
  return value;
}

/** A from–to pair of days: both valid, in order, at most `maxDays` apart (a calendar reads months, not decades). */
export function dayRange(from: unknown, to: unknown, maxDays = 400): { fromDate: string; toDate: string } {
  const fromDate = requiredDay(from, 'fromDate');
  const toDate = requiredDay(to, 'toDate');
  const span = (Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000;
  if (span < 0) throw new DomainError(inputErrors.invalidDate, 'toDate');
  if (span > maxDays) throw new DomainError(inputErrors.numberOutOfRange, 'toDate');
  return { fromDate, toDate };
}

export const notFound = (field: string) =>
  new DomainError('common:error.notFound', field, undefined, 'NOT_FOUND');
