import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { brands, companies, companyBrands } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';
import type { CompanyRow } from '../../graphql/loaders';
import { invalidateSessionCache } from '../auth/session-cache-listener';
import { MAX_BRAND_IDS, parseBrandIds } from './brand-search';

export type BrandsPayload = { ok: boolean; errors: FieldError[]; company: CompanyRow | null };

export const BRAND_ERRORS = {
  require: 'brands:error.requireBrand',
  tooMany: 'brands:error.tooManyBrands',
  unknown: 'brands:error.unknownBrand',
  notInCompany: 'brands:error.notInCompany',
} as const;

const refuse = (message: string): BrandsPayload => ({
  ok: false,
  errors: [{ field: 'brandIds', messages: [message] }],
  company: null,
});

function checkIds(rawIds: readonly (string | number)[]): number[] | string {
  if (rawIds.length === 0) return BRAND_ERRORS.require;
  if (rawIds.length > MAX_BRAND_IDS) return BRAND_ERRORS.tooMany;
  return parseBrandIds(rawIds) ?? BRAND_ERRORS.unknown;
}

async function companyRow(deps: Pick<AppDeps, 'db'>, companyId: number) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** addBrands: marketplace brands join the acting company; ones it already has are kept as they are. */
export async function addBrands({
  deps,
  actor: { companyId },
  input: { brandIds: rawIds },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { brandIds: readonly (string | number)[] };
}): Promise<BrandsPayload> {
  const ids = checkIds(rawIds);
  if (typeof ids === 'string') return refuse(ids);
  const known = await deps.db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids));
  if (known.length !== ids.length) return refuse(BRAND_ERRORS.unknown);
  await deps.db
    .insert(companyBrands)
    .values(ids.map((brandId) => ({ companyId, brandId })))
    .onConflictDoNothing();
  // This process's cached brand list goes at once; others' with the trigger's notification.
  invalidateSessionCache(deps.db, { companyId });
  return { ok: true, errors: [], company: await companyRow(deps, companyId) };
}

/** removeBrands: all or nothing; an id the company does not have (another company's brand) changes nothing. */
export async function removeBrands({
  deps,
  actor: { companyId },
  input: { brandIds: rawIds },
}: {
  deps: Pick<AppDeps, 'db'>;
  actor: { companyId: number };
  input: { brandIds: readonly (string | number)[] };
}): Promise<BrandsPayload> {
  const ids = checkIds(rawIds);
  if (typeof ids === 'string') return refuse(ids);
  const mine = and(eq(companyBrands.companyId, companyId), inArray(companyBrands.brandId, ids));
  const held = await deps.db.select({ id: companyBrands.brandId }).from(companyBrands).where(mine);
  if (held.length !== ids.length) return refuse(BRAND_ERRORS.notInCompany);
  await deps.db.delete(companyBrands).where(mine);
  invalidateSessionCache(deps.db, { companyId });
  return { ok: true, errors: [], company: await companyRow(deps, companyId) };
}
