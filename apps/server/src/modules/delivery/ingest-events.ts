import type { EventsCharge, EventsResponse } from '@portal/domain/delivery-api';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type { Tx } from '../wallet/ledger';
import { type Accrual, accrueSpend } from './accrue-spend';
import { type AdEventInsert, attributePurchases } from './attribute-purchase';
import { ensureEventPartitions } from './event-partitions';
import {
  isChargeable,
  type PurchaseEvent,
  type Rejection,
  type TokenEvent,
  type ValidEvent,
  validateEvents,
} from './event-validation';
import { checkAgainstCatalog, type IngestContext, loadIngestContext } from './ingest-events-context';
import { type BatchCounts, type QueuedBatch, storeInGroup } from './ingest-group';
import { insertEvents } from './insert-events';
import { storeRollups } from './store-rollups';

/**
 * `POST /v1/ads/events` (decisions 0190, 0192, docs/delivery-api.md): checks each event of a batch on its own,
 * then stores the valid ones with the batches that arrived beside it (ingest-group.ts) in ONE transaction:
 * dedupes them by event id (`ad_event_ids`: the same id twice, in this group or an earlier one, counts once),
 * accrues the charged ones' spend under the ad sets' row locks, stores them in `ad_events` (a purchase as one
 * row per item, credited by attribute-purchase.ts) and adds them to the rollups. A crash before the commit
 * rolls all of it back and answers no batch; the marketplace sends them again.
 *
 * One charge per token: a token names one ad shown once, so only the first charged event (click of a CPC
 * ad, impression of a CPI ad) it brings is charged, whatever its event id; the key `token:<signature>` in
 * `ad_event_ids` remembers it. Later events with the same token are stored and counted at cost 0.
 *
 * One credit per order (decision 0256): an order is reported by one purchase event; another purchase of the
 * same catalog and `orderId` under a new event id is a duplicate (`order:<catalogId>:<orderId>` claimed once).
 */

export type IngestDeps = Pick<AppDeps, 'db' | 'secret' | 'now'>;

type StoredCounts = BatchCounts & { charged: EventsCharge[] };
type StoredAnswer = StoredCounts & { rejected: Rejection[] };

const tokenKey = (event: TokenEvent) => `token:${event.tokenKey}`;
const orderKey = (event: PurchaseEvent) => `order:${event.catalogId}:${event.orderId}`;
const byIndex = (a: Rejection, b: Rejection) => a.index - b.index;

export async function ingestEvents(deps: IngestDeps, raw: readonly unknown[]): Promise<EventsResponse> {
  const now = deps.now();
  const checked = validateEvents(raw, { secret: deps.secret, now });
  if (checked.valid.length === 0)
    return { accepted: 0, duplicates: 0, charged: [], rejected: checked.rejected };
  const stored = await storeInGroup(deps.db, { events: checked.valid, now }, (batches) =>
    storeGroup(deps.db, batches),
  );
  return { ...stored, rejected: [...checked.rejected, ...stored.rejected].sort(byIndex) };
}

/** One group of batches (ingest-group.ts): read once, checked per batch, stored in one transaction. */
async function storeGroup(db: Db, batches: readonly QueuedBatch[]): Promise<StoredAnswer[]> {
  const context = await loadIngestContext(
    db,
    batches.flatMap((batch) => batch.events),
  );
  const checked = batches.map((batch) => ({ ...checkAgainstCatalog(batch.events, context), now: batch.now }));
  const kept = checked.flatMap((batch) => batch.kept);
  if (kept.length === 0)
    return checked.map(({ rejected }) => ({ accepted: 0, duplicates: 0, charged: [], rejected }));
  // Outside the group's transaction: a partition is DDL, made once per day and shared by every batch.
  await ensureEventPartitions(
    db,
    kept.map((event) => event.occurredAt),
  );
  const now = new Date(Math.max(...batches.map((batch) => batch.now.getTime())));
  const counts = await db.transaction((tx) =>
    storeBatches(
      tx,
      checked.map((batch) => ({ events: batch.kept, now: batch.now })),
      context,
      now,
    ),
  );
  return counts.map((count, index) => ({ ...count, rejected: checked[index]!.rejected }));
}

/** Inserts the keys not seen before (sorted, so concurrent groups lock them in one order); answers them. */
async function claimKeys(tx: Tx, keys: readonly string[]): Promise<Set<string>> {
  const sorted = [...new Set(keys)].sort();
  const result = await tx.execute(
    sql`insert into ad_event_ids (event_id) select * from unnest(${sql.param(sorted)}::text[])
        on conflict do nothing returning event_id`,
  );
  return new Set(result.rows.map((row) => (row as { event_id: string }).event_id));
}

/**
 * Gives back token keys claimed beside event ids that turned out to be duplicates (the claim is one statement
 * for both, before it is known which ids are new): a resent event id that carries another decision's token
 * must not use up that token's one charge, or its first real event would go uncharged. Deleted in the same
 * transaction, so a concurrent group waiting on the key sees it free once this one commits.
 */
