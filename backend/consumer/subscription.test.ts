import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consumerProfileAnswer, NOTIFICATION_SETTINGS, notificationSettingsAnswer, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES, smsSubscriptionAnswer } from "../../contracts/api/consumer.ts";
import { consumerOutbox, smsSubscriptions } from "../db/schema.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit, type Member } from "./consumer-test-kit.ts";

const START = Date.parse("2026-11-22T12:00:00Z");
let clock = START;
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const SUBSCRIPTION = "/consumers-v3/consumer/subscription";
const subscription = (shopper: Member, method: "GET" | "POST" | "PUT" = "GET", body?: unknown) => kit.ok(smsSubscriptionAnswer, method, SUBSCRIPTION, { token: shopper.token, body });

/** The last code texted to the shopper (read from the outbox, as a delivery worker would). */
async function lastCode(shopper: Member): Promise<{ code: string; recipient: string }> {
  const [message] = await kit.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.consumerId, shopper.consumerId), eq(consumerOutbox.template, "sms-optin-code")))
    .orderBy(desc(consumerOutbox.createdAt))
    .limit(1);
  return { code: String(message!.payload.code), recipient: message!.recipient };
}

describe("SMS subscription with double opt-in", () => {
  test("none yet: NONE, nothing opted in", async () => {
    expect(await subscription(await kit.member())).toEqual({
      type: "MARKETING",
      channel: "SMS",
      status: "NONE",
      phone: null,
      optin: false,
      doubleOptin: false,
      optinDate: null,
      doubleOptinDate: null,
      optoutDate: null,
      confirmationExpiresAt: null,
    });
  });

  test("subscribe (the profile's phone) → PENDING with a code texted → confirm → SUBSCRIBED → opt out → UNSUBSCRIBED", async () => {
    clock = START;
    const shopper = await kit.member({ phone: "+16175550123" });
    const pending = await subscription(shopper, "POST", {});
    expect(pending).toMatchObject({ status: "PENDING", phone: "••••••••0123", optin: true, doubleOptin: false, optinDate: new Date(START).toISOString(), confirmationExpiresAt: new Date(START + SMS_CODE_TTL_MINUTES * 60_000).toISOString() });
    const { code, recipient } = await lastCode(shopper);
    expect(recipient).toBe("+16175550123");
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await kit.db.select().from(smsSubscriptions).where(eq(smsSubscriptions.consumerId, shopper.consumerId));
    expect(row!.codeHash).not.toContain(code);

    clock = START + 60_000;
    const subscribed = await subscription(shopper, "PUT", { confirmationCode: code });
    expect(subscribed).toMatchObject({ status: "SUBSCRIBED", optin: true, doubleOptin: true, doubleOptinDate: new Date(START + 60_000).toISOString(), confirmationExpiresAt: null });
    expect((await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: shopper.token })).subscriptions).toContainEqual({ type: "MARKETING", channel: "SMS", optin: true, doubleOptin: true });

    clock = START + 120_000;
    const out = await subscription(shopper, "PUT", { optin: false });
    expect(out).toMatchObject({ status: "UNSUBSCRIBED", optin: false, doubleOptin: false, optoutDate: new Date(START + 120_000).toISOString() });
    expect(await subscription(shopper)).toEqual(out);
    clock = START;
  });

  test("subscribing again with the subscribed phone changes nothing; another phone starts a new opt-in", async () => {
    const shopper = await kit.member();
    await subscription(shopper, "POST", { phone: "+442079460000" });
    const subscribed = await subscription(shopper, "PUT", { confirmationCode: (await lastCode(shopper)).code });
    // UK numbers drop the 0 after +44 (commerce spec §5): the same phone.
    expect(await subscription(shopper, "POST", { phone: "+44 020 7946 0000" })).toEqual(subscribed);
    const moved = await subscription(shopper, "PUT", { optin: true, phone: "+442079460001" });
    expect(moved).toMatchObject({ status: "PENDING", phone: "•••••••••0001" });
  });

  test("a new code replaces the old one", async () => {
    const shopper = await kit.member();
    await subscription(shopper, "POST", {});
    const first = (await lastCode(shopper)).code;
    clock = START + 1000;
    await subscription(shopper, "POST", {});
    const second = (await lastCode(shopper)).code;
    clock = START;
    if (first !== second) await kit.fails(400, "AUT401", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: first } });
    expect((await subscription(shopper, "PUT", { confirmationCode: second })).status).toBe("SUBSCRIBED");
  });

  test("a wrong code: 400 AUT401 with the attempts left; after the last attempt, or after 15 minutes, 410 AUT402", async () => {
    const shopper = await kit.member();
    await subscription(shopper, "POST", {});
    const { code } = await lastCode(shopper);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= SMS_CODE_MAX_ATTEMPTS; attempt++) {
      const error = await kit.fails(400, "AUT401", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: wrong } });
      expect(error.attemptsLeft).toBe(SMS_CODE_MAX_ATTEMPTS - attempt);
    }
    await kit.fails(410, "AUT402", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: code } });

    const late = await kit.member();
    await subscription(late, "POST", {});
    clock = START + SMS_CODE_TTL_MINUTES * 60_000;
    // A fresh access token: the first one lives as long as the code.
    const token = kit.token({ kind: "registered", consumerId: late.consumerId });
    await kit.fails(410, "AUT402", "PUT", SUBSCRIPTION, { token, body: { confirmationCode: (await lastCode(late)).code } });
    clock = START;
  });

  test("guesses sent at once share no attempt: only the allowed number are judged, the rest find the code dead", async () => {
    const shopper = await kit.member();
    await subscription(shopper, "POST", {});
    const { code } = await lastCode(shopper);
    const wrong = code === "999999" ? "888888" : "999999";
    const answers = await Promise.all(Array.from({ length: SMS_CODE_MAX_ATTEMPTS * 2 }, () => kit.call("PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: wrong } })));
    const ids = answers.map((answer) => answer.error.errorId);
    expect(ids.filter((id) => id === "AUT401")).toHaveLength(SMS_CODE_MAX_ATTEMPTS);
    expect(ids.filter((id) => id === "AUT402")).toHaveLength(SMS_CODE_MAX_ATTEMPTS);
  });

  test("nothing waiting for a code: 409 AUT404; no phone on the profile nor sent: 400 SHP410; not a phone: 400 ATTR300", async () => {
    const shopper = await kit.member({ phone: null });
    await kit.fails(409, "AUT404", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: "123456" } });
    await kit.fails(400, "SHP410", "POST", SUBSCRIPTION, { token: shopper.token, body: {} });
    await kit.fails(400, "ATTR300", "POST", SUBSCRIPTION, { token: shopper.token, body: { phone: "nope" } });
  });

  test("opting out with no subscription answers NONE", async () => {
    expect((await subscription(await kit.member(), "PUT", { optin: false })).status).toBe("NONE");
  });

  test.each([
    ["PUT with neither code nor optin", "PUT", {}],
    ["a 5-digit code", "PUT", { confirmationCode: "12345" }],
    ["a code with letters", "PUT", { confirmationCode: "12a456" }],
    ["optin as text", "PUT", { optin: "yes" }],
    ["a numeric phone", "POST", { phone: 6175550123 }],
    ["malformed JSON", "POST", "{"],
  ])("%s: 400 ATTR300", async (_name, method, body) => {
    await kit.fails(400, "ATTR300", method, SUBSCRIPTION, { token: (await kit.member()).token, body });
  });

  test("a guest (guest-sms.test.ts has their signup): no phone sent, 400 SHP410; opting out, 401 AUT432; nothing yet, NONE", async () => {
    const guest = kit.guestToken();
    await kit.fails(400, "SHP410", "POST", SUBSCRIPTION, { token: guest, body: {} });
    await kit.fails(401, "AUT432", "PUT", SUBSCRIPTION, { token: guest, body: { optin: false } });
    expect((await kit.ok(smsSubscriptionAnswer, "GET", SUBSCRIPTION, { token: guest })).status).toBe("NONE");
  });

  test("no token: 401 AUT432; an associate's: 403 AUT432, on every method", async () => {
    for (const method of ["GET", "POST", "PUT"]) {
      const body = method === "GET" ? undefined : { phone: "+16175550199", optin: true };
      await kit.fails(401, "AUT432", method, SUBSCRIPTION, { body });
      await kit.fails(403, "AUT432", method, SUBSCRIPTION, { token: kit.agentToken(), body });
    }
  });

  test("the signup block's body (content spec §7): the phone from `phone`, the profile or the sms entry; they must agree", async () => {
    const shopper = await kit.member({ phone: null });
    const entry = { type: "Newsletter", channel: "sms", optin: true, doubleOptin: true, recipient: "+1 (212) 555-0142", category: "subscription", country: "US", region: "NORA", optinDate: "2026-11-22" };
    const consumerProfile = { consumerDetails: { source: { acquisitionType: "sms-signup" } }, enrollments: [], subscriptions: [entry], preferences: {} };
    expect(await subscription(shopper, "PUT", { optin: true, consumerProfile })).toMatchObject({ status: "PENDING", phone: "••••••••0142" });
    expect((await lastCode(shopper)).recipient).toBe("+12125550142");
    const other = await kit.member({ phone: null });
    expect(await kit.fails(400, "ATTR300", "POST", SUBSCRIPTION, { token: other.token, body: { phone: "+12125550143", consumerProfile } })).toMatchObject({ field: "consumerProfile.subscriptions.0.recipient" });
    expect(await kit.fails(400, "ATTR300", "POST", SUBSCRIPTION, { token: other.token, body: { consumerProfile: { ...consumerProfile, subscriptions: [{ ...entry, channel: "email", recipient: "a@example.test" }] } } })).toMatchObject({
      field: "consumerProfile.subscriptions.0.channel",
    });
    expect(await kit.fails(400, "ATTR300", "POST", SUBSCRIPTION, { token: other.token, body: { consumerProfile: { ...consumerProfile, enrollments: [{ type: "Loyalty", optin: true }] } } })).toMatchObject({ field: "consumerProfile.enrollments" });
  });

  test("an account that is gone: 404 PRO404", async () => {
    await kit.fails(404, "PRO404", "GET", SUBSCRIPTION, { token: kit.token({ kind: "registered", consumerId: randomUUID() }) });
  });
});

