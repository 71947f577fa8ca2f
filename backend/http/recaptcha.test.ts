import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { checkoutBackend, US_ADDRESS } from "../checkout/checkout-test-kit.ts";
import { SEED_PASSWORDS } from "../seed/fixture-ids.ts";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";
import { siteVerifyVerifier, type RecaptchaVerifier } from "./recaptcha.ts";

/** A stand-in for Google's check: "human:<action>" passes for that action only. */
const verifier: RecaptchaVerifier = async (response, action) => response === `human:${action}`;

describe("reCAPTCHA where the spec sends it (§5): sign-in, shipping address, order placement", () => {
  let kit: Awaited<ReturnType<typeof checkoutBackend>>;
  beforeAll(async () => {
    kit = await checkoutBackend({ recaptcha: verifier });
  });
  afterAll(() => kit.close());

  test("sign-in: missing or wrong response 403 AUT403 before the password is looked at; a genuine one goes on", async () => {
    const signin = (recaptcha_response?: string) =>
      kit.request(z.unknown(), "POST", "/consumers-v3/auth/signin", { body: { type: "Registered", username: "nobody@example.test", password: SEED_PASSWORDS.consumer, codeChallenge: "a".repeat(43), recaptcha_response } });
    for (const response of [undefined, "bot", "human:place_order"]) expect((await signin(response)).error?.errorId).toBe("AUT403");
    // Past the check: the unknown account's usual answer.
    expect((await signin("human:login")).error?.errorId).toBe("AUT401");
  });

  test("shipping address and order placement refuse without a genuine response, and the cart is left as it was", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000, stock: 10 }]);
    const refused = await kit.cartCall("POST", `/cart/v2/cart/${basketId}/shippingAddress`, { token: shopper, body: { address: US_ADDRESS } });
    expect([refused.status, refused.error?.errorId]).toEqual([403, "AUT403"]);
    const accepted = await kit.cartCall("POST", `/cart/v2/cart/${basketId}/shippingAddress`, { token: shopper, body: { address: US_ADDRESS, recaptcha_response: "human:shipping_address" } });
    expect(accepted.status).toBe(200);
    expect((await kit.addCard(shopper, basketId)).status).toBe(200);
    const bot = await kit.place(shopper, basketId, { body: { recaptcha_response: "bot" } });
    expect([bot.status, bot.error?.errorId]).toEqual([403, "AUT403"]);
    const human = await kit.place(shopper, basketId, { body: { recaptcha_response: "human:place_order" } });
    expect(human.status).toBe(201);
  });
});

describe("Google siteverify", () => {
  const answering = (body: unknown, ok = true): typeof fetch => (async () => (ok ? new Response(JSON.stringify(body)) : Promise.reject(new TypeError("fetch failed")))) as typeof fetch;

  test.each([
    ["v2 success", { success: true }, true],
    ["v2 failure", { success: false }, false],
    ["v3, the action and a good score", { success: true, action: "login", score: 0.9 }, true],
    ["v3, another action", { success: true, action: "checkout", score: 0.9 }, false],
    ["v3, a low score", { success: true, action: "login", score: 0.2 }, false],
  ])("%s", async (_name, body, expected) => {
    expect(await siteVerifyVerifier("secret", answering(body))("token", "login")).toBe(expected);
  });

  test("an unreachable service refuses (logged)", async () => {
    expectConsole("warn", /verification unavailable for login/);
    expect(await siteVerifyVerifier("secret", answering(null, false))("token", "login")).toBe(false);
  });
});
