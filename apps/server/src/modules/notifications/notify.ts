import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, notifications, roles } from '../../db/schema/index';
import type { NotificationMessage } from './messages';

export type NotificationInput = {
  /** A short machine name, e.g. MEMBER_JOINED, CAMPAIGN_APPROVED, LOW_BALANCE. */
  kind: string;
  /**
   * Trusted English markup built by the caller: every user-provided piece must go through `escapeHtml`.
   * Shown as it is only where `message` is missing or unknown to the reader's web app.
   */
  messageHtml: string;
  /** The same text as a key and values, written in the reader's language when read (messages.ts). */
  message?: NotificationMessage | null;
  /** An in-app path ("/user") or an absolute URL. */
  link?: string | null;
  thumbnail?: string | null;
};

/** Characters that would change the meaning of HTML, replaced by entities. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One notification per user (duplicates dropped). `companyId` null: shown whatever company the user acts for. */
export async function notifyUsers(
  db: Db,
  input: NotificationInput & { userIds: readonly number[]; companyId: number | null },
): Promise<number> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return 0;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      companyId: input.companyId,
      kind: input.kind,
      messageHtml: input.messageHtml,
      message: input.message ?? null,
      link: input.link ?? null,
      thumbnail: input.thumbnail ?? null,
    })),
  );
  return userIds.length;
}

/** The company's active owners and admins. */
export async function companyManagerIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.status, 'ACTIVE'),
        inArray(roles.name, ['OWNER', 'ADMIN']),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Tells the company's active owners and admins (plus `alsoUserIds`, minus `exceptUserIds`). */
export async function notifyCompanyManagers(
  db: Db,
  companyId: number,
  input: NotificationInput & { alsoUserIds?: readonly number[]; exceptUserIds?: readonly number[] },
): Promise<number> {
  const except = new Set(input.exceptUserIds ?? []);
  const userIds = [...(await companyManagerIds(db, companyId)), ...(input.alsoUserIds ?? [])].filter(
    (id) => !except.has(id),
  );
  return notifyUsers(db, { ...input, userIds, companyId });
}
