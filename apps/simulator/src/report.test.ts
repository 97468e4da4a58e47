import { describe, expect, it } from 'vitest';
import { countUp, createStats, formatProgress, formatSummary, percentile, progressMark } from './report';

describe('percentile', () => {
  it('answers the nearest-rank value', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1, unsorted order
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile(samples, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});

function busyStats() {
  const stats = createStats();
  Object.assign(stats.decisions, {
    asked: 101,
    answered: 100,
    filled: 60,
    productSlots: 400,
    products: 150,
    bannerSlots: 50,
    banners: 10,
  });
  Object.assign(stats.events, {
    impressions: 160,
    clicks: 8,
    purchases: 2,
    haloPurchases: 1,
    sent: 170,
    accepted: 165,
    duplicates: 2,
    unsent: 0,
  });
  countUp(stats.events.rejected, 'EXPIRED_TOKEN', 2);
  countUp(stats.events.rejected, 'UNKNOWN_SKU');
  countUp(stats.errors, 'decisions: HTTP 500');
  stats.latencyMs.decisions.push(...Array.from({ length: 100 }, (_, i) => i + 1));
  stats.latencyMs.events.push(4, 6);
  stats.expectedCharge.set(3, { micros: 1_234_500n, events: 5 });
  stats.expectedCharge.set(1, { micros: 40_000n, events: 1 });
  stats.charged.set(3, { micros: 1_000_000n, events: 4 });
  stats.charged.set(1, { micros: 40_000n, events: 1 });
  return stats;
}

describe('formatProgress', () => {
  it('tells the rate and latencies since the last line, and the totals so far', () => {
    const stats = busyStats();
    const since = { answered: 50, decisionSamples: 50, eventSamples: 0, atMs: 5_000 };
    const line = formatProgress(stats, since, progressMark(stats, 10_000), 0);
    expect(line).toBe(
      '[   10s] 10.0 decisions/s, fill 60.0% | 160 impressions, 8 clicks, 2 purchases' +
        ' | events: 165 accepted, 2 duplicate, 3 rejected (EXPIRED_TOKEN 2, UNKNOWN_SKU 1)' +
        ' | decisions p50 75 ms, p99 100 ms; events p50 4.0 ms, p99 6.0 ms' +
        ' | errors: decisions: HTTP 500 1',
    );
  });

  it('writes dashes before anything is answered', () => {
    const stats = createStats();
    const line = formatProgress(stats, progressMark(stats, 0), progressMark(stats, 5_000), 0);
    expect(line).toContain('0.0 decisions/s, fill -');
    expect(line).toContain('decisions p50 - ms, p99 - ms');
    expect(line).not.toContain('errors');
  });
});

describe('formatSummary', () => {
  it('sums up the run, with what was charged per advertiser beside what the tokens said', () => {
    const summary = formatSummary(busyStats(), { seed: 42, elapsedMs: 10_000, stoppedBy: 'duration' });
    expect(summary).toContain('Simulation finished (duration) after 10.0 s; seed 42');
    expect(summary).toContain('101 asked, 100 answered (10.0/s); p50 50 ms, p99 99 ms');
    expect(summary).toContain(
      '60.0% of pages got an ad; products 150 of 400 slots (37.5%), banners 10 of 50 (20.0%)',
    );
    expect(summary).toContain('160 impressions, 8 clicks (CTR 5.00%), 2 purchases (25.0% of clicks; 1 halo)');
    expect(summary).toContain(
      '170 sent: 165 accepted, 2 duplicate, 3 rejected (EXPIRED_TOKEN 2, UNKNOWN_SKU 1); p50 4.0 ms',
    );
    expect(summary).toContain('errors      decisions: HTTP 500 1');
    expect(summary).toContain('charged: what the portal answered it charged (after budget caps)');
    const companies = summary.split('\n').filter((line) => line.includes('company'));
    expect(summary).toContain('among the 2 duplicates, charged when first sent');
    expect(companies).toEqual([
      '    company 1: 0.04 for 1 charged event (tokens: 0.04 for 1)',
      '    company 3: 1.00 for 4 charged events (tokens: 1.2345 for 5)',
    ]);
  });

  it('says when nothing was charged and nothing failed', () => {
    const summary = formatSummary(createStats(), { seed: 1, elapsedMs: 0, stoppedBy: 'interrupted' });
    expect(summary).toContain('errors      none');
    expect(summary).toContain('nothing charged');
    expect(summary).not.toContain('duplicates, charged');
  });
});
