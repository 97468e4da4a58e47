import type { EventsResponse } from '@portal/domain/delivery-api';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../wallet/ledger';
import { type Accrual, accrueSpend } from './accrue-spend';
import { type AdEventInsert, attributePurchases } from './attribute-purchase';
import { ensureEventPartitions } from './event-partitions';
import {
  isChargeable,
  type PurchaseEvent,
  type TokenEvent,
  type ValidEvent,
  validateEvents,
} from './event-validation';
import { checkAgainstCatalog, type IngestContext, loadIngestContext } from './ingest-events-context';
import { insertEvents } from './insert-events';
import { storeRollups } from './store-rollups';

/**
 * `POST /v1/ads/events` (decision 0190, docs/delivery-api.md): checks each event on its own, then stores the
 * batch's valid events in ONE transaction: dedupes them by event id (`ad_event_ids`: the same id twice, in
 * this batch or an earlier one, counts once), accrues the charged ones' spend under the ad sets' row locks,
 * stores them in `ad_events` (a purchase as one row per item, credited by attribute-purchase.ts) and adds
 * them to the hourly and daily rollups. A crash mid-batch rolls all of it back; the marketplace sends the batch again.
 *
 * One charge per token: a token names one ad shown once, so only the first charged event (click of a CPC
 * ad, impression of a CPI ad) it brings is charged, whatever its event id; the key `token:<signature>` in
 * `ad_event_ids` remembers it. Later events with the same token are stored and counted at cost 0.
 */

export type IngestDeps = Pick<AppDeps, 'db' | 'secret' | 'now'>;

const tokenKey = (event: TokenEvent) => `token:${event.tokenKey}`;

export async function ingestEvents(deps: IngestDeps, raw: readonly unknown[]): Promise<EventsResponse> {
  const now = deps.now();
  const checked = validateEvents(raw, { secret: deps.secret, now });
  const context = await loadIngestContext(deps.db, checked.valid);
  const { kept, rejected } = checkAgainstCatalog(checked.valid, context);
  const refused = [...checked.rejected, ...rejected].sort((a, b) => a.index - b.index);
  if (kept.length === 0) return { accepted: 0, duplicates: 0, rejected: refused };
  // Outside the batch's transaction: a partition is DDL, made once per day and shared by every batch.
  await ensureEventPartitions(
    deps.db,
    kept.map((event) => event.occurredAt),
  );
  const counts = await deps.db.transaction((tx) => storeBatch(tx, kept, context, now));
  return { ...counts, rejected: refused };
}

/** Inserts the keys not seen before (sorted, so concurrent batches lock them in one order); answers them. */
async function claimKeys(tx: Tx, keys: readonly string[]): Promise<Set<string>> {
  const sorted = [...new Set(keys)].sort();
  const result = await tx.execute(
    sql`insert into ad_event_ids (event_id) select * from unnest(${sql.param(sorted)}::text[])
        on conflict do nothing returning event_id`,
  );
  return new Set(result.rows.map((row) => (row as { event_id: string }).event_id));
}

async function storeBatch(
  tx: Tx,
  events: readonly ValidEvent[],
  context: IngestContext,
  now: Date,
): Promise<{ accepted: number; duplicates: number }> {
  const chargeable = events.filter(
    (event): event is TokenEvent => event.kind !== 'PURCHASE' && isChargeable(event),
  );
  const fresh = await claimKeys(tx, [...events.map((event) => event.eventId), ...chargeable.map(tokenKey)]);

  // The first occurrence of a fresh id is new; any other occurrence is a duplicate.
  const taken = new Set<string>();
  const tokensUsed = new Set<string>();
  const accruals: Accrual[] = [];
  const purchases: PurchaseEvent[] = [];
  let duplicates = 0;
  for (const event of events) {
    if (!fresh.has(event.eventId) || taken.has(event.eventId)) {
      duplicates += 1;
      continue;
    }
    taken.add(event.eventId);
    if (event.kind === 'PURCHASE') {
      purchases.push(event);
      continue;
    }
    const key = tokenKey(event);
    const charged = isChargeable(event) && fresh.has(key) && !tokensUsed.has(key);
    if (charged) tokensUsed.add(key);
    accruals.push({ event, charged });
  }

  const costs = await accrueSpend(tx, accruals, context, now);
  const tokenRows: AdEventInsert[] = accruals.map(({ event }) => ({
    eventId: event.eventId,
    itemIndex: 0,
    kind: event.kind,
    occurredAt: event.occurredAt,
    receivedAt: now,
    shopperId: event.shopperId,
    catalogId: event.token.catalogId,
    companyId: event.token.companyId,
    campaignId: event.token.campaignId,
    adSetId: event.token.adSetId,
    brandId: event.token.brandId,
    decisionId: event.token.decisionId,
    sku: event.token.sku,
    platform: event.token.platform,
    pageType: event.token.pageType,
    searchTerm: event.token.searchTerm,
    bannerType: event.token.bannerType,
    costMicros: costs.get(event) ?? 0n,
  }));
  await insertEvents(tx, tokenRows);
  // After the clicks and impressions are stored: a purchase may follow a click of the same batch.
  const purchaseRows = (await attributePurchases(tx, purchases, context)).map((row) => ({
    ...row,
    receivedAt: now,
  }));
  await insertEvents(tx, purchaseRows);
  await storeRollups(tx, [...tokenRows, ...purchaseRows]);
  return { accepted: taken.size, duplicates };
}

/** For tests and the benchmark: whether the default partition is still empty (it should be). */
export async function defaultPartitionRows(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const result = await deps.db.execute(sql`select count(*)::int as n from ad_events_default`);
  return Number((result.rows[0] as { n: number }).n);
}
