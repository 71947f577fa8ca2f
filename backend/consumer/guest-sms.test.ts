import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY, SIGNUP_MESSAGES_PER_SENDER_PER_DAY, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES, smsSubscriptionAnswer } from "../../contracts/api/consumer.ts";
import { consumerOutbox, guestSmsSubscriptions } from "../db/schema.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";

/**
 * The SMS signup of anonymous shoppers (content spec §7 createSmsSubscription, §9 double
 * opt-in): POST /consumers-v3/consumer/subscription with a guest token sends a code to the
 * phone; PUT {confirmationCode} from the same guest session confirms it.
 */

const START = Date.parse("2026-11-22T12:00:00Z");
let clock = START;
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const SUBSCRIPTION = "/consumers-v3/consumer/subscription";
let phoneCounter = 0;
/** A phone no other test uses (E.164) and its last four digits. */
function freshPhone() {
  phoneCounter += 1;
  const last4 = String(3000 + phoneCounter);
  return { phone: `+1646555${last4}`, last4 };
}

interface Guest {
  guestId: string;
  token: string;
}
function guest(): Guest {
  const guestId = randomUUID();
  return { guestId, token: kit.token({ kind: "guest", guestId }) };
}

/** The storefront's body (src/forms/signup.ts smsProfile, create). */
function signupBody(phone: string) {
  return {
    phone,
    optin: true,
    consumerProfile: {
      consumerDetails: { phone, source: { acquisitionType: "sms-signup", campaignName: "trail-alerts" } },
      enrollments: [],
      subscriptions: [{ type: "Newsletter", channel: "sms", optin: true, doubleOptin: true, recipient: phone, category: "subscription", country: "US", region: "NORA", optinDate: "2026-11-22" }],
      preferences: {},
    },
  };
}

const signUp = (who: Guest, phone: string) => {
  clock += 1000;
  return kit.ok(smsSubscriptionAnswer, "POST", SUBSCRIPTION, { token: who.token, body: signupBody(phone) });
};
const stateOf = (who: Guest) => kit.ok(smsSubscriptionAnswer, "GET", SUBSCRIPTION, { token: who.token });
const confirm = (who: Guest, confirmationCode: string) => kit.ok(smsSubscriptionAnswer, "PUT", SUBSCRIPTION, { token: who.token, body: { confirmationCode } });

