import { Alert, Stack, Title } from '@mantine/core';
import type { ExcludableCompanyField } from '@portal/domain/company';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { readCompanySettings, useCompanySettings } from '../api/get-company-settings';
import { CompanyForm } from './company-form';

export type CompanyPageProps = {
  excluded: ReadonlySet<ExcludableCompanyField>;
  showReportCurrency: boolean;
  showWalletCurrency: boolean;
};

/** /company: the acting company's settings (owner and admin). */
export function CompanyPage(props: CompanyPageProps) {
  const { t } = useTranslation('company');
  const [{ data, error, fetching }] = useCompanySettings();
  const allowedCatalogIds = useMemo(
    () => new Set((data?.brandCatalogs ?? []).map((catalog) => catalog.id)),
    [data?.brandCatalogs],
  );
  const company = readCompanySettings(data?.me.company);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {data && !company ? <Alert color="blue">{t('noCompany')}</Alert> : null}
      {error && !data ? <ErrorBanner lines={errorLines({ error })} /> : null}
      {!data && fetching ? <CenteredLoader /> : null}
      {company && data ? (
        <CompanyForm
          key={company.id}
          company={company}
          currencies={data.currencies}
          allowedCatalogIds={allowedCatalogIds}
          {...props}
        />
      ) : null}
    </Stack>
  );
}
