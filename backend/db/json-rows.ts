import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Rows of other tables as JSON inside one statement (a scalar subquery per table), so that a
 * call reads everything it needs in one round trip: `json_build_object` keyed by the schema's
 * field names, and the way back to the row drizzle would have answered (timestamps as Dates;
 * numbers, booleans, text and jsonb come back as they are).
 */

export type JsonFields = Record<string, PgColumn | SQL>;

/** `json_build_object('field', column, …)`. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The JSON array of `json_build_object(fields)` over `from` (any FROM … WHERE … text), in `orderBy` order; `[]` when there is none. */
export function jsonArray(fields: JsonFields, from: SQL, orderBy: SQL): SQL {
  return sql`coalesce((select json_agg(${jsonObject(fields)} order by ${orderBy}) ${from}), '[]'::json)`;
}

const isTimestamp = (value: PgColumn | SQL): value is PgColumn => "dataType" in value && value.dataType === "date";

/** A row of `jsonObject(fields)` as drizzle answers it: timestamp columns as Dates. */
export function fromJson<T>(fields: JsonFields, row: Record<string, unknown>): T {
  const decoded: Record<string, unknown> = { ...row };
  for (const [name, value] of Object.entries(fields)) {
    if (isTimestamp(value) && typeof row[name] === "string") decoded[name] = new Date(row[name]);
  }
  return decoded as T;
}
