import { formatMicros, parseConfigurationValue } from '@portal/domain';
import {
  type FieldErrors,
  mergeErrors,
  ruleMessage,
  toFieldErrorList,
} from '@portal/domain/sponsor-messages';
import { quickCampaignErrors, validateCampaign } from '@portal/domain/sponsor-validation';
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { bannerTypes, companies, companySellers, currencies, segments } from '../../db/schema/index';
import type { FieldError } from '../../graphql/errors';
import { isFlagActive } from '../company/company-settings';
import { SELLER_NOT_IN_COMPANY, sellersOutside } from '../sponsor-catalog/advertisable-sellers';
import { sellersMatchedFilter } from '../sponsor-catalog/product-filter';
import { recommendedBid, sponsorCampaignMinBudget } from '../sponsor-catalog/recommended-bid';
import {
  type CampaignRows,
  formFieldToInputField,
  inputToForm,
  inputToRows,
  productImagesValid,
  type SponsorCampaignInput,
} from './campaign-input';
import {
  type CatalogRow,
  type CompanySellers,
  serverCampaignErrors,
  serverRuleMessages,
} from './server-checks';

export type ValidatedCampaign =
  | { ok: true; rows: CampaignRows; catalog: CatalogRow }
  | { ok: false; errors: FieldError[] };

async function excludedFields(db: Db): Promise<string[]> {
  const row = await db.query.configurations.findFirst({
    where: (table, { eq: equals }) => equals(table.key, 'sponsor_campaign_exclude_fields'),
  });
  const value = row ? parseConfigurationValue(row.value) : [];
  return Array.isArray(value) ? value.map(String) : [];
}

async function walletRateOf(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ rate: currencies.rate })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(eq(companies.id, companyId));
  return row?.rate ?? '1';
}

/** Dynamic product filter without SKUs: sellers must be chosen when none of the company's sellers match. */
async function noCompanySellerMatches(db: Db, companyId: number, rows: CampaignRows): Promise<boolean> {
  const ad = rows.productAd;
  if (!ad || (ad.skus?.length ?? 0) > 0 || (ad.productSellerIds?.length ?? 0) > 0) return false;
  const filter = {
    catalogId: rows.adSet.catalogId,
    brandIds: [rows.campaign.brandId],
    categoryIds: ad.productCategoryIds ?? [],
    minPriceMicros: ad.productMinPriceMicros ?? null,
    maxPriceMicros: ad.productMaxPriceMicros ?? null,
  };
  const matched = await sellersMatchedFilter({ deps: { db }, input: { filter } });
  if (matched.length === 0) return true;
  const own = await db
    .select({ sellerId: companySellers.sellerId })
    .from(companySellers)
    .where(eq(companySellers.companyId, companyId));
  const ownIds = new Set(own.map((row) => row.sellerId));
  return !matched.some((seller) => ownIds.has(seller.id));
}

/**
 * Validates a campaign input for `companyId` with the domain rules of spec 2 §5 (the same function
 * the wizard runs) plus the checks only the database can make; answers the rows to write.
 * `original` is the saved ad set when editing: an unchanged start date may lie in the past.
 */
