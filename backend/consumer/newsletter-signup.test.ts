import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  consumerProfileAnswer,
  NEWSLETTER_CONFIRMATION_TTL_HOURS,
  newsletterConfirmationAnswer,
  newsletterSignupAnswer,
  SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY,
  SIGNUP_MESSAGES_PER_SENDER_PER_DAY,
  type SubscriptionType,
} from "../../contracts/api/consumer.ts";
import { consumerOutbox, consumers, newsletterConfirmationTokens, newsletterContacts, newsletterSubscriptions } from "../db/schema.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";

/**
 * Newsletter signups (content spec §3 Subscription, §7 createProfile / updateProfile, §9 double
 * opt-in): a guest's POST /consumers-v3/consumer makes a newsletter-only contact record, a
 * member's PUT stores the opt-in on the account; both are PENDING until the link of the
 * confirmation email is posted to …/subscription/confirm.
 */

const START = Date.parse("2026-11-22T12:00:00Z");
let clock = START;
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const PROFILE = "/consumers-v3/consumer";
const CONFIRM = "/consumers-v3/consumer/subscription/confirm";
const HOUR = 3_600_000;
/** Moves the clock on a little: messages sent by one test are told apart by their time. */
const tick = () => (clock += 1000);

const freshEmail = (name = "hiker") => `${name}-${randomUUID().slice(0, 8)}@example.test`;

/** The storefront's body (src/forms/signup.ts newsletterProfile): create or update. */
function signupBody(email: string, options: { types?: SubscriptionType[]; call?: "create" | "update"; optin?: boolean } = {}) {
  const { types = ["Newsletter"], call = "create", optin = true } = options;
  const source = { acquisitionType: "newsletter-form", campaignName: "winter-2026" };
  return {
    consumerProfile: {
      consumerDetails: call === "create" ? { email, source } : { source },
      enrollments: [],
      subscriptions: types.map((type) => ({
        type,
        channel: "email",
        optin,
        doubleOptin: true,
        recipient: email,
        category: "subscription",
        country: "US",
        region: "NORA",
        ...(optin ? { optinDate: "2026-11-22" } : { optoutDate: "2026-11-22" }),
      })),
      preferences: {},
    },
  };
}

const guestSignup = (email: string, token = kit.guestToken(), options: Parameters<typeof signupBody>[1] = {}) => {
  tick();
  return kit.ok(newsletterSignupAnswer, "POST", PROFILE, { token, body: signupBody(email, options) });
};
const confirm = (token: string) => kit.ok(newsletterConfirmationAnswer, "POST", CONFIRM, { token: kit.guestToken(), body: { token } });

/** The confirmation emails sent to an address, newest first (read from the outbox, as a delivery worker would). */
async function confirmations(recipient: string) {
  return kit.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.recipient, recipient), eq(consumerOutbox.template, "newsletter-confirmation")))
    .orderBy(desc(consumerOutbox.createdAt));
}
async function lastLink(recipient: string): Promise<string> {
  const [message] = await confirmations(recipient);
  return String(message!.payload.token);
}

async function subscriptionsOfContact(email: string) {
  return kit.db
    .select({ type: newsletterSubscriptions.type, status: newsletterSubscriptions.status, contactId: newsletterSubscriptions.contactId, acquisitionType: newsletterSubscriptions.acquisitionType, campaignName: newsletterSubscriptions.campaignName })
    .from(newsletterSubscriptions)
    .innerJoin(newsletterContacts, eq(newsletterContacts.id, newsletterSubscriptions.contactId))
    .where(eq(newsletterContacts.email, email));
}

