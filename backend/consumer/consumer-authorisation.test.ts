import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountAddressAnswer, consumerProfileAnswer, savedPaymentInstrumentAnswer, savedPaymentInstrumentsAnswer, smsSubscriptionAnswer, userDataAnswer } from "../../contracts/api/consumer.ts";
import { addresses, savedCards } from "../db/schema.ts";
import { createTokenService } from "../identity/tokens.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { createOrder } from "../testing/order-factory.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, usAddress, type ConsumerKit, type Member } from "./consumer-test-kit.ts";
import { RECAPTCHA_TEST_PASS } from "../testing/recaptcha-test-verifier.ts";

/**
 * No shopper reads or changes another's account (commerce spec §6: account areas need the
 * signed-in user), and every account path answers bad input with a 4xx catalogue id.
 */

const NOW = Date.parse("2026-11-22T12:00:00Z");
let kit: ConsumerKit;
let alice: Member;
let bob: Member;
let aliceAddress: string;
let aliceCard: string;
let aliceOrder: string;

beforeAll(async () => {
  kit = await consumerBackend({ now: () => NOW });
  alice = await kit.member({ firstName: "Alice", phone: "+16175550001" });
  bob = await kit.member({ firstName: "Bob", phone: "+16175550002" });
  aliceAddress = (await kit.ok(accountAddressAnswer, "POST", "/consumers-v3/consumer/address", { token: alice.token, body: { address: usAddress({ recipientFirstName: "Alice", approachType: "B" }) } }, 201)).id;
  aliceCard = (
    await kit.ok(
      savedPaymentInstrumentAnswer,
      "POST",
      "/consumers-v3/consumer/payment_instruments",
      { token: alice.token, body: { payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS, card: { number: "4111111111111111", expiryMonth: 9, expiryYear: 2030, holder: "Alice" }, billingAddressId: aliceAddress } },
      201,
    )
  ).payment_instrument_id;
  aliceOrder = (await createOrder(kit.db, { consumerId: alice.consumerId, email: alice.email, lines: [{ isDigital: true }] })).orderNumber;
  await kit.ok(smsSubscriptionAnswer, "POST", "/consumers-v3/consumer/subscription", { token: alice.token, body: {} });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

describe("one shopper's token never reaches another's account", () => {
  test("Bob's profile, cards and subscription are his own", async () => {
    const profile = await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: bob.token });
    expect(profile.consumerDetails).toMatchObject({ firstName: "Bob", addresses: [] });
    expect((await kit.ok(savedPaymentInstrumentsAnswer, "GET", "/consumers-v3/consumer/payment_instruments", { token: bob.token })).payment_instruments).toEqual([]);
    expect((await kit.ok(smsSubscriptionAnswer, "GET", "/consumers-v3/consumer/subscription", { token: bob.token })).status).toBe("NONE");
  });

  test("Bob cannot change or delete Alice's address (404 CCA401), nor use it for his card (404 PYT405)", async () => {
    await kit.fails(404, "CCA401", "PUT", `/consumers-v3/consumer/address/${aliceAddress}`, { token: bob.token, body: { address: usAddress({ addressLine1: "1 Hijack Road" }) } });
    await kit.fails(404, "CCA401", "DELETE", `/consumers-v3/consumer/address/${aliceAddress}`, { token: bob.token });
    await kit.fails(404, "PYT405", "POST", "/consumers-v3/consumer/payment_instruments", {
      token: bob.token,
      body: { payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS, card: { number: "5555555555554444", expiryMonth: 1, expiryYear: 2030, holder: "Bob" }, billingAddressId: aliceAddress },
    });
    const [row] = await kit.db.select().from(addresses).where(eq(addresses.id, aliceAddress));
    expect(row).toMatchObject({ consumerId: alice.consumerId, addressLine1: "12 Beacon Street" });
  });

  test("Bob cannot change or delete Alice's card (404 PYT404), nor link his address to it", async () => {
    const bobAddress = (await kit.ok(accountAddressAnswer, "POST", "/consumers-v3/consumer/address", { token: bob.token, body: { address: usAddress({ approachType: "B" }) } }, 201)).id;
    await kit.fails(404, "PYT404", "PATCH", `/consumers-v3/consumer/payment_instruments/${aliceCard}`, { token: bob.token, body: { main: true } });
    await kit.fails(404, "PYT404", "PATCH", `/consumers-v3/consumer/payment_instruments/${aliceCard}`, { token: bob.token, body: { billingAddressId: bobAddress } });
    await kit.fails(404, "PYT404", "DELETE", `/consumers-v3/consumer/payment_instruments/${aliceCard}`, { token: bob.token });
    const [card] = await kit.db.select().from(savedCards).where(eq(savedCards.id, aliceCard));
    expect(card).toMatchObject({ consumerId: alice.consumerId, holder: "Alice" });
  });

  test("Bob cannot use Alice's order (404 OHS4004) nor confirm her SMS subscription", async () => {
    await kit.fails(404, "OHS4004", "POST", "/consumers-v3/consumer/resendGiftCardEmail", { token: bob.token, body: { orderNumber: aliceOrder } });
    const product = await createProduct(kit.db);
    await kit.fails(404, "OHS4004", "POST", "/consumers-v3/consumer/warranty", {
      token: bob.token,
      body: { productId: product.productId, orderNumber: aliceOrder, purchaseDate: "2025-01-01", issueType: "OTHER", description: "Something is wrong with it." },
    });
    await kit.fails(409, "AUT404", "PUT", "/consumers-v3/consumer/subscription", { token: bob.token, body: { confirmationCode: "123456" } });
    expect((await kit.ok(smsSubscriptionAnswer, "GET", "/consumers-v3/consumer/subscription", { token: alice.token })).status).toBe("PENDING");
  });

  test("Bob's data request holds only Bob's data", async () => {
    const answer = await kit.ok(userDataAnswer, "POST", "/consumers-v3/consumer/retrieveUserData", { token: bob.token, body: { requestType: "ACCESS", organization: "RIDGELINE" } });
    const text = JSON.stringify(answer);
    expect(text).not.toContain(alice.email);
    expect(text).not.toContain(aliceCard);
    expect(text).not.toContain(aliceOrder);
    expect(answer.data!.profile.consumerDetails.firstName).toBe("Bob");
  });

  test("a token signed with another secret, or an altered one, is no token: 401 AUT432", async () => {
    const forged = createTokenService("not-the-secret", () => NOW).issueAccessToken({ kind: "registered", consumerId: alice.consumerId }).accessToken;
    await kit.fails(401, "AUT432", "GET", "/consumers-v3/consumer", { token: forged });
    await kit.fails(401, "AUT432", "GET", "/consumers-v3/consumer", { token: `${alice.token}x` });
  });
});

