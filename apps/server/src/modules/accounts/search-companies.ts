import { asc, count, ilike } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { companies } from '../../db/schema/index';
import { type Paged, pageWindow, toPaged } from '../../graphql/paged';
import type { CompanyRow } from './accounts.types';

export const COMPANY_SEARCH_PAGE_SIZE = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Staff's company filter: name contains the term, case-insensitive, 20 per page. */
export async function searchCompanies({
  deps: { db },
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { searchTerm?: string | null; page?: number | null };
}): Promise<Paged<CompanyRow>> {
  const window = pageWindow(input.page, COMPANY_SEARCH_PAGE_SIZE);
  const term = input.searchTerm?.trim();
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
