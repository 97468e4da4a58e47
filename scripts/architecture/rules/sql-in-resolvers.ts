import type { SourceFile } from '../source-files';

// A query builder call on the database handle: `db.select(`, `ctx.deps.db\n  .update(`, `tx.insert(`...
const query = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction)\s*\(/;

/**
 * `.graphql.ts` files that query the database themselves: resolvers unpack arguments and call a use case of
 * their module, which holds the SQL (drizzle-orm is imported by use cases only).
 */
export function sqlInResolvers(files: SourceFile[]): string[] {
  return files
    .filter((file) => file.path.startsWith('apps/server/src/') && file.path.endsWith('.graphql.ts'))
    .filter((file) => /from\s+['"]drizzle-orm['"]/.test(file.text) || query.test(file.text))
    .map((file) => file.path)
    .sort();
}
