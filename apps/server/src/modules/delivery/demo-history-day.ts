import type { AdEvent } from '@portal/domain/delivery-api';
import { like } from 'drizzle-orm';
import { type DemoCatalog, demoCatalogs } from '../../../../simulator/src/demo-marketplace';
import { createSeenProducts, type SeenProducts } from '../../../../simulator/src/shopper';
import type { Db } from '../../db/client';
import { adEventIds } from '../../db/schema/index';
import { chargePendingSpend } from './charge-spend';
import { type BuiltCatalogs, buildCatalogIndexes } from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import type { DeliveryIndex } from './delivery-index-model';
import { loadSpend } from './delivery-index-spend';
import { deliveryRowsAsOf } from './demo-history-as-of';
import { loadPriceTimelines } from './demo-history-prices';
import { hourOfTraffic, hourRandom, visitsInHour } from './demo-history-traffic';
import { FrequencyCap } from './frequency-cap';
import { ingestEvents } from './ingest-events';
import { addTraffic, TrafficCounts } from './traffic-counts';

/**
 * One simulated day of the demo history (demo-history-job.ts), written by the engine's own code at simulated
 * time: the index as of the day's start (loadDeliveryRows + buildCatalogIndexes), its spend and wallets
 * re-read every two simulated hours (loadSpend + applySpend, as the live index does every few seconds), each
 * hour's page views decided by `decide` (demo-history-traffic.ts; purchases at the price in effect, from the
 * products' price history read once a day), their events ingested by `ingestEvents`
 * with the simulated clock, and each hour's accrued spend charged by `chargePendingSpend` at its end (one
 * wallet transaction per ad set and hour with spend, dated in that hour). Budgets, pacing and the wallet hold
 * as they do live.
 *
 * Each batch of events is one transaction (events, spend and rollups together) and charging is idempotent,
 * so a crash loses nothing written. A second attempt at the day skips the hours that have events already (the
 * hour cut short loses the rest of its traffic: a quieter hour, never one counted twice).
 */

const HOUR_MS = 3_600_000;
/**
 * Spend and wallets are re-read every this many simulated hours (the live index re-reads them every few
 * seconds; a coarser step keeps 90 days within about a minute).
 */
export const HISTORY_REFRESH_EVERY_HOURS = 2;
const BATCH = 1_000;

export type HistoryDayDeps = { db: Db; secret: Buffer };
export type HistoryDay = {
  /** 0 for the oldest day: seeds the day's draws. */
  dayNo: number;
  startMs: number;
  /** The day's end: the next day's start, or the moment the history was asked for (today). */
  endMs: number;
  /** Page views per catalog and day. */
  perDay: number;
  seed: number;
  /** Nothing happens after this (the moment the history was asked for). */
  historyEndMs: number;
  /** A second attempt (the first crashed): the hours that have events already are not written again. */
  resume?: boolean;
};
export type HistoryDayResult = { events: number; accepted: number; rejected: number; chargedMicros: bigint };

/** The first hour of the day with no event yet (0 when none is written): where a second attempt resumes. */
async function firstHourToWrite(db: Db, dayNo: number): Promise<number> {
  const rows = await db
    .select({ eventId: adEventIds.eventId })
    .from(adEventIds)
    .where(like(adEventIds.eventId, `demo-${dayNo}-%`));
  let next = 0;
  for (const { eventId } of rows) {
    const hour = Number(eventId.split('-')[3]);
    if (Number.isInteger(hour)) next = Math.max(next, hour + 1);
  }
  return next;
}

/** The simulator's view of each catalog that has ad sets, with the database's ids. */
function simulatedCatalogs(built: BuiltCatalogs): DemoCatalog[] {
  const found: DemoCatalog[] = [];
  for (const catalog of built.catalogs.values()) {
    if (catalog.adSets.length === 0) continue;
    const demo = demoCatalogs.find((candidate) => candidate.code === catalog.code);
    if (demo) found.push({ ...demo, id: catalog.id });
  }
  return found;
}

