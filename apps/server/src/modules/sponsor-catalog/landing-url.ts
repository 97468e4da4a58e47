import { buildLandingUrl, landingUrlErrors, MAX_URL_LENGTH } from '@portal/domain/sponsor-landing-url';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import type { AppDeps } from '../../app-deps';
import type { FieldError } from '../../graphql/errors';
import { cleanSkus, MAX_SKU_LOOKUP, productsBySku } from './product-lookup';

type Catalog = { id: number; code: string; baseUrl: string };
type Result<T> = { ok: boolean; errors: FieldError[] } & T;

const failed = <T>(field: string, messages: string[], empty: T): Result<T> => ({
  ok: false,
  errors: [{ field, messages }],
  ...empty,
});

/** validateAdsUrl: the landing URL rules of the domain against the catalog's base URL. */
export function validateAdsUrl({ input }: { input: { url: string; catalog: Catalog } }): Result<object> {
  const messages = landingUrlErrors(input.url, input.catalog.baseUrl);
  return messages.length ? failed('url', messages, {}) : { ok: true, errors: [] };
}

/**
 * generateLandingUrl: one SKU lands on its product page, several on the catalog's listing of those
 * SKUs (decision 0078). Every SKU must exist in the catalog.
 */
export async function generateLandingUrl({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db'>;
  input: { skus: string[]; catalog: Catalog };
}): Promise<Result<{ landingUrl: string | null }>> {
  const empty = { landingUrl: null };
  const skus = cleanSkus(input.skus);
  if (skus === null) return failed('skus', [ruleMessage('maxSkus', { max: MAX_SKU_LOOKUP })], empty);
  if (skus.length === 0) return failed('skus', [ruleMessage('requireSkus')], empty);
  const found = await productsBySku({ deps, input: { catalogId: input.catalog.id, skus } });
  const missing = skus.filter((sku) => !found.some((product) => product.sku === sku));
  if (missing.length)
    return failed(
      'skus',
      missing.slice(0, 20).map((sku) => ruleMessage('skuNotFound', { sku })),
      empty,
    );
  const landingUrl =
    found.length === 1
      ? found[0]!.link
      : buildLandingUrl(input.catalog.baseUrl, `/sponsored?skus=${skus.map(encodeURIComponent).join(',')}`);
  if (landingUrl.length > MAX_URL_LENGTH)
    return failed('skus', [ruleMessage('urlTooLong', { max: MAX_URL_LENGTH })], empty);
  return { ok: true, errors: [], landingUrl };
}

/** The app scheme of a catalog's marketplace: fashionmarket-<code>://<path>?<query>. */
export function deeplinkFor(landingUrl: string, catalogCode: string, skus: string[]): string {
  const url = new URL(landingUrl);
  if (skus.length) url.searchParams.set('skus', skus.join(','));
  const path = url.pathname.replace(/^\/+/, '');
  return `fashionmarket-${catalogCode.toLowerCase()}://${path}${url.search}`;
}

/** generateDeeplink: the landing URL must pass the catalog rules; the deeplink is at most 250 characters. */
export function generateDeeplink({
  input,
}: {
  input: { landingUrl: string; catalog: Catalog; skus: string[] };
}): Result<{ deeplink: string | null }> {
  const empty = { deeplink: null };
  const messages = landingUrlErrors(input.landingUrl, input.catalog.baseUrl);
  if (messages.length) return failed('landingUrl', messages, empty);
  const skus = cleanSkus(input.skus) ?? [];
  const deeplink = deeplinkFor(
    buildLandingUrl(input.catalog.baseUrl, input.landingUrl.trim()),
    input.catalog.code,
    skus,
  );
  if (deeplink.length > MAX_URL_LENGTH)
    return failed('deeplink', [ruleMessage('urlTooLong', { max: MAX_URL_LENGTH })], empty);
  return { ok: true, errors: [], deeplink };
}
