/** The rows of the "Module map" table in docs/architecture.md: spec area | server module | web feature | tables. */
export function moduleMapRows(markdown: string): { serverModules: string[]; webFeatures: string[] } {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Module map'));
  if (!section) return { serverModules: [], webFeatures: [] };
  const cells = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header
    .map((line) => line.split('|').map((cell) => cell.trim()));
  // A cell names its modules in backticks; "—" says the area has none on that side.
  const names = (cell: string | undefined) =>
    [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return {
    serverModules: cells.flatMap((row) => names(row[2])),
    webFeatures: cells.flatMap((row) => names(row[3])),
  };
}

/** Server modules and web features missing from the map, or listed there and absent from the tree. */
export function moduleMapDrift(
  markdown: string,
  tree: { serverModules: string[]; webFeatures: string[] },
): string[] {
  const map = moduleMapRows(markdown);
  const drift: string[] = [];
  const compare = (kind: string, listed: string[], present: string[]) => {
    for (const name of present)
      if (!listed.includes(name)) drift.push(`${kind} ${name} is missing from the map`);
    for (const name of new Set(listed))
      if (!present.includes(name)) drift.push(`${kind} ${name} is in the map but not in the tree`);
  };
  compare('server module', map.serverModules, tree.serverModules);
  compare('web feature', map.webFeatures, tree.webFeatures);
  return drift.sort();
}