/** Every account path: method, path, a valid-looking body. */
const MEMBER_PATHS: [string, string, unknown][] = [
  ["GET", "/consumers-v3/consumer", undefined],
  ["PUT", "/consumers-v3/consumer", { consumerProfile: {} }],
  ["POST", "/consumers-v3/consumer", { consumerProfile: {} }],
  ["POST", "/consumers-v3/consumer/loyalty/token", { usid: "s" }],
  ["GET", "/consumers-v3/consumer/loyalty/promo/welcome", undefined],
  ["GET", "/consumers-v3/consumer/loyalty/vouchers", undefined],
  ["GET", "/consumers-v3/consumer/subscription", undefined],
  ["POST", "/consumers-v3/consumer/subscription", {}],
  ["PUT", "/consumers-v3/consumer/subscription", { optin: false }],
  ["GET", "/consumers-v3/consumer/payment_instruments", undefined],
  ["POST", "/consumers-v3/consumer/payment_instruments", { payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS, card: { number: "4111111111111111", expiryMonth: 1, expiryYear: 2030, holder: "X" } }],
  ["PATCH", `/consumers-v3/consumer/payment_instruments/${randomUUID()}`, { main: true }],
  ["DELETE", `/consumers-v3/consumer/payment_instruments/${randomUUID()}`, undefined],
  ["POST", "/consumers-v3/consumer/address", { address: usAddress() }],
  ["PUT", `/consumers-v3/consumer/address/${randomUUID()}`, { address: usAddress() }],
  ["DELETE", `/consumers-v3/consumer/address/${randomUUID()}`, undefined],
  ["PUT", "/consumers-v3/consumer/notification", { notifications: [{ topic: "LOYALTY", channel: "EMAIL", enabled: true }] }],
  ["POST", "/consumers-v3/consumer/retrieveUserData", { requestType: "ACCESS", organization: "RIDGELINE" }],
  ["POST", "/consumers-v3/consumer/warranty", { productId: "ABCDEFGH", purchaseDate: "2025-01-01", issueType: "OTHER", description: "Something is wrong with it." }],
  ["POST", "/consumers-v3/consumer/resendGiftCardEmail", { orderNumber: "RL00000001" }],
];