export async function writeHistoryDay(deps: HistoryDayDeps, day: HistoryDay): Promise<HistoryDayResult> {
  const result: HistoryDayResult = { events: 0, accepted: 0, rejected: 0, chargedMicros: 0n };
  const built = buildCatalogIndexes(await deliveryRowsAsOf(deps.db, new Date(day.startMs)));
  const catalogs = simulatedCatalogs(built);
  const adSets = [...built.catalogs.values()].flatMap((catalog) =>
    catalog.adSets.map((adSet) => ({ id: adSet.id, companyId: adSet.companyId, timeZone: catalog.timeZone })),
  );
  const frequencyCap = new FrequencyCap();
  const seen = new Map<number, SeenProducts>(catalogs.map((catalog) => [catalog.id, createSeenProducts()]));
  const prices = await loadPriceTimelines(
    deps.db,
    catalogs.map((catalog) => catalog.id),
    new Date(day.historyEndMs),
  );
  let waiting: AdEvent[] = [];
  const traffic = new TrafficCounts();
  const firstHour = day.resume ? await firstHourToWrite(deps.db, day.dayNo) : 0;

  const ingestUpTo = async (clockMs: number) => {
    await addTraffic(deps.db, traffic.take());
    const clock = new Date(clockMs);
    const due = waiting.filter((event) => Date.parse(event.occurredAt) <= clockMs);
    waiting = waiting.filter((event) => Date.parse(event.occurredAt) > clockMs);
    for (let start = 0; start < due.length; start += BATCH) {
      const answer = await ingestEvents(
        { db: deps.db, secret: deps.secret, now: () => clock },
        due.slice(start, start + BATCH),
      );
      result.accepted += answer.accepted;
      result.rejected += answer.rejected.length;
    }
  };
  const charge = async (clockMs: number) => {
    const charged = await chargePendingSpend({ db: deps.db, now: () => new Date(clockMs) });
    result.chargedMicros += charged.chargedMicros;
  };

  let index: DeliveryIndex | null = null;
  for (let hour = firstHour; hour < 24; hour++) {
    const startMs = day.startMs + hour * HOUR_MS;
    if (startMs >= day.endMs) break;
    const endMs = Math.min(startMs + HOUR_MS, day.endMs);
    if (catalogs.length > 0) {
      index ??= applySpend(built, await loadSpend(deps.db, new Date(startMs), adSets), day.startMs);
      for (const catalog of catalogs) {
        const share = (endMs - startMs) / HOUR_MS;
        const events = hourOfTraffic({
          index,
          frequencyCap,
          secret: deps.secret,
          catalog,
          seen: seen.get(catalog.id)!,
          prices: prices.get(catalog.id) ?? new Map(),
          random: hourRandom(day.seed, catalog.id, day.dayNo, hour),
          startMs,
          visits: Math.floor(visitsInHour(day.perDay, hour) * share),
          spanMs: endMs - startMs,
          key: `${day.dayNo}-${catalog.id}-${hour}`,
          traffic,
        });
        result.events += events.length;
        waiting.push(...events);
      }
    }
    // Each hour's events stored and charged a moment before its end, on the simulated clock (live, the
    // engine charges at most a minute apart): a charge then falls on the day of the spend it carries in every
    // whole-hour zone, so a Singapore user's transactions of a day add up to that day's report costs. Charged
    // once a UTC day, a day's spend was dated 07:59 the next day in Singapore.
    await ingestUpTo(endMs - 1);
    await charge(endMs - 1);
    if ((hour + 1) % HISTORY_REFRESH_EVERY_HOURS === 0) index = null;
  }
  await ingestUpTo(day.endMs - 1);
  // Purchases after the day's last hour are counted with it, unless they would lie beyond the history's end.
  waiting = waiting.filter((event) => Date.parse(event.occurredAt) <= day.historyEndMs);
  await charge(day.endMs - 1);
  // Only purchases remain (clicks come within a minute of their page view): they cost nothing.
  await ingestUpTo(Math.max(day.endMs, ...waiting.map((event) => Date.parse(event.occurredAt))));
  return result;
}
