import { defaultValidationOptions, type SponsorValidationOptions } from '@portal/domain/sponsor-validation';
import { useEffect, useMemo } from 'react';
import { readFragment } from '../../../gql/graphql';
import { bannerTypeFieldsFragment } from '../../../lib/banner-type-fragments';
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
 * options the steps check with.
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
  const [{ data: bid }] = useRecommendedBid(form.catalogId, form.brandId, form.adType);
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
      bannerTypes: readFragment(bannerTypeFieldsFragment, options?.allBanners ?? []),
      minBudget: options?.sponsorCampaignMinBudget ?? '1',
      walletCurrency:
        loaded?.supplier.walletCurrency ?? options?.me?.company?.walletCurrency ?? fallbackCurrency,
      now: new Date(),
    }),
    [flags, excludedFields, isCreating, loaded, options, company, form.brandId, catalogs],
  );

  const catalog = catalogs.find((entry) => entry.id === form.catalogId);
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
    catalogTimeZone: catalog?.timeZone ?? 'UTC',
    // A DRAFT never ran: its saved start gets no pass (as on the server).
    originalStartDate:
      loaded?.adsetSet[0]?.status === 'DRAFT' ? null : (loaded?.adsetSet[0]?.startDate ?? null),
  });

  return { context, validation, isLoadingOptions: fetching && !options };
}
