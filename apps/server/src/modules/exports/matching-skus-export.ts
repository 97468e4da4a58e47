import { formatDecimalText, parseDecimalToMicros } from '@portal/domain/money';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { brands, catalogs, companies, companyBrands, currencies } from '../../db/schema/index';
import { inputErrors } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { advertisableSellerIds } from '../sponsor-catalog/advertisable-sellers';
import { MATCHED_PRODUCTS_MAX_LIMIT, productsMatchedFilter } from '../sponsor-catalog/product-filter';
import { csvLine } from './csv';
import { ExportRefusedError, ExportTooLargeError } from './export-reasons';

type Params = Record<string, unknown>;
const MAX_ROWS = 100_000;

const isRowId = (value: unknown) => parseRowId(value) !== null;
const isRowIds = (value: unknown) => Array.isArray(value) && value.length <= 1000 && value.every(isRowId);
const isPrice = (value: unknown) =>
  typeof value === 'string' && (parseDecimalToMicros(value.trim()) ?? -1n) >= 0n;
const optional = (isValid: (value: unknown) => boolean, message: string) =>
  z
    .unknown()
    .refine((value) => value === null || value === undefined || value === '' || isValid(value), { message })
    .optional();

/** MATCHING_SKUS: the product filter of the wizard's content step (productsMatchedFilter's arguments). */
export const matchingSkusParams = z.looseObject({
  catalogId: z.unknown().refine(isRowId, { message: inputErrors.invalidId }),
  brandId: optional(isRowId, inputErrors.invalidId),
  categoryIds: optional(isRowIds, inputErrors.invalidId),
  sellerIds: optional(isRowIds, inputErrors.invalidId),
  minPrice: optional(isPrice, inputErrors.invalidValue),
  maxPrice: optional(isPrice, inputErrors.invalidValue),
});

const header = ['sku', 'name', 'brand', 'price', 'currency', 'stock', 'sizes', 'link'];
const ids = (value: unknown) => (Array.isArray(value) ? value.map((id) => parseRowId(id)!) : undefined);
const price = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? parseDecimalToMicros(value.trim()) : null;

/**
 * The products a content step's filter matches, as CSV (spec 2 §7 "matching SKUs"; pages of 1,000 as the
 * spec's export fetch): only the company's brands (one when `brandId` names it) and, with
 * validate_uploaded_product_seller on, its sellers' products, in the catalog's
 * currency, by SKU. Matching products are shown only to a company staff approved (spec 2 §5), so the
 * export of one that is not is refused with that reason.
 */
export async function writeMatchingSkusCsv(
  db: Db,
  companyId: number,
  params: Params,
  write: (chunk: string) => void,
): Promise<number> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company?.isApprovedByStaff) throw new ExportRefusedError('exports:reason.notApproved');
  const catalogId = parseRowId(params.catalogId)!;
  const [catalog] = await db
    .select({ currency: catalogs.currencyCode, digits: currencies.maxFractionDigits })
    .from(catalogs)
    .leftJoin(currencies, eq(currencies.code, catalogs.currencyCode))
    .where(eq(catalogs.id, catalogId));
  write(csvLine(header));
  if (!catalog) return 0;
  const own = await db
    .select({ id: brands.id, name: brands.name })
    .from(companyBrands)
    .innerJoin(brands, eq(brands.id, companyBrands.brandId))
    .where(eq(companyBrands.companyId, companyId));
  const brandId = parseRowId(params.brandId);
  const brandIds = own.map((brand) => brand.id).filter((id) => brandId === null || id === brandId);
  const brandNames = new Map(own.map((brand) => [brand.id, brand.name]));
  // With validate_uploaded_product_seller on, only the company's sellers' products, as the preview (0267).
  const companySellerIds = await advertisableSellerIds({ deps: { db }, input: { companyId } });
  const filter = {
    catalogId,
    brandIds,
    companySellerIds: companySellerIds ? [...companySellerIds] : null,
    categoryIds: ids(params.categoryIds),
    sellerIds: ids(params.sellerIds),
    minPriceMicros: price(params.minPrice),
    maxPriceMicros: price(params.maxPrice),
  };
  const digits = catalog.digits ?? 2;
  let count = 0;
  for (let offset = 0; ; offset += MATCHED_PRODUCTS_MAX_LIMIT) {
    const { objects } = await productsMatchedFilter({
      deps: { db },
      input: { filter, limit: MATCHED_PRODUCTS_MAX_LIMIT, offset },
    });
    for (const product of objects) {
      if (++count > MAX_ROWS) throw new ExportTooLargeError(MAX_ROWS);
      write(
        csvLine([
          product.sku,
          product.name,
          brandNames.get(product.brandId) ?? '',
          formatDecimalText(product.priceMicros, digits, digits),
          catalog.currency,
          product.stock,
          product.sizes.join(' '),
          product.link,
        ]),
      );
    }
    if (objects.length < MATCHED_PRODUCTS_MAX_LIMIT) return count;
  }
}
