import { and, asc, count, notExists, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brands, companyBrands } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { pageWindow, toPaged } from '../../graphql/paged';
import { BRAND_PAGE_SIZE, brandNameContains } from './brand-search';

/** searchBrands: marketplace brands by name, pages of 20; inside a company, only those it does not have yet. */
export async function searchBrands({
  deps: { db },
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  /** Null before sign-in. */
  actor: Pick<SignedIn, 'companyId'> | null;
  input: { searchTerm?: string | null; page?: number | null };
}) {
  const companyId = actor?.companyId ?? null;
  const { page, limit, offset } = pageWindow(input.page, BRAND_PAGE_SIZE);
  const notYetAdded: SQL | undefined =
    companyId === null
      ? undefined
      : notExists(
          db
            .select({ one: sql`1` })
            .from(companyBrands)
            .where(
              and(
                sql`${companyBrands.brandId} = ${brands.id}`,
                sql`${companyBrands.companyId} = ${companyId}`,
              ),
            ),
        );
  const where = and(brandNameContains(input.searchTerm), notYetAdded);
  const [rows, [total]] = await Promise.all([
    db.select().from(brands).where(where).orderBy(asc(brands.name)).limit(limit).offset(offset),
    db.select({ value: count() }).from(brands).where(where),
  ]);
  return toPaged(rows, total?.value ?? 0, page, BRAND_PAGE_SIZE);
}
