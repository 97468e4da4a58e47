import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brandCatalogs, catalogs, currencies } from '../../db/schema/index';

type Deps = { deps: Pick<AppDeps, 'db'> };

/** Every currency, by code. */
export function listCurrencies({ deps }: Deps) {
  return deps.db.select().from(currencies).orderBy(asc(currencies.code));
}

/** Every marketplace catalog, in the order they were opened. */
export function listCatalogs({ deps }: Deps) {
  return deps.db.select().from(catalogs).orderBy(asc(catalogs.id));
}

/** The catalogs where any of these brands sells, once each, by id. */
export async function listBrandCatalogs({ deps, input }: Deps & { input: { brandIds: number[] } }) {
  if (input.brandIds.length === 0) return [];
  const rows = await deps.db
    .selectDistinct({ catalog: catalogs })
    .from(brandCatalogs)
    .innerJoin(catalogs, eq(catalogs.id, brandCatalogs.catalogId))
    .where(inArray(brandCatalogs.brandId, input.brandIds))
    .orderBy(asc(catalogs.id));
  return rows.map((row) => row.catalog);
}
