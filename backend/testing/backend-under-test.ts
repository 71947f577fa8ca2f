import { openDatabase, type OpenDatabase } from "../db/database.ts";
import { createBackendApp, CLIENT_ID_HEADER, type BackendOptions } from "../app.ts";

/**
 * A backend on a fresh database for one test file: PGlite in memory, or the PostgreSQL server
 * of TEST_DATABASE_URL (CI runs the database tests on both).
 */
export async function backendUnderTest(options: Partial<Omit<BackendOptions, "database">> = {}) {
  const database: OpenDatabase = await openDatabase({ url: process.env.TEST_DATABASE_URL });
  const { app, deps } = createBackendApp({ tokenSecret: "test-secret", ...options, database });

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
