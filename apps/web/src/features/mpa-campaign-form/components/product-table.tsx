import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { MetaProductRow } from '../api/meta-product-fields';
import { productColumns } from './product-columns';

export type ProductTableProps = {
  label: string;
  rows: readonly MetaProductRow[];
  selected: ReadonlyMap<string, MetaProductRow>;
  onToggle: (row: MetaProductRow) => void;
  currency: string | null;
  isLoading?: boolean;
  /** The rows are all here: show them 10 a page (spec 3 §9). */
  clientPaged?: boolean;
};

/** A table of products whose rows toggle selected on a click. */
export function ProductTable({
  label,
  rows,
  selected,
  onToggle,
  currency,
  isLoading,
  clientPaged,
}: ProductTableProps) {
  const { t } = useTranslation('mpaForm');
  const columns = useMemo(() => productColumns(t, currency, selected), [t, currency, selected]);
  return (
    <DataTable
      label={label}
      data={rows}
      columns={columns}
      getRowId={(row) => row.sku}
      isLoading={isLoading}
      clientPageSize={clientPaged ? 10 : undefined}
      emptyText={t('products.none')}
      onRowClick={onToggle}
      rowAttributes={(row) => ({ 'aria-selected': selected.has(row.sku), 'data-sku': row.sku })}
    />
  );
}
