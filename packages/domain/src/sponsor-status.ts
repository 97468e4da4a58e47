import type { AdSetStatus } from './sponsor-campaign-form';

/**
 * The statuses of an ad set that has not run yet: it starts later by itself (a submission, staff approval,
 * its start date; decision 0275). In one of them the toggle pauses and starts it before it runs (a paused ad
 * set edited goes back to review with its running status kept), and keeps the status.
 */
const WAITING_STATUSES: readonly string[] = ['DRAFT', 'PENDING_FOR_APPROVAL', 'REJECTED', 'SCHEDULED'];

/**
 * The active toggle (spec 2 §4): enabled when the ad set is DELIVERING, or NOT_DELIVERING with no
 * effective-status reason (EXCEED_BUDGET…, WALLET_EXCEED_THRESHOLD); on an ad set the toggle paused
 * (PAUSED, running status PAUSED, no reason), so it can be started again; and, both ways, on one that waits
 * to run (draft, review, schedule; decision 0275), so it is not left to start paused, nor stuck on once
 * started. Never on a COMPLETED or REMOVED one.
 */
export function canToggleAdSet(adSet: {
  status: AdSetStatus | string;
  effectiveStatus?: string | null;
  runningStatus?: string | null;
}): boolean {
  if (adSet.status === 'DELIVERING') return true;
  if (adSet.effectiveStatus) return false;
  if (adSet.status === 'NOT_DELIVERING' || WAITING_STATUSES.includes(adSet.status)) return true;
  return adSet.status === 'PAUSED' && adSet.runningStatus === 'PAUSED';
}

/**
 * The status an ad set takes when it runs: PAUSED when its running status is PAUSED (the toggle, or a
 * schedule that starts a paused ad set), DELIVERING otherwise. Issue 12: a paused ad set showed
 * NOT_DELIVERING ('active but not showing ads'); PAUSED has its own tooltip.
 */
export function runningAdSetStatus(runningStatus: string | null | undefined): 'PAUSED' | 'DELIVERING' {
  return runningStatus === 'PAUSED' ? 'PAUSED' : 'DELIVERING';
}

/**
 * The status after the toggle sets `runningStatus`: an ad set that has not run yet keeps its status (it still
 * waits for its submission, approval or start, which then start it as its running status says: the toggle
 * never skips a review; decision 0275); a running one takes runningAdSetStatus.
 */
export function statusAfterToggle<S extends string>(
  status: S,
  runningStatus: 'STARTED' | 'PAUSED',
): S | 'PAUSED' | 'DELIVERING' {
  return WAITING_STATUSES.includes(status) ? status : runningAdSetStatus(runningStatus);
}

/** Checked when the running status is STARTED. */
export function isActiveToggleChecked(runningStatus: string | null | undefined): boolean {
  return runningStatus === 'STARTED';
}

/** The running status a switch sends. */
export function runningStatusForToggle(checked: boolean): 'STARTED' | 'PAUSED' {
  return checked ? 'STARTED' : 'PAUSED';
}

export type SortDirection = 'asc' | 'desc';
export type SortState = { column: string; direction: SortDirection } | null;

/**
 * Campaign-list sorting cycles none → first direction → opposite → none (spec 2 §4). Metric
 * columns start descending, other columns ascending. A click on another column starts over.
 */
export function nextSort(current: SortState, column: string, isMetric: boolean): SortState {
  const first: SortDirection = isMetric ? 'desc' : 'asc';
  if (!current || current.column !== column) return { column, direction: first };
  if (current.direction === first) return { column, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

/** The SKU table toggles: descending on the first click, then ascending, then descending again. */
export function nextSkuSort(current: SortState, column: string): SortState {
  if (!current || current.column !== column) return { column, direction: 'desc' };
  return { column, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

export type ColumnSetting = { id: string; title: string; show: boolean };

/** Spec 2 §3: column configs have a minimum width of 96 px. */
export const MIN_COLUMN_WIDTH = 96;

/**
 * A saved column list, unless the defaults hold an id it lacks (a column added since): then the
 * defaults replace it (spec 2 §4). Saved ids no longer known are dropped; titles come from the defaults.
 */
export function columnSettingsWithDefaults(
  saved: readonly ColumnSetting[] | null | undefined,
  defaults: readonly ColumnSetting[],
): ColumnSetting[] {
  if (!saved || saved.length === 0) return defaults.map((column) => ({ ...column }));
  const savedIds = new Set(saved.map((column) => column.id));
  if (defaults.some((column) => !savedIds.has(column.id))) return defaults.map((column) => ({ ...column }));
  const titles = new Map(defaults.map((column) => [column.id, column.title]));
  return saved
    .filter((column) => titles.has(column.id))
    .map((column) => ({ id: column.id, title: titles.get(column.id) ?? column.title, show: column.show }));
}

export const ALL_STATUSES = 'ALL';

/** Status filter options: DELETED hidden, an 'ALL' option (which clears the filter) first. */
export function statusFilterOptions(statuses: readonly string[]): string[] {
  return [ALL_STATUSES, ...statuses.filter((status) => status !== 'DELETED' && status !== ALL_STATUSES)];
}

/** The filter value to send for a chosen option: 'ALL' clears it. */
export function statusFilterValue(option: string | null | undefined): string | null {
  return !option || option === ALL_STATUSES ? null : option;
}

/**
 * Dashboard metric cards (spec 2 §4): a saved selection is used only when it is four slots, each
 * empty (null) or a known metric name; otherwise the defaults apply.
 */
export function metricSlotsWithDefaults(
  saved: unknown,
  known: readonly string[],
  defaults: readonly (string | null)[],
): (string | null)[] {
  const valid =
    Array.isArray(saved) &&
    saved.length === 4 &&
    saved.every((slot) => slot === null || (typeof slot === 'string' && known.includes(slot)));
  return valid ? [...(saved as (string | null)[])] : [...defaults];
}
