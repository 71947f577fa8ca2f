import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type DatabaseOptions, type OpenDatabase } from "../db/database.ts";
import { createBackendApp, type BackendOptions } from "../app.ts";
import { CLIENT_ID_HEADER } from "../../contracts/headers.ts";

let template: Promise<Blob | undefined> | undefined;

/**
 * The migrated empty database that tests/setup/pglite-template.ts dumped once for the run
 * (PGLITE_TEMPLATE); without it, each database is made and migrated from scratch.
 */
function migratedTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_TEMPLATE;
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh, empty database: PGlite in memory, or — with TEST_DATABASE_URL — a new database on
 * that PostgreSQL server (test files run in parallel, so each gets its own), dropped at close.
 * `onStatement` hears every SQL statement sent to it (statement budgets).
 */
export async function freshDatabase(options: Pick<DatabaseOptions, "onStatement"> = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ template: await migratedTemplate(), ...options });
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), ...options });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A backend on a fresh database for one test file (CI runs the database tests on both kinds). */
export async function backendUnderTest({ onStatement, ...options }: Partial<Omit<BackendOptions, "database">> & Pick<DatabaseOptions, "onStatement"> = {}) {
  const database = await freshDatabase({ onStatement });
  const { app, deps } = createBackendApp({ tokenSecret: "test-secret", exposeResetToken: true, ...options, database });

  /** Calls the API as a client would: with a client id and JSON, unless told otherwise. */
  async function call(method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { [CLIENT_ID_HEADER]: "test-client", ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as Record<string, unknown> & { errorDetails?: { errorId: string; message: string }[] }, text };
  }

  return { app, deps, database, call, close: () => database.close() };
}
