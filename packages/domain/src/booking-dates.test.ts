import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_WEEK_DAYS,
  bookingDateMessages,
  bookingMonthOptions,
  campaignDateErrors as campaignDateErrorKeys,
  campaignEnd,
  commonWeekStart,
  daysBetween,
  defaultCampaignName,
  defaultStart,
  earliestBookableDay,
  earliestCommonDay,
  formatBookingMessage,
  isoWeekday,
  isWeekStart,
  leadDays,
  maxWeeks,
  packageInMonth,
  rangesOverlap,
  reservationRange as reservationRangeOrKey,
  reserveReasonError as reserveReasonErrorKey,
  ventureCode,
  weekStartOf,
  weekStartWeekday,
} from './booking-dates';
import { english, englishMap } from './booking-english.test-support';
import { addDays } from './zoned-day';

const m = englishMap(bookingDateMessages);
const campaignDateErrors = (input: Parameters<typeof campaignDateErrorKeys>[0]) =>
  english(campaignDateErrorKeys(input));
const reservationRange = (...args: Parameters<typeof reservationRangeOrKey>) =>
  english(reservationRangeOrKey(...args));
const reserveReasonError = (reason: string) => english(reserveReasonErrorKey(reason));

// 2026-03-10 is a Tuesday; 2026-03-30 a Monday; 2026-04-01 a Wednesday.
const today = '2026-03-10';

