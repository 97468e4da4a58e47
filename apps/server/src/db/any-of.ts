import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::type[])`: a list of any length as ONE parameter. `inArray` writes one parameter per
 * value, which drizzle builds and PostgreSQL parses and plans anew for every length: the delivery index's
 * spend refresh asks for every indexed ad set (500 in the bench) every few seconds.
 */
export function anyOf(
  column: AnyColumn | SQL,
  values: readonly (number | string)[],
  type: 'int' | 'date',
): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(type)}[])`;
}
