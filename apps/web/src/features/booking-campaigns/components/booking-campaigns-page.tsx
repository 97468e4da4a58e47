import { Button, Group, Stack, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied, saysPermissionDenied } from '../../../components/permission-denied';
import { paths } from '../../../config/paths';
import { errorLines } from '../../../lib/form-errors';
import { withKeptParams } from '../../../lib/query-params';
import { useBookingCampaigns } from '../api/get-booking-campaigns';
import { useBookingFilterOptions } from '../api/get-campaign-filter-options';
import { knownStatus, useCampaignFilters } from '../hooks/use-campaign-filters';
import { useCampaignColumns } from './campaign-columns';
import { CampaignFiltersBar } from './campaign-filters';

export const BOOKING_PAGE_SIZE = 20;

export type BookingCampaignsPageProps = { isStaff: boolean; timeZone: string };

/** /booking: the booked campaigns (decision 0240), filters in the address, 20 a page, sorted by the server. */
export function BookingCampaignsPage({ isStaff, timeZone }: BookingCampaignsPageProps) {
  const { t } = useTranslation('bookingCampaigns');
  const { search } = useLocation();
  const [filters, setFilters] = useCampaignFilters();
  const { page, sort, setSort, setPage } = useTableUrlState();
  const [options] = useBookingFilterOptions();
  const [{ data, fetching, error }] = useBookingCampaigns({
    page,
    pageSize: BOOKING_PAGE_SIZE,
    sortBy: sort?.column ?? 'createdAt',
    direction: sort?.direction ?? 'desc',
    campaignName: filters.name,
    venture: filters.venture,
    brand: filters.brand,
    package: filters.package,
    status: knownStatus(filters.status),
    discount: filters.discount,
    fromDate: filters.from && filters.to ? filters.from : null,
    toDate: filters.from && filters.to ? filters.to : null,
    supplier: isStaff ? filters.supplier : null,
  });
  const columns = useCampaignColumns(timeZone);
  if (saysPermissionDenied(errorLines({ error }))) return <PermissionDenied />;
  const list = data?.campaigns;
  const isFiltered = Object.values(filters).some((value) => value);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button
          component={Link}
          to={withKeptParams(paths.bookingPackages, search)}
          leftSection={<IconShoppingCartPlus size={18} />}
        >
          {t('bookPackages')}
        </Button>
      </Group>
      <CampaignFiltersBar
        filters={filters}
        onChange={setFilters}
        options={options.data}
        isStaff={isStaff}
        timeZone={timeZone}
      />
      <ErrorBanner lines={error ? errorLines({ error }) : []} />
      <DataTable
        label={t('title')}
        data={list?.objects ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        isLoading={!data && fetching}
        emptyText={isFiltered ? t('emptyFiltered') : t('empty')}
        serverSort={{ sort, onChange: setSort }}
        serverPaging={{ page: list?.page ?? page, numPages: list?.numPages ?? 1, onChange: setPage }}
        totalText={list ? t('total', { count: list.totalCount }) : undefined}
        minWidth={1100}
        testId="booking-campaigns-table"
      />
    </Stack>
  );
}
