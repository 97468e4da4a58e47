import { asc, count, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import type { CompanyRow } from './accounts.types';

export const COMPANY_SEARCH_PAGE_SIZE = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Staff's company filter: name contains the term, case-insensitive, 20 per page. */
export async function searchCompanies(
  db: Db,
  searchTerm: string | null | undefined,
  page: number | null | undefined,
): Promise<Paged<CompanyRow>> {
  const window = pageWindow(page, COMPANY_SEARCH_PAGE_SIZE);
  const term = searchTerm?.trim();
  const where = term ? ilike(companies.name, `%${escapeLike(term)}%`) : undefined;
  const [objects, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return toPaged(objects, total?.value ?? 0, window.page, COMPANY_SEARCH_PAGE_SIZE);
}
