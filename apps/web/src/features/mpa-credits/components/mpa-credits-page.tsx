import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { SellerTabs } from '../../../components/seller-tabs/seller-tabs';
import { errorLines } from '../../../lib/form-errors';
import { useCreditsSellers } from '../api/get-credits-sellers';
import { SellerCredits } from './seller-credits';

export type MpaCreditsPageProps = {
  /** The reader's zone, used when a seller's catalog names none (each seller's days are its catalog's). */
  timeZone: string;
};

/** /mpa/credits (spec 3 §2.2): a tab per company seller, each with its Meta wallet and top-up requests. */
export function MpaCreditsPage({ timeZone }: MpaCreditsPageProps) {
  const { t } = useTranslation('mpaCredits');
  const [{ data, error }] = useCreditsSellers();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {error && !data ? (
        <ErrorBanner lines={errorLines({ error })} />
      ) : (
        <SellerTabs sellers={data?.getCompanySellers}>
          {(seller) => <SellerCredits key={seller.id} seller={seller} timeZone={timeZone} />}
        </SellerTabs>
      )}
    </Stack>
  );
}
