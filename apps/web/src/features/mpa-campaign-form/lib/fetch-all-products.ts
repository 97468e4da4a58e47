import type { Client } from 'urql';
import { CATALOG_BULK_PAGE_SIZE, catalogProductsQuery } from '../api/get-catalog-products';
import type { MetaProductRow } from '../api/meta-product-fields';

/** Where a list of products comes from: the whole catalog, a CSV's SKUs or a search term. */
export type ProductSource = { skus?: string[] | null; searchTerm?: string | null };

type ProductPage = { objects: MetaProductRow[]; totalCount: number; nextPage?: string | null };

async function fetchPage(
  client: Client,
  sellerId: string,
  source: ProductSource,
  cursor: string | null,
): Promise<ProductPage> {
  const result = await client
    .query(catalogProductsQuery, {
      sellerId,
      skus: source.skus ?? null,
      searchTerm: source.searchTerm ?? null,
      cursor,
      limit: CATALOG_BULK_PAGE_SIZE,
    })
    .toPromise();
  const page = result.data?.metaCatalogProducts;
  if (result.error || !page) throw result.error ?? new Error('mpaForm:error.productsFailed');
  return page;
}

/**
 * Every product of `source`, in pages of 1,000 (spec 3 §7: "export of all matching uses 1000"), telling
 * `onProgress` how many of how many have come. Throws the request's error.
 */
export async function fetchAllProducts(
  client: Client,
  sellerId: string,
  source: ProductSource,
  onProgress: (loaded: number, total: number) => void = () => {},
): Promise<MetaProductRow[]> {
  const rows: MetaProductRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage(client, sellerId, source, cursor);
    rows.push(...page.objects);
    onProgress(rows.length, Math.max(page.totalCount, rows.length));
    cursor = page.nextPage ?? null;
  } while (cursor);
  return rows;
}
