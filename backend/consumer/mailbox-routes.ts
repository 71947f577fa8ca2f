import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { consumerOutbox } from "../db/schema.ts";
import type { Api, BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";

/** Messages the mailbox answers for one recipient, newest first. */
export const MAILBOX_LIMIT = 20;

const mailboxQuery = z.object({ recipient: z.string().trim().min(3).max(254) });

/**
 * The reference backend's mailbox: the outbox's messages to one recipient (the password reset
 * link, SMS codes, confirmations), for demos and browser tests that follow an emailed link. Only
 * when the backend is told to expose reset tokens (EXPOSE_RESET_TOKEN, off by default): the
 * messages carry secrets that a real deployment sends by email only.
 */
export function registerMailboxRoutes(api: Api, deps: Pick<BackendDeps, "db" | "exposeResetToken">) {
  api.on("GET", "/mock/outbox", async (c) => {
    if (!deps.exposeResetToken) throw new ApiError(404, "API404", "No mailbox: the backend does not expose its messages");
    const query = mailboxQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "ATTR300", "Expected ?recipient=");
    const rows = await deps.db
      .select({ template: consumerOutbox.template, channel: consumerOutbox.channel, payload: consumerOutbox.payload, createdAt: consumerOutbox.createdAt })
      .from(consumerOutbox)
      .where(eq(consumerOutbox.recipient, query.data.recipient.toLowerCase()))
      .orderBy(desc(consumerOutbox.createdAt))
      .limit(MAILBOX_LIMIT);
    c.header("cache-control", "no-store");
    return c.json({ messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
