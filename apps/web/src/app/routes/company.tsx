import { parseExcludedCompanyFields } from '@portal/domain/company';
import { useMemo } from 'react';
import { CenteredLoader } from '../../components/centered-loader';
import { CompanyPage } from '../../features/company/components/company-page';
import { useConfigurationValue } from '../../features/platform/hooks/use-configuration-value';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';

/** /company (owner and admin): flags and configuration decide which fields show. */
export function CompanyRoute() {
  const showCurrencySetting = useFeatureFlag('show_company_currency_setting');
  const localCurrency = useFeatureFlag('company_local_currency');
  const excludedValue = useConfigurationValue('company_exclude_fields');
  const excluded = useMemo(() => parseExcludedCompanyFields(excludedValue), [excludedValue]);
  if (showCurrencySetting.isLoading || localCurrency.isLoading) return <CenteredLoader />;
  return (
    <CompanyPage
      excluded={excluded}
      showReportCurrency={showCurrencySetting.isActive}
      showWalletCurrency={localCurrency.isActive}
    />
  );
}
