import { and, count, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { notifications } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPage = { objects: NotificationRow[]; hasNext: boolean; endCursor: string | null };

/** Who reads: notifications are per user, in the acting company. */
export type NotificationActor = Pick<SignedIn, 'user' | 'companyId'>;

export const NOTIFICATION_PAGE_SIZE = 6;
const MAX_PAGE_SIZE = 50;

/** The reader's own notifications: of the acting company, or company-less ones. */
export function readerScope(actor: NotificationActor): SQL {
  const company =
    actor.companyId === null
      ? isNull(notifications.companyId)
      : or(isNull(notifications.companyId), eq(notifications.companyId, actor.companyId));
  return and(eq(notifications.userId, actor.user.id), company)!;
}

export const encodeCursor = (id: number) => Buffer.from(`notification:${id}`).toString('base64url');

export function decodeCursor(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^notification:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Newest first, cursor paging by id (ids grow with time, so the order is stable under inserts). */
export async function listNotifications({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: NotificationActor;
  input: { first?: number | null; after?: string | null };
}): Promise<NotificationPage> {
  const first = Math.min(MAX_PAGE_SIZE, Math.max(1, input.first ?? NOTIFICATION_PAGE_SIZE));
  const afterId = decodeCursor(input.after);
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(and(readerScope(actor), afterId === null ? undefined : lt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(first + 1);
  const objects = rows.slice(0, first);
  const last = objects.at(-1);
  return { objects, hasNext: rows.length > first, endCursor: last ? encodeCursor(last.id) : null };
}

export async function countUnread({
  deps,
  actor,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: NotificationActor;
}): Promise<number> {
  const [row] = await deps.db
    .select({ value: count() })
    .from(notifications)
    .where(and(readerScope(actor), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}
