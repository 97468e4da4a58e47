import { type SQL, sql } from 'drizzle-orm';

/** A column a batch writes: its name, its PostgreSQL type, and how a row gives its value. */
export type UnnestColumn<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

/**
 * `(<columns>) select * from unnest(<one array parameter per column>)`: the rows of a batch as one statement
 * with as many parameters as columns, whatever the number of rows. The ORM's multi-row insert builds a
 * parameter per value and checks each one's kind, which was the largest share of the server's CPU per
 * events batch in the delivery benchmark's profile.
 */
export function unnestRows<Row>(columns: readonly UnnestColumn<Row>[], rows: readonly Row[]): SQL {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  const arrays = columns.map(([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`);
  return sql`(${names}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/** `on conflict (<key>) do update set c = t.c + excluded.c, …`: counters added to an existing row. */
export function addOnConflict(table: string, key: readonly string[], counters: readonly string[]): SQL {
  const set = counters.map((column) => `"${column}" = "${table}"."${column}" + excluded."${column}"`);
  return sql.raw(
    `on conflict (${key.map((column) => `"${column}"`).join(', ')}) do update set ${set.join(', ')}`,
  );
}
