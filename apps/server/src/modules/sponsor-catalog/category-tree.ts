import type { Db } from '../../db/client';
import { categories } from '../../db/schema/index';

export const MAX_CATEGORY_DEPTH = 4;

export type CategoryNode = { id: number; name: string; parentId: number | null; depth: number };

/** The whole category tree (a few hundred rows); callers walk it in memory. */
export function loadCategories(db: Db): Promise<CategoryNode[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      depth: categories.depth,
    })
    .from(categories)
    .orderBy(categories.depth, categories.name, categories.id);
}

/** The given categories and every category below them, down to depth 4. Unknown ids drop out. */
export function withDescendants(nodes: readonly CategoryNode[], ids: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const node of nodes)
    if (node.parentId !== null)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const known = new Set(nodes.filter((node) => node.depth <= MAX_CATEGORY_DEPTH).map((node) => node.id));
  const found = new Set<number>();
  const queue = ids.filter((id) => known.has(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    for (const child of children.get(id) ?? []) if (known.has(child)) queue.push(child);
  }
  return [...found];
}

/** The categories and all their ancestors. */
export function withAncestors(nodes: readonly CategoryNode[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const found = new Set<number>();
  for (const start of ids) {
    let id: number | null | undefined = start;
    while (id != null && !found.has(id)) {
      found.add(id);
      id = parentOf.get(id);
    }
  }
  return found;
}
