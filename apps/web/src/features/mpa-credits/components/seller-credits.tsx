import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { CreditsSeller } from '../api/get-credits-sellers';
import {
  MPA_TOP_UP_PAGE_SIZE,
  readMpaTopUpRequestPage,
  useMpaTopUpRequests,
} from '../api/get-mpa-top-up-requests';
import { useMpaWalletBalance } from '../api/get-mpa-wallet-balance';
import { useCreditsFilters } from '../hooks/use-credits-filters';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { rangeArguments } from '../utils/credits-range';
import { SellerBalance } from './seller-balance';
import { TopUpFilters } from './top-up-filters';
import { TopUpRequestsTable } from './top-up-requests-table';

export type SellerCreditsProps = {
  seller: CreditsSeller;
  /** The reader's zone, for a seller whose catalog names none. */
  timeZone: string;
};

/**
 * One seller's tab of /mpa/credits (spec 3 §2.2): not onboarded, the one sentence; onboarded, its Meta
 * wallet's balance and its top-up requests. The page keys this panel by seller, so a change of tab starts
 * afresh: page 1 and no errors of the previous seller (spec 3 §8).
 */
export function SellerCredits({ seller, timeZone }: SellerCreditsProps) {
  const { t } = useTranslation('mpaCredits');
  if (!seller.isMpaOnboarded) {
    return <Text data-testid="mpa-not-linked">{t('notLinked', { seller: seller.name })}</Text>;
  }
  return <OnboardedSellerCredits seller={seller} timeZone={timeZone} />;
}

function OnboardedSellerCredits({ seller, timeZone: readerZone }: SellerCreditsProps) {
  // The server reads the filter's days in the seller's catalog calendar (decision 0230): the default 30 days,
  // the presets and the requested moments are counted and written there, so a row shows the day it filters on.
  const timeZone = seller.catalog.timeZone || readerZone;
  const { filters, setRange, setMethod, setStatus } = useCreditsFilters(timeZone);
  const range = rangeArguments(filters.range);
  // A page belongs to its filters: another filter starts from page 1 again.
  const filterKey = [range.fromDate, range.toDate, filters.method, filters.status].join('|');
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [balance] = useMpaWalletBalance({ sellerId: seller.id });
  const [list] = useMpaTopUpRequests({
    sellerId: seller.id,
    ...range,
    method: filters.method,
    status: filters.status,
    page,
    pageSize: MPA_TOP_UP_PAGE_SIZE,
  });
  const answered = list.data?.mpaTopUpRequests;
  const requests = useMemo(() => answered && readMpaTopUpRequestPage(answered), [answered]);
  const invoice = useInvoiceDownload();
  const lines = [
    ...(balance.error ? errorLines({ error: balance.error }) : []),
    ...(list.error ? errorLines({ error: list.error }) : []),
    ...(invoice.error ? [invoice.error] : []),
  ];
  return (
    <Stack gap="md">
      <SellerBalance sellerName={seller.name} wallet={balance.data?.getWalletBalance} />
      <ErrorBanner lines={[...new Set(lines)]} />
      <TopUpFilters
        filters={filters}
        timeZone={timeZone}
        onRange={setRange}
        onMethod={setMethod}
        onStatus={setStatus}
      />
      <TopUpRequestsTable
        list={requests}
        isLoading={!list.data && list.fetching}
        timeZone={timeZone}
        onPageChange={(next) => setPaging({ filterKey, page: next })}
        onDownload={invoice.download}
        downloadingId={invoice.pendingId}
      />
    </Stack>
  );
}
