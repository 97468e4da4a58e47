import { defaultBillingRange } from '@portal/domain/date-range-presets';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillingLayout } from '../../features/billing/components/billing-layout';
import { TransactionsPage } from '../../features/billing/components/transactions-page';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { TopUpButton } from '../../features/top-up/components/top-up-button';
import { isStaffWithoutCompany, useSession } from '../session';

/**
 * The transactions list's filters as they stand in the address (see TransactionsPage), as export params.
 * Without a range the list shows the default billing range; the browser's zone stands in for the profile's
 * (the session has no time zone; the server reads the days in the profile's zone, docs/decisions/0071).
 */
const billingDefault = ({ start, end }: { start: string | null; end: string | null }) => ({
  fromDate: start,
  toDate: end,
});

function transactionsExportParams(search: URLSearchParams) {
  const from = search.get('from');
  const to = search.get('to');
  const range =
    from === 'all'
      ? { fromDate: null, toDate: null }
      : from && to
        ? { fromDate: from, toDate: to }
        : billingDefault(defaultBillingRange(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
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
          <ExportButton dataType="wallet_transactions" params={transactionsExportParams(search)} />
          <TopUpButton />
        </>
      }
    >
      <TransactionsPage />
    </BillingLayout>
  );
}