describe("a guest's newsletter signup (POST /consumers-v3/consumer with a guest token)", () => {
  test("makes a contact record, not an account; PENDING with a confirmation email; the link confirms it", async () => {
    const email = freshEmail();
    const { consumerId } = await guestSignup(email);
    const [contact] = await kit.db.select().from(newsletterContacts).where(eq(newsletterContacts.email, email));
    expect(contact!.id).toBe(consumerId);
    expect(await kit.db.select().from(consumers).where(eq(consumers.email, email))).toEqual([]);
    expect(await subscriptionsOfContact(email)).toEqual([{ type: "Newsletter", status: "PENDING", contactId: consumerId, acquisitionType: "newsletter-form", campaignName: "winter-2026" }]);

    const [message] = await confirmations(email);
    expect(message).toMatchObject({ consumerId: null, channel: "EMAIL", payload: { types: ["Newsletter"], country: "US", region: "NORA", expiresAt: new Date(clock + NEWSLETTER_CONFIRMATION_TTL_HOURS * HOUR).toISOString() } });
    const token = String(message!.payload.token);
    const [stored] = await kit.db.select().from(newsletterConfirmationTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    tick();
    const confirmed = await confirm(token);
    expect(confirmed).toEqual({
      recipient: `h•••@example.test`,
      subscriptions: [{ type: "Newsletter", channel: "EMAIL", status: "SUBSCRIBED", optin: true, doubleOptin: true, doubleOptinDate: new Date(clock).toISOString() }],
    });
    expect((await subscriptionsOfContact(email))[0]!.status).toBe("SUBSCRIBED");
    // A second click (or an email scanner) answers the same.
    tick();
    expect(await confirm(token)).toEqual(confirmed);
  });

  test("signing up again is idempotent: the same record, no duplicate; pending: the email again (earlier links still work); subscribed: nothing sent", async () => {
    const email = freshEmail();
    const guest = kit.guestToken();
    const first = await guestSignup(email, guest);
    const firstLink = await lastLink(email);
    const again = await guestSignup(email.toUpperCase(), kit.guestToken());
    expect(again).toEqual(first);
    expect(await kit.db.select({ n: count() }).from(newsletterContacts).where(eq(newsletterContacts.email, email))).toEqual([{ n: 1 }]);
    expect(await subscriptionsOfContact(email)).toHaveLength(1);
    expect(await confirmations(email)).toHaveLength(2);
    expect((await confirm(firstLink)).subscriptions[0]!.status).toBe("SUBSCRIBED");

    expect(await guestSignup(email, guest)).toEqual(first);
    expect(await confirmations(email)).toHaveLength(2);
    expect((await subscriptionsOfContact(email))[0]!.status).toBe("SUBSCRIBED");
  });

  test("two newsletters in one signup: one email, whose link confirms both", async () => {
    const email = freshEmail();
    await guestSignup(email, kit.guestToken(), { types: ["Newsletter", "LoyaltyNewsletter"] });
    const sent = await confirmations(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload.types).toEqual(["Newsletter", "LoyaltyNewsletter"]);
    const confirmed = await confirm(String(sent[0]!.payload.token));
    expect(confirmed.subscriptions.map((entry) => [entry.type, entry.status])).toEqual([
      ["LoyaltyNewsletter", "SUBSCRIBED"],
      ["Newsletter", "SUBSCRIBED"],
    ]);
  });

  test("an account's email: the same answer as any address, nothing linked to or told about the account", async () => {
    const member = await kit.member();
    const answer = await kit.call("POST", PROFILE, { token: kit.guestToken(), body: signupBody(member.email) });
    const unknown = await kit.call("POST", PROFILE, { token: kit.guestToken(), body: signupBody(freshEmail()) });
    expect([answer.status, Object.keys(answer.json as object)]).toEqual([unknown.status, Object.keys(unknown.json as object)]);
    expect(newsletterSignupAnswer.parse(answer.json).consumerId).not.toBe(member.consumerId);
    expect((await confirmations(member.email))[0]).toMatchObject({ consumerId: null });
    const profile = await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: member.token });
    expect(profile.subscriptions.filter((entry) => entry.channel === "EMAIL" && entry.type === "Newsletter")).toEqual([]);
  });

  test("a confirmation link expires after NEWSLETTER_CONFIRMATION_TTL_HOURS: 410 AUT402; an unknown one too; a malformed one 400 ATTR300", async () => {
    const email = freshEmail();
    await guestSignup(email);
    const link = await lastLink(email);
    clock += NEWSLETTER_CONFIRMATION_TTL_HOURS * HOUR;
    await kit.fails(410, "AUT402", "POST", CONFIRM, { token: kit.guestToken(), body: { token: link } });
    expect((await subscriptionsOfContact(email))[0]!.status).toBe("PENDING");
    await kit.fails(410, "AUT402", "POST", CONFIRM, { token: kit.guestToken(), body: { token: "A".repeat(43) } });
    for (const body of [{}, { token: "short" }, { token: 42 }, "{"]) await kit.fails(400, "ATTR300", "POST", CONFIRM, { token: kit.guestToken(), body });
    await kit.fails(401, "AUT432", "POST", CONFIRM, { body: { token: link } });
    // Signing up again sends a new link.
    await guestSignup(email);
    expect((await confirm(await lastLink(email))).subscriptions[0]!.status).toBe("SUBSCRIBED");
  });

  test.each([
    ["no subscription (an account is made by the sign-up call)", { consumerProfile: { consumerDetails: { email: "a@example.test" } } }],
    ["an opt-out", signupBody("a@example.test", { optin: false })],
    ["joining the loyalty programme", { consumerProfile: { ...signupBody("a@example.test").consumerProfile, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: true, country: "US" }] } }],
  ])("%s: 401 AUT432", async (_name, body) => {
    await kit.fails(401, "AUT432", "POST", PROFILE, { token: kit.guestToken(), body });
  });

  test.each([
    ["an sms entry", { consumerProfile: { ...signupBody("a@example.test").consumerProfile, subscriptions: [{ ...signupBody("a@example.test").consumerProfile.subscriptions[0], channel: "sms", recipient: "+12125550142" }] } }, "consumerProfile.subscriptions.0.channel"],
    ["details naming another address", { consumerProfile: { ...signupBody("a@example.test").consumerProfile, consumerDetails: { email: "b@example.test" } } }, "consumerProfile.consumerDetails.email"],
    ["not an email", signupBody("not-an-email"), "consumerProfile.subscriptions.0.recipient"],
    ["a date not YYYY-MM-DD", { consumerProfile: { subscriptions: [{ ...signupBody("a@example.test").consumerProfile.subscriptions[0], optinDate: "22/11/2026" }] } }, "consumerProfile.subscriptions.0.optinDate"],
    ["an unknown type", signupBody("a@example.test", { types: ["Weekly" as SubscriptionType] }), "consumerProfile.subscriptions.0.type"],
    ["subscriptions not a list", { consumerProfile: { subscriptions: "Newsletter" } }, "consumerProfile.subscriptions"],
    ["no consumerProfile", {}, "consumerProfile"],
  ])("%s: 400 ATTR300 naming the field", async (_name, body, field) => {
    expect(await kit.fails(400, "ATTR300", "POST", PROFILE, { token: kit.guestToken(), body })).toMatchObject({ field });
  });

  test("malformed JSON: 400 ATTR300; no token: 401 AUT432; an associate's: 403 AUT432", async () => {
    await kit.fails(400, "ATTR300", "POST", PROFILE, { token: kit.guestToken(), body: "{" });
    await kit.fails(401, "AUT432", "POST", PROFILE, { body: signupBody(freshEmail()) });
    await kit.fails(403, "AUT432", "POST", PROFILE, { token: kit.agentToken(), body: signupBody(freshEmail()) });
  });
});

