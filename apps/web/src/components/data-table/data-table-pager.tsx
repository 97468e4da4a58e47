import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DataTablePagerProps = {
  page: number;
  numPages: number;
  /** "12 records": the table's own words for its rows; absent, no count is shown. */
  totalText?: string;
  /** After the count ("Show all" of a list the server cut). */
  totalAction?: ReactNode;
  onPageChange: (page: number) => void;
};

/** The count and the page buttons under a table; nothing when there is one page and no count. */
export function DataTablePager({
  page,
  numPages,
  totalText,
  totalAction,
  onPageChange,
}: DataTablePagerProps) {
  const { t } = useTranslation('common');
  if (numPages <= 1 && !totalText && !totalAction) return null;
  const total = (
    <Text size="sm" c="dimmed">
      {totalText}
    </Text>
  );
  return (
    <Group justify="space-between" mt="sm">
      {totalAction ? (
        <Group gap="xs">
          {total}
          {totalAction}
        </Group>
      ) : (
        total
      )}
      {numPages > 1 ? (
        <Pagination
          total={numPages}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('dataTable.previous') }
              : control === 'next'
                ? { 'aria-label': t('dataTable.next') }
                : {}
          }
        />
      ) : null}
    </Group>
  );
}