async function codesTo(phone: string) {
  return kit.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.recipient, phone), eq(consumerOutbox.template, "sms-optin-code")))
    .orderBy(desc(consumerOutbox.createdAt));
}
const lastCode = async (phone: string) => String((await codesTo(phone))[0]!.payload.code);
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("a guest's SMS signup", () => {
  test("PENDING with a code texted (no account); the same session's code confirms it → SUBSCRIBED", async () => {
    const shopper = guest();
    const { phone, last4 } = freshPhone();
    const pending = await signUp(shopper, phone);
    expect(pending).toEqual({
      type: "MARKETING",
      channel: "SMS",
      status: "PENDING",
      phone: `••••••••${last4}`,
      optin: true,
      doubleOptin: false,
      optinDate: new Date(clock).toISOString(),
      doubleOptinDate: null,
      optoutDate: null,
      confirmationExpiresAt: new Date(clock + SMS_CODE_TTL_MINUTES * 60_000).toISOString(),
    });
    const [message] = await codesTo(phone);
    expect(message).toMatchObject({ consumerId: null, channel: "SMS", payload: { expiresInMinutes: SMS_CODE_TTL_MINUTES } });
    const code = String(message!.payload.code);
    const [row] = await kit.db.select().from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.phone, phone));
    expect(row).toMatchObject({ guestId: shopper.guestId, status: "PENDING", acquisitionType: "sms-signup", campaignName: "trail-alerts" });
    expect(row!.codeHash).not.toContain(code);
    expect(await stateOf(shopper)).toEqual(pending);

    clock += 60_000;
    const subscribed = await confirm(shopper, code);
    expect(subscribed).toMatchObject({ status: "SUBSCRIBED", optin: true, doubleOptin: true, doubleOptinDate: new Date(clock).toISOString(), confirmationExpiresAt: null });
    expect(await stateOf(shopper)).toEqual(subscribed);
    // Confirmed: no code waits any more.
    await kit.fails(409, "AUT404", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: code } });
  });

  test("another guest session cannot confirm someone else's pending code, even with the right digits, nor see it", async () => {
    const owner = guest();
    const other = guest();
    const { phone } = freshPhone();
    await signUp(owner, phone);
    const code = await lastCode(phone);
    await kit.fails(409, "AUT404", "PUT", SUBSCRIPTION, { token: other.token, body: { confirmationCode: code } });
    expect((await stateOf(other)).status).toBe("NONE");
    expect((await confirm(owner, code)).status).toBe("SUBSCRIBED");
  });

  test("another guest signing the same phone: still one record; the first session's code stops working, the new one confirms", async () => {
    const first = guest();
    const second = guest();
    const { phone } = freshPhone();
    await signUp(first, phone);
    const firstCode = await lastCode(phone);
    await signUp(second, phone);
    expect(await kit.db.select({ n: count() }).from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.phone, phone))).toEqual([{ n: 1 }]);
    await kit.fails(409, "AUT404", "PUT", SUBSCRIPTION, { token: first.token, body: { confirmationCode: firstCode } });
    expect((await stateOf(first)).status).toBe("NONE");
    expect((await confirm(second, await lastCode(phone))).status).toBe("SUBSCRIBED");
  });

  test("a phone already subscribed answers PENDING like any other (a signup tells nobody who is on the list); confirming keeps the first confirmation date", async () => {
    const first = guest();
    const { phone } = freshPhone();
    await signUp(first, phone);
    const subscribed = await confirm(first, await lastCode(phone));
    const second = guest();
    const answer = await signUp(second, phone);
    expect(answer).toMatchObject({ status: "PENDING", optin: true, doubleOptin: false, doubleOptinDate: null });
    const [row] = await kit.db.select().from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.phone, phone));
    expect(row!.status).toBe("SUBSCRIBED");
    expect((await confirm(second, await lastCode(phone))).doubleOptinDate).toBe(subscribed.doubleOptinDate);
  });

  test("a guest signing up a second phone leaves the first (its code stops working)", async () => {
    const shopper = guest();
    const one = freshPhone();
    const two = freshPhone();
    await signUp(shopper, one.phone);
    const firstCode = await lastCode(one.phone);
    expect((await signUp(shopper, two.phone)).phone).toMatch(new RegExp(`${two.last4}$`));
    const [left] = await kit.db.select().from(guestSmsSubscriptions).where(eq(guestSmsSubscriptions.phone, one.phone));
    expect(left).toMatchObject({ guestId: null, codeHash: null });
    await kit.fails(400, "AUT401", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: firstCode === (await lastCode(two.phone)) ? wrongFor(firstCode) : firstCode } });
    expect((await confirm(shopper, await lastCode(two.phone))).status).toBe("SUBSCRIBED");
  });

  test("PUT optin:true subscribes as POST does", async () => {
    const shopper = guest();
    const { phone } = freshPhone();
    expect((await kit.ok(smsSubscriptionAnswer, "PUT", SUBSCRIPTION, { token: shopper.token, body: signupBody(phone) })).status).toBe("PENDING");
  });

  test(`a wrong code: 400 AUT401 with the attempts left; after ${SMS_CODE_MAX_ATTEMPTS}, or ${SMS_CODE_TTL_MINUTES} minutes, 410 AUT402`, async () => {
    const shopper = guest();
    const { phone } = freshPhone();
    await signUp(shopper, phone);
    const code = await lastCode(phone);
    for (let attempt = 1; attempt <= SMS_CODE_MAX_ATTEMPTS; attempt++) {
      const error = await kit.fails(400, "AUT401", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: wrongFor(code) } });
      expect(error.attemptsLeft).toBe(SMS_CODE_MAX_ATTEMPTS - attempt);
    }
    await kit.fails(410, "AUT402", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: code } });

    const late = guest();
    const other = freshPhone();
    await signUp(late, other.phone);
    clock += SMS_CODE_TTL_MINUTES * 60_000;
    const token = kit.token({ kind: "guest", guestId: late.guestId });
    await kit.fails(410, "AUT402", "PUT", SUBSCRIPTION, { token, body: { confirmationCode: await lastCode(other.phone) } });
  });

  test("guesses sent at once share no attempt", async () => {
    const shopper = guest();
    const { phone } = freshPhone();
    await signUp(shopper, phone);
    const wrong = wrongFor(await lastCode(phone));
    const answers = await Promise.all(Array.from({ length: SMS_CODE_MAX_ATTEMPTS * 2 }, () => kit.call("PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: wrong } })));
    const ids = answers.map((answer) => answer.error.errorId);
    expect(ids.filter((id) => id === "AUT401")).toHaveLength(SMS_CODE_MAX_ATTEMPTS);
    expect(ids.filter((id) => id === "AUT402")).toHaveLength(SMS_CODE_MAX_ATTEMPTS);
  });

  test.each([
    ["no phone at all", { optin: true }, 400, "SHP410"],
    ["not a phone", { phone: "call me" }, 400, "ATTR300"],
    ["the entry's recipient disagrees with phone", { ...signupBody("+16465550001"), phone: "+16465550002" }, 400, "ATTR300"],
    ["a numeric phone", { phone: 6465550001 }, 400, "ATTR300"],
    ["malformed JSON", "{", 400, "ATTR300"],
  ])("%s: %s %s", async (_name, body, status, errorId) => {
    await kit.fails(status, errorId, "POST", SUBSCRIPTION, { token: guest().token, body });
  });

  test("a guest cannot opt out (401 AUT432); nothing waiting: 409 AUT404; a 5-digit code: 400 ATTR300", async () => {
    const shopper = guest();
    await kit.fails(401, "AUT432", "PUT", SUBSCRIPTION, { token: shopper.token, body: { optin: false } });
    await kit.fails(409, "AUT404", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: "123456" } });
    await kit.fails(400, "ATTR300", "PUT", SUBSCRIPTION, { token: shopper.token, body: { confirmationCode: "12345" } });
  });
});

