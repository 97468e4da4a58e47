import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { bookingMonthOptions } from '@portal/domain/booking-dates';
import { zonedDay } from '@portal/domain/zoned-day';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionModal } from '../../../components/decision-modal';
import { ErrorBanner } from '../../../components/error-banner';
import { PermissionDenied, saysPermissionDenied } from '../../../components/permission-denied';
import { errorLines } from '../../../lib/form-errors';
import { useAllPackages } from '../api/get-all-packages';
import { usePackageFilterOptions } from '../api/get-package-filter-options';
import { usePackageFilters } from '../hooks/use-package-filters';
import { useSelectPackage } from '../hooks/use-select-package';
import { CartButton } from './cart-button';
import { PackageCard } from './package-card';
import { PackageFiltersBar } from './package-filters-bar';
import { PackagesComparison } from './packages-comparison';

export type PackagesPageProps = {
  userId: string;
  companyId: string;
  /** The company's zone: the month filter's "this month". */
  timeZone: string;
  /** Flag overlap_standard_booking. */
  allowOverlap: boolean;
  now?: Date;
};

/** /booking/packages (spec 3 §2.3): the catalog or the comparison of packages, and the way to the cart. */
export function PackagesPage({ userId, companyId, timeZone, allowOverlap, now }: PackagesPageProps) {
  const { t } = useTranslation('bookingPackages');
  const today = zonedDay(now ?? new Date(), timeZone);
  const monthOptions = useMemo(() => bookingMonthOptions(today), [today]);
  const { filters, setFilter, clearFilters } = usePackageFilters(monthOptions);
  const [list] = useAllPackages({
    month: filters.month,
    packageType: filters.packageType,
    packageTag: filters.packageTag,
  });
  const [options] = usePackageFilterOptions(companyId);
  const selection = useSelectPackage({ userId, timeZone, allowOverlap, now });

  const lines = errorLines({ error: list.error ?? options.error });
  if (saysPermissionDenied(lines)) return <PermissionDenied />;
  const packages = list.data?.allPackages.objects;
  const currency = options.data?.companyById?.walletCurrency;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <CartButton count={selection.cart.campaigns.length} />
      </Group>
      <PackageFiltersBar
        filters={filters}
        monthOptions={monthOptions}
        types={options.data?.allPackageTypes ?? []}
        tags={options.data?.allPackageTags ?? []}
        onChange={setFilter}
      />
      <ErrorBanner lines={lines} />
      {!packages || !currency ? (
        lines.length > 0 ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="packages-loading">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} height={260} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : packages.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('empty.title')}</Text>
            <Text c="dimmed">{t('empty.message')}</Text>
            <Button variant="subtle" onClick={clearFilters}>
              {t('empty.clear')}
            </Button>
          </Stack>
        </Card>
      ) : filters.viewType === 'comparison' ? (
        <PackagesComparison
          packages={packages}
          isSelected={selection.isSelected}
          onSelect={selection.ask}
          onUnselect={selection.unselect}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              currency={currency}
              isSelected={selection.isSelected(pkg)}
              onSelect={selection.ask}
              onUnselect={selection.unselect}
            />
          ))}
        </SimpleGrid>
      )}
      <DecisionModal
        decision={
          selection.pending
            ? {
                title: t('confirm.title'),
                message: t('confirm.message', { name: selection.pending.name, code: selection.pending.code }),
                confirmLabel: t('confirm.add'),
              }
            : null
        }
        cancelLabel={t('confirm.cancel')}
        errorLines={selection.errors}
        isSending={selection.isAdding}
        onClose={selection.cancel}
        onConfirm={() => void selection.confirm()}
      />
    </Stack>
  );
}
