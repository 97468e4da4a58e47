import { useState } from 'react';
import type { MetaProductRow } from '../api/meta-product-fields';

/** Rows a table toggles selected by clicking them (spec 3 §2.2), by SKU, kept across its pages. */
export function useToggleSet() {
  const [selected, setSelected] = useState<ReadonlyMap<string, MetaProductRow>>(new Map());
  const toggle = (row: MetaProductRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(row.sku)) next.set(row.sku, row);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Map()) };
}
