import { formatDecimalText } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { sponsorHistory } from '../../db/schema/index';

export type HistoryActionType = '+' | '~' | '-';
export type HistoryObjectType = 'CAMPAIGN' | 'AD_SET' | 'AD';

/** One changed field of one object, as the activity log shows it (old/new are display strings). */
export type HistoryChange = {
  actionType: HistoryActionType;
  objectType: HistoryObjectType;
  field: string;
  old: string | null;
  new: string | null;
};

export type HistoryActor = { userId: number | null; impersonatorId: number | null };

export type RecordSponsorHistoryInput = {
  companyId: number;
  campaignId: number;
  objectType: HistoryObjectType;
  objectId: number;
  actor: HistoryActor;
  changes: HistoryChange[];
  now?: Date;
};

/**
 * Appends one activity-log row (spec 2 §3 "Activity log"). Nothing is written when nothing changed.
 * Pass the transaction so the log row commits (or rolls back) with the write it describes.
 */
export async function recordSponsorHistory(db: Db, input: RecordSponsorHistoryInput): Promise<void> {
  if (input.changes.length === 0) return;
  await db.insert(sponsorHistory).values({
    companyId: input.companyId,
    campaignId: input.campaignId,
    objectType: input.objectType,
    objectId: input.objectId,
    updatedBy: input.actor.userId,
    impersonatorId: input.actor.impersonatorId,
    changes: input.changes,
    ...(input.now ? { createdAt: input.now } : {}),
  });
}

/**
 * The display text of a stored value: dates as ISO, bigint micros as decimal text (fields ending in
 * `Micros` — the caller names the field without the suffix if it wants), arrays joined with ', ',
 * objects as JSON; null/undefined/empty string as null.
 */
export function formatHistoryValue(value: unknown, field = ''): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint')
    return field.endsWith('Micros') || isMoneyField(field) ? formatDecimalText(value, 2) : String(value);
  if (Array.isArray(value)) return value.map((v) => formatHistoryValue(v) ?? '').join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (value === '') return null;
  return String(value);
}

function isMoneyField(field: string) {
  return /budget|bid|price/i.test(field);
}

/** History field name for a column: `budgetTotalMicros` → `budgetTotal`. */
function displayField(field: string) {
  return field.endsWith('Micros') ? field.slice(0, -'Micros'.length) : field;
}

/**
 * The '~' changes between two versions of an object for the given fields ('+' when `before` is null,
 * '-' when `after` is null). Values are compared by their display text.
 */
export function diffFields<T extends Record<string, unknown>>(
  objectType: HistoryObjectType,
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: readonly (keyof T & string)[],
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    const oldText = before ? formatHistoryValue(before[field], field) : null;
    const newText = after ? formatHistoryValue(after[field], field) : null;
    if (before && after && oldText === newText) continue;
    if (!before && newText === null) continue;
    if (!after && oldText === null) continue;
    changes.push({
      actionType: !before ? '+' : !after ? '-' : '~',
      objectType,
      field: displayField(field),
      old: oldText,
      new: newText,
    });
  }
  return changes;
}
