import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES } from "../../contracts/api/consumer.ts";
import type { Database } from "../db/database.ts";
import { guestSmsSubscriptions } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import { smsAnswer } from "./consumer-store.ts";
import { sendMessage } from "./outbox.ts";
import { takeSignupQuota } from "./signup-quota.ts";
import { guestSmsBinding, newSmsCode, sameHash, smsCodeHashOf, smsCodeIsLive } from "./signup-rules.ts";

/**
 * SMS subscriptions of anonymous shoppers (content spec §7 createSmsSubscription, §9 double
 * opt-in): one record per phone, confirmed by the 6-digit code texted to it, from the guest
 * session that asked for it. The rules are the member's (SMS_CODE_TTL_MINUTES, SMS_CODE_MAX_ATTEMPTS,
 * the code kept hashed, wrong guesses counted under the row lock).
 *
 * What a guest sees is their session's view: the phone they signed up, PENDING while their code
 * waits — even when the phone is already subscribed (a signup must not tell whether a number
 * is on the list) — and SUBSCRIBED once they confirmed. Another guest signing the same phone
 * takes the pending code over (the first session's code stops working); only the phone's owner
 * can confirm either way, and the abuse limits bound the texts.
 */

export type GuestSmsRow = typeof guestSmsSubscriptions.$inferSelect;

/** The guest's view (the SMS subscription answer): NONE when their session has no phone here. */
export function guestSmsAnswer(row: GuestSmsRow | undefined) {
  if (!row?.codeHash) return smsAnswer(row);
  // A code waits: this session's signup, with its own time (the code's, SMS_CODE_TTL_MINUTES
  // before it expires), and nothing of an earlier subscription of the phone.
  const askedAt = new Date(row.codeExpiresAt!.getTime() - SMS_CODE_TTL_MINUTES * 60_000);
  return smsAnswer({ ...row, status: "PENDING", optinAt: askedAt, doubleOptinAt: null, optoutAt: null });
}

export async function guestSmsOf(db: Executor, guestId: string): Promise<GuestSmsRow | undefined> {
  const [row] = await db.select().from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.guestId, guestId));
  return row;
}

export interface GuestSmsSignup {
  c: Context;
  guestId: string;
  phone: string;
  source?: { acquisitionType: string; campaignName?: string };
  now: Date;
}

/** Sends a code to the phone for the guest's session; the phone's record is PENDING unless already subscribed. */
export async function subscribeGuestSms(tx: Executor, signup: GuestSmsSignup): Promise<GuestSmsRow> {
  const { c, guestId, phone, source, now } = signup;
  await takeSignupQuota(tx, c, { recipient: `sms:${phone}`, sender: { kind: "guest", guestId } }, now);
  // A guest has one phone here: signing up another leaves the first (its code stops working).
  await tx
    .update(guestSmsSubscriptions)
    .set({ guestId: null, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
    .where(and(eq(guestSmsSubscriptions.guestId, guestId), ne(guestSmsSubscriptions.phone, phone)));
  const code = newSmsCode();
  const codeFields = {
    guestId,
    codeHash: smsCodeHashOf(guestSmsBinding(guestId, phone), code),
    codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
    codeAttempts: 0,
    updatedAt: now,
    ...(source ? { acquisitionType: source.acquisitionType, campaignName: source.campaignName ?? null } : {}),
  };
  const subscribed = sql`${guestSmsSubscriptions.status} = 'SUBSCRIBED'`;
  const [row] = await tx
    .insert(guestSmsSubscriptions)
    .values({ id: randomUUID(), phone, status: "PENDING", optinAt: now, createdAt: now, ...codeFields })
    .onConflictDoUpdate({
      target: guestSmsSubscriptions.phone,
      set: {
        ...codeFields,
        // A subscribed phone stays subscribed until someone opts it out.
        status: sql`case when ${subscribed} then 'SUBSCRIBED' else 'PENDING' end`,
        optinAt: sql`case when ${subscribed} then ${guestSmsSubscriptions.optinAt} else ${now} end`,
        optoutAt: sql`case when ${subscribed} then ${guestSmsSubscriptions.optoutAt} else null end`,
      },
    })
    .returning();
  await sendMessage(tx, { consumerId: null, channel: "SMS", recipient: phone, template: "sms-optin-code", payload: { code, expiresInMinutes: SMS_CODE_TTL_MINUTES } }, now);
  return row!;
}

/**
 * Confirms the code of the guest's session. No code waiting for this session (none asked for,
 * confirmed already, another session's): 409 AUT404; expired or out of attempts: 410 AUT402;
 * wrong: 400 AUT401 with the attempts left (counted even though the answer is an error).
 */
export async function confirmGuestSms(db: Database, guestId: string, code: string, now: Date): Promise<GuestSmsRow> {
  const outcome = await db.transaction(async (tx): Promise<{ confirmed: GuestSmsRow } | { attempts: number }> => {
    const [row] = await tx.select().from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.guestId, guestId)).for("update");
    if (!row?.codeHash) throw new ApiError(409, "AUT404", "No subscription is waiting for a code; subscribe first");
    if (!smsCodeIsLive(row, now)) throw new ApiError(410, "AUT402", "The code has expired; ask for a new one");
    if (!sameHash(row.codeHash, smsCodeHashOf(guestSmsBinding(guestId, row.phone), code))) {
      const [counted] = await tx
        .update(guestSmsSubscriptions)
        .set({ codeAttempts: sql`${guestSmsSubscriptions.codeAttempts} + 1` })
        .where(eq(guestSmsSubscriptions.id, row.id))
        .returning({ attempts: guestSmsSubscriptions.codeAttempts });
      return { attempts: counted!.attempts };
    }
    const [confirmed] = await tx
      .update(guestSmsSubscriptions)
      .set({
        status: "SUBSCRIBED",
        doubleOptinAt: row.status === "SUBSCRIBED" && row.doubleOptinAt ? row.doubleOptinAt : now,
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        updatedAt: now,
      })
      .where(eq(guestSmsSubscriptions.id, row.id))
      .returning();
    return { confirmed: confirmed! };
  });
  if ("confirmed" in outcome) return outcome.confirmed;
  const attemptsLeft = Math.max(0, SMS_CODE_MAX_ATTEMPTS - outcome.attempts);
  throw new ApiError(400, "AUT401", attemptsLeft ? "The code is not correct" : "The code is not correct; ask for a new one", { field: "confirmationCode", attemptsLeft });
}
