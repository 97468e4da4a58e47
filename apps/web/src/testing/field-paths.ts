/**
 * Field paths under a root, the fields written on one line: `under('me', 'id role role.name')` is
 * `['me.id', 'me.role', 'me.role.name']`. For the expected lists of `selectedFields` (testing/selected-fields.ts).
 */
export function under(root: string, fields: string): string[] {
  return fields
    .split(/\s+/)
    .filter(Boolean)
    .map((field) => `${root}.${field}`);
}
