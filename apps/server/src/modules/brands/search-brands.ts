import { and, asc, count, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, companyBrands } from '../../db/schema/index';
import { pageWindow, toPaged } from '../../graphql/paged';
import { BRAND_PAGE_SIZE, brandNameContains } from './brand-search';

/** searchBrands: marketplace brands by name, pages of 20; inside a company, only those it does not have yet. */
export async function searchBrands(
  db: Db,
  args: { companyId: number | null; searchTerm?: string | null; page?: number | null },
) {
  const { page, limit, offset } = pageWindow(args.page, BRAND_PAGE_SIZE);
  const notYetAdded: SQL | undefined =
    args.companyId === null
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(companyBrands)
            .where(
              and(
                sql`${companyBrands.brandId} = ${brands.id}`,
                sql`${companyBrands.companyId} = ${args.companyId}`,
              ),
            ),
        );
  const where = and(brandNameContains(args.searchTerm), notYetAdded);
  const [rows, [total]] = await Promise.all([
    db.select().from(brands).where(where).orderBy(asc(brands.name)).limit(limit).offset(offset),
    db.select({ value: count() }).from(brands).where(where),
  ]);
  return toPaged(rows, total?.value ?? 0, page, BRAND_PAGE_SIZE);
}
