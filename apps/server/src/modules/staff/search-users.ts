import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies, memberships, users } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';

export const USER_SEARCH_PAGE_SIZE = 20;

export type StaffUserRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isActive: boolean;
  companyName: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Staff's impersonation list: e-mail or full name contains the term, 20 per page, with the landing company. */
export async function searchUsers({
  deps: { db },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { searchTerm?: string | null; page?: number | null };
}): Promise<Paged<StaffUserRow>> {
  const window = pageWindow(input.page, USER_SEARCH_PAGE_SIZE);
  const term = input.searchTerm?.trim().slice(0, 200);
  const pattern = term ? `%${escapeLike(term)}%` : null;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
    : undefined;
  // The company a user lands in: the oldest active membership (as defaultCompanyId picks it).
  const landing = db
    .selectDistinctOn([memberships.userId], { userId: memberships.userId, companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.status, 'ACTIVE'))
    .orderBy(memberships.userId, asc(memberships.id))
    .as('landing');
  const [objects, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isStaff: users.isStaff,
        isActive: users.isActive,
        companyName: companies.name,
      })
      .from(users)
      .leftJoin(landing, eq(landing.userId, users.id))
      .leftJoin(companies, eq(companies.id, landing.companyId))
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(users).where(and(where)),
  ]);
  return toPaged(objects, total?.value ?? 0, window.page, USER_SEARCH_PAGE_SIZE);
}
