import { Group, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { ALL_DATES } from '../../../components/date-range-filter/date-range-param';
import { profileTimeZone } from '../../../components/date-range-filter/time-zones';
import { ErrorBanner } from '../../../components/error-banner';
import { useCatalogName } from '../../../lib/country-name';
import { errorLines } from '../../../lib/form-errors';
import { useBillingFilterOptions } from '../api/get-billing-filter-options';
import { useWallet } from '../api/get-wallet';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { useUrlFilters } from '../hooks/use-url-filters';
import { transactionsRange } from '../utils/transactions-range';
import { TransactionsTable } from './transactions-table';

// The brand is the header's `brandId`: the header's selector and this page's filter are one (decision 0182).
const filterKeys = ['from', 'to', 'catalog', 'brandId'] as const;

/** /billing/transactions body: filters (date range, catalog, brand), the list, pages of 10. */
export function TransactionsPage() {
  const { t } = useTranslation('billing');
  const nameOf = useCatalogName();
  const [filters, update] = useUrlFilters(filterKeys);
  const [{ data: options }] = useBillingFilterOptions();
  const [{ data: walletData }] = useWallet();
  // The user's own calendar: the server reads filter days in the profile's time zone (docs/decisions/0171).
  const timeZone = profileTimeZone(options?.me);
  const range = transactionsRange(filters.from, filters.to, timeZone);
  const { page, setPage } = useTableUrlState();
  const [{ data, error, fetching }] = useWalletTransactions({
    ...range,
    page,
    catalogId: filters.catalog,
    brandId: filters.brandId,
  });
  const catalogs = useMemo(() => {
    const list = options?.brandCatalogs.length ? options.brandCatalogs : (options?.allCatalogs ?? []);
    return list.map((catalog) => ({ value: catalog.id, label: nameOf(catalog) }));
  }, [options, nameOf]);
  const brands = (options?.me.company?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name }));
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateRangeFilter
          value={{ start: range.fromDate, end: range.toDate }}
          onChange={({ start, end }) => update({ from: start ?? ALL_DATES, to: end })}
          timeZone={timeZone}
        />
        <Select
          label={t('filters.catalog')}
          placeholder={t('filters.allCatalogs')}
          data={catalogs}
          clearable
          value={filters.catalog}
          onChange={(value) => update({ catalog: value })}
        />
        <Select
          label={t('filters.brand')}
          placeholder={t('filters.allBrands')}
          data={brands}
          clearable
          searchable
          value={filters.brandId}
          onChange={(value) => update({ brandId: value })}
        />
      </Group>
      {error ? <ErrorBanner lines={errorLines({ error })} /> : null}
      <TransactionsTable
        list={data?.walletTransactions}
        isLoading={!data && fetching}
        currency={walletData?.wallet?.currency ?? null}
        timeZone={timeZone}
        onPageChange={setPage}
      />
    </Stack>
  );
}
