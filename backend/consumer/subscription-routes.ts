import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES, smsSubscribeRequest, smsSubscriptionUpdate } from "../../contracts/api/consumer.ts";
import { smsSubscriptions } from "../db/schema.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { consumerIdOf, loadConsumer, orThrow, smsAnswer, smsSubscriptionOf, type ConsumerRow } from "./consumer-store.ts";
import { confirmGuestSms, guestSmsAnswer, guestSmsOf, subscribeGuestSms } from "./guest-sms-store.ts";
import { sendMessage } from "./outbox.ts";
import { takeSignupQuota } from "./signup-quota.ts";
import { entriesOf, newSmsCode, sameHash, signupPhone, smsCodeHashOf, smsCodeIsLive } from "./signup-rules.ts";

/**
 * The SMS marketing subscription with double opt-in (commerce spec §3 subscriptions: type,
 * channel, optin, doubleOptin; §7 GET, PUT, POST /consumers-v3/consumer/subscription; content
 * spec §7 createSmsSubscription / updateSmsSubscription, §9).
 *
 * NONE or UNSUBSCRIBED ──POST (phone)──▶ PENDING: a code goes to the phone (the outbox)
 * PENDING ──PUT confirmationCode──▶ SUBSCRIBED (doubleOptin, with its date)
 * PENDING or SUBSCRIBED ──PUT optin:false──▶ UNSUBSCRIBED
 *
 * Subscribing again with the subscribed phone changes nothing; with another phone, or while
 * PENDING, a new code is sent (the old one stops working). A wrong code counts; after
 * SMS_CODE_MAX_ATTEMPTS, or SMS_CODE_TTL_MINUTES, the code is dead (410 AUT402). Codes sent are
 * bounded by the signup abuse limits (429 PRM140, signup-quota.ts).
 *
 * Guests (anonymous shoppers of the SMS signup block) subscribe, confirm and read their own
 * session's subscription (guest-sms-store.ts); opting out needs an account (401 AUT432).
 */
export function registerSubscriptionRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const path = "/consumers-v3/consumer/subscription";

  /** A guest or a member; an associate's own token: 403 AUT432 (as every account call). */
  const shopperOf = (c: Context): Identity => {
    const identity = requireIdentity(c, deps);
    if (identity.kind === "agent") consumerIdOf(identity);
    return identity;
  };

  api.on("GET", path, async (c) => {
    const identity = shopperOf(c);
    if (identity.kind === "guest") return c.json(guestSmsAnswer(await guestSmsOf(db, identity.guestId)));
    const consumerId = consumerIdOf(identity);
    await loadConsumer(db, consumerId);
    return c.json(smsAnswer(await smsSubscriptionOf(db, consumerId)));
  });

  api.on("POST", path, async (c) => {
    const identity = shopperOf(c);
    const body = await readBody(c, smsSubscribeRequest);
    return c.json(await subscribe(c, identity, body));
  });

  api.on("PUT", path, async (c) => {
    const identity = shopperOf(c);
    const body = await readBody(c, smsSubscriptionUpdate);
    if (body.confirmationCode !== undefined) {
      if (identity.kind === "guest") return c.json(guestSmsAnswer(await confirmGuestSms(db, identity.guestId, body.confirmationCode, new Date(deps.now()))));
      return c.json(await confirm(consumerIdOf(identity), body.confirmationCode));
    }
    if (body.optin === true) return c.json(await subscribe(c, identity, body));
    if (body.optin === false) {
      if (identity.kind === "guest") throw new ApiError(401, "AUT432", "Sign in to stop marketing texts, or reply STOP to one");
      return c.json(await unsubscribe(consumerIdOf(identity)));
    }
    throw new ApiError(400, "ATTR300", "Send confirmationCode, or optin", { field: "confirmationCode" });
  });

  /** A signup (POST, or PUT optin:true): the phone and the source of the body, then the guest's or the member's subscription. */
  async function subscribe(c: Context, identity: Identity, body: SignupBody) {
    const profile = body.consumerProfile;
    if (profile) {
      orThrow(entriesOf(profile.subscriptions, "sms"));
      if (profile.enrollments.length) throw new ApiError(400, "ATTR300", "consumerProfile.enrollments: the loyalty programme is joined through the profile call", { field: "consumerProfile.enrollments" });
    }
    const phoneInput = orThrow(signupPhone(body));
    const now = new Date(deps.now());
    if (identity.kind === "guest") {
      if (!phoneInput) throw new ApiError(400, "SHP410", "A mobile number is needed for text messages", { field: "phone" });
      const source = profile?.consumerDetails.source;
      return guestSmsAnswer(await db.transaction((tx) => subscribeGuestSms(tx, { c, guestId: identity.guestId, phone: phoneInput, source, now })));
    }
    return subscribeMember(c, consumerIdOf(identity), phoneInput, now);
  }

  function subscribeMember(c: Context, consumerId: string, phoneInput: string | undefined, now: Date) {
    return db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      const phone = phoneFor(consumer, phoneInput);
      const current = await smsSubscriptionOf(tx, consumerId);
      if (current?.status === "SUBSCRIBED" && current.phone === phone) return smsAnswer(current);
      await takeSignupQuota(tx, c, { recipient: `sms:${phone}`, sender: { kind: "registered", consumerId } }, now);
      const code = newSmsCode();
      const fields = {
        phone,
        status: "PENDING",
        optinAt: now,
        doubleOptinAt: null,
        optoutAt: null,
        codeHash: smsCodeHashOf(consumerId, code),
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
      if (!smsCodeIsLive(row, now)) throw new ApiError(410, "AUT402", "The code has expired; ask for a new one");
      if (!sameHash(row.codeHash, smsCodeHashOf(consumerId, code))) {
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

type SignupBody = Pick<z.output<typeof smsSubscriptionUpdate>, "phone" | "consumerProfile">;

/** The phone to text: the one sent (normalised by signupPhone), else the profile's; 400 SHP410 without either. */
function phoneFor(consumer: ConsumerRow, phone: string | undefined): string {
  if (phone) return phone;
  if (!consumer.phone) throw new ApiError(400, "SHP410", "A mobile number is needed for text messages", { field: "phone" });
  return consumer.phone;
}

