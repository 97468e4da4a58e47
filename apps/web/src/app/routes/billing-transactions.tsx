import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { TransactionsPage } from '../../features/billing/components/transactions-page';
import { transactionsRange } from '../../features/billing/utils/transactions-range';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { TopUpButton } from '../../features/top-up/components/top-up-button';
import { isStaffWithoutCompany, useSession } from '../session';

/**
 * The transactions list's filters as they stand in the address, as export params: the same range the
 * list shows, its default counted in the user's profile zone (docs/decisions/0171).
 */
function transactionsExportParams(search: URLSearchParams, timeZone: string) {
  const range = transactionsRange(search.get('from'), search.get('to'), timeZone);
  return { ...range, catalogId: search.get('catalog'), brandId: search.get('brand') };
}

/** /billing/transactions: wallet transactions with filters in the address (owner only, guarded by the billing area). */
export function BillingTransactionsRoute() {
  const { t } = useTranslation('shell');
  const me = useSession();
  const freePaid = useFeatureFlag('show_free_paid_credit');
  const [search] = useSearchParams();
  return (
    <BillingLayout
      title={t('titles.billingTransactions')}
      showFreePaidCredit={freePaid.isActive}
      needsCompany={isStaffWithoutCompany(me)}
      actions={
        <>
          <ExportButton
            dataType="wallet_transactions"
            params={transactionsExportParams(search, profileTimeZone(me))}
          />
          <TopUpButton />
        </>
      }
    >
      <TransactionsPage />
    </BillingLayout>
  );
}