describe("abuse limits: 429 PRM140 with Retry-After", () => {
  test(`at most ${SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY} confirmation emails a day to one address, whoever asks; a day later, again`, async () => {
    const email = freshEmail();
    for (let sent = 0; sent < SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY; sent++) await guestSignup(email);
    tick();
    const refused = await kit.call("POST", PROFILE, { token: kit.guestToken(), body: signupBody(email) });
    expect([refused.status, refused.error.errorId]).toEqual([429, "PRM140"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(await confirmations(email)).toHaveLength(SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY);
    clock += 24 * HOUR;
    await guestSignup(email);
    expect(await confirmations(email)).toHaveLength(SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY + 1);
  });

  test("a subscribed address counts too (the limit must not tell who is subscribed)", async () => {
    const email = freshEmail();
    await guestSignup(email);
    await confirm(await lastLink(email));
    for (let signup = 1; signup < SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY; signup++) await guestSignup(email);
    await kit.fails(429, "PRM140", "POST", PROFILE, { token: kit.guestToken(), body: signupBody(email) });
  });

  test(`at most ${SIGNUP_MESSAGES_PER_SENDER_PER_DAY} signups a day from one guest session; another session is not held back`, async () => {
    const guest = kit.guestToken();
    for (let sent = 0; sent < SIGNUP_MESSAGES_PER_SENDER_PER_DAY; sent++) await guestSignup(freshEmail(), guest);
    const email = freshEmail();
    await kit.fails(429, "PRM140", "POST", PROFILE, { token: guest, body: signupBody(email) });
    expect(await kit.db.select().from(newsletterContacts).where(eq(newsletterContacts.email, email))).toEqual([]);
    await guestSignup(email);
  });
});

describe("a member's newsletter (PUT /consumers-v3/consumer, then GET)", () => {
  const putProfile = (token: string, body: unknown) => {
    tick();
    return kit.ok(consumerProfileAnswer, "PUT", PROFILE, { token, body });
  };
  const newsletterOf = (profile: { subscriptions: { type: string; channel: string }[] }) => profile.subscriptions.filter((entry) => entry.channel === "EMAIL" && entry.type.includes("Newsletter"));

  test("opting in: PENDING with a confirmation email; the link confirms; the profile shows the state; opting in again sends nothing", async () => {
    const member = await kit.member();
    const put = await putProfile(member.token, signupBody(member.email, { call: "update" }));
    expect(newsletterOf(put)).toEqual([{ type: "Newsletter", channel: "EMAIL", optin: true, doubleOptin: false, status: "PENDING", recipient: member.email }]);
    const [message] = await confirmations(member.email);
    expect(message).toMatchObject({ consumerId: member.consumerId, payload: { types: ["Newsletter"] } });

    expect((await confirm(String(message!.payload.token))).subscriptions[0]).toMatchObject({ type: "Newsletter", status: "SUBSCRIBED" });
    const profile = await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: member.token });
    expect(newsletterOf(profile)).toEqual([{ type: "Newsletter", channel: "EMAIL", optin: true, doubleOptin: true, status: "SUBSCRIBED", recipient: member.email }]);

    await putProfile(member.token, signupBody(member.email, { call: "update" }));
    expect(await confirmations(member.email)).toHaveLength(1);
  });

  test("opting out: UNSUBSCRIBED, and an earlier link no longer subscribes", async () => {
    const member = await kit.member();
    await putProfile(member.token, signupBody(member.email, { call: "update" }));
    const link = await lastLink(member.email);
    const out = await putProfile(member.token, signupBody(member.email, { call: "update", optin: false }));
    expect(newsletterOf(out)).toEqual([{ type: "Newsletter", channel: "EMAIL", optin: false, doubleOptin: false, status: "UNSUBSCRIBED", recipient: member.email }]);
    await kit.fails(410, "AUT402", "POST", CONFIRM, { token: member.token, body: { token: link } });
  });

  test("another address: PENDING again; the link sent to the first address does not confirm the second", async () => {
    const member = await kit.member();
    await putProfile(member.token, signupBody(member.email, { call: "update" }));
    const oldLink = await lastLink(member.email);
    const other = freshEmail("elsewhere");
    const moved = await putProfile(member.token, signupBody(other, { call: "update" }));
    expect(newsletterOf(moved)).toEqual([expect.objectContaining({ status: "PENDING", recipient: other })]);
    await kit.fails(410, "AUT402", "POST", CONFIRM, { token: member.token, body: { token: oldLink } });
    await confirm(await lastLink(other));
    expect(newsletterOf(await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: member.token }))).toEqual([expect.objectContaining({ status: "SUBSCRIBED", recipient: other })]);
  });

  test("the other profile fields of the same PUT still apply; a Loyalty enrolment opting in enrols", async () => {
    const member = await kit.member({ firstName: "Robin" });
    const body = signupBody(member.email, { call: "update" });
    const put = await putProfile(member.token, { consumerProfile: { ...body.consumerProfile, consumerDetails: { firstName: "Rowan" }, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: true, country: "US" }] } });
    expect(put).toMatchObject({ consumerDetails: { firstName: "Rowan" }, isLoyaltyMember: true, loyaltyOptInDate: new Date(clock).toISOString().slice(0, 10) });
    expect(newsletterOf(put)).toHaveLength(1);
  });

  test("one member's signup with another's address is their own; the other's profile is untouched", async () => {
    const alice = await kit.member();
    const bob = await kit.member();
    await putProfile(bob.token, signupBody(alice.email, { call: "update" }));
    expect(newsletterOf(await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: alice.token }))).toEqual([]);
    const [row] = await kit.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.recipient, alice.email));
    expect(row).toMatchObject({ consumerId: bob.consumerId, contactId: null });
  });

  test("an sms entry: 400 ATTR300 (the SMS subscription call takes it); a refused PUT changes nothing", async () => {
    const member = await kit.member({ firstName: "Robin" });
    const body = signupBody(member.email, { call: "update" }).consumerProfile;
    const error = await kit.fails(400, "ATTR300", "PUT", PROFILE, {
      token: member.token,
      body: { consumerProfile: { ...body, consumerDetails: { firstName: "Rowan" }, subscriptions: [{ ...body.subscriptions[0], channel: "sms", recipient: "+12125550142" }] } },
    });
    expect(error.field).toBe("consumerProfile.subscriptions.0.channel");
    expect((await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: member.token })).consumerDetails.firstName).toBe("Robin");
  });

  test(`a member's confirmation emails are limited too (${SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY} a day to one address); the refused PUT changes nothing`, async () => {
    const member = await kit.member();
    for (let sent = 0; sent < SIGNUP_MESSAGES_PER_RECIPIENT_PER_DAY; sent++) await putProfile(member.token, signupBody(member.email, { call: "update" }));
    tick();
    await kit.fails(429, "PRM140", "PUT", PROFILE, { token: member.token, body: { consumerProfile: { ...signupBody(member.email, { call: "update" }).consumerProfile, consumerDetails: { firstName: "Changed" } } } });
    expect((await kit.ok(consumerProfileAnswer, "GET", PROFILE, { token: member.token })).consumerDetails.firstName).toBe("Robin");
  });

  test("a guest's PUT or GET stays 401 AUT432", async () => {
    await kit.fails(401, "AUT432", "PUT", PROFILE, { token: kit.guestToken(), body: signupBody(freshEmail(), { call: "update" }) });
    await kit.fails(401, "AUT432", "GET", PROFILE, { token: kit.guestToken() });
  });
});

