import { Stack } from '@mantine/core';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { CATALOG_PAGE_SIZE, useCatalogProducts } from '../api/get-catalog-products';
import { useCursorPages } from '../hooks/use-cursor-pages';
import type { SponsoredProducts } from '../hooks/use-sponsored-products';
import { useToggleSet } from '../hooks/use-toggle-set';
import { CursorPager } from './cursor-pager';
import { ProductTable } from './product-table';
import { SelectionActions } from './selection-actions';

export type CatalogSourcePanelProps = {
  sellerId: string;
  /** The search term of the Search tab; absent for All Products. */
  searchTerm?: string;
  label: string;
  currency: string | null;
  sponsored: SponsoredProducts;
};

/** All Products and Search: the catalog 10 a page (metaCatalogProducts), rows to pick and the add buttons. */
export function CatalogSourcePanel({
  sellerId,
  searchTerm,
  label,
  currency,
  sponsored,
}: CatalogSourcePanelProps) {
  const pages = useCursorPages(searchTerm ?? '');
  const { selected, toggle, clear } = useToggleSet();
  const [{ data, fetching, error }] = useCatalogProducts({
    sellerId,
    searchTerm: searchTerm ?? null,
    cursor: pages.cursor,
    limit: CATALOG_PAGE_SIZE,
  });
  const page = data?.metaCatalogProducts;
  const rows = page?.objects ?? [];
  const addSelected = () => {
    sponsored.add([...selected.values()]);
    clear();
  };
  return (
    <Stack gap="xs">
      <ErrorBanner lines={errorLines({ error })} />
      <ProductTable
        label={label}
        rows={rows}
        selected={selected}
        onToggle={toggle}
        currency={currency}
        isLoading={fetching && !page}
      />
      <CursorPager
        page={pages.page}
        numPages={Math.ceil((page?.totalCount ?? 0) / CATALOG_PAGE_SIZE)}
        hasPrevious={pages.page > 1}
        nextToken={page?.nextPage}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
      <SelectionActions
        selectedCount={selected.size}
        canAddAll={(page?.totalCount ?? 0) > 0}
        isAdding={sponsored.progress !== null}
        onAddSelected={addSelected}
        onAddAll={() => void sponsored.addAll({ searchTerm: searchTerm ?? null })}
      />
    </Stack>
  );
}
