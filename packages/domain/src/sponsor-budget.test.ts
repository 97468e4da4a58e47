import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetErrors,
  budgetFromInputs,
  budgetInputsFor,
  changeScheduleType,
  deriveBudgetType,
  isLowDailyBudget,
  minBudgetMicros,
  scheduleTypeForDates,
  setEndDate,
} from './sponsor-budget';
import { budgetTypes } from './sponsor-campaign-form';
import { parseRuleMessage } from './sponsor-messages';

const budget = (budgetType: (typeof budgetTypes)[number], budgetDaily = '', budgetTotal = '') => ({
  budgetType,
  budgetDaily,
  budgetTotal,
});

describe('deriveBudgetType', () => {
  it('maps the two inputs to the four budget types', () => {
    expect(deriveBudgetType({ daily: true, total: false })).toBe('DAILY');
    expect(deriveBudgetType({ daily: false, total: true })).toBe('TOTAL');
    expect(deriveBudgetType({ daily: true, total: true })).toBe('DAILY_TOTAL');
    expect(deriveBudgetType({ daily: false, total: false })).toBe('ALWAYS_ON');
  });

  it('is the inverse of budgetInputsFor for every combination and every type', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (daily, total) => {
        expect(budgetInputsFor(deriveBudgetType({ daily, total }))).toEqual({ daily, total });
      }),
    );
    for (const type of budgetTypes) expect(deriveBudgetType(budgetInputsFor(type))).toBe(type);
  });
});

describe('budgetFromInputs', () => {
  it('returns ALWAYS_ON, DAILY, TOTAL or DAILY_TOTAL from the dialog inputs', () => {
    expect(budgetFromInputs({ alwaysOn: true, budgetDaily: '5', budgetTotal: '9' })).toEqual({
      budgetType: 'ALWAYS_ON',
      budgetDaily: '',
      budgetTotal: '',
    });
    expect(budgetFromInputs({ budgetDaily: ' 5 ', budgetTotal: '' }).budgetType).toBe('DAILY');
    expect(budgetFromInputs({ budgetDaily: '', budgetTotal: '9' }).budgetType).toBe('TOTAL');
    expect(budgetFromInputs({ budgetDaily: '5', budgetTotal: '9' }).budgetType).toBe('DAILY_TOTAL');
    expect(budgetFromInputs({ budgetDaily: '', budgetTotal: '' }).budgetType).toBe('ALWAYS_ON');
  });
});

