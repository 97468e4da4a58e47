import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CursorPagerProps = {
  page: number;
  numPages: number;
  hasPrevious: boolean;
  nextToken: string | null | undefined;
  onPrevious: () => void;
  onNext: (token: string) => void;
};

/** Previous / Next by the server's paging tokens, with where we are. */
export function CursorPager({
  page,
  numPages,
  hasPrevious,
  nextToken,
  onPrevious,
  onNext,
}: CursorPagerProps) {
  const { t } = useTranslation('mpaForm');
  if (!hasPrevious && !nextToken) return null;
  return (
    <Group justify="space-between" mt="sm" component="nav" aria-label={t('paging.label')}>
      <Text size="sm" c="dimmed">
        {t('paging.page', { page, count: Math.max(numPages, page) })}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={!hasPrevious} onClick={onPrevious}>
          {t('paging.previous')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!nextToken}
          onClick={() => nextToken && onNext(nextToken)}
        >
          {t('paging.next')}
        </Button>
      </Group>
    </Group>
  );
}