describe("PUT /consumers-v3/consumer/notification", () => {
  const NOTIFICATION = "/consumers-v3/consumer/notification";

  test("changes the settings sent; answers every setting (defaults for the others)", async () => {
    const shopper = await kit.member();
    const answer = await kit.ok(notificationSettingsAnswer, "PUT", NOTIFICATION, {
      token: shopper.token,
      body: {
        notifications: [
          { topic: "PROMOTIONS", channel: "EMAIL", enabled: true },
          { topic: "ORDER_UPDATES", channel: "SMS", enabled: true },
          { topic: "ORDER_UPDATES", channel: "EMAIL", enabled: false },
        ],
      },
    });
    expect(answer.notifications).toHaveLength(NOTIFICATION_SETTINGS.length);
    const enabled = answer.notifications.filter((setting) => setting.enabled).map((setting) => `${setting.topic}/${setting.channel}`);
    expect(enabled.sort()).toEqual(["ORDER_UPDATES/SMS", "PROMOTIONS/EMAIL"]);
    const again = await kit.ok(notificationSettingsAnswer, "PUT", NOTIFICATION, { token: shopper.token, body: { notifications: [{ topic: "PROMOTIONS", channel: "EMAIL", enabled: false }] } });
    expect(again.notifications.filter((setting) => setting.enabled).map((setting) => setting.topic)).toEqual(["ORDER_UPDATES"]);
    const profile = await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: shopper.token });
    expect(profile.subscriptions).toContainEqual({ type: "ORDER_UPDATES", channel: "SMS", optin: true, doubleOptin: null });
  });

  test("marketing by SMS is the SMS subscription: 400 ATTR300 naming the entry", async () => {
    const error = await kit.fails(400, "ATTR300", "PUT", NOTIFICATION, {
      token: (await kit.member()).token,
      body: { notifications: [{ topic: "LOYALTY", channel: "EMAIL", enabled: true }, { topic: "PROMOTIONS", channel: "SMS", enabled: true }] },
    });
    expect(error).toMatchObject({ field: "notifications.1", message: expect.stringContaining("SMS subscription") });
  });

  test("texts without a phone on the profile: 400 SHP410 (turning them off is fine)", async () => {
    const shopper = await kit.member({ phone: null });
    await kit.fails(400, "SHP410", "PUT", NOTIFICATION, { token: shopper.token, body: { notifications: [{ topic: "ORDER_UPDATES", channel: "SMS", enabled: true }] } });
    await kit.ok(notificationSettingsAnswer, "PUT", NOTIFICATION, { token: shopper.token, body: { notifications: [{ topic: "ORDER_UPDATES", channel: "SMS", enabled: false }] } });
  });

  test.each([
    ["no list", {}],
    ["an empty list", { notifications: [] }],
    ["an unknown topic", { notifications: [{ topic: "SPAM", channel: "EMAIL", enabled: true }] }],
    ["enabled as text", { notifications: [{ topic: "LOYALTY", channel: "EMAIL", enabled: "true" }] }],
    ["a list too long", { notifications: Array.from({ length: 50 }, () => ({ topic: "LOYALTY", channel: "EMAIL", enabled: true })) }],
  ])("%s: 400 ATTR300", async (_name, body) => {
    await kit.fails(400, "ATTR300", "PUT", NOTIFICATION, { token: (await kit.member()).token, body });
  });

  test("a guest: 401 AUT432", async () => {
    await kit.fails(401, "AUT432", "PUT", NOTIFICATION, { token: kit.guestToken(), body: { notifications: [{ topic: "LOYALTY", channel: "EMAIL", enabled: true }] } });
  });
});
