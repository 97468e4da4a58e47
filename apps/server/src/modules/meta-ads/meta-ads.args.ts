import type { builder } from '../../graphql/builder';

/**
 * The arguments the Meta calls share (decision 0230), built once so the same argument reads the same in
 * every operation: meta-ads, mpa-wallet and meta-catalog spread them into their fields.
 */
export type ArgBuilder = Parameters<Parameters<typeof builder.queryFields>[0]>[0]['arg'];

/** The seller a call is about; the use case checks it is one of the session company's sellers. */
export const sellerArgs = (arg: ArgBuilder) => ({ sellerId: arg.id({ required: true }) });

/** One of the seller's campaigns (our id). */
export const campaignArgs = (arg: ArgBuilder) => ({
  ...sellerArgs(arg),
  campaignId: arg.id({ required: true }),
});

/** A required range of the seller's catalog days (YYYY-MM-DD). */
export const dayRangeArgs = (arg: ArgBuilder) => ({
  ...sellerArgs(arg),
  fromDate: arg.string({ required: true }),
  toDate: arg.string({ required: true }),
});

/** The product filter as the quick form and the catalog calls name it. */
export const productFilterArgs = (arg: ArgBuilder) => ({
  categories: arg.intList(),
  minPrice: arg({ type: 'Decimal' }),
  maxPrice: arg({ type: 'Decimal' }),
  skus: arg.stringList(),
});

/** The values every campaign form requires to create a campaign. */
export const campaignFormArgs = (arg: ArgBuilder) => ({
  name: arg.string({ required: true }),
  lifetimeBudget: arg({ type: 'Decimal', required: true }),
  startDate: arg.string({ required: true }),
  endDate: arg.string({ required: true }),
});

/** The advanced form's values (createCampaign, updateCampaign): its product filter has its own names. */
export const advancedFormArgs = (arg: ArgBuilder) => ({
  walletCurrency: arg.string({ required: true }),
  ...campaignFormArgs(arg),
  productCategoryIds: arg.intList(),
  productMinPrice: arg({ type: 'Decimal' }),
  productMaxPrice: arg({ type: 'Decimal' }),
  customAudienceIds: arg.floatList(),
  productSKUs: arg.stringList(),
});
