import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brandCatalogs, catalogs, companyBrands, currencies } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { parseRowId } from '../../graphql/row-id';

type Deps = { deps: Pick<AppDeps, 'db'> };

/** Every currency, by code. */
export function listCurrencies({ deps }: Deps) {
  return deps.db.select().from(currencies).orderBy(asc(currencies.code));
}

/** Every marketplace catalog, in the order they were opened. */
export function listCatalogs({ deps }: Deps) {
  return deps.db.select().from(catalogs).orderBy(asc(catalogs.id));
}

/**
 * brandCatalogs: the catalogs where the brand sells, or without one any brand of the acting company; once
 * each, by id. A brand the company does not have (or no acting company) finds none.
 */
export async function listBrandCatalogs({
  deps,
  actor,
  input,
}: Deps & { actor: Pick<SignedIn, 'companyId'>; input: { brandId?: string | number | null } }) {
  if (actor.companyId === null) return [];
  const brandId = input.brandId ? parseRowId(input.brandId) : null;
  if (input.brandId && brandId === null) return [];
  const rows = await deps.db
    .selectDistinct({ catalog: catalogs })
    .from(companyBrands)
    .innerJoin(brandCatalogs, eq(brandCatalogs.brandId, companyBrands.brandId))
    .innerJoin(catalogs, eq(catalogs.id, brandCatalogs.catalogId))
    .where(
      and(
        eq(companyBrands.companyId, actor.companyId),
        brandId === null ? undefined : eq(companyBrands.brandId, brandId),
      ),
    )
    .orderBy(asc(catalogs.id));
  return rows.map((row) => row.catalog);
}
