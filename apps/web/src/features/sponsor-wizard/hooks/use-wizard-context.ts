import { defaultValidationOptions, type SponsorValidationOptions } from '@portal/domain/sponsor-validation';
import { useEffect, useMemo } from 'react';
import { readFragment } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';
import { catalogZone, ruleTimeZone, waitsForZone } from '../../../lib/catalog-zone';
import { brandCatalogFieldsFragment } from '../../../lib/sponsor-campaign-fragments';
import { useRecommendedBid } from '../api/get-recommended-bid';
import type { WizardCampaign } from '../api/get-sponsor-campaign';
import { useWizardOptions } from '../api/get-wizard-options';
import type { WizardContext, WizardFlags } from '../utils/wizard-context';
import type { CampaignFormApi } from './use-campaign-form';

export type WizardCompany = {
  id: string;
  name: string;
  brands: readonly { id: string; name: string }[];
} | null;

const fallbackCurrency = { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 };

/**
 * Catalogs, banner slots, minimum budget, wallet currency and recommended bid for the campaign's
 * brand; the first catalog of the brand is preselected (spec 2 §4). Also the domain validation
 * options the steps check with: their dates only in the catalog's zone, none while it loads
 * (`waitsForZone`: Next past the dates and Finish wait, decision 0278), and whether the forecast's
 * inputs (catalog and zone, wallet currency, banner slots, bid bounds) are still loading.
 */
export function useWizardContext({
  campaign,
  loaded,
  company,
  flags,
  excludedFields,
  isCreating,
}: {
  campaign: CampaignFormApi;
  loaded: WizardCampaign | null;
  company: WizardCompany;
  flags: WizardFlags & { dynamicFilter: boolean };
  excludedFields: readonly string[];
  isCreating: boolean;
}) {
  const { form, preselectCatalog } = campaign;
  const [{ data: options, fetching }] = useWizardOptions(form.brandId);
  const [{ data: bid, fetching: fetchingBid }] = useRecommendedBid(form.catalogId, form.brandId, form.adType);
  const isLoadingOptions = fetching && !options;
  const catalogs = readFragment(brandCatalogFieldsFragment, options?.brandCatalogs ?? []);

  useEffect(() => {
    if (catalogs.length > 0) preselectCatalog(catalogs.map((catalog) => catalog.id));
  }, [catalogs, preselectCatalog]);

  const context: WizardContext = useMemo(
    () => ({
      flags,
      excludedFields,
      isCreating,
      supplierName: loaded?.supplier.name ?? options?.me?.company?.nameWithCluster ?? company?.name ?? '',
      brandName:
        loaded?.brand?.name ?? company?.brands.find((brand) => brand.id === form.brandId)?.name ?? '',
      catalogs,
      catalogsLoading: isLoadingOptions,
      bannerTypes: readFragment(bannerTypeFieldsFragment, options?.allBanners ?? []),
      minBudget: options?.sponsorCampaignMinBudget ?? '1',
      walletCurrency:
        loaded?.supplier.walletCurrency ?? options?.me?.company?.walletCurrency ?? fallbackCurrency,
      now: new Date(),
    }),
    [flags, excludedFields, isCreating, loaded, options, company, form.brandId, catalogs, isLoadingOptions],
  );

  const catalog = catalogs.find((entry) => entry.id === form.catalogId);
  const zone = catalogZone(catalogs, form.catalogId, isLoadingOptions);
  const validation: SponsorValidationOptions = defaultValidationOptions({
    now: new Date(),
    minBudget: context.minBudget,
    // Either ad type's minimum (a banner's CPI too, decision 0260): the server checks the same.
    minBid: bid?.recommendedBid?.minBid ?? null,
    allowPassDay: flags.allowPassDay,
    dynamicFilterFlag: flags.dynamicFilter,
    excludedFields,
    bannerTypes: context.bannerTypes,
    catalogBaseUrl: catalog?.baseUrl ?? null,
    // The catalog's zone, or null (no date verdict) until it is known: never a stand-in (decision 0278).
    catalogTimeZone: ruleTimeZone(zone),
    // A DRAFT never ran: its saved start gets no pass (as on the server).
    originalStartDate:
      loaded?.adsetSet[0]?.status === 'DRAFT' ? null : (loaded?.adsetSet[0]?.startDate ?? null),
  });

  return {
    context,
    validation,
    isLoadingOptions,
    waitsForZone: waitsForZone(zone),
    // The bid bounds (minimum bid) of the catalog and type: the forecast's verdict names a bid below them.
    forecastInputsLoading: isLoadingOptions || fetchingBid,
  };
}