async function releaseKeys(tx: Tx, keys: readonly string[]) {
  if (keys.length === 0) return;
  await tx.execute(
    sql`delete from ad_event_ids where event_id = any(${sql.param([...new Set(keys)].sort())}::text[])`,
  );
}

/**
 * Claims the orders of the purchases whose event ids are new (a duplicate event claims nothing, so a resent
 * event never takes its order from the event that reports it); answers the orders claimed now. After the
 * event ids' claim and before any row lock, in their own key space, so concurrent groups cannot deadlock.
 */
async function claimOrders(tx: Tx, events: readonly ValidEvent[], fresh: ReadonlySet<string>) {
  const purchases = events.filter(
    (event): event is PurchaseEvent => event.kind === 'PURCHASE' && fresh.has(event.eventId),
  );
  if (purchases.length === 0) return new Set<string>();
  return claimKeys(tx, purchases.map(orderKey));
}

/** What each batch's accrued events cost, per company, in the order of the company ids. */
function chargesPerBatch(
  accruals: readonly { event: TokenEvent; batch: number }[],
  costs: ReadonlyMap<TokenEvent, bigint>,
  batchCount: number,
): EventsCharge[][] {
  const sums = Array.from(
    { length: batchCount },
    () => new Map<number, { events: number; micros: bigint }>(),
  );
  for (const { event, batch } of accruals) {
    const cost = costs.get(event) ?? 0n;
    if (cost <= 0n) continue;
    const companyId = event.token.companyId;
    const sum = sums[batch]!.get(companyId) ?? { events: 0, micros: 0n };
    sum.events += 1;
    sum.micros += cost;
    sums[batch]!.set(companyId, sum);
  }
  return sums.map((perCompany) =>
    [...perCompany]
      .sort(([a], [b]) => a - b)
      .map(([companyId, sum]) => ({ companyId, events: sum.events, costMicros: sum.micros.toString() })),
  );
}

/**
 * Stores the batches' events; answers each batch's counts and charges. An event id is new for the first event
 * that brings it (in the batches' order); every other occurrence, in this group or an earlier one, is a
 * duplicate.
 */
async function storeBatches(
  tx: Tx,
  batches: readonly QueuedBatch[],
  context: IngestContext,
  now: Date,
): Promise<StoredCounts[]> {
  const events = batches.flatMap((batch) => batch.events);
  const chargeable = events.filter(
    (event): event is TokenEvent => event.kind !== 'PURCHASE' && isChargeable(event),
  );
  const fresh = await claimKeys(tx, [...events.map((event) => event.eventId), ...chargeable.map(tokenKey)]);
  const freshOrders = await claimOrders(tx, events, fresh);

  const taken = new Set<string>();
  const tokensUsed = new Set<string>();
  const receivedAt = new Map<string, Date>();
  const accruals: Accrual[] = [];
  const accrualBatch: { event: TokenEvent; batch: number }[] = [];
  const purchases: PurchaseEvent[] = [];
  const counts = batches.map((batch, batchIndex) => {
    const count: BatchCounts = { accepted: 0, duplicates: 0 };
    for (const event of batch.events) {
      if (!fresh.has(event.eventId) || taken.has(event.eventId)) {
        count.duplicates += 1;
        continue;
      }
      taken.add(event.eventId);
      if (event.kind === 'PURCHASE') {
        if (!freshOrders.delete(orderKey(event))) {
          count.duplicates += 1;
          continue;
        }
        purchases.push(event);
      } else {
        const key = tokenKey(event);
        const charged = isChargeable(event) && fresh.has(key) && !tokensUsed.has(key);
        if (charged) tokensUsed.add(key);
        accruals.push({ event, charged });
        accrualBatch.push({ event, batch: batchIndex });
      }
      count.accepted += 1;
      receivedAt.set(event.eventId, batch.now);
    }
    return count;
  });
  await releaseKeys(
    tx,
    chargeable.map(tokenKey).filter((key) => fresh.has(key) && !tokensUsed.has(key)),
  );

  const costs = await accrueSpend(tx, accruals, context, now);
  const tokenRows: AdEventInsert[] = accruals.map(({ event }) => ({
    eventId: event.eventId,
    itemIndex: 0,
    kind: event.kind,
    occurredAt: event.occurredAt,
    receivedAt: receivedAt.get(event.eventId)!,
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
  // After the clicks and impressions are stored: a purchase may follow a click of the same group.
  const purchaseRows = (await attributePurchases(tx, purchases, context)).map((row) => ({
    ...row,
    receivedAt: receivedAt.get(row.eventId)!,
  }));
  await insertEvents(tx, purchaseRows);
  await storeRollups(tx, [...tokenRows, ...purchaseRows]);
  const charges = chargesPerBatch(accrualBatch, costs, batches.length);
  return counts.map((count, index) => ({ ...count, charged: charges[index]! }));
}

/** For tests and the benchmark: whether the default partition is still empty (it should be). */
export async function defaultPartitionRows(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const result = await deps.db.execute(sql`select count(*)::int as n from ad_events_default`);
  return Number((result.rows[0] as { n: number }).n);
}
