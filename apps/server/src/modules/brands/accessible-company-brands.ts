import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, companyBrands } from '../../db/schema/index';
import { pageWindow, toPaged } from '../../graphql/paged';
import { brandNameContains, MAX_BRAND_PAGE_SIZE } from './brand-search';

/** accessibleCompanyBrands: the brands of one company, by name, paged. */
export async function accessibleCompanyBrands(
  db: Db,
  args: { companyId: number; searchTerm?: string | null; page?: number | null; pageSize: number },
) {
  const pageSize = Math.min(Math.max(args.pageSize, 1), MAX_BRAND_PAGE_SIZE);
  const { page, limit, offset } = pageWindow(args.page, pageSize);
  const where = and(eq(companyBrands.companyId, args.companyId), brandNameContains(args.searchTerm));
  const [rows, [total]] = await Promise.all([
    db
      .select({ brand: brands })
      .from(companyBrands)
      .innerJoin(brands, eq(brands.id, companyBrands.brandId))
      .where(where)
      .orderBy(asc(brands.name))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(companyBrands)
      .innerJoin(brands, eq(brands.id, companyBrands.brandId))
      .where(where),
  ]);
  return toPaged(
    rows.map((row) => row.brand),
    total?.value ?? 0,
    page,
    pageSize,
  );
}
