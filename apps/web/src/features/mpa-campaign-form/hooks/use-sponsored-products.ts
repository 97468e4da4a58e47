import { useRef, useState } from 'react';
import { useClient } from 'urql';
import type { MetaProductRow } from '../api/meta-product-fields';
import { fetchAllProducts, type ProductSource } from '../lib/fetch-all-products';

export type SponsoredProducts = ReturnType<typeof useSponsoredProducts>;

/**
 * Spec 3 §2.2's sponsored list: products added from the selection tables (the selected rows, or every
 * product of a tab, fetched 1,000 at a time with a progress bar), removed by selection or all at once.
 * `onChange` gets its SKUs for the form's hidden skus field.
 */
export function useSponsoredProducts(sellerId: string, onChange: (skus: string[]) => void) {
  const client = useClient();
  const [items, setItems] = useState<MetaProductRow[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const current = useRef(items);

  const apply = (next: MetaProductRow[]) => {
    current.current = next;
    setItems(next);
    onChange(next.map((product) => product.sku));
  };

  const add = (products: readonly MetaProductRow[]) => {
    const known = new Set(current.current.map((product) => product.sku));
    const fresh = products.filter((product) => !known.has(product.sku) && known.add(product.sku));
    if (fresh.length > 0) apply([...current.current, ...fresh]);
  };

  const addAll = async (source: ProductSource) => {
    setError(null);
    setProgress(0);
    try {
      add(
        await fetchAllProducts(client, sellerId, source, (loaded, total) =>
          setProgress(total === 0 ? 100 : Math.round((loaded / total) * 100)),
        ),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setProgress(null);
    }
  };

  const remove = (skus: ReadonlySet<string>) =>
    apply(current.current.filter((product) => !skus.has(product.sku)));

  return { items, add, addAll, remove, removeAll: () => apply([]), progress, error };
}
