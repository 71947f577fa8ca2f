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
}

/**
 * Opens the database and brings its schema up to date. The same migrations run on PGlite and
 * on a PostgreSQL server, so the reference backend behaves the same on both.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
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
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close(), dump: () => client.dumpDataDir("none") };
}
