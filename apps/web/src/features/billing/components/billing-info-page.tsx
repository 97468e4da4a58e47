import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useBillingInfo } from '../api/get-billing-info';
import { useWallet } from '../api/get-wallet';
import { BillingInfoForm } from './billing-info-form';
import { WalletSummaryCard } from './wallet-summary-card';

/** /billing/info body: the wallet summary card and the billing details form. */
export function BillingInfoPage() {
  const { t } = useTranslation('billing');
  const [{ data, error, fetching }] = useBillingInfo();
  const [{ data: walletData }] = useWallet();
  const info = data?.billingInfo;
  return (
    <Stack gap="lg">
      <WalletSummaryCard />
      <Title order={3}>{t('info.title')}</Title>
      {error && !data ? <ErrorBanner lines={errorLines({ error })} /> : null}
      {!data && fetching ? <CenteredLoader /> : null}
      {info ? (
        <BillingInfoForm key={info.id} info={info} currencyCode={walletData?.wallet?.currency.code} />
      ) : null}
    </Stack>
  );
}
