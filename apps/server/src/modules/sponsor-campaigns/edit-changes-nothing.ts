import type { CampaignRows } from './campaign-input';
import type { CampaignBundle } from './write-campaign-rows';

/** Statuses an unchanged save leaves as they are; a DRAFT's or a REJECTED campaign's save is a (re)submission. */
const KEPT_WHEN_UNCHANGED: ReadonlySet<string> = new Set([
  'PENDING_FOR_APPROVAL',
  'SCHEDULED',
  'DELIVERING',
  'NOT_DELIVERING',
  'COMPLETED',
]);

/** One value as stored: bigints and dates as text, undefined as null, arrays and objects by their JSON. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item) =>
    typeof item === 'bigint' ? `${item}n` : item === undefined ? null : item,
  );
}

/** Every field the edit would write holds the value already stored. */
function sameFields(stored: Record<string, unknown> | null, written: Record<string, unknown>): boolean {
  if (!stored) return false;
  return Object.entries(written).every(([field, value]) => comparable(stored[field]) === comparable(value));
}

function samePlacements(before: CampaignBundle, rows: CampaignRows): boolean {
  if (before.placements.length !== rows.placements.length) return false;
  const stored = new Map(before.placements.map((placement) => [placement.bannerTypeId, placement]));
  return rows.placements.every((placement) =>
    sameFields(stored.get(placement.bannerTypeId) ?? null, placement),
  );
}

/**
 * Whether saving `rows` over a live campaign changes nothing it stores (decision 0080 addendum): then the
 * save writes nothing and the campaign keeps its status instead of going back to staff review, so pressing
 * Save on an unchanged approved campaign no longer stops it. Compares exactly the values the edit writes.
 */
export function editChangesNothing(before: CampaignBundle, rows: CampaignRows): boolean {
  if (!before.adSet || !KEPT_WHEN_UNCHANGED.has(before.adSet.status)) return false;
  if (!sameFields(before.campaign, rows.campaign)) return false;
  if (!sameFields(before.adSet, rows.adSet)) return false;
  if (rows.productAd && !sameFields(before.productAd, rows.productAd)) return false;
  if (rows.bannerAd && (!before.bannerAd || before.bannerAd.name !== rows.bannerAd.name)) return false;
  return rows.bannerAd ? samePlacements(before, rows) : true;
}
