import type { Db } from '../client';
import { categories } from '../schema/index';
import { categoryTree, type SizeKind, type WordKind } from './demo-category-tree';

/** A depth-4 category products attach to, with what the product generator needs to know about it. */
export type LeafCategory = {
  id: number;
  root: string;
  item: string;
  sizes: SizeKind;
  words: WordKind;
  priceSgd: readonly [number, number];
};

type Node = { parentId: number | null; name: string; depth: number };

/** Inserts the tree level by level (a parent's id is needed by its children); returns the leaves. */
export async function seedCategories(db: Db): Promise<LeafCategory[]> {
  const insertLevel = async (nodes: Node[]) => {
    const rows = await db
      .insert(categories)
      .values(nodes)
      .returning({ id: categories.id, parentId: categories.parentId, name: categories.name });
    const ids = new Map(rows.map((row) => [`${row.parentId}/${row.name}`, row.id]));
    return (parentId: number | null, name: string) => {
      const id = ids.get(`${parentId}/${name}`);
      if (id === undefined) throw new Error(`category ${name} was not inserted`);
      return id;
    };
  };

  const rootId = await insertLevel(
    categoryTree.map((root) => ({ parentId: null, name: root.name, depth: 1 })),
  );
  const departments = categoryTree.flatMap((root) =>
    root.departments.map((department) => ({ root, department, id: 0 })),
  );
  const departmentId = await insertLevel(
    departments.map(({ root, department }) => ({
      parentId: rootId(null, root.name),
      name: department.name,
      depth: 2,
    })),
  );
  for (const entry of departments)
    entry.id = departmentId(rootId(null, entry.root.name), entry.department.name);

  const groups = departments.flatMap(({ root, department, id }) =>
    department.groups.map((group) => ({ root, department, group, parentId: id, id: 0 })),
  );
  const groupId = await insertLevel(
    groups.map(({ parentId, group }) => ({ parentId, name: group.name, depth: 3 })),
  );
  for (const entry of groups) entry.id = groupId(entry.parentId, entry.group.name);

  const leaves = groups.flatMap(({ root, department, group, id }) =>
    group.leaves.map((leaf) => ({ root, department, group, leaf, parentId: id })),
  );
  const leafId = await insertLevel(
    leaves.map(({ parentId, leaf }) => ({ parentId, name: leaf[0], depth: 4 })),
  );
  return leaves.map(({ root, department, group, leaf, parentId }) => ({
    id: leafId(parentId, leaf[0]),
    root: root.name,
    item: leaf[1],
    sizes: department.sizes,
    words: department.words,
    priceSgd: group.priceSgd,
  }));
}
