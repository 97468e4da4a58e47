import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adSetStatuses } from './sponsor-campaign-form';
import {
  canToggleAdSet,
  columnSettingsWithDefaults,
  isActiveToggleChecked,
  metricSlotsWithDefaults,
  nextSkuSort,
  nextSort,
  runningAdSetStatus,
  runningStatusForToggle,
  type SortState,
  statusAfterToggle,
  statusFilterOptions,
  statusFilterValue,
} from './sponsor-status';

describe('active toggle', () => {
  it('is enabled for DELIVERING, NOT_DELIVERING without a reason, and an ad set that has not run yet (0275)', () => {
    const enabled = adSetStatuses.filter((status) =>
      canToggleAdSet({ status, effectiveStatus: null, runningStatus: 'STARTED' }),
    );
    expect(enabled).toEqual([
      'PENDING_FOR_APPROVAL',
      'REJECTED',
      'SCHEDULED',
      'DELIVERING',
      'NOT_DELIVERING',
      'DRAFT',
    ]);
    expect(canToggleAdSet({ status: 'NOT_DELIVERING', effectiveStatus: 'EXCEED_BUDGET_DAILY' })).toBe(false);
    expect(canToggleAdSet({ status: 'DELIVERING', effectiveStatus: 'WALLET_EXCEED_THRESHOLD' })).toBe(true);
  });

  it('is enabled on an ad set the toggle paused (PAUSED, running status PAUSED), so it can start again', () => {
    expect(canToggleAdSet({ status: 'PAUSED', effectiveStatus: null, runningStatus: 'PAUSED' })).toBe(true);
    expect(canToggleAdSet({ status: 'PAUSED', effectiveStatus: null, runningStatus: 'STARTED' })).toBe(false);
    expect(
      canToggleAdSet({ status: 'PAUSED', effectiveStatus: 'EXCEED_BUDGET_DAILY', runningStatus: 'PAUSED' }),
    ).toBe(false);
  });

  it('is enabled on a paused ad set that has not run yet, so it starts when it runs (0275)', () => {
    const pausedIn = (status: string, effectiveStatus: string | null = null) =>
      canToggleAdSet({ status, effectiveStatus, runningStatus: 'PAUSED' });
    expect(adSetStatuses.filter((status) => pausedIn(status))).toEqual([
      'PENDING_FOR_APPROVAL',
      'REJECTED',
      'SCHEDULED',
      'DELIVERING',
      'NOT_DELIVERING',
      'PAUSED',
      'DRAFT',
    ]);
    expect(pausedIn('SCHEDULED', 'EXCEED_BUDGET_DAILY')).toBe(false);
  });

  it("the toggle keeps a waiting ad set's status (no review skipped); a running one takes its running status", () => {
    for (const status of ['DRAFT', 'PENDING_FOR_APPROVAL', 'REJECTED', 'SCHEDULED'])
      for (const running of ['STARTED', 'PAUSED'] as const)
        expect(statusAfterToggle(status, running)).toBe(status);
    expect(statusAfterToggle('PAUSED', 'STARTED')).toBe('DELIVERING');
    expect(statusAfterToggle('NOT_DELIVERING', 'STARTED')).toBe('DELIVERING');
    expect(statusAfterToggle('DELIVERING', 'PAUSED')).toBe('PAUSED');
  });

  it('a paused ad set runs as PAUSED, not NOT_DELIVERING (issue 12)', () => {
    expect(runningAdSetStatus('PAUSED')).toBe('PAUSED');
    expect(runningAdSetStatus('STARTED')).toBe('DELIVERING');
  });

  it('is checked when STARTED and sends STARTED or PAUSED', () => {
    expect(isActiveToggleChecked('STARTED')).toBe(true);
    expect(isActiveToggleChecked('PAUSED')).toBe(false);
    expect(runningStatusForToggle(true)).toBe('STARTED');
    expect(runningStatusForToggle(false)).toBe('PAUSED');
  });
});

