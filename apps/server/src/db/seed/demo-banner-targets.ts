import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, products, segments } from '../schema/index';

type Node = { id: number; parentId: number | null; name: string };

/**
 * A demo banner's categories as the wizard offers them: the categories holding the brand's products in the
 * catalog and their ancestors (productCategories). Each path (['Men', 'Clothing']) keeps its deepest part the
 * brand has products in, so a small demo (tests seed a few hundred products) still gets a category the wizard
 * shows; a path whose top category has none of them is left out, and when every path is, the brand's top
 * categories in the catalog stand in (a search placement needs one: decision 0260).
 */
export async function demoBannerCategoryIds(
  db: Db,
  { brandId, catalogId, paths }: { brandId: number; catalogId: number; paths: readonly string[][] },
): Promise<number[]> {
  if (paths.length === 0) return [];
  const nodes: Node[] = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories);
  const held = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(and(eq(products.brandId, brandId), eq(products.catalogId, catalogId)));
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const stocked = new Set<number>();
  for (const { id } of held)
    for (let at: number | null | undefined = id; at != null && !stocked.has(at); at = parentOf.get(at))
      stocked.add(at);
  const childNamed = (parentId: number | null, name: string) =>
    nodes.find((node) => node.parentId === parentId && node.name === name && stocked.has(node.id));

  const chosen = new Set<number>();
  for (const path of paths) {
    let node: Node | undefined;
    for (const name of path) {
      const child = childNamed(node?.id ?? null, name);
      if (!child) break;
      node = child;
    }
    if (node) chosen.add(node.id);
  }
  if (chosen.size === 0)
    for (const node of nodes) if (node.parentId === null && stocked.has(node.id)) chosen.add(node.id);
  return [...chosen].sort((a, b) => a - b);
}

/** The catalog's segments of these names (the reference segments every catalog offers), in id order. */
export async function demoSegmentIds(
  db: Db,
  { catalogId, names }: { catalogId: number; names: readonly string[] },
): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.catalogId, catalogId), inArray(segments.name, [...names])));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