export async function validateCampaignInput({
  deps,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  input: {
    companyId: number;
    campaign: SponsorCampaignInput;
    isQuickCreate?: boolean;
    originalStartDate?: Date | null;
    /** Quick campaign (spec 2 §5): its own rules; keywords optional; products by category and seller. */
    quick?: boolean;
  };
}): Promise<ValidatedCampaign> {
  const { db } = deps;
  const rows = inputToRows(input.campaign, { isQuickCreate: input.isQuickCreate });
  const server = await serverCampaignErrors(db, { companyId: input.companyId, rows });
  const catalog = server.catalog;
  const form = inputToForm(input.campaign);
  const [minBudget, allowPassDay, dynamicFilterFlag, excluded, walletRate, types, catalogSegments] =
    await Promise.all([
      sponsorCampaignMinBudget({ deps }),
      isFlagActive(deps, 'allow_pass_day'),
      input.quick ? true : isFlagActive(deps, 'show_dynamic_filter_product_on_creating_ads'),
      excludedFields(db),
      walletRateOf(db, input.companyId),
      db.select().from(bannerTypes),
      catalog ? db.select({ id: segments.id }).from(segments).where(eq(segments.catalogId, catalog.id)) : [],
    ]);
  const minBid =
    catalog && form.adType
      ? recommendedBid({ input: { catalogCode: catalog.code, adType: form.adType, walletRate } }).minBid
      : null;
  const requireSeller =
    catalog && dynamicFilterFlag ? await noCompanySellerMatches(db, input.companyId, rows) : false;
  const domain = validateCampaign(form, {
    now: deps.now(),
    minBudget: formatMicros(minBudget),
    minBid: minBid === null ? null : formatMicros(minBid),
    allowPassDay,
    dynamicFilterFlag,
    requireSeller,
    excludedFields: excluded,
    bannerTypes: types.map((type) => ({ ...type, id: String(type.id) })),
    catalogBaseUrl: catalog?.baseUrl ?? null,
    catalogTimeZone: catalog?.timeZone ?? 'UTC',
    originalStartDate: input.originalStartDate?.toISOString() ?? null,
    segmentsAvailable: catalogSegments.length > 0,
  });
  const extra = input.quick
    ? quickCampaignErrors(form, {
        now: deps.now(),
        minBudget: formatMicros(minBudget),
        catalogTimeZone: catalog?.timeZone ?? 'UTC',
        catalogBaseUrl: catalog?.baseUrl ?? null,
      })
    : {};
  if (input.quick) dropMessage(domain, 'keywords', ruleMessage('requireKeywords'));
  const errors = mergeErrors(
    prefixed(mergeErrors(domain, extra)),
    server.errors,
    await referenceErrors(db, { rows, catalog, sellers: server.sellers }),
    productImagesValid(input.campaign)
      ? {}
      : { 'adSet.productAd.productImages': [serverRuleMessages.invalidProductImages] },
  );
  const list = toFieldErrorList(errors);
  if (list.length > 0 || !catalog) return { ok: false, errors: list };
  return { ok: true, rows, catalog };
}

function dropMessage(errors: FieldErrors, field: string, message: string) {
  const left = (errors[field] ?? []).filter((text) => text !== message);
  if (left.length) errors[field] = left;
  else delete errors[field];
}

function prefixed(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const mapped = formFieldToInputField(field);
    out[mapped] = [...new Set([...(out[mapped] ?? []), ...messages])];
  }
  return out;
}

/**
 * Sellers of the product filter belong to the catalog and, with validate_uploaded_product_seller on,
 * to the company (staff acting for it included: docs/decisions/0267); segments to the catalog.
 */
async function referenceErrors(
  db: Db,
  { rows, catalog, sellers }: { rows: CampaignRows; catalog: CatalogRow | null; sellers: CompanySellers },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!catalog) return errors;
  const sellerIds = rows.productAd?.productSellerIds ?? [];
  if (sellerIds.length > 0) {
    const known = await db.query.sellers.findMany({
      columns: { id: true, catalogId: true },
      where: (table) => inArray(table.id, sellerIds),
    });
    const inCatalog = new Set(known.filter((row) => row.catalogId === catalog.id).map((row) => row.id));
    if (sellerIds.some((id) => !inCatalog.has(id))) {
      errors['adSet.productAd.productSellerIds'] = ['sponsorRules:requireSeller'];
    } else if (sellersOutside(sellerIds, await sellers()).length > 0) {
      errors['adSet.productAd.productSellerIds'] = [SELLER_NOT_IN_COMPANY];
    }
  }
  const segmentIds = rows.adSet.segmentIds ?? [];
  if (segmentIds.length > 0) {
    const known = await db
      .select({ id: segments.id, catalogId: segments.catalogId })
      .from(segments)
      .where(inArray(segments.id, segmentIds));
    const inCatalog = new Set(known.filter((row) => row.catalogId === catalog.id).map((row) => row.id));
    if (segmentIds.some((id) => !inCatalog.has(id)))
      errors['adSet.segments'] = ['sponsorRules:requireSegment'];
  }
  return errors;
}