describe('venture codes, week starts and lead time', () => {
  it('names a venture Z + catalog code', () => {
    expect(ventureCode('SG')).toBe('ZSG');
    expect(ventureCode('id')).toBe('ZID');
  });

  it('starts weeks on Monday, ZID on Wednesday; lead 14 days, ZID 21', () => {
    expect(BOOKING_WEEK_DAYS).toBe(7);
    expect(weekStartWeekday('ZSG')).toBe(1);
    expect(weekStartWeekday('ZHK')).toBe(1);
    expect(weekStartWeekday('ZID')).toBe(3);
    expect(leadDays('ZMY')).toBe(14);
    expect(leadDays('ZID')).toBe(21);
  });

  it('reads the weekday at UTC midnight (ISO numbering)', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-10')).toBe(2);
    expect(isoWeekday('2026-03-15')).toBe(7);
  });

  it('knows week starts', () => {
    expect(isWeekStart('2026-03-30', 'ZSG')).toBe(true);
    expect(isWeekStart('2026-03-31', 'ZSG')).toBe(false);
    expect(isWeekStart('2026-04-01', 'ZID')).toBe(true);
    expect(isWeekStart('2026-03-30', 'ZID')).toBe(false);
    expect(isWeekStart('2026-02-30', 'ZSG')).toBe(false);
    expect(isWeekStart('nope', 'ZSG')).toBe(false);
  });

  it('finds the week start on or before a day', () => {
    expect(weekStartOf('2026-03-30', 'ZSG')).toBe('2026-03-30');
    expect(weekStartOf('2026-04-05', 'ZSG')).toBe('2026-03-30');
    expect(weekStartOf('2026-03-31', 'ZID')).toBe('2026-03-25');
    expect(weekStartOf('2026-04-01', 'ZID')).toBe('2026-04-01');
    expect(weekStartOf('2026-01-01', 'ZSG')).toBe('2025-12-29');
  });

  it('puts the earliest bookable day on the first week start after the lead time', () => {
    expect(earliestBookableDay(today, 'ZSG')).toBe('2026-03-30');
    expect(earliestBookableDay(today, 'ZID')).toBe('2026-04-01');
    // today + 14 already a Monday
    expect(earliestBookableDay('2026-03-16', 'ZSG')).toBe('2026-03-30');
    // today + 21 already a Wednesday
    expect(earliestBookableDay('2026-03-11', 'ZID')).toBe('2026-04-01');
    expect(earliestBookableDay('2026-12-20', 'ZSG')).toBe('2027-01-04');
  });

  it('counts days between two days', () => {
    expect(daysBetween('2026-03-10', '2026-03-24')).toBe(14);
    expect(daysBetween('2026-03-24', '2026-03-10')).toBe(-14);
    // across the European daylight-saving change: still whole days
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('ranges', () => {
  it('ends a campaign 7·weeks − 1 days after its start', () => {
    expect(campaignEnd('2026-03-30', 1)).toBe('2026-04-05');
    expect(campaignEnd('2026-03-30', 3)).toBe('2026-04-19');
    expect(campaignEnd('2026-12-28', 1)).toBe('2027-01-03');
  });

  it('allows one week unless customBudget', () => {
    expect(maxWeeks({ maxBookingDays: 28, customBudget: false })).toBe(1);
    expect(maxWeeks({ maxBookingDays: 28, customBudget: true })).toBe(4);
    expect(maxWeeks({ maxBookingDays: 20, customBudget: true })).toBe(2);
    expect(maxWeeks({ maxBookingDays: 3, customBudget: true })).toBe(1);
  });

  it('overlaps when a day is shared (ends included)', () => {
    const a = { startDate: '2026-03-30', endDate: '2026-04-05' };
    expect(rangesOverlap(a, { startDate: '2026-04-05', endDate: '2026-04-11' })).toBe(true);
    expect(rangesOverlap(a, { startDate: '2026-04-06', endDate: '2026-04-12' })).toBe(false);
    expect(rangesOverlap(a, { startDate: '2026-03-01', endDate: '2026-03-29' })).toBe(false);
    expect(rangesOverlap(a, { startDate: '2026-03-01', endDate: '2026-05-01' })).toBe(true);
    expect(rangesOverlap({ startDate: '2026-04-01', endDate: '2026-04-02' }, a)).toBe(true);
  });

  it('finds a common week start, or none for a mixed ZID package', () => {
    expect(commonWeekStart('2026-03-24', ['ZSG', 'ZMY'])).toBe('2026-03-30');
    expect(commonWeekStart('2026-03-24', ['ZID'])).toBe('2026-03-25');
    expect(commonWeekStart('2026-03-24', ['ZSG', 'ZID'])).toBeNull();
    expect(earliestCommonDay(today, ['ZSG', 'ZHK'])).toBe('2026-03-30');
    expect(earliestCommonDay(today, [])).toBeNull();
  });
});

describe('defaultStart', () => {
  const base = {
    today,
    ventureCodes: ['ZSG'],
    weeks: 1,
    packageWindow: { startDate: '2026-01-01', endDate: '2026-12-31' },
    taken: [],
    allowOverlap: false,
    cartTaken: [],
  };

  it('is the earliest bookable week start', () => {
    expect(defaultStart(base)).toBe('2026-03-30');
    expect(defaultStart({ ...base, ventureCodes: ['ZID'] })).toBe('2026-04-01');
  });

  it('uses the latest earliest day of every venture (same week start)', () => {
    expect(defaultStart({ ...base, ventureCodes: ['ZSG', 'ZMY', 'ZPH'] })).toBe('2026-03-30');
  });

  it('is null when the ventures share no week start, or there is none', () => {
    expect(defaultStart({ ...base, ventureCodes: ['ZSG', 'ZID'] })).toBeNull();
    expect(defaultStart({ ...base, ventureCodes: [] })).toBeNull();
  });

  it('does not start before the package window (first week start on or after it)', () => {
    expect(defaultStart({ ...base, packageWindow: { startDate: '2026-05-13', endDate: '2026-06-30' } })).toBe(
      '2026-05-18',
    );
    expect(
      defaultStart({
        ...base,
        ventureCodes: ['ZID'],
        packageWindow: { startDate: '2026-05-13', endDate: '2026-06-30' },
      }),
    ).toBe('2026-05-13');
  });

  it('moves 7 days while the range meets a taken booking', () => {
    const taken = [
      { startDate: '2026-04-05', endDate: '2026-04-05' },
      { startDate: '2026-04-06', endDate: '2026-04-12' },
    ];
    expect(defaultStart({ ...base, taken })).toBe('2026-04-13');
    // flag overlap_standard_booking never lets a real booking overlap
    expect(defaultStart({ ...base, taken, allowOverlap: true })).toBe('2026-04-13');
  });

  it('skips the cart’s other campaigns unless overlap is allowed', () => {
    const cartTaken = [{ startDate: '2026-03-30', endDate: '2026-04-05' }];
    expect(defaultStart({ ...base, cartTaken })).toBe('2026-04-06');
    expect(defaultStart({ ...base, cartTaken, allowOverlap: true })).toBe('2026-03-30');
  });

  it('keeps the whole multi-week range free', () => {
    const taken = [{ startDate: '2026-04-15', endDate: '2026-04-15' }];
    // weeks 2: 03-30..04-12 free, 04-06..04-19 not, 04-13..04-26 not, 04-20 free
    expect(defaultStart({ ...base, weeks: 2, taken })).toBe('2026-03-30');
    expect(defaultStart({ ...base, weeks: 3, taken })).toBe('2026-04-20');
  });

  it('is null once the end would pass the package window', () => {
    const packageWindow = { startDate: '2026-03-01', endDate: '2026-04-12' };
    expect(defaultStart({ ...base, packageWindow })).toBe('2026-03-30');
    expect(
      defaultStart({ ...base, packageWindow, taken: [{ startDate: '2026-03-30', endDate: '2026-04-12' }] }),
    ).toBeNull();
    expect(defaultStart({ ...base, packageWindow, weeks: 3 })).toBeNull();
    expect(defaultStart({ ...base, packageWindow: { startDate: '2026-01-01', endDate: '2026-03-31' } })).toBe(
      null,
    );
  });
});

describe('defaultCampaignName', () => {
  it('is code, start–end and the local timestamp', () => {
    const now = new Date(2026, 2, 10, 9, 5, 7);
    expect(defaultCampaignName('PKG1', '2026-03-30', '2026-04-05', now)).toBe(
      'PKG1 2026-03-30–2026-04-05 20260310090507',
    );
  });
});

describe('bookingMonthOptions', () => {
  it('lists the months from the current one to December', () => {
    expect(bookingMonthOptions('2026-03-10')).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });

  it('adds January–June of next year from 15 November on', () => {
    expect(bookingMonthOptions('2026-11-14')).toEqual(['2026-11', '2026-12']);
    expect(bookingMonthOptions('2026-11-15')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    expect(bookingMonthOptions('2026-12-31')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
  });
});

describe('packageInMonth', () => {
  const pkg = { startDate: '2026-03-15', endDate: '2026-05-01' };
  it('is true when the window meets the month', () => {
    expect(packageInMonth(pkg, '2026-03')).toBe(true);
    expect(packageInMonth(pkg, '2026-04')).toBe(true);
    expect(packageInMonth(pkg, '2026-05')).toBe(true);
    expect(packageInMonth(pkg, '2026-02')).toBe(false);
    expect(packageInMonth(pkg, '2026-06')).toBe(false);
    expect(packageInMonth({ startDate: '2026-02-28', endDate: '2026-02-28' }, '2026-02')).toBe(true);
    expect(packageInMonth({ startDate: '2026-03-01', endDate: '2026-03-01' }, '2026-02')).toBe(false);
    expect(packageInMonth(pkg, 'garbage')).toBe(false);
  });
});

describe('campaignDateErrors', () => {
  const pkg = { startDate: '2026-01-01', endDate: '2026-12-31', maxBookingDays: 7, customBudget: false };
  const valid = { today, ventureCodes: ['ZSG'], startDate: '2026-03-30', endDate: '2026-04-05', pkg };

  it('accepts a valid week', () => {
    expect(campaignDateErrors(valid)).toEqual([]);
    expect(
      campaignDateErrors({ ...valid, ventureCodes: ['ZID'], startDate: '2026-04-01', endDate: '2026-04-07' }),
    ).toEqual([]);
  });

  it('refuses an invalid day', () => {
    expect(campaignDateErrors({ ...valid, startDate: '2026-02-30' })).toEqual([m.invalidStartDate]);
    expect(campaignDateErrors({ ...valid, endDate: '' })).toEqual([m.invalidEndDate]);
  });

  it('refuses a day that is not a week start', () => {
    expect(campaignDateErrors({ ...valid, startDate: '2026-03-31', endDate: '2026-04-06' })).toEqual([
      'The campaign must start on a Monday',
    ]);
    expect(
      campaignDateErrors({ ...valid, ventureCodes: ['ZID'], startDate: '2026-04-06', endDate: '2026-04-12' }),
    ).toEqual(['The campaign must start on a Wednesday']);
  });

  it('refuses any start for a mixed ZID / Monday package', () => {
    expect(campaignDateErrors({ ...valid, ventureCodes: ['ZSG', 'ZID'] })).toContain(m.startOnEveryWeekStart);
  });

  it('names the lead time', () => {
    expect(campaignDateErrors({ ...valid, startDate: '2026-03-23', endDate: '2026-03-29' })).toEqual([
      'Booking slots must start at least 14 days ahead',
    ]);
    expect(
      campaignDateErrors({ ...valid, ventureCodes: ['ZID'], startDate: '2026-03-25', endDate: '2026-03-31' }),
    ).toEqual(['Booking slots must start at least 21 days ahead']);
  });

  it('refuses an end that is not whole weeks allowed by the package', () => {
    expect(campaignDateErrors({ ...valid, endDate: '2026-04-12' })).toEqual([
      'The campaign must end on 2026-04-05',
    ]);
    const custom = { ...pkg, maxBookingDays: 21, customBudget: true };
    expect(campaignDateErrors({ ...valid, pkg: custom, endDate: '2026-04-19' })).toEqual([]);
    expect(campaignDateErrors({ ...valid, pkg: custom, endDate: '2026-04-26' })).toEqual([
      'The campaign must run whole weeks, 1 to 3',
    ]);
    expect(campaignDateErrors({ ...valid, pkg: custom, endDate: '2026-04-10' })).toEqual([
      'The campaign must run whole weeks, 1 to 3',
    ]);
  });

  it('keeps the campaign inside the package dates', () => {
    const short = { ...pkg, startDate: '2026-04-01', endDate: '2026-04-30' };
    const message = 'The campaign must run inside the package dates 2026-04-01 to 2026-04-30';
    expect(campaignDateErrors({ ...valid, pkg: short })).toEqual([message]);
    expect(
      campaignDateErrors({ ...valid, pkg: short, startDate: '2026-04-27', endDate: '2026-05-03' }),
    ).toEqual([message]);
    expect(
      campaignDateErrors({ ...valid, pkg: short, startDate: '2026-04-20', endDate: '2026-04-26' }),
    ).toEqual([]);
  });
});

describe('reservations', () => {
  it('covers 7 days from the week start on or before the day', () => {
    expect(reservationRange('2026-04-02', today, 'ZSG')).toEqual({
      startDate: '2026-03-30',
      endDate: '2026-04-05',
    });
    expect(reservationRange('2026-04-07', today, 'ZID')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-07',
    });
  });

  it('refuses a week before the lead time, and a bad day', () => {
    expect(reservationRange('2026-03-29', today, 'ZSG')).toEqual({
      error: 'Booking slots must start at least 14 days ahead',
    });
    expect(reservationRange('2026-03-31', today, 'ZID')).toEqual({
      error: 'Booking slots must start at least 21 days ahead',
    });
    expect(reservationRange('2026-13-01', today, 'ZSG')).toEqual({ error: m.invalidDay });
  });

  it('requires a trimmed reason of at most 120 characters', () => {
    expect(reserveReasonError('  ')).toBe('Reason is required');
    expect(reserveReasonError('')).toBe('Reason is required');
    expect(reserveReasonError(` ${'a'.repeat(120)} `)).toBeNull();
    expect(reserveReasonError('a'.repeat(121))).toBe('Reason must be at most 120 characters');
    expect(reserveReasonError('Brand launch')).toBeNull();
  });
});

describe('formatBookingMessage', () => {
  it('encodes a key with its values as every rule message is', () => {
    expect(formatBookingMessage('booking:error.insidePackage', { start: '2026-04-01', end: 2 })).toBe(
      'booking:error.insidePackage?start=2026-04-01&end=2',
    );
    expect(formatBookingMessage('booking:error.invalidDay', {})).toBe('booking:error.invalidDay');
    expect(english(formatBookingMessage('booking:error.fieldRequired', { name: 'A & B=C?' }))).toBe(
      'A & B=C? is required',
    );
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays('2025-01-01', offset));
  const codeArb = fc.constantFrom('ZSG', 'ZID', 'ZMY', 'ZPH', 'ZHK', 'ZTW');

  it('puts the earliest bookable day on a week start within a week after the lead time', () => {
    fc.assert(
      fc.property(dayArb, codeArb, (day, code) => {
        const earliest = earliestBookableDay(day, code);
        const gap = daysBetween(day, earliest);
        expect(isWeekStart(earliest, code)).toBe(true);
        expect(gap).toBeGreaterThanOrEqual(leadDays(code));
        expect(gap).toBeLessThan(leadDays(code) + 7);
      }),
    );
  });

  it('finds the week start on or before any day, within 7 days', () => {
    fc.assert(
      fc.property(dayArb, codeArb, (day, code) => {
        const start = weekStartOf(day, code);
        expect(isWeekStart(start, code)).toBe(true);
        expect(daysBetween(start, day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(start, day)).toBeLessThan(7);
      }),
    );
  });

  it('answers a default start that is free, inside the window and passes campaignDateErrors', () => {
    const rangeArb = fc
      .tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 10 }))
      .map(([from, length]) => ({
        startDate: addDays('2026-03-15', from),
        endDate: addDays('2026-03-15', from + length),
      }));
    fc.assert(
      fc.property(
        codeArb,
        fc.integer({ min: 1, max: 3 }),
        fc.array(rangeArb, { maxLength: 6 }),
        fc.array(rangeArb, { maxLength: 3 }),
        fc.boolean(),
        (code, weeks, taken, cartTaken, allowOverlap) => {
          const pkg = {
            startDate: '2026-03-01',
            endDate: '2026-08-31',
            maxBookingDays: 21,
            customBudget: true,
          };
          const start = defaultStart({
            today,
            ventureCodes: [code],
            weeks,
            packageWindow: pkg,
            taken,
            allowOverlap,
            cartTaken,
          });
          if (start === null) return;
          const range = { startDate: start, endDate: campaignEnd(start, weeks) };
          expect(taken.some((other) => rangesOverlap(range, other))).toBe(false);
          if (!allowOverlap) expect(cartTaken.some((other) => rangesOverlap(range, other))).toBe(false);
          expect(
            campaignDateErrors({
              today,
              ventureCodes: [code],
              startDate: start,
              endDate: range.endDate,
              pkg,
            }),
          ).toEqual([]);
        },
      ),
    );
  });

  it('lists the month of today first and never more than 18 months', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const months = bookingMonthOptions(day);
        expect(months[0]).toBe(day.slice(0, 7));
        expect(months.length).toBeLessThanOrEqual(18);
        expect([...months].sort()).toEqual(months);
      }),
    );
  });
});
