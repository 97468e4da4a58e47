import { MAX_KEYWORDS } from '@portal/domain/sponsor-keywords';
import { buildLandingUrl, deeplinkErrors, landingUrlErrors } from '@portal/domain/sponsor-landing-url';
import { addError, type FieldErrors, ruleMessage } from '@portal/domain/sponsor-messages';
import { MAX_SKUS, maxSkusMessage, tooManySkus } from '@portal/domain/sponsor-skus';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bannerTypes,
  brandCatalogs,
  catalogs,
  companyBrands,
  products,
  uploadedImages,
} from '../../db/schema/index';
import { advertisableSellerIds } from '../sponsor-catalog/advertisable-sellers';
import type { CampaignRows } from './campaign-input';

/** Spec 2 §5 / §9 limits the server enforces whatever the client sent. */
export const MAX_CAMPAIGN_SKUS = MAX_SKUS;
export const MAX_CAMPAIGN_KEYWORDS = MAX_KEYWORDS;
export const MAX_NAME_LENGTH = 255;

/**
 * Keys of rules only the server can check (the web never shows them for a form it built itself);
 * they live in the `sponsorRules` namespace next to the domain's keys.
 */
export const serverRuleMessages = {
  imageNotUploaded: 'sponsorRules:imageNotUploaded',
  adTypeLocked: 'sponsorRules:adTypeLocked',
  adSetRemoved: 'sponsorRules:adSetRemoved',
  campaignNotFound: 'sponsorRules:campaignNotFound',
  invalidStatus: 'sponsorRules:invalidStatus',
  invalidProductImages: 'sponsorRules:invalidProductImages',
  duplicatePlacement: 'sponsorRules:duplicatePlacement',
  nameTooLong: 'sponsorRules:nameTooLong',
  supplierNotCompatible: 'sponsorRules:supplierNotCompatible',
} as const;

export type CatalogRow = typeof catalogs.$inferSelect;

/**
 * What only the database can answer (docs/decisions/0081): the brand is the company's, the catalog
 * one of the brand's, every SKU a product of the brand in that catalog, banner slots exist, images
 * were uploaded by this company, landing URLs stay under the catalog's base URL. Field paths are the
 * API input's. Returns the catalog when it is valid (callers reuse its base URL and time zone).
 */
export async function serverCampaignErrors(
  db: Db,
  { companyId, rows }: { companyId: number; rows: CampaignRows },
): Promise<{ errors: FieldErrors; catalog: CatalogRow | null; sellers: CompanySellers }> {
  const errors: FieldErrors = {};
  const { campaign, adSet } = rows;
  if (campaign.name.length > MAX_NAME_LENGTH) addError(errors, 'name', serverRuleMessages.nameTooLong);

  const [brand] = campaign.brandId
    ? await db
        .select({ brandId: companyBrands.brandId })
        .from(companyBrands)
        .where(and(eq(companyBrands.companyId, companyId), eq(companyBrands.brandId, campaign.brandId)))
    : [];
  if (!brand) addError(errors, 'brandId', ruleMessage('brandIsNotSelected'));

  const [catalog] =
    brand && adSet.catalogId
      ? await db
          .select({ catalog: catalogs })
          .from(brandCatalogs)
          .innerJoin(catalogs, eq(catalogs.id, brandCatalogs.catalogId))
          .where(
            and(eq(brandCatalogs.brandId, campaign.brandId), eq(brandCatalogs.catalogId, adSet.catalogId)),
          )
      : [];
  if (!catalog) addError(errors, 'adSet.catalogId', ruleMessage('targetCountryIsNotSelected'));

  for (const field of ['keywords', 'negativeKeywords'] as const) {
    if ((adSet[field]?.length ?? 0) > MAX_CAMPAIGN_KEYWORDS) {
      addError(errors, `adSet.${field}`, ruleMessage('maxKeywords', { max: MAX_CAMPAIGN_KEYWORDS }));
    }
  }

  const sellers = lazySellers(db, companyId);
  const skus = { db, brandId: campaign.brandId, sellers };
  if (rows.productAd && catalog) {
    await checkSkus(errors, 'adSet.productAd.skus', rows.productAd.skus ?? [], {
      ...skus,
      catalogId: catalog.catalog.id,
    });
  }
  if (rows.bannerAd)
    await checkPlacements(db, errors, { companyId, rows, catalog: catalog?.catalog ?? null, skus });
  return { errors, catalog: catalog?.catalog ?? null, sellers };
}

