import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { personalisationReceivedEvents } from "../db/schema.ts";
import type { BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";

export const RECEIVED_EVENTS_PATH = "/mock/personalisation/events";
/** The most events answered: a visitor's latest, oldest first. */
export const RECEIVED_EVENTS_LIMIT = 1_000;

const receivedEventsQuery = z.object({ monetateId: z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/) });

/**
 * What the engine was told about one visitor: every event of their decide calls, as validated,
 * in the order received (`{ events: [{ eventType, payload, createdAt }] }`), for browser tests
 * and demos that check what the storefront sends. Only where the mailbox is (EXPOSE_RESET_TOKEN,
 * off by default: consumer/mailbox-routes.ts): a real engine never hands out a visitor's trail.
 */
export function registerReceivedEventsRoute(app: Hono, deps: Pick<BackendDeps, "db" | "exposeResetToken">) {
  app.get(RECEIVED_EVENTS_PATH, async (c) => {
    if (!deps.exposeResetToken) throw new ApiError(404, "API404", "No event log: the backend does not expose what it received");
    const query = receivedEventsQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "ATTR300", "Expected ?monetateId=", { field: "monetateId" });
    const rows = await deps.db
      .select({ eventType: personalisationReceivedEvents.eventType, payload: personalisationReceivedEvents.payload, createdAt: personalisationReceivedEvents.createdAt })
      .from(personalisationReceivedEvents)
      .where(eq(personalisationReceivedEvents.monetateId, query.data.monetateId))
      .orderBy(desc(personalisationReceivedEvents.id))
      .limit(RECEIVED_EVENTS_LIMIT);
    c.header("cache-control", "no-store");
    return c.json({ events: rows.reverse().map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
