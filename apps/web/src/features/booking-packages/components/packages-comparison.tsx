import { Badge, Button, Group, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import type { CatalogPackage } from '../types';

/** Spec 3 §2.3 / §9: the comparison view shows 5 packages per page. */
export const COMPARISON_PAGE_SIZE = 5;

export type PackagesComparisonProps = {
  packages: readonly CatalogPackage[];
  isSelected: (pkg: CatalogPackage) => boolean;
  onSelect: (pkg: CatalogPackage) => void;
  onUnselect: (pkg: CatalogPackage) => void;
};

type Row = { key: string; label: string; cell: (pkg: CatalogPackage) => ReactNode };

/** Packages side by side, a column each, a row per attribute (decision 0240's list). */
export function PackagesComparison({ packages, isSelected, onSelect, onUnselect }: PackagesComparisonProps) {
  const { t } = useTranslation('bookingPackages');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(packages.length / COMPARISON_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = packages.slice((current - 1) * COMPARISON_PAGE_SIZE, current * COMPARISON_PAGE_SIZE);
  const rows: Row[] = [
    { key: 'dates', label: t('row.dates'), cell: (pkg) => `${pkg.startDate} – ${pkg.endDate}` },
    { key: 'maxBookingDays', label: t('row.maxBookingDays'), cell: (pkg) => pkg.maxBookingDays },
    {
      key: 'minimum',
      label: t('row.minimum'),
      cell: (pkg) => <Money amount={pkg.minPrice} currency="SGD" />,
    },
    { key: 'ventures', label: t('row.ventures'), cell: (pkg) => pkg.ventures.map((v) => v.code).join(', ') },
    {
      key: 'segments',
      label: t('row.segments'),
      // A segment per venture: a regional package lists "Women" once, not once per venture.
      cell: (pkg) => [...new Set(pkg.segments.map((s) => s.name))].join(', '),
    },
    {
      key: 'placements',
      label: t('row.placements'),
      cell: (pkg) => [...new Set(pkg.segments.flatMap((s) => s.placements.map((p) => p.name)))].join(', '),
    },
    {
      key: 'tags',
      label: t('row.tags'),
      cell: (pkg) => (
        <Group gap={4}>
          {pkg.tags.map((tag) => (
            <Badge key={tag.id} color={tag.color}>
              {tag.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'payment',
      label: t('row.payment'),
      cell: (pkg) => (pkg.paidCreditOnly ? t('paidCreditOnly') : t('anyPayment')),
    },
  ];
  return (
    <Stack gap="md">
      <ScrollArea>
        <Table withTableBorder withColumnBorders striped aria-label={t('comparison')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {shown.map((pkg) => (
                <Table.Th key={pkg.id} scope="col">
                  <Text fw={600}>{pkg.name}</Text>
                  <Text size="xs" c="dimmed">
                    {pkg.code}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {shown.map((pkg) => (
                  <Table.Td key={pkg.id}>{row.cell(pkg)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              {shown.map((pkg) => (
                <Table.Td key={pkg.id}>
                  {isSelected(pkg) ? (
                    <Button size="xs" variant="outline" color="red" onClick={() => onUnselect(pkg)}>
                      {t('unselect')}
                    </Button>
                  ) : (
                    <Button size="xs" onClick={() => onSelect(pkg)}>
                      {t('select')}
                    </Button>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 ? <Pagination total={pages} value={current} onChange={setPage} /> : null}
    </Stack>
  );
}
