import { describe, expect, test } from "vitest";
import { consumerProfileInput, subscriptionInput, type SubscriptionInput } from "../../contracts/api/consumer.ts";
import { entriesOf, guestSignupEmail, maskEmail, newsletterStep, retryAfterSeconds, signupPhone, type Entry } from "./signup-rules.ts";

/** A valid subscription entry of the signup blocks (content spec §3), any field overridden. */
function entry(fields: Partial<Record<keyof SubscriptionInput, unknown>> = {}): SubscriptionInput {
  return subscriptionInput.parse({ type: "Newsletter", channel: "email", optin: true, doubleOptin: true, recipient: "hiker@example.com", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14", ...fields });
}
const entries = (...list: SubscriptionInput[]): Entry[] => list.map((value, index) => ({ index, entry: value }));

describe("the subscription entry contract", () => {
  test.each([
    ["the storefront's newsletter entry", {}, true],
    ["an sms entry with an E.164 phone", { channel: "sms", recipient: "+12125550142" }, true],
    ["type SMS by sms", { type: "SMS", channel: "sms", recipient: "(212) 555-0142" }, true],
    ["LoyaltyNewsletter", { type: "LoyaltyNewsletter" }, true],
    ["epoch zero (server time unknown)", { optinDate: "1970-01-01" }, true],
    ["opting out with its date", { optin: false, optinDate: undefined, optoutDate: "2026-03-14" }, true],
    ["a lower-case country", { country: "de" }, true],
    ["an unknown type", { type: "Spam" }, false],
    ["an unknown channel", { channel: "push" }, false],
    ["type SMS by email", { type: "SMS" }, false],
    ["email to a phone", { recipient: "+12125550142" }, false],
    ["sms to an email", { channel: "sms" }, false],
    ["a date not YYYY-MM-DD", { optinDate: "14/03/2026" }, false],
    ["an impossible date", { optinDate: "2026-02-30" }, false],
    ["opting in without its date", { optinDate: undefined }, false],
    ["opting out without its date", { optin: false }, false],
    ["another category", { category: "enrollment" }, false],
    ["a 3-letter country", { country: "USA" }, false],
    ["optin as text", { optin: "true" }, false],
    ["no recipient", { recipient: "" }, false],
  ])("%s: valid %s", (_name, fields, valid) => {
    const base = { type: "Newsletter", channel: "email", optin: true, doubleOptin: true, recipient: "hiker@example.com", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14" };
    expect(subscriptionInput.safeParse({ ...base, ...fields }).success).toBe(valid);
  });

  test("an email recipient is answered trimmed and in lower case", () => {
    expect(entry({ recipient: "  Hiker@Example.COM " }).recipient).toBe("hiker@example.com");
  });

  test("a profile: the same type and channel twice is refused; everything but consumerDetails may be left out", () => {
    const base = { type: "Newsletter", channel: "email", optin: true, recipient: "a@example.com", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14" };
    expect(consumerProfileInput.safeParse({ subscriptions: [base, base] }).error?.issues[0]?.path).toEqual(["subscriptions", 1]);
    expect(consumerProfileInput.parse({})).toEqual({ consumerDetails: {}, enrollments: [], subscriptions: [], preferences: {} });
    expect(consumerProfileInput.safeParse({ enrollments: [{ type: "Points", optin: true }] }).success).toBe(false);
    expect(consumerProfileInput.safeParse({ consumerDetails: { source: { acquisitionType: "" } } }).success).toBe(false);
  });
});

describe("entriesOf", () => {
  test("the entries of the channel, with their places", () => {
    expect(entriesOf([entry(), entry({ type: "LoyaltyNewsletter" })], "email")).toEqual({ ok: entries(entry(), entry({ type: "LoyaltyNewsletter" })) });
  });
  test("an entry of the other channel is refused, naming it", () => {
    const checked = entriesOf([entry(), entry({ channel: "sms", recipient: "+12125550142" })], "email");
    expect(checked).toMatchObject({ problem: { errorId: "ATTR300", field: "consumerProfile.subscriptions.1.channel" } });
    expect(entriesOf([entry()], "sms")).toMatchObject({ problem: { field: "consumerProfile.subscriptions.0.channel" } });
  });
});

describe("guestSignupEmail", () => {
  test.each([
    ["one entry", undefined, [entry()], { ok: "hiker@example.com" }],
    ["the details' email agrees (any case)", " HIKER@example.com", [entry()], { ok: "hiker@example.com" }],
    ["two types, one address", undefined, [entry(), entry({ type: "LoyaltyNewsletter" })], { ok: "hiker@example.com" }],
    ["no entry", "hiker@example.com", [], { ok: undefined }],
  ])("%s", (_name, detailsEmail, list, expected) => {
    expect(guestSignupEmail(detailsEmail, entries(...list))).toEqual(expected);
  });
  test("two addresses, or details naming another: 400 ATTR300 naming the field", () => {
    expect(guestSignupEmail(undefined, entries(entry(), entry({ type: "LoyaltyNewsletter", recipient: "other@example.com" })))).toMatchObject({ problem: { errorId: "ATTR300", field: "consumerProfile.subscriptions.1.recipient" } });
    expect(guestSignupEmail("other@example.com", entries(entry()))).toMatchObject({ problem: { errorId: "ATTR300", field: "consumerProfile.consumerDetails.email" } });
  });
});

describe("signupPhone", () => {
  const profile = (phone: string | undefined, recipients: string[] = []) => ({ consumerDetails: { phone }, subscriptions: recipients.map((recipient) => entry({ channel: "sms", recipient })) });
  test.each([
    ["nothing sent", {}, { ok: undefined }],
    ["phone only, normalised", { phone: "(212) 555-0142" }, { ok: "+12125550142" }],
    ["the details' phone", { consumerProfile: profile("+12125550142") }, { ok: "+12125550142" }],
    ["the entry's recipient", { consumerProfile: profile(undefined, ["+44 020 7946 0000"]) }, { ok: "+442079460000" }],
    ["all three agreeing in different spellings", { phone: "+12125550142", consumerProfile: profile("212-555-0142", ["(212) 555 0142"]) }, { ok: "+12125550142" }],
  ])("%s", (_name, body, expected) => {
    expect(signupPhone(body)).toEqual(expected);
  });
  test.each([
    ["not a phone", { phone: "call me" }, "phone"],
    ["the details disagree", { phone: "+12125550142", consumerProfile: profile("+12125550143") }, "consumerProfile.consumerDetails.phone"],
    ["the entry disagrees", { phone: "+12125550142", consumerProfile: profile(undefined, ["+12125550199"]) }, "consumerProfile.subscriptions.0.recipient"],
  ])("%s: 400 ATTR300 on %s", (_name, body, field) => {
    expect(signupPhone(body)).toMatchObject({ problem: { errorId: "ATTR300", field: field } });
  });
});

describe("newsletterStep (double opt-in)", () => {
  const to = (recipient: string, optin = true) => ({ recipient, optin });
  test.each([
    ["nothing yet, opting in", undefined, to("a@x.test"), "pending"],
    ["pending, opting in again (the email again)", { status: "PENDING", recipient: "a@x.test" }, to("a@x.test"), "pending"],
    ["subscribed, the same address", { status: "SUBSCRIBED", recipient: "a@x.test" }, to("a@x.test"), "keep"],
    ["subscribed, another address", { status: "SUBSCRIBED", recipient: "a@x.test" }, to("b@x.test"), "pending"],
    ["unsubscribed, opting in", { status: "UNSUBSCRIBED", recipient: "a@x.test" }, to("a@x.test"), "pending"],
    ["subscribed, opting out", { status: "SUBSCRIBED", recipient: "a@x.test" }, to("a@x.test", false), "unsubscribe"],
    ["pending, opting out", { status: "PENDING", recipient: "a@x.test" }, to("a@x.test", false), "unsubscribe"],
    ["unsubscribed, opting out", { status: "UNSUBSCRIBED", recipient: "a@x.test" }, to("a@x.test", false), "keep"],
    ["nothing, opting out", undefined, to("a@x.test", false), "keep"],
  ])("%s: %s", (_name, current, entryValue, expected) => {
    expect(newsletterStep(current, entryValue)).toBe(expected);
  });
});

describe("small helpers", () => {
  test.each([
    ["hiker@example.com", "h•••@example.com"],
    ["a@b.c", "a•••@b.c"],
    ["broken", "•••"],
  ])("maskEmail(%s) = %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
  test("retryAfterSeconds: what is left of the window, at least one second", () => {
    const start = new Date("2026-11-22T12:00:00Z");
    expect(retryAfterSeconds(start, 86_400_000, new Date("2026-11-22T18:00:00Z"))).toBe(18 * 3600);
    expect(retryAfterSeconds(start, 86_400_000, new Date("2026-11-23T12:00:00Z"))).toBe(1);
  });
});
