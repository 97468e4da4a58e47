import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { notifications } from '../../db/schema/index';
import { parseRowId } from '../../graphql/row-id';
import { type NotificationActor, readerScope } from './list-notifications';

/** Accepts the pk ("12") or the global id the list gives ("Tm90aWZpY2F0aW9uOjEy"). */
export function notificationPk(id: string): number | null {
  if (/^\d+$/.test(id)) return parseRowId(id);
  const match = /^Notification:(\d+)$/.exec(Buffer.from(id, 'base64').toString());
  return match ? parseRowId(match[1]) : null;
}

export const globalNotificationId = (pk: number) => Buffer.from(`Notification:${pk}`).toString('base64');

/** Marks one of the reader's notifications read; somebody else's id finds nothing. */
export async function markNotificationAsRead({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: NotificationActor;
  input: { notificationId: string };
}) {
  const pk = notificationPk(input.notificationId);
  if (pk === null || pk > 2_147_483_647) return null;
  const [row] = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(readerScope(actor), eq(notifications.id, pk)))
    .returning();
  return row ?? null;
}

export async function markAllNotificationsAsRead({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: NotificationActor;
}): Promise<number> {
  const rows = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(readerScope(actor), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
