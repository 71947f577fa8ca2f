import { describe, expect, test } from "vitest";
import { CommerceApiError } from "../commerce/api/client-core.ts";
import { SMS_CODE_LENGTH as CONTRACT_SMS_CODE_LENGTH } from "../../contracts/api/consumer.ts";
import { SMS_CODE_LENGTH } from "./phone.ts";
import { serverOptInDate, serverTimestamp, utcDateOf } from "./server-time.ts";
import { confirmNewsletterLink, confirmSmsCode, newsletterLinkProblem, newsletterProfile, smsCodeProblem, smsProfile, submitNewsletter, submitSmsSignup } from "./signup.ts";
import { CSRF_TOKEN, errorAnswer, fakeStorefront, SERVER_NOW, smsAnswer } from "./testing/fake-storefront.ts";

const US = { siteId: "RL-US", country: "US", region: "NORA" };
const source = { acquisitionType: "newsletter-form", campaignName: "spring-trail-2026" };

describe("server time (content spec §7: /fapi/server/time, field timestamp, fallback epoch zero)", () => {
  test.each([
    ["the server's UTC day, not the shopper's", SERVER_NOW, SERVER_NOW, "2026-03-14"],
    ["an answer that fails: epoch zero", "fails" as const, 0, "1970-01-01"],
    ["an answer without a timestamp: epoch zero", "garbage" as const, 0, "1970-01-01"],
    ["a negative timestamp: epoch zero", -5, 0, "1970-01-01"],
  ])("%s", async (_name, serverTime, timestamp, date) => {
    const { fetch } = fakeStorefront({ serverTime });
    expect(await serverTimestamp(fetch)).toBe(timestamp);
    expect(await serverOptInDate(fetch)).toBe(date);
  });

  test("a network failure: epoch zero", async () => {
    const failing = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    expect(await serverOptInDate(failing)).toBe("1970-01-01");
  });

  test("late in the UTC day is still that day", () => expect(utcDateOf(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe("2026-12-31"));
});

describe("what is sent (content spec §3 Subscription and Consumer profile)", () => {
  test("newsletter: the email, one email subscription with double opt-in, interests unchanged", () => {
    expect(newsletterProfile({ email: "  hiker@example.com ", type: "Newsletter", site: US, source, optinDate: "2026-03-14", call: "create" })).toEqual({
      consumerProfile: {
        consumerDetails: { email: "hiker@example.com", source },
        enrollments: [],
        subscriptions: [
          { type: "Newsletter", channel: "email", optin: true, doubleOptin: true, recipient: "hiker@example.com", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14" },
        ],
        preferences: {},
      },
    });
  });

  test("newsletter: the loyalty newsletter type", () => {
    const body = newsletterProfile({ email: "a@example.de", type: "LoyaltyNewsletter", site: { siteId: "RL-DE", country: "DE", region: "EMEA" }, source, optinDate: "1970-01-01", call: "create" });
    expect(body.consumerProfile.subscriptions[0]).toMatchObject({ type: "LoyaltyNewsletter", country: "DE", region: "EMEA", optinDate: "1970-01-01" });
  });

  test("SMS: the phone, one SMS subscription with double opt-in, and the subscription contract's fields", () => {
    expect(smsProfile({ phone: "+12125550142", site: US, source: { acquisitionType: "sms-signup" }, optinDate: "2026-03-14", call: "create" })).toEqual({
      phone: "+12125550142",
      optin: true,
      consumerProfile: {
        consumerDetails: { phone: "+12125550142", source: { acquisitionType: "sms-signup" } },
        enrollments: [],
        subscriptions: [
          { type: "Newsletter", channel: "sms", optin: true, doubleOptin: true, recipient: "+12125550142", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14" },
        ],
        preferences: {},
      },
    });
  });

  test.each([
    ["newsletter", newsletterProfile({ email: "other@example.com", type: "Newsletter", site: US, source, optinDate: "2026-03-14", call: "update" })],
    ["SMS", smsProfile({ phone: "+12125550142", site: US, source, optinDate: "2026-03-14", call: "update" })],
  ])("%s update: the account's email and phone are left alone; the address signed up is the recipient", (_name, body) => {
    expect(body.consumerProfile.consumerDetails).toEqual({ source });
    expect(body.consumerProfile.subscriptions[0]!.recipient).toMatch(/^(other@example\.com|\+12125550142)$/);
  });

  test("the code length is the subscription contract's", () => expect(SMS_CODE_LENGTH).toBe(CONTRACT_SMS_CODE_LENGTH));
});

describe("newsletter submit: anonymous shoppers create, logged-in ones update (content spec §6)", () => {
  test("anonymous: createProfile (POST), with the CSRF header and the server's opt-in date", async () => {
    const storefront = fakeStorefront({ loggedIn: false });
    const outcome = await submitNewsletter({ email: "hiker@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch });
    expect(outcome).toEqual({ call: "createProfile", consumerId: "c-new-1" });
    expect(storefront.consumerCalls()).toEqual(["POST /consumers-v3/consumer"]);
    const post = storefront.calls.find((call) => call.method === "POST")!;
    expect(post.headers["x-csrf-token"]).toBe(CSRF_TOKEN);
    expect(post.headers["content-type"]).toBe("application/json");
    expect(post.body).toMatchObject({ consumerProfile: { subscriptions: [{ optinDate: "2026-03-14", recipient: "hiker@example.com" }] } });
  });

  test("a backend naming the new consumer consumerNo", async () => {
    const storefront = fakeStorefront({ answers: { "POST /consumers-v3/consumer": { status: 201, json: { consumerNo: "5550009999" } } } });
    expect(await submitNewsletter({ email: "a@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch })).toEqual({ call: "createProfile", consumerId: "5550009999" });
  });

  test("logged in: updateProfile (PUT), then the profile is fetched again", async () => {
    const storefront = fakeStorefront({ loggedIn: true });
    const outcome = await submitNewsletter({ email: "alex@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch });
    expect(storefront.consumerCalls()).toEqual(["PUT /consumers-v3/consumer", "GET /consumers-v3/consumer"]);
    expect(outcome).toMatchObject({ call: "updateProfile", profile: { consumerNo: "5550001234" } });
    expect(storefront.calls.find((call) => call.method === "PUT")!.body).toMatchObject({ consumerProfile: { consumerDetails: { source }, subscriptions: [{ recipient: "alex@example.com" }] } });
  });

  test("logged in: a failed refetch does not undo the saved subscription", async () => {
    const storefront = fakeStorefront({ loggedIn: true, answers: { "GET /consumers-v3/consumer": errorAnswer(500, "GEN500", "boom") } });
    expect(await submitNewsletter({ email: "alex@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch })).toEqual({ call: "updateProfile", profile: undefined });
  });

  test("the opt-in date falls back to epoch zero when the server time fails", async () => {
    const storefront = fakeStorefront({ serverTime: "fails" });
    await submitNewsletter({ email: "hiker@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch });
    expect(storefront.calls.find((call) => call.method === "POST")!.body).toMatchObject({ consumerProfile: { subscriptions: [{ optinDate: "1970-01-01" }] } });
  });

  test.each([
    ["the server's message for an unknown id", errorAnswer(401, "AUT432", "Sign in to use your account"), "Sign in to use your account"],
    ["the catalogue's message for a known id", errorAnswer(409, "FE340", "mismatch"), "The passwords do not match."],
    ["a general message without details", { status: 502, json: {} }, "Something went wrong. Please try again."],
    ["a general message for an answer that is not the contract's", { status: 200, json: { consumerNo: 42 } }, "Something went wrong. Please try again."],
  ])("a failure throws a CommerceApiError with %s", async (_name, answer, message) => {
    const storefront = fakeStorefront({ answers: { "POST /consumers-v3/consumer": answer } });
    const failure = submitNewsletter({ email: "hiker@example.com", type: "Newsletter", site: US, source }, { fetch: storefront.fetch });
    await expect(failure).rejects.toBeInstanceOf(CommerceApiError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe("SMS submit and double opt-in", () => {
  test("anonymous: createSmsSubscription (POST)", async () => {
    const storefront = fakeStorefront({ loggedIn: false });
    const outcome = await submitSmsSignup({ phone: "+12125550142", site: US, source }, { fetch: storefront.fetch });
    expect(storefront.consumerCalls()).toEqual(["POST /consumers-v3/consumer/subscription"]);
    expect(outcome).toMatchObject({ call: "createSmsSubscription", subscription: { status: "PENDING" } });
    expect(storefront.calls.at(-1)!.body).toMatchObject({ phone: "+12125550142", optin: true, consumerProfile: { subscriptions: [{ channel: "sms", optinDate: "2026-03-14" }] } });
  });

  test("logged in: updateSmsSubscription (PUT), then the profile is fetched again", async () => {
    const storefront = fakeStorefront({ loggedIn: true });
    const outcome = await submitSmsSignup({ phone: "+12125550142", site: US, source }, { fetch: storefront.fetch });
    expect(storefront.consumerCalls()).toEqual(["PUT /consumers-v3/consumer/subscription", "GET /consumers-v3/consumer"]);
    expect(outcome.call).toBe("updateSmsSubscription");
  });

  test("the code confirms the subscription (PUT confirmationCode)", async () => {
    const storefront = fakeStorefront({ answers: { "PUT /consumers-v3/consumer/subscription": { status: 200, json: smsAnswer("SUBSCRIBED") } } });
    const subscription = await confirmSmsCode(" 123456 ", "RL-US", { fetch: storefront.fetch });
    expect(subscription.status).toBe("SUBSCRIBED");
    expect(storefront.calls.at(-1)).toMatchObject({ method: "PUT", body: { confirmationCode: "123456" }, headers: { "x-csrf-token": CSRF_TOKEN } });
  });

  test.each([
    ["AUT401", "wrong"],
    ["AUT402", "expired"],
    ["AUT404", "expired"],
    ["GEN500", undefined],
  ] as const)("a refused code %s is %s", async (errorId, problem) => {
    const storefront = fakeStorefront({ answers: { "PUT /consumers-v3/consumer/subscription": errorAnswer(400, errorId, "no") } });
    const error = await confirmSmsCode("123456", "RL-US", { fetch: storefront.fetch }).catch((caught: unknown) => caught);
    expect(smsCodeProblem(error)).toBe(problem);
  });

  test("an error that is not the API's is no code problem", () => expect(smsCodeProblem(new Error("offline"))).toBeUndefined());
});

describe("a newsletter confirmation link (double opt-in)", () => {
  const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
  const confirmed = { recipient: "h•••@example.com", subscriptions: [{ type: "Newsletter", channel: "EMAIL", status: "SUBSCRIBED", optin: true, doubleOptin: true, doubleOptinDate: new Date(SERVER_NOW).toISOString() }] };

  test("posts the token through the BFF with the session's CSRF token", async () => {
    const storefront = fakeStorefront({ answers: { "POST /consumers-v3/consumer/subscription/confirm": { status: 200, json: confirmed } } });
    expect(await confirmNewsletterLink(` ${TOKEN} `, "RL-US", { fetch: storefront.fetch })).toEqual(confirmed);
    expect(storefront.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/session", "POST /api/commerce/consumers-v3/consumer/subscription/confirm"]);
    expect(storefront.calls.at(-1)).toMatchObject({ body: { token: TOKEN }, headers: { "x-csrf-token": CSRF_TOKEN } });
  });

  test.each([
    [410, "AUT402", "expired"],
    [400, "ATTR300", "invalid"],
    [500, "GEN500", undefined],
    [503, "HTTP503", undefined],
  ] as const)("an answer %i %s is %s", async (status, errorId, problem) => {
    const storefront = fakeStorefront({ answers: { "POST /consumers-v3/consumer/subscription/confirm": errorAnswer(status, errorId, "no") } });
    const error = await confirmNewsletterLink(TOKEN, "RL-US", { fetch: storefront.fetch }).catch((caught: unknown) => caught);
    expect(newsletterLinkProblem(error)).toBe(problem);
  });

  test("an error that is not the API's is no link problem", () => expect(newsletterLinkProblem(new TypeError("Failed to fetch"))).toBeUndefined());
});
