import { formatDecimalText } from '@portal/domain/money';
import type { CallFailure } from './marketplace-client';

/** Everything a run counts; the progress lines and the summary are read from it. */
export type SimulationStats = {
  decisions: {
    asked: number;
    answered: number;
    /** Answers with at least one ad. */
    filled: number;
    productSlots: number;
    products: number;
    bannerSlots: number;
    banners: number;
  };
  events: {
    impressions: number;
    clicks: number;
    purchases: number;
    /** Of the purchases, those of another SKU of the clicked ad's brand. */
    haloPurchases: number;
    /** Events in batches the server answered. */
    sent: number;
    accepted: number;
    duplicates: number;
    rejected: Map<string, number>;
    /** Events of batches that got no answer (their call failed). */
    unsent: number;
  };
  /** Failed calls by what failed ("decisions: HTTP 500", "events: unreachable"). */
  errors: Map<string, number>;
  latencyMs: { decisions: number[]; events: number[] };
  /** Per advertiser (company id): what the charged events that were not rejected cost, by their tokens. */
  expectedCharge: Map<number, { micros: bigint; events: number }>;
  /** Per advertiser: what the portal answered it charged for them (after budget caps; events costing > 0). */
  charged: Map<number, { micros: bigint; events: number }>;
};

export function createStats(): SimulationStats {
  return {
    decisions: { asked: 0, answered: 0, filled: 0, productSlots: 0, products: 0, bannerSlots: 0, banners: 0 },
    events: {
      impressions: 0,
      clicks: 0,
      purchases: 0,
      haloPurchases: 0,
      sent: 0,
      accepted: 0,
      duplicates: 0,
      rejected: new Map(),
      unsent: 0,
    },
    errors: new Map(),
    latencyMs: { decisions: [], events: [] },
    expectedCharge: new Map(),
    charged: new Map(),
  };
}

