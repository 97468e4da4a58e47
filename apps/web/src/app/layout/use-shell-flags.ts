import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';

export type ShellFlags = {
  showBillingMonthlyInvoices: boolean;
  userMultipleCompanies: boolean;
  showStatusPageLink: boolean;
  allowChangeLanguage: boolean;
  enableMetaAd: boolean;
  standardPackageAds: boolean;
};

/** The flags the header and sidebar depend on, fetched alongside `me` so links never pop in late. */
export function useShellFlags(): { flags: ShellFlags; isLoading: boolean } {
  const monthlyInvoices = useFeatureFlag('show_billing_monthly_invoices');
  const multipleCompanies = useFeatureFlag('user_multiple_companies');
  const statusPageLink = useFeatureFlag('show_status_page_link');
  const changeLanguage = useFeatureFlag('allow_change_language');
  const metaAd = useFeatureFlag('enable_meta_ad');
  const packageAds = useFeatureFlag('standard_package_ads');
  return {
    isLoading: [monthlyInvoices, multipleCompanies, statusPageLink, changeLanguage, metaAd, packageAds].some(
      (flag) => flag.isLoading,
    ),
    flags: {
      showBillingMonthlyInvoices: monthlyInvoices.isActive,
      userMultipleCompanies: multipleCompanies.isActive,
      showStatusPageLink: statusPageLink.isActive,
      allowChangeLanguage: changeLanguage.isActive,
      enableMetaAd: metaAd.isActive,
      standardPackageAds: packageAds.isActive,
    },
  };
}
