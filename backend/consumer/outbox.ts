import { randomInt, randomUUID } from "node:crypto";
import { consumerOutbox } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";

/**
 * Messages of the account area (SMS codes, newsletter confirmations, e-gift card emails, case
 * confirmations). They go to the outbox table, in the caller's transaction: a message is "sent"
 * exactly when the change it reports is committed. A delivery worker (or, here, a test) reads them from there.
 */
export interface OutgoingMessage {
  consumerId: string | null;
  channel: "EMAIL" | "SMS";
  recipient: string;
  template: "password-reset" | "sms-optin-code" | "newsletter-confirmation" | "gift-card-email" | "contact-us-received" | "warranty-received" | "user-data-deletion-received";
  payload: Record<string, unknown>;
}

export async function sendMessage(db: Executor, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(consumerOutbox).values({ id: randomUUID(), ...message, createdAt: now });
}

/**
 * A case number: the prefix and 8 random digits. Inserted by `insert` (which answers false on a
 * clash with an existing number); tried again with a new number a few times.
 */
export async function withCaseNumber<T>(prefix: string, insert: (caseNumber: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await insert(`${prefix}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`);
    if (inserted !== undefined) return inserted;
  }
  throw new Error(`No free ${prefix} case number after 5 attempts`);
}