export function countUp(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

export function describeFailure(call: 'decisions' | 'events', failure: CallFailure): string {
  switch (failure.kind) {
    case 'http':
      return `${call}: HTTP ${failure.status}`;
    case 'schema':
      return `${call}: answer does not match the schema`;
    default:
      return `${call}: ${failure.kind}`;
  }
}

/** The value below which `p` (0 to 1) of the samples fall (nearest rank); null without samples. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

const ms = (value: number | null) =>
  value === null ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const share = (part: number, whole: number, digits = 1) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(digits)}%`;
const latency = (samples: readonly number[]) =>
  `p50 ${ms(percentile(samples, 0.5))} ms, p99 ${ms(percentile(samples, 0.99))} ms`;
const reasons = (map: ReadonlyMap<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${reason} ${count}`)
    .join(', ');
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const total = (map: ReadonlyMap<string, number>) => [...map.values()].reduce((sum, count) => sum + count, 0);

/** Where the previous progress line stopped, so the next one speaks of the seconds since. */
export type ProgressMark = { answered: number; decisionSamples: number; eventSamples: number; atMs: number };

export function progressMark(stats: SimulationStats, atMs: number): ProgressMark {
  return {
    answered: stats.decisions.answered,
    decisionSamples: stats.latencyMs.decisions.length,
    eventSamples: stats.latencyMs.events.length,
    atMs,
  };
}

/**
 * One progress line: the rate and latencies since `since`, the totals so far.
 * `[  10s] 19.8 decisions/s, fill 62.0% | 812 impressions, 21 clicks, 2 purchases | events: 830 accepted,
 * 0 duplicate, 0 rejected | decisions p50 3.1 ms, p99 12 ms; events p50 8.0 ms, p99 20 ms`
 */
export function formatProgress(
  stats: SimulationStats,
  since: ProgressMark,
  now: ProgressMark,
  startMs: number,
) {
  const seconds = Math.max((now.atMs - since.atMs) / 1000, 0.001);
  const rate = (now.answered - since.answered) / seconds;
  const { decisions, events } = stats;
  const rejected = total(events.rejected);
  const errors = total(stats.errors);
  return [
    `[${String(Math.round((now.atMs - startMs) / 1000)).padStart(5)}s] ${rate.toFixed(1)} decisions/s, fill ${share(decisions.filled, decisions.answered)}`,
    `${plural(events.impressions, 'impression')}, ${plural(events.clicks, 'click')}, ${plural(events.purchases, 'purchase')}`,
    `events: ${events.accepted} accepted, ${events.duplicates} duplicate, ${rejected} rejected${rejected ? ` (${reasons(events.rejected)})` : ''}`,
    `decisions ${latency(stats.latencyMs.decisions.slice(since.decisionSamples))}; events ${latency(stats.latencyMs.events.slice(since.eventSamples))}`,
    ...(errors ? [`errors: ${reasons(stats.errors)}`] : []),
  ].join(' | ');
}

/** Wallet micros as an amount: 2 to 6 decimals ("12.50", "0.004"); the currency is each wallet's own. */
const amount = (micros: bigint) => formatDecimalText(micros, 2, 6);

/** The report at the end of a run. */
export function formatSummary(
  stats: SimulationStats,
  run: { seed: number; elapsedMs: number; stoppedBy: string },
): string {
  const { decisions, events } = stats;
  const seconds = run.elapsedMs / 1000;
  const companies = [...new Set([...stats.expectedCharge.keys(), ...stats.charged.keys()])].sort(
    (a, b) => a - b,
  );
  const none = { micros: 0n, events: 0 };
  const lines = [
    '',
    `Simulation finished (${run.stoppedBy}) after ${seconds.toFixed(1)} s; seed ${run.seed} (--seed ${run.seed} sends the same event ids again)`,
    `  decisions   ${decisions.asked} asked, ${decisions.answered} answered (${(decisions.answered / Math.max(seconds, 0.001)).toFixed(1)}/s); ${latency(stats.latencyMs.decisions)}`,
    `  fill        ${share(decisions.filled, decisions.answered)} of pages got an ad; products ${decisions.products} of ${decisions.productSlots} slots (${share(decisions.products, decisions.productSlots)}), banners ${decisions.banners} of ${decisions.bannerSlots} (${share(decisions.banners, decisions.bannerSlots)})`,
    `  shoppers    ${plural(events.impressions, 'impression')}, ${plural(events.clicks, 'click')} (CTR ${share(events.clicks, events.impressions, 2)}), ${plural(events.purchases, 'purchase')} (${share(events.purchases, events.clicks)} of clicks; ${events.haloPurchases} halo)`,
    `  events      ${events.sent} sent: ${events.accepted} accepted, ${events.duplicates} duplicate, ${total(events.rejected)} rejected${events.rejected.size ? ` (${reasons(events.rejected)})` : ''}${events.unsent ? `; ${events.unsent} not delivered (the call failed)` : ''}; ${latency(stats.latencyMs.events)}`,
    `  errors      ${stats.errors.size ? reasons(stats.errors) : 'none'}`,
    '  charged: what the portal answered it charged (after budget caps), against what the tokens of the charged',
    "  events said (CPC clicks, CPI impressions), in each advertiser's wallet currency:",
    ...(companies.length
      ? companies.map((companyId) => {
          const charged = stats.charged.get(companyId) ?? none;
          const expected = stats.expectedCharge.get(companyId) ?? none;
          return `    company ${companyId}: ${amount(charged.micros)} for ${plural(charged.events, 'charged event')} (tokens: ${amount(expected.micros)} for ${expected.events})`;
        })
      : ['    nothing charged']),
    ...(events.duplicates
      ? [
          `    (the tokens' figure counts the charged events among the ${events.duplicates} duplicates, charged when first sent)`,
        ]
      : []),
  ];
  return lines.join('\n');
}
