import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES, smsSubscribeRequest, smsSubscriptionUpdate } from "../../src/commerce/api/contracts/consumer.ts";
import { smsSubscriptions } from "../db/schema.ts";
import { readBody, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { normalizePhone } from "../identity/auth-routes.ts";
import { loadConsumer, requireConsumerId, smsAnswer, smsSubscriptionOf, type ConsumerRow, type SmsRow } from "./consumer-store.ts";
import { sendMessage } from "./outbox.ts";

/**
 * The SMS marketing subscription with double opt-in (commerce spec §3 subscriptions: type,
 * channel, optin, doubleOptin; §7 GET, PUT, POST /consumers-v3/consumer/subscription).
 *
 * NONE or UNSUBSCRIBED ──POST (phone)──▶ PENDING: a code goes to the phone (the outbox)
 * PENDING ──PUT confirmationCode──▶ SUBSCRIBED (doubleOptin, with its date)
 * PENDING or SUBSCRIBED ──PUT optin:false──▶ UNSUBSCRIBED
 *
 * Subscribing again with the subscribed phone changes nothing; with another phone, or while
 * PENDING, a new code is sent (the old one stops working). A wrong code counts; after
 * SMS_CODE_MAX_ATTEMPTS, or SMS_CODE_TTL_MINUTES, the code is dead (410 AUT402).
 */
export function registerSubscriptionRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const path = "/consumers-v3/consumer/subscription";

  api.on("GET", path, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    await loadConsumer(db, consumerId);
    return c.json(smsAnswer(await smsSubscriptionOf(db, consumerId)));
  });

  api.on("POST", path, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, smsSubscribeRequest);
    return c.json(await subscribe(consumerId, body.phone));
  });

  api.on("PUT", path, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, smsSubscriptionUpdate);
    if (body.confirmationCode !== undefined) return c.json(await confirm(consumerId, body.confirmationCode));
    if (body.optin === true) return c.json(await subscribe(consumerId, body.phone));
    if (body.optin === false) return c.json(await unsubscribe(consumerId));
    throw new ApiError(400, "ATTR300", "Send confirmationCode, or optin", { field: "confirmationCode" });
  });

  function subscribe(consumerId: string, phoneInput: string | undefined) {
    return db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      const phone = phoneFor(consumer, phoneInput);
      const current = await smsSubscriptionOf(tx, consumerId);
      if (current?.status === "SUBSCRIBED" && current.phone === phone) return smsAnswer(current);
      const now = new Date(deps.now());
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, "0");
      const fields = {
        phone,
        status: "PENDING",
        optinAt: now,
        doubleOptinAt: null,
        optoutAt: null,
        codeHash: codeHashOf(consumerId, code),
        codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
        codeAttempts: 0,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(smsSubscriptions)
        .values({ consumerId, ...fields })
        .onConflictDoUpdate({ target: smsSubscriptions.consumerId, set: fields })
        .returning();
      await sendMessage(tx, { consumerId, channel: "SMS", recipient: phone, template: "sms-optin-code", payload: { code, expiresInMinutes: SMS_CODE_TTL_MINUTES } }, now);
      return smsAnswer(row);
    });
  }

  async function confirm(consumerId: string, code: string) {
    const now = new Date(deps.now());
    const outcome = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId);
      const [row] = await tx.select().from(smsSubscriptions).where(eq(smsSubscriptions.consumerId, consumerId)).for("update");
      if (row?.status !== "PENDING" || !row.codeHash) throw new ApiError(409, "AUT404", "No subscription is waiting for a code; subscribe first");
      if (!codeIsLive(row, now)) throw new ApiError(410, "AUT402", "The code has expired; ask for a new one");
      if (!sameHash(row.codeHash, codeHashOf(consumerId, code))) {
        // Counted under the row lock and committed (the error is thrown after the transaction):
        // concurrent guesses cannot share one attempt.
        const [counted] = await tx
          .update(smsSubscriptions)
          .set({ codeAttempts: sql`${smsSubscriptions.codeAttempts} + 1` })
          .where(eq(smsSubscriptions.consumerId, consumerId))
          .returning({ attempts: smsSubscriptions.codeAttempts });
        return { attempts: counted!.attempts };
      }
      const [confirmed] = await tx
        .update(smsSubscriptions)
        .set({ status: "SUBSCRIBED", doubleOptinAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
        .where(eq(smsSubscriptions.consumerId, consumerId))
        .returning();
      return { confirmed: confirmed! };
    });
    if ("confirmed" in outcome) return smsAnswer(outcome.confirmed);
    const attemptsLeft = Math.max(0, SMS_CODE_MAX_ATTEMPTS - outcome.attempts);
    throw new ApiError(400, "AUT401", attemptsLeft ? "The code is not correct" : "The code is not correct; ask for a new one", { field: "confirmationCode", attemptsLeft });
  }

  function unsubscribe(consumerId: string) {
    return db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const current = await smsSubscriptionOf(tx, consumerId);
      if (!current || current.status === "UNSUBSCRIBED") return smsAnswer(current);
      const now = new Date(deps.now());
      const [row] = await tx
        .update(smsSubscriptions)
        .set({ status: "UNSUBSCRIBED", optoutAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
        .where(eq(smsSubscriptions.consumerId, consumerId))
        .returning();
      return smsAnswer(row);
    });
  }
}

/** The phone to text: the one given (normalised), else the profile's; 400 SHP410 without either. */
function phoneFor(consumer: ConsumerRow, input: string | undefined): string {
  if (input === undefined) {
    if (!consumer.phone) throw new ApiError(400, "SHP410", "A mobile number is needed for text messages", { field: "phone" });
    return consumer.phone;
  }
  const phone = normalizePhone(input);
  if (!phone) throw new ApiError(400, "ATTR300", "phone: not a phone number", { field: "phone" });
  return phone;
}

/** The code is bound to the account: the same digits sent to another shopper hash differently. */
const codeHashOf = (consumerId: string, code: string) => createHash("sha256").update(`sms-optin:${consumerId}:${code}`).digest("hex");
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function codeIsLive(row: SmsRow, now: Date): boolean {
  return !!row.codeExpiresAt && row.codeExpiresAt.getTime() > now.getTime() && row.codeAttempts < SMS_CODE_MAX_ATTEMPTS;
}