describe('budgetErrors', () => {
  it('needs nothing for ALWAYS_ON', () => {
    expect(budgetErrors(budget('ALWAYS_ON'), '5')).toEqual({});
  });

  it('requires the inputs the type uses', () => {
    expect(budgetErrors(budget('DAILY'))).toEqual({ budgetDaily: ['sponsorRules:requireFillOutTheField'] });
    expect(budgetErrors(budget('TOTAL'))).toEqual({ budgetTotal: ['sponsorRules:requireFillOutTheField'] });
    expect(Object.keys(budgetErrors(budget('DAILY_TOTAL'))).sort()).toEqual(['budgetDaily', 'budgetTotal']);
  });

  it('refuses a daily budget below the minimum, with the minimum as value', () => {
    const errors = budgetErrors(budget('DAILY', '4.99'), '5');
    expect(errors.budgetDaily?.map(parseRuleMessage)).toEqual([
      { key: 'sponsorRules:dailyBudgetLessThanMin', values: { min: '5' } },
    ]);
    expect(budgetErrors(budget('DAILY', '5.00'), '5')).toEqual({});
  });

  it('never accepts less than 1 even when the server minimum is lower', () => {
    expect(budgetErrors(budget('DAILY', '0.5'), '0.1').budgetDaily).toEqual([
      'sponsorRules:dailyBudgetLessThanMin?min=1',
    ]);
    expect(minBudgetMicros(null)).toBe(1_000_000n);
    expect(minBudgetMicros('abc')).toBe(1_000_000n);
    expect(minBudgetMicros('2.5')).toBe(2_500_000n);
  });

  it('needs the total to be at least the larger of the minimum and the daily budget', () => {
    expect(budgetErrors(budget('DAILY_TOTAL', '10', '9.99'), '1').budgetTotal).toEqual([
      'sponsorRules:totalBudgetLessThanMin?min=10',
    ]);
    expect(budgetErrors(budget('DAILY_TOTAL', '10', '10'), '1')).toEqual({});
    expect(budgetErrors(budget('TOTAL', '', '2'), '3').budgetTotal).toEqual([
      'sponsorRules:totalBudgetLessThanMin?min=3',
    ]);
  });

  it('compares exactly in micros (no float drift)', () => {
    expect(budgetErrors(budget('DAILY_TOTAL', '0.3', '0.30'), '0.1').budgetDaily).toBeDefined();
    expect(budgetErrors(budget('DAILY_TOTAL', '1.1', '1.10'), '1')).toEqual({});
    expect(budgetErrors(budget('DAILY_TOTAL', '100000000.01', '100000000.01'), '1')).toEqual({});
    expect(budgetErrors(budget('DAILY_TOTAL', '100000000.01', '100000000.00'), '1').budgetTotal).toHaveLength(
      1,
    );
  });

  it('refuses text that is not a number input', () => {
    expect(budgetErrors(budget('DAILY', 'abc'))).toEqual({ budgetDaily: ['sponsorRules:invalidNumber'] });
    expect(budgetErrors(budget('DAILY', '-5'))).toEqual({ budgetDaily: ['sponsorRules:invalidNumber'] });
    expect(budgetErrors(budget('DAILY', '1234567890123'))).toEqual({
      budgetDaily: ['sponsorRules:numberTooLong'],
    });
  });

  it('refuses an unknown budget type', () => {
    expect(budgetErrors({ budgetType: 'WEEKLY' as 'DAILY', budgetDaily: '', budgetTotal: '' })).toEqual({
      budgetType: ['sponsorRules:requireBudgetType'],
    });
  });

  it('flags a daily budget below the forecast suggestion as low', () => {
    expect(isLowDailyBudget('9.99', '10')).toBe(true);
    expect(isLowDailyBudget('10', '10')).toBe(false);
    expect(isLowDailyBudget('', '10')).toBe(false);
    expect(isLowDailyBudget('5', null)).toBe(false);
  });
});

describe('schedule', () => {
  it('derives DATE_RANGE only when the end is after the start', () => {
    expect(scheduleTypeForDates('2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z')).toBe('DATE_RANGE');
    expect(scheduleTypeForDates('2030-01-02T00:00:00Z', '2030-01-02T00:00:00Z')).toBe('START_DATE');
    expect(scheduleTypeForDates('2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z')).toBe('START_DATE');
    expect(scheduleTypeForDates('2030-01-02T00:00:00Z', null)).toBe('START_DATE');
  });

  it('resets the schedule when the type changes: previous start (or now) kept, end cleared', () => {
    const now = new Date('2030-05-05T10:00:00Z');
    const current = {
      scheduleType: 'DATE_RANGE' as const,
      startDate: '2030-06-01T00:00:00.000Z',
      endDate: '2030-07-01T00:00:00.000Z',
    };
    expect(changeScheduleType(current, 'START_DATE', now)).toEqual({
      scheduleType: 'START_DATE',
      startDate: '2030-06-01T00:00:00.000Z',
      endDate: null,
    });
    expect(changeScheduleType({ ...current, startDate: null }, 'DATE_RANGE', now).startDate).toBe(
      now.toISOString(),
    );
  });

  it('sets DATE_RANGE with an end date and START_DATE when it is cleared', () => {
    const current = {
      scheduleType: 'START_DATE' as const,
      startDate: '2030-06-01T00:00:00.000Z',
      endDate: null,
    };
    const ranged = setEndDate(current, '2030-06-10T00:00:00.000Z');
    expect(ranged.scheduleType).toBe('DATE_RANGE');
    expect(setEndDate(ranged, null)).toEqual(current);
  });
});