describe("abuse limits: 429 PRM140", () => {
  test(`at most ${SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY} codes a day to one phone, whoever asks (guests or a member)`, async () => {
    const { phone } = freshPhone();
    for (let sent = 0; sent < SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY; sent++) await signUp(guest(), phone);
    const refused = await kit.call("POST", SUBSCRIPTION, { token: guest().token, body: signupBody(phone) });
    expect([refused.status, refused.error.errorId]).toEqual([429, "PRM140"]);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const member = await kit.member({ phone: null });
    await kit.fails(429, "PRM140", "POST", SUBSCRIPTION, { token: member.token, body: { phone } });
    expect(await codesTo(phone)).toHaveLength(SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY);
  });

  test(`at most ${SIGNUP_MESSAGES_PER_SENDER_PER_DAY} codes a day asked for by one guest session`, async () => {
    const shopper = guest();
    for (let sent = 0; sent < SIGNUP_MESSAGES_PER_SENDER_PER_DAY; sent++) await signUp(shopper, freshPhone().phone);
    const { phone } = freshPhone();
    await kit.fails(429, "PRM140", "POST", SUBSCRIPTION, { token: shopper.token, body: signupBody(phone) });
    expect(await codesTo(phone)).toEqual([]);
    // The refused signup changed nothing: the session's last phone still waits for its code.
    expect((await stateOf(shopper)).status).toBe("PENDING");
  });
});