/** The company's advertisable sellers (null: any seller), read at most once per save. */
export type CompanySellers = () => Promise<Set<number> | null>;

/** The company's advertisable sellers, read once and only when a campaign names SKUs or sellers. */
function lazySellers(db: Db, companyId: number): CompanySellers {
  let sellers: Promise<Set<number> | null> | undefined;
  return () => {
    sellers ??= advertisableSellerIds({ deps: { db }, input: { companyId } });
    return sellers;
  };
}

type SkuScope = { db: Db; brandId: number; sellers: CompanySellers };

/**
 * Typed SKUs are products of the brand in the catalog and, with validate_uploaded_product_seller on, sold
 * by one of the company's sellers (the 'action required' dialog's rule, held here for any client:
 * docs/decisions/0267).
 */
async function checkSkus(
  errors: FieldErrors,
  field: string,
  skus: readonly string[],
  { db, brandId, catalogId, sellers }: SkuScope & { catalogId: number },
) {
  if (tooManySkus(skus.length)) {
    addError(errors, field, maxSkusMessage());
    return;
  }
  if (skus.length === 0) return;
  const found = await db
    .select({ sku: products.sku, sellerId: products.sellerId })
    .from(products)
    .where(
      and(eq(products.catalogId, catalogId), eq(products.brandId, brandId), inArray(products.sku, [...skus])),
    );
  const sellerOf = new Map(found.map((row) => [row.sku, row.sellerId]));
  const allowed = await sellers();
  for (const sku of skus) {
    const sellerId = sellerOf.get(sku);
    if (sellerId === undefined) addError(errors, field, ruleMessage('skuNotFound', { sku }));
    else if (allowed && !allowed.has(sellerId))
      addError(errors, field, ruleMessage('skuSellerNotInCompany', { sku }));
  }
}

async function checkPlacements(
  db: Db,
  errors: FieldErrors,
  {
    companyId,
    rows,
    catalog,
    skus,
  }: { companyId: number; rows: CampaignRows; catalog: CatalogRow | null; skus: SkuScope },
) {
  const placements = rows.placements;
  const typeIds = placements.map((placement) => placement.bannerTypeId).filter((id) => id > 0);
  const known = new Set(
    typeIds.length
      ? (
          await db.select({ id: bannerTypes.id }).from(bannerTypes).where(inArray(bannerTypes.id, typeIds))
        ).map((row) => row.id)
      : [],
  );
  const urls = placements.map((placement) => placement.imageUrl).filter((url): url is string => Boolean(url));
  const uploaded = new Set(
    urls.length
      ? (
          await db
            .select({ url: uploadedImages.url })
            .from(uploadedImages)
            .where(and(eq(uploadedImages.companyId, companyId), inArray(uploadedImages.url, urls)))
        ).map((row) => row.url)
      : [],
  );
  const seen = new Set<number>();
  for (const [index, placement] of placements.entries()) {
    const path = `adSet.bannerAd.placements.${index}`;
    if (!known.has(placement.bannerTypeId)) addError(errors, `${path}.id`, ruleMessage('unknownBannerType'));
    else if (seen.has(placement.bannerTypeId))
      addError(errors, `${path}.id`, serverRuleMessages.duplicatePlacement);
    seen.add(placement.bannerTypeId);
    if (placement.imageUrl && !uploaded.has(placement.imageUrl)) {
      addError(errors, `${path}.url`, serverRuleMessages.imageNotUploaded);
    }
    if (placement.landingUrl && catalog) {
      // A path ('/sale') is completed with the catalog's base URL, as the build-URL dialog does.
      for (const message of landingUrlErrors(placement.landingUrl, catalog.baseUrl)) {
        addError(errors, `${path}.landingUrl`, message);
      }
      placement.landingUrl = buildLandingUrl(catalog.baseUrl, placement.landingUrl);
    }
    for (const message of deeplinkErrors(placement.deeplink ?? ''))
      addError(errors, `${path}.deeplink`, message);
    if (catalog && placement.skus && placement.skus.length > 0) {
      await checkSkus(errors, `${path}.skus`, placement.skus, { ...skus, catalogId: catalog.id });
    }
  }
}
