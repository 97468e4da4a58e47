import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PagerProps = {
  page: number;
  numPages: number;
  totalCount: number;
  onChange: (page: number) => void;
};

/** Pages of 10 under a billing list. */
export function Pager({ page, numPages, totalCount, onChange }: PagerProps) {
  const { t } = useTranslation('billing');
  if (numPages <= 1) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('list.total', { count: totalCount })}
      </Text>
      <Pagination
        total={numPages}
        value={page}
        onChange={onChange}
        getControlProps={(control) =>
          control === 'previous' ? { 'aria-label': t('list.previous') } : { 'aria-label': t('list.next') }
        }
      />
    </Group>
  );
}
