export type CategoryNode = { id: string; name: string; parentId: string | null; depth: number };

/** Spec 2 §9: category depth at most 4. */
export const MAX_DEPTH = 4;

/** A select option: `label` is the path ("Men › Clothing", what a chosen pill and the search read). */
export type CategoryOption = { value: string; label: string; name: string; level: number };

/**
 * The flat category list in tree order (parents before their children, siblings by name), as select
 * options labelled by their path and drawn indented by `level`; categories deeper than 4 are left out.
 */
export function categoryTreeOptions(categories: readonly CategoryNode[]): CategoryOption[] {
  const shown = categories.filter((category) => category.depth <= MAX_DEPTH);
  const ids = new Set(shown.map((category) => category.id));
  const children = new Map<string | null, CategoryNode[]>();
  for (const category of shown) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visit = (parent: string | null, level: number, path: string) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const category of siblings) {
      const label = path ? `${path} › ${category.name}` : category.name;
      options.push({ value: category.id, label, name: category.name, level });
      visit(category.id, level + 1, label);
    }
  };
  visit(null, 0, '');
  return options;
}
