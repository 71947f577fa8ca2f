import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY, SIGNUP_MESSAGES_PER_SENDER_PER_DAY } from "../../contracts/api/consumer.ts";
import type { Identity } from "../identity/tokens.ts";
import { signupMessageQuotas } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import { retryAfterSeconds } from "./signup-rules.ts";

/**
 * Abuse limits of signup confirmations (newsletter emails, SMS codes): a signup form must not
 * become a way to flood someone's inbox or phone, nor a guest's way to send without end.
 * Per 24 hours, at most SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY to one address or phone and
 * SIGNUP_MESSAGES_PER_SENDER_PER_DAY asked for by one guest session or account; beyond, 429
 * PRM140 ("limit exceeded", the catalogue's id for a limit reached) with Retry-After.
 */

export const SIGNUP_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

/** Whom a message goes to, and who asked for it. */
export interface QuotaSubjects {
  recipient: string;
  sender: Identity;
}

const senderOf = (identity: Identity) => (identity.kind === "guest" ? `guest:${identity.guestId}` : identity.kind === "registered" ? `consumer:${identity.consumerId}` : `agent:${identity.employeeId}`);
/** Hashed: no address or phone in clear in the quota table. */
const keyOf = (subject: string) => createHash("sha256").update(`signup-quota:${subject}`).digest("hex");

/**
 * Counts one message for the recipient and the sender, in the caller's transaction. Each count
 * is one upsert, which holds the row lock until the transaction ends: concurrent signups are
 * counted one after the other. Over a limit, it throws, and the transaction (with the counts)
 * rolls back: a refused message does not count.
 */
export async function takeSignupQuota(tx: Executor, c: Context, subjects: QuotaSubjects, now: Date): Promise<void> {
  const limits: [subject: string, limit: number][] = [
    [`recipient:${subjects.recipient}`, SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY],
    [`sender:${senderOf(subjects.sender)}`, SIGNUP_MESSAGES_PER_SENDER_PER_DAY],
  ];
  const windowStart = new Date(now.getTime() - SIGNUP_QUOTA_WINDOW_MS);
  for (const [subject, limit] of limits) {
    const [counted] = await tx
      .insert(signupMessageQuotas)
      .values({ key: keyOf(subject), windowStartedAt: now, sent: 1 })
      .onConflictDoUpdate({
        target: signupMessageQuotas.key,
        set: {
          sent: sql`case when ${signupMessageQuotas.windowStartedAt} <= ${windowStart} then 1 else ${signupMessageQuotas.sent} + 1 end`,
          windowStartedAt: sql`case when ${signupMessageQuotas.windowStartedAt} <= ${windowStart} then ${now} else ${signupMessageQuotas.windowStartedAt} end`,
        },
      })
      .returning();
    if (counted!.sent > limit) {
      c.header("retry-after", String(retryAfterSeconds(counted!.windowStartedAt, SIGNUP_QUOTA_WINDOW_MS, now)));
      const whom = subject.startsWith("recipient:") ? "to this address or number" : "from this session";
      throw new ApiError(429, "PRM140", `Too many confirmation messages ${whom} today; please try again later`);
    }
  }
}
