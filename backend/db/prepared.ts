import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "./db-executor.ts";

/**
 * A hot query built once per process and sent as a named prepared statement (decision 0032):
 * drizzle builds its SQL text on first use only (building it cost as much as the floor's whole
 * call), and on PostgreSQL the pg driver parses and plans it once per connection (by name), then
 * only binds values. Its values are `sql.placeholder(name)`s, given to `execute`; a query whose
 * text depends on a value (a guest's cart or a member's) is two prepared queries.
 *
 * drizzle ties a prepared query to the session it was built on (the pool, or one transaction's
 * client), while a call runs on the database or on its transaction: the query built once is
 * bound to the executor's client at each use (`Object.create`, so that everything else is
 * shared). PGlite ignores the name and runs the text as before.
 */

/** What `prepare(name)` answers: drizzle's prepared query. */
interface PreparedQuery {
  execute(placeholderValues?: Record<string, unknown>): Promise<unknown>;
}

/** The driver's client of an executor: the pool, a transaction's client, or PGlite (or its transaction). */
function clientOf(db: Executor): unknown {
  return (db._.session as unknown as { client: unknown }).client;
}

/** `build`'s query, named `name`, for the executor given at each use. */
export function preparedQuery<Q extends PreparedQuery>(name: string, build: (db: Executor) => { prepare(name: string): Q }): (db: Executor) => Q {
  let built: Q | undefined;
  return (db) => {
    built ??= build(db).prepare(name);
    return Object.create(built, { client: { value: clientOf(db) } }) as Q;
  };
}

/**
 * A placeholder for a value of `column` where drizzle's types take no placeholder (an update's
 * `set`): the value given to `execute` is written as the column writes it (jsonb as JSON text,
 * a timestamp as ISO text), as a plain value there would be.
 */
export function columnPlaceholder(column: PgColumn, name: string): SQL {
  return sql`${sql.param(sql.placeholder(name), column)}`;
}

/** drizzle's session and dialect, internal to it but stable: what `db.execute` itself uses. */
interface SessionInternals {
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(query: SQL): { sql: string } };
}

/**
 * `db.execute(query)` sent as a named prepared statement, for a statement whose text is built per
 * call from a few shapes (decision 0036): `name` names the statement's text, and must give one
 * name to one text only (a hash of it, say). On PostgreSQL the pg driver parses and plans a name
 * once per connection, then only binds values; PGlite ignores the name.
 */
export function executeNamed<T>(db: Pick<Executor, "execute">, name: string | ((text: string) => string), query: SQL): Promise<{ rows: T[] }> {
  const { session, dialect } = db as unknown as SessionInternals;
  const built = dialect.sqlToQuery(query);
  const named = typeof name === "string" ? name : name(built.sql);
  return session.prepareQuery(built, undefined, named, false).execute() as Promise<{ rows: T[] }>;
}
