import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ListPagerProps = {
  page: number;
  numPages: number;
  totalCount: number;
  onChange: (page: number) => void;
};

/** Pages of 10 under a campaign or ad-set table. */
export function ListPager({ page, numPages, totalCount, onChange }: ListPagerProps) {
  const { t } = useTranslation('sponsor');
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('list.total', { count: totalCount })}
      </Text>
      {numPages > 1 ? (
        <Pagination
          total={numPages}
          value={page}
          onChange={onChange}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('list.previous') }
              : control === 'next'
                ? { 'aria-label': t('list.next') }
                : {}
          }
        />
      ) : null}
    </Group>
  );
}
