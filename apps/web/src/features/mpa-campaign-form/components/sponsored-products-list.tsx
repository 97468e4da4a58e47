import { Button, Group, Progress, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { useToggleSet } from '../hooks/use-toggle-set';
import { ProductTable } from './product-table';

export type SponsoredProductsListProps = { sponsored: SponsoredProducts; currency: string | null };

/** "Sponsored Products (n products)": 10 a page, a progress bar while adding all, remove selected or all. */
export function SponsoredProductsList({ sponsored, currency }: SponsoredProductsListProps) {
  const { t } = useTranslation('mpaForm');
  const { selected, toggle, clear } = useToggleSet();
  const error = sponsored.error instanceof Error ? sponsored.error : null;
  return (
    <Stack gap="xs">
      <Title order={5}>{t('sponsored.title', { count: sponsored.items.length })}</Title>
      {sponsored.progress !== null ? (
        <Progress value={sponsored.progress} animated aria-label={t('sponsored.adding')} />
      ) : null}
      <ErrorBanner lines={errorLines({ error })} />
      <ProductTable
        label={t('sponsored.label')}
        rows={sponsored.items}
        selected={selected}
        onToggle={toggle}
        currency={currency}
        clientPaged
      />
      <Group gap="xs" justify="flex-end">
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={selected.size === 0}
          onClick={() => {
            sponsored.remove(new Set(selected.keys()));
            clear();
          }}
        >
          {t('sponsored.removeSelected', { count: selected.size })}
        </Button>
        <Button
          size="xs"
          color="red"
          disabled={sponsored.items.length === 0}
          onClick={() => {
            sponsored.removeAll();
            clear();
          }}
        >
          {t('sponsored.removeAll')}
        </Button>
      </Group>
    </Stack>
  );
}
