import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { ListParams } from '../utils/list-params';
import { SponsorTable, type SponsorTableProps } from './sponsor-table';

/** The campaign list's and the ad-set page's date range: in the report time zone, "Lifetime" when empty. */
export function ListDateRange({
  params,
  onChange,
}: {
  params: Pick<ListParams, 'range' | 'timeZone'>;
  onChange: (range: ListParams['range']) => void;
}) {
  const { t } = useTranslation('sponsor');
  return (
    <DateRangeFilter
      value={params.range}
      onChange={onChange}
      timeZone={params.timeZone}
      withLabel={false}
      emptyText={t('dateRange.presets.lifetime')}
    />
  );
}

export type ListTableProps = Omit<SponsorTableProps, 'isLoading'> & {
  /** The list query's state: its error shows above the table, which loads until the first answer. */
  query: { data?: unknown; error?: CombinedError; fetching: boolean };
};

/** A list's table (campaigns or ad sets) under its query's error, if any. */
export function ListTable({ query, ...table }: ListTableProps) {
  return (
    <>
      {query.error ? <ErrorBanner lines={errorLines({ error: query.error })} /> : null}
      <SponsorTable {...table} isLoading={!query.data && query.fetching} />
    </>
  );
}