/**
 * Paths a guest may also use, for their own session (the SMS signup block: guest-sms.test.ts).
 * POST /consumers-v3/consumer is the newsletter block's signup for guests, but only with a
 * subscription (newsletter-signup.test.ts): the body above has none, so a guest gets 401.
 */
const GUEST_SIGNUP_PATHS = new Set(["GET /consumers-v3/consumer/subscription", "POST /consumers-v3/consumer/subscription"]);

describe.each(MEMBER_PATHS)("%s %s", (method, path, body) => {
  test("no token or a guest's: 401 AUT432; an associate's: 403 AUT432; an account that is gone: 404 PRO404", async () => {
    await kit.fails(401, "AUT432", method, path, { body });
    if (!GUEST_SIGNUP_PATHS.has(`${method} ${path}`)) await kit.fails(401, "AUT432", method, path, { token: kit.guestToken(), body });
    await kit.fails(403, "AUT432", method, path, { token: kit.agentToken(), body });
    const gone = kit.token({ kind: "registered", consumerId: randomUUID() });
    const answer = await kit.call(method, path, { token: gone, body });
    // A body problem may be found before the account is looked up; never a success, never a 5xx.
    expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400);
    if (!["PYT404", "CCA401"].includes(answer.error.errorId)) expect(answer.error.errorId).toBe("PRO404");
  });

  if (body !== undefined) {
    test.each([
      ["malformed JSON", "{\"a\":", {}, 400, "ATTR300"],
      ["a JSON array", "[1,2]", {}, 400, undefined],
      ["a JSON string", "\"hello\"", {}, 400, undefined],
      ["not JSON", "a=1", { "content-type": "application/x-www-form-urlencoded" }, 415, "API415"],
      ["too large", JSON.stringify({ padding: "x".repeat(70 * 1024) }), {}, 413, "ATTR300"],
    ])("%s: a 4xx with a catalogue id", async (_name, raw, headers, status, errorId) => {
      const member = await kit.member();
      const answer = await kit.call(method, path, { token: member.token, body: raw, headers: { "content-type": "application/json", ...headers } });
      expect(answer.status, JSON.stringify(answer.json)).toBe(status);
      if (errorId) expect(answer.error.errorId).toBe(errorId);
    });
  }
});

test("a method a path does not have: 405 API405 with Allow", async () => {
  const answer = await kit.call("DELETE", "/consumers-v3/consumer", { token: bob.token });
  expect([answer.status, answer.error.errorId]).toEqual([405, "API405"]);
  expect(answer.headers.get("allow")).toContain("PUT");
  expect((await kit.call("PATCH", "/consumers-v3/consumer/address/abc", { token: bob.token, body: {} })).error.errorId).toBe("API405");
});
