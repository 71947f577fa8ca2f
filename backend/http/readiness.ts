import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Database } from "../db/database.ts";
import { referenceDataVersion } from "../db/schema.ts";

/** Where the backend answers whether it can serve: outside the commerce API's prefixes (no client id). */
export const READINESS_PATH = "/ready";

/**
 * `GET /ready`: 200 `{"status":"ready"}` once the database answers and is migrated, 503
 * `{"status":"unavailable"}` otherwise. It reads one row by primary key (the reference data
 * stamp's, which every migrated database has) and tells nothing of it: a probe for a load
 * balancer or a start script, and the floor `bench:api` measures every call against (the same
 * stack, HTTP to database, doing the least a call can).
 */
export function registerReadiness(app: Hono, db: Database): void {
  app.get(READINESS_PATH, async (c) => {
    c.header("cache-control", "no-store");
    try {
      const [row] = await db.select({ id: referenceDataVersion.id }).from(referenceDataVersion).where(eq(referenceDataVersion.id, true));
      if (row) return c.json({ status: "ready" });
    } catch {
      // A database that does not answer is what this route reports, not an error of its own.
    }
    return c.json({ status: "unavailable" }, 503);
  });
}
