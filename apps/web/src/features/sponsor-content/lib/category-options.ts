export type CategoryNode = { id: string; name: string; parentId: string | null; depth: number };

/** Spec 2 §9: category depth at most 4. */
export const MAX_DEPTH = 4;

/**
 * The flat category list in tree order (parents before their children, siblings by name), as select
 * options indented by depth; categories deeper than 4 are left out.
 */
export function categoryTreeOptions(categories: readonly CategoryNode[]): { value: string; label: string }[] {
  const shown = categories.filter((category) => category.depth <= MAX_DEPTH);
  const ids = new Set(shown.map((category) => category.id));
  const children = new Map<string | null, CategoryNode[]>();
  for (const category of shown) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: { value: string; label: string }[] = [];
  const visit = (parent: string | null, level: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const category of siblings) {
      options.push({ value: category.id, label: `${'\u2003'.repeat(level)}${category.name}` });
      visit(category.id, level + 1);
    }
  };
  visit(null, 0);
  return options;
}
