import { Alert, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import type { MetaProductRow } from '../api/meta-product-fields';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { useToggleSet } from '../hooks/use-toggle-set';
import { skusFromCsv, unknownSkus } from '../lib/csv-skus';
import { fetchAllProducts } from '../lib/fetch-all-products';
import { ProductTable } from './product-table';
import { SelectionActions } from './selection-actions';

type Matched = { rows: MetaProductRow[]; unknown: string[] };

export type CsvSelectionPanelProps = {
  sellerId: string;
  currency: string | null;
  sponsored: SponsoredProducts;
};

/** CSV Selection: a file of SKUs matched against the seller's catalog; SKUs it lacks are named. */
export function CsvSelectionPanel({ sellerId, currency, sponsored }: CsvSelectionPanelProps) {
  const { t } = useTranslation('mpaForm');
  const client = useClient();
  const { selected, toggle, clear } = useToggleSet();
  const [matched, setMatched] = useState<Matched | null>(null);
  const [isMatching, setIsMatching] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const upload = async (file: File | null) => {
    clear();
    setMatched(null);
    setError(null);
    if (!file) return;
    const skus = skusFromCsv(await file.text());
    if (skus.length === 0) return setMatched({ rows: [], unknown: [] });
    setIsMatching(true);
    try {
      const rows = await fetchAllProducts(client, sellerId, { skus });
      setMatched({
        rows,
        unknown: unknownSkus(
          skus,
          rows.map((row) => row.sku),
        ),
      });
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setIsMatching(false);
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('csv.label')}
        description={t('csv.description')}
        placeholder={t('csv.placeholder')}
        accept=".csv,text/csv"
        clearable
        onChange={(file) => void upload(file)}
      />
      <ErrorBanner lines={errorLines({ error })} />
      {matched && matched.unknown.length > 0 ? (
        <Alert color="yellow" title={t('csv.unknownTitle', { count: matched.unknown.length })}>
          <Text size="sm">{matched.unknown.join(', ')}</Text>
        </Alert>
      ) : null}
      {matched || isMatching ? (
        <>
          <ProductTable
            label={t('tabs.csv')}
            rows={matched?.rows ?? []}
            selected={selected}
            onToggle={toggle}
            currency={currency}
            isLoading={isMatching}
            clientPaged
          />
          <SelectionActions
            selectedCount={selected.size}
            canAddAll={(matched?.rows.length ?? 0) > 0}
            isAdding={isMatching}
            onAddSelected={() => {
              sponsored.add([...selected.values()]);
              clear();
            }}
            onAddAll={() => sponsored.add(matched?.rows ?? [])}
          />
        </>
      ) : null}
    </Stack>
  );
}
