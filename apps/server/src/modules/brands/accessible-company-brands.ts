import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brands, companyBrands } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { pageWindow, toPaged } from '../../graphql/paged';
import { parseRowId } from '../../graphql/row-id';
import { BRAND_PAGE_SIZE, brandNameContains, MAX_BRAND_PAGE_SIZE } from './brand-search';

/**
 * accessibleCompanyBrands: the brands of one company, by name, paged. `companyId` is honoured for staff
 * only; anyone else sees the acting company's brands.
 */
export async function accessibleCompanyBrands({
  deps: { db },
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: Pick<SignedIn, 'user' | 'companyId'>;
  input: {
    companyId?: string | number | null;
    searchTerm?: string | null;
    page?: number | null;
    pageSize?: number | null;
  };
}) {
  const asked = parseRowId(input.companyId);
  const companyId = actor.user.isStaff && asked !== null ? asked : actor.companyId;
  if (companyId === null) throw forbidden();
  const pageSize = Math.min(Math.max(input.pageSize ?? BRAND_PAGE_SIZE, 1), MAX_BRAND_PAGE_SIZE);
  const { page, limit, offset } = pageWindow(input.page, pageSize);
  const where = and(eq(companyBrands.companyId, companyId), brandNameContains(input.searchTerm));
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
