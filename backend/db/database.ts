import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite: the data directory as a tarball (to start other databases from). */
  dump?: () => Promise<Blob>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one, PGlite (embedded Postgres) is used. */
  url?: string;
  /** PGlite only: a folder to keep the data in; `memory` (the default) keeps nothing. */
  dataDir?: string;
  /**
   * PGlite in memory only: start from this data directory dump (`dumpDataDir`) instead of an
   * empty cluster — the tests' migrated template, about 3× faster than initdb and migrations.
   */
  template?: Blob;
  /**
   * Called with the text of every SQL statement the driver sends, transaction control (BEGIN,
   * COMMIT, ROLLBACK) included: for tests that hold a call to its statement budget, and for
   * diagnostics. Off by default.
   */
  onStatement?: (sql: string) => void;
}

/**
 * Opens the database and brings its schema up to date. The same migrations run on PGlite and
 * on a PostgreSQL server, so the reference backend behaves the same on both.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, ...(options.onStatement ? { Client: observedClient(options.onStatement) } : {}) });
    // An idle client whose connection the server ended (a restart, or a test dropping its
    // database: 57P01 admin_shutdown) is replaced by the pool on next use; anything else is news.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") console.error("[db] idle PostgreSQL client failed", error);
    });
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const dataDir = options.dataDir && options.dataDir !== "memory" ? options.dataDir : undefined;
  // PGlite makes its own folder but not the ones above it (`.data/` on a fresh clone).
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The search extensions (migration 0003) are compiled into PGlite as loadable contrib modules.
  // (`new PGlite(undefined, options)` drops the options: hence `create` with one object.)
  const client = await PGlite.create({ dataDir, loadDataDir: dataDir ? undefined : options.template, extensions: { pg_trgm, unaccent } });
  if (options.onStatement) observePglite(client, options.onStatement);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}

const textOf = (query: unknown): string => (typeof query === "string" ? query : String((query as { text?: unknown } | null)?.text ?? ""));

/** pg's client with every `query` reported first (the pool runs all its statements through it). */
function observedClient(onStatement: (sql: string) => void): typeof pg.Client {
  const query = pg.Client.prototype.query;
  class ObservedClient extends pg.Client {}
  ObservedClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    onStatement(textOf(args[0]));
    return (query as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return ObservedClient;
}

/**
 * PGlite with every statement reported first: `query` and `exec`, and in a transaction its
 * own BEGIN, the statements of the transaction's handle, and COMMIT or ROLLBACK.
 */
function observePglite(client: PGlite, onStatement: (sql: string) => void): void {
  type Runner = { query: (...args: never[]) => Promise<unknown>; exec: (...args: never[]) => Promise<unknown> };
  const observe = (runner: Runner) => {
    for (const method of ["query", "exec"] as const) {
      const run = runner[method].bind(runner) as (...args: unknown[]) => Promise<unknown>;
      (runner as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        onStatement(textOf(args[0]));
        return run(...args);
      };
    }
  };
  observe(client as unknown as Runner);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction(async (tx) => {
      onStatement("BEGIN");
      observe(tx as unknown as Runner);
      try {
        const result = await callback(tx);
        onStatement("COMMIT");
        return result;
      } catch (error) {
        onStatement("ROLLBACK");
        throw error;
      }
    });
}
