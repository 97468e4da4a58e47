import type { FieldErrors } from '@portal/domain/sponsor-messages';
import type { CampaignFormApi } from '../hooks/use-campaign-form';

export type WizardFlags = {
  /** show_sponsor_target: the targeting step / section. */
  showTarget: boolean;
  /** sponsor_enable_banner: banner ads may be created. */
  enableBanner: boolean;
  /** sponsor_ads_audience: age, gender, locations and tags. */
  audience: boolean;
  /** allow_pass_day: a date range may start in the past. */
  allowPassDay: boolean;
  /** sponsor_forecast: the forecast side panel. */
  forecast: boolean;
};

export const defaultWizardFlags: WizardFlags = {
  showTarget: true,
  enableBanner: true,
  audience: true,
  allowPassDay: false,
  forecast: true,
};

export type WizardCatalog = {
  id: string;
  name: string;
  code: string;
  baseUrl: string;
  currencyCode: string;
  currencySymbol: string;
  /** The catalog's IANA zone: "today" for the schedule rules (decision 0171). */
  timeZone: string;
  tzOffset: number;
};

export type WizardBannerType = {
  id: string;
  name: string;
  bannerType: string;
  platform: string;
  width: number;
  height: number;
};

export type WalletCurrency = { code: string; symbol: string; maxFractionDigits: number };

/** Everything a step shows besides the form itself. */
export type WizardContext = {
  flags: WizardFlags;
  /** Configuration sponsor_campaign_exclude_fields (targetKeywords, negativeKeywords, …). */
  excludedFields: readonly string[];
  isCreating: boolean;
  supplierName: string;
  brandName: string;
  catalogs: readonly WizardCatalog[];
  /**
   * The brand's catalogs (with the wallet currency and the banner slots) are still on their way: the
   * catalog's zone is not known yet, so no day shows or is judged (decision 0278). Absent: loaded.
   */
  catalogsLoading?: boolean;
  bannerTypes: readonly WizardBannerType[];
  minBudget: string;
  walletCurrency: WalletCurrency;
  now: Date;
};

export type StepProps = {
  campaign: CampaignFormApi;
  errors: FieldErrors;
  context: WizardContext;
  /** The user may not save this campaign (spec 2 §6): the fields show, disabled or read-only. */
  readOnly?: boolean;
};

export function isExcluded(context: Pick<WizardContext, 'excludedFields'>, field: string): boolean {
  return context.excludedFields.includes(field);
}
