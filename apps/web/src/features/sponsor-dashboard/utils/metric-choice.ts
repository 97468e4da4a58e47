import { storagePrefix } from '../../../lib/storage';
import type { DashboardAdType, DashboardMetric } from './dashboard-metrics';

/** Four cards; a slot holds a metric or is empty (null) until the user picks one. */
export type MetricSlots = readonly [
  DashboardMetric | null,
  DashboardMetric | null,
  DashboardMetric | null,
  DashboardMetric | null,
];

/** Spec 2 §9: defaults Impressions and Clicks, two empty. */
export const defaultSlots: MetricSlots = ['impressions', 'clicks', null, null];

/** Spec 2 §4: the product key includes the account (company) id, the banner key is fixed (decision 0206). */
export function metricChoiceKey(adType: DashboardAdType, accountId: string | null): string {
  return adType === 'BANNER'
    ? `${storagePrefix}sponsorDashboard.bannerMetrics`
    : `${storagePrefix}sponsorDashboard.productMetrics.${accountId ?? 'none'}`;
}

/**
 * A saved choice, if it is four slots of metrics `known` offers (or empty slots); anything else (absent,
 * unreadable, a metric this set or flag does not offer) gives the defaults (spec 2 §4).
 */
export function parseMetricChoice(saved: string | null, known: readonly DashboardMetric[]): MetricSlots {
  if (!saved) return defaultSlots;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return defaultSlots;
  }
  if (!Array.isArray(value) || value.length !== 4) return defaultSlots;
  const isSlot = (slot: unknown) => slot === null || (known as readonly unknown[]).includes(slot);
  return value.every(isSlot) ? (value as unknown as MetricSlots) : defaultSlots;
}

export function readMetricChoice(key: string, known: readonly DashboardMetric[]): MetricSlots {
  try {
    return parseMetricChoice(localStorage.getItem(key), known);
  } catch {
    return defaultSlots;
  }
}

export function saveMetricChoice(key: string, slots: MetricSlots) {
  try {
    localStorage.setItem(key, JSON.stringify(slots));
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The slots with `metric` put in slot `index` (null empties it). */
export function withSlot(slots: MetricSlots, index: number, metric: DashboardMetric | null): MetricSlots {
  return slots.map((slot, at) => (at === index ? metric : slot)) as unknown as MetricSlots;
}
