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
import { isConnectionLost } from "./connection-lost.ts";

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
    // A connection waits 5 s at most (no server, or every client busy): the request then answers
    // 503 rather than hanging.
    const pool = new TransactionSafePool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000, ...(options.onStatement ? { Client: observedClient(options.onStatement) } : {}) });
    // The server restarting (or ending sessions, or a test dropping its database) ends every
    // connection. An idle one is dropped by the pool, which connects anew on next use; anything
    // but a lost connection is news.
    pool.on("error", (error) => {
      if (!isConnectionLost(error)) console.error("[db] idle PostgreSQL client failed", error);
    });
    // A connection lost while checked out (in a transaction, between two statements) makes its
    // client emit "error" with no one listening, which would end the process. The statement
    // running or next on it fails instead (the request answers 503), and the pool drops the
    // client when it is released (pg-pool releases no client that is not queryable).
    pool.on("connect", (client) => client.on("error", () => undefined));
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

/**
 * drizzle-orm's transactions on a pool (0.45) check a client out and send BEGIN before their
 * try/finally: when BEGIN fails because the connection was lost (the server restarted while the
 * client sat in the pool), the client is never released. Ten of those and the pool has none
 * left: every request then waits forever. Here a client whose BEGIN fails is released, with the
 * error (the pool drops it); a second release of one checkout is ignored, should drizzle ever
 * release it itself.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own (`pool.query`), which releases on every path.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBeginFails);
  }
}

/** The release of each client's current checkout, once: what a failed BEGIN calls. */
const currentCheckout = new WeakMap<pg.PoolClient, (error?: Error | boolean) => void>();

export function releasedWhenBeginFails(client: pg.PoolClient): pg.PoolClient {
  // The pool gives each checkout a release of its own; it is wrapped for this checkout only.
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  client.release = releaseOnce;
  // A client is checked out again and again, keeping its properties: `query` is wrapped on its
  // first checkout only (wrapping it at every checkout nested one more wrapper per transaction,
  // so that each statement went through thousands of them on a busy server) and releases the
  // checkout it was sent in.
  if (!currentCheckout.has(client)) {
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const releaseThisCheckout = currentCheckout.get(client);
      const result = (query as (...args: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise && /^\s*begin\b/i.test(textOf(args[0]))) result.catch((error: unknown) => releaseThisCheckout?.(error instanceof Error ? error : true));
      return result;
    } as typeof query;
  }
  currentCheckout.set(client, releaseOnce);
  return client;
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
