import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import { type Reader, readerScope } from './list-notifications';

/** Accepts the pk ("12") or the global id the list gives ("Tm90aWZpY2F0aW9uOjEy"). */
export function notificationPk(id: string): number | null {
  if (/^\d+$/.test(id)) return parseRowId(id);
  const match = /^Notification:(\d+)$/.exec(Buffer.from(id, 'base64').toString());
  return match ? parseRowId(match[1]) : null;
}

export const globalNotificationId = (pk: number) => Buffer.from(`Notification:${pk}`).toString('base64');

/** Marks one of the reader's notifications read; somebody else's id finds nothing. */
export async function markNotificationAsRead(db: Db, reader: Reader, id: string) {
  const pk = notificationPk(id);
  if (pk === null || pk > 2_147_483_647) return null;
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(readerScope(reader), eq(notifications.id, pk)))
    .returning();
  return row ?? null;
}

export async function markAllNotificationsAsRead(db: Db, reader: Reader): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(readerScope(reader), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
