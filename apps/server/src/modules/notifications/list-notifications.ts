import { and, count, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPage = { objects: NotificationRow[]; hasNext: boolean; endCursor: string | null };
export type Reader = { userId: number; companyId: number | null };

export const NOTIFICATION_PAGE_SIZE = 6;
const MAX_PAGE_SIZE = 50;

/** The reader's own notifications: of the acting company, or company-less ones. */
export function readerScope(reader: Reader): SQL {
  const company =
    reader.companyId === null
      ? isNull(notifications.companyId)
      : or(isNull(notifications.companyId), eq(notifications.companyId, reader.companyId));
  return and(eq(notifications.userId, reader.userId), company)!;
}

export const encodeCursor = (id: number) => Buffer.from(`notification:${id}`).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^notification:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Newest first, cursor paging by id (ids grow with time, so the order is stable under inserts). */
export async function listNotifications(
  db: Db,
  reader: Reader,
  args: { first?: number | null; after?: string | null },
): Promise<NotificationPage> {
  const first = Math.min(MAX_PAGE_SIZE, Math.max(1, args.first ?? NOTIFICATION_PAGE_SIZE));
  const afterId = decodeCursor(args.after);
  const rows = await db
    .select()
    .from(notifications)
    .where(and(readerScope(reader), afterId === null ? undefined : lt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(first + 1);
  const objects = rows.slice(0, first);
  const last = objects.at(-1);
  return { objects, hasNext: rows.length > first, endCursor: last ? encodeCursor(last.id) : null };
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(readerScope(reader), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}
