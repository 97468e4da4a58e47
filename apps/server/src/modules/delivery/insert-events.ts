import { sql } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';
import { type UnnestColumn, unnestRows } from './unnest-rows';

type Column = UnnestColumn<AdEventInsert>;

const text = (value: string | null | undefined) => value ?? null;
const micros = (value: bigint | null | undefined) => (value ?? 0n).toString();

/** The columns of `ad_events` a batch writes (`seq` is the table's own), with their types for `unnest`. */
const columns: readonly Column[] = [
  ['event_id', 'text', (row) => row.eventId],
  ['item_index', 'integer', (row) => row.itemIndex ?? 0],
  ['kind', 'text', (row) => row.kind],
  ['occurred_at', 'timestamptz', (row) => row.occurredAt.toISOString()],
  ['received_at', 'timestamptz', (row) => (row.receivedAt ?? new Date()).toISOString()],
  ['shopper_id', 'text', (row) => row.shopperId],
  ['catalog_id', 'integer', (row) => row.catalogId],
  ['company_id', 'integer', (row) => row.companyId ?? null],
  ['campaign_id', 'integer', (row) => row.campaignId ?? null],
  ['ad_set_id', 'integer', (row) => row.adSetId ?? null],
  ['brand_id', 'integer', (row) => row.brandId ?? null],
  ['decision_id', 'text', (row) => text(row.decisionId)],
  ['sku', 'text', (row) => row.sku ?? ''],
  ['platform', 'text', (row) => row.platform ?? ''],
  ['page_type', 'text', (row) => row.pageType ?? ''],
  ['search_term', 'text', (row) => row.searchTerm ?? ''],
  ['banner_type', 'text', (row) => row.bannerType ?? ''],
  ['cost_micros', 'bigint', (row) => micros(row.costMicros)],
  ['order_id', 'text', (row) => text(row.orderId)],
  ['quantity', 'integer', (row) => row.quantity ?? 0],
  ['sales_micros', 'bigint', (row) => micros(row.salesMicros)],
  ['attribution', 'text', (row) => text(row.attribution)],
  ['attributed_event_id', 'text', (row) => text(row.attributedEventId)],
  ['item_sku', 'text', (row) => text(row.itemSku)],
];

/** Stores a batch's events in one statement whatever its size (unnest-rows.ts). */
export async function insertEvents(tx: Tx, rows: readonly AdEventInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ad_events ${unnestRows(columns, rows)}`);
}