describe('sorting', () => {
  it('cycles none → asc → desc → none for plain columns', () => {
    const first = nextSort(null, 'name', false);
    expect(first).toEqual({ column: 'name', direction: 'asc' });
    const second = nextSort(first, 'name', false);
    expect(second).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(second, 'name', false)).toBeNull();
  });

  it('starts metric columns descending', () => {
    const first = nextSort(null, 'clicks', true);
    expect(first).toEqual({ column: 'clicks', direction: 'desc' });
    expect(nextSort(first, 'clicks', true)).toEqual({ column: 'clicks', direction: 'asc' });
    expect(nextSort(nextSort(first, 'clicks', true), 'clicks', true)).toBeNull();
  });

  it('restarts on another column and always returns to none after three clicks', () => {
    expect(nextSort({ column: 'name', direction: 'desc' }, 'clicks', true)).toEqual({
      column: 'clicks',
      direction: 'desc',
    });
    fc.assert(
      fc.property(
        fc.constantFrom<SortState>(
          null,
          { column: 'a', direction: 'asc' },
          { column: 'b', direction: 'desc' },
        ),
        fc.boolean(),
        (start, metric) => {
          let state = start;
          state = nextSort(state, 'c', metric);
          state = nextSort(state, 'c', metric);
          expect(nextSort(state, 'c', metric)).toBeNull();
        },
      ),
    );
  });

  it('toggles the SKU table descending first, then ascending', () => {
    const first = nextSkuSort(null, 'sales');
    expect(first).toEqual({ column: 'sales', direction: 'desc' });
    expect(nextSkuSort(first, 'sales')).toEqual({ column: 'sales', direction: 'asc' });
    expect(nextSkuSort({ column: 'sales', direction: 'asc' }, 'sales')).toEqual({
      column: 'sales',
      direction: 'desc',
    });
  });
});

describe('column settings', () => {
  const defaults = [
    { id: 'name', title: 'Name', show: true },
    { id: 'clicks', title: 'Clicks', show: true },
  ];

  it('keeps a saved set that covers every default, in its order and visibility', () => {
    const saved = [
      { id: 'clicks', title: 'old', show: false },
      { id: 'name', title: 'Name', show: true },
      { id: 'gone', title: 'Gone', show: true },
    ];
    expect(columnSettingsWithDefaults(saved, defaults)).toEqual([
      { id: 'clicks', title: 'Clicks', show: false },
      { id: 'name', title: 'Name', show: true },
    ]);
  });

  it('replaces a stale saved set (a default id missing) and an empty one with the defaults', () => {
    expect(columnSettingsWithDefaults([{ id: 'name', title: 'Name', show: false }], defaults)).toEqual(
      defaults,
    );
    expect(columnSettingsWithDefaults(null, defaults)).toEqual(defaults);
    expect(columnSettingsWithDefaults([], defaults)).toEqual(defaults);
  });
});

describe('filters and metric slots', () => {
  it('offers ALL first and hides DELETED', () => {
    expect(statusFilterOptions(['DELETED', 'DELIVERING', 'PAUSED'])).toEqual(['ALL', 'DELIVERING', 'PAUSED']);
    expect(statusFilterValue('ALL')).toBeNull();
    expect(statusFilterValue('PAUSED')).toBe('PAUSED');
  });

  it('uses saved metric slots only when they are four known-or-empty slots', () => {
    const known = ['impressions', 'clicks', 'costs'];
    const defaults = ['impressions', 'clicks', null, null];
    expect(metricSlotsWithDefaults(['costs', null, 'clicks', null], known, defaults)).toEqual([
      'costs',
      null,
      'clicks',
      null,
    ]);
    expect(metricSlotsWithDefaults(['costs', null, 'clicks'], known, defaults)).toEqual(defaults);
    expect(metricSlotsWithDefaults(['costs', null, 'bogus', null], known, defaults)).toEqual(defaults);
    expect(metricSlotsWithDefaults('junk', known, defaults)).toEqual(defaults);
  });
});
