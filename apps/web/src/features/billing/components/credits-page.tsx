import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { prefixedSortBy, useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { ALL_DATES } from '../../../components/date-range-filter/date-range-param';
import { profileTimeZone } from '../../../components/date-range-filter/time-zones';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useBillingFilterOptions } from '../api/get-billing-filter-options';
import { useWallet } from '../api/get-wallet';
import { CREDITS_PAGE_SIZE, type ListCreditsVariables, useListCredits } from '../api/list-credits';
import { useUrlFilters } from '../hooks/use-url-filters';
import { CreditsTable } from './credits-table';

const kinds = ['MP_MARKETING', 'TOPUP', 'PROMOTION', 'MANUAL'] as const;
const statuses = ['REQUESTED', 'PAID', 'IN_USE', 'USED_UP', 'EXPIRED'] as const;
const methods = ['CARD', 'WIRE_TRANSFER', 'MANUAL', 'SELLER_CENTER', 'CREDIT_NOTE'] as const;
const filterKeys = ['kind', 'status', 'method', 'from', 'to'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** /billing/credits body: filters (kind, status, payment method, dates), sortable columns, pages of 10. */
export function CreditsPage() {
  const { t } = useTranslation('billing');
  const [filters, update] = useUrlFilters(filterKeys);
  const table = useTableUrlState();
  const [{ data: options }] = useBillingFilterOptions();
  const [{ data: walletData }] = useWallet();
  // The user's own calendar: the server reads filter days in the profile's time zone (docs/decisions/0171).
  const timeZone = profileTimeZone(options?.me);
  const hasRange = Boolean(filters.from && filters.from !== ALL_DATES && filters.to);
  const variables: ListCreditsVariables = {
    kind: oneOf(kinds, filters.kind),
    status: oneOf(statuses, filters.status),
    paymentMethod: oneOf(methods, filters.method),
    fromDate: hasRange ? filters.from : null,
    toDate: hasRange ? filters.to : null,
    page: table.page,
    pageSize: CREDITS_PAGE_SIZE,
    sortBy: prefixedSortBy(table.sort),
  };
  const [{ data, error, fetching }] = useListCredits(variables);
  const options_ = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.all')}
          data={options_('kind', kinds)}
          clearable
          value={variables.kind ?? null}
          onChange={(value) => update({ kind: value })}
        />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={options_('creditStatus', statuses)}
          clearable
          value={variables.status ?? null}
          onChange={(value) => update({ status: value })}
        />
        <Select
          label={t('filters.paymentMethod')}
          placeholder={t('filters.all')}
          data={options_('paymentMethod', methods)}
          clearable
          value={variables.paymentMethod ?? null}
          onChange={(value) => update({ method: value })}
        />
        <DateRangeFilter
          value={{ start: variables.fromDate ?? null, end: variables.toDate ?? null }}
          onChange={({ start, end }) => update({ from: start, to: end })}
          timeZone={timeZone}
        />
      </Group>
      {error ? <ErrorBanner lines={errorLines({ error })} /> : null}
      <CreditsTable
        list={data?.listCredits}
        isLoading={!data && fetching}
        currency={walletData?.wallet?.currency ?? null}
        timeZone={timeZone}
        table={table}
      />
    </Stack>
  );
}
