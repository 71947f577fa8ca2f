import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { US_ADDRESS, VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";

/**
 * A cart is its owner's: every checkout call with another shopper's token is 404 BSK404 (the
 * answer for a cart that does not exist) and changes nothing; without a valid token, 401 AUT432.
 */
let kit: CheckoutKit;
let owner: string;
let basketId: string;
let instrumentId: string;
beforeAll(async () => {
  kit = await checkoutBackend();
  owner = kit.guestToken();
  const ready = await kit.readyCart(owner, [{ price: 3000 }]);
  basketId = ready.basketId;
  instrumentId = ready.cart.payment_instruments[0]!.payment_instrument_id;
});
afterAll(async () => kit?.close());

type Call = { name: string; method: string; path: () => string; body?: () => unknown };
const calls: Call[] = [
  { name: "add shipping address", method: "POST", path: () => `/cart/v2/cart/${basketId}/shippingAddress`, body: () => ({ address: US_ADDRESS }) },
  { name: "remove shipping address", method: "DELETE", path: () => `/cart/v2/cart/${basketId}/shippingAddress` },
  { name: "validate shipping address", method: "POST", path: () => `/cart/v1/cart/${basketId}/shippingAddress/validation`, body: () => ({ address: US_ADDRESS }) },
  { name: "add billing address", method: "POST", path: () => `/cart/v1/cart/${basketId}/billingAddress`, body: () => ({ address: US_ADDRESS }) },
  { name: "remove billing address", method: "DELETE", path: () => `/cart/v1/cart/${basketId}/billingAddress` },
  { name: "choose shipping method", method: "POST", path: () => "/cart/v1/shippingMethod", body: () => ({ cartId: basketId, shippingId: "me", code: "standard" }) },
  { name: "shipping methods", method: "GET", path: () => `/cart/v1/cart/${basketId}/shippingMethod/me` },
  { name: "payment methods", method: "GET", path: () => `/cart/v1/cart/${basketId}/paymentMethods` },
  { name: "add payment instrument", method: "POST", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, body: () => ({ payment_method_id: "CREDIT_CARD", ...VISA }) },
  { name: "remove payment instrument", method: "DELETE", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, body: () => ({ payment_instrument_id: instrumentId }) },
  { name: "loyalty reward", method: "PUT", path: () => `/cart/v1/cart/${basketId}/reward`, body: () => ({ appliedLoyaltyVoucher: null }) },
  { name: "payment session", method: "GET", path: () => `/cart/v1/paymentSession?basketId=${basketId}` },
  { name: "prepare order", method: "POST", path: () => "/cart/v1/cart/prepareOrder", body: () => ({ basketId }) },
  { name: "place order", method: "PUT", path: () => "/cart/v2/checkout/order", body: () => ({ cartId: basketId, paymentMethod: { code: "CREDIT_CARD" } }) },
];

describe.each([
  ["another guest", async () => kit.guestToken()],
  ["a member", async () => (await kit.memberToken()).token],
])("%s", (_who, intruderToken) => {
  test.each(calls)("$name: 404 BSK404, the cart unchanged", async (call) => {
    const intruder = await intruderToken();
    const before = (await kit.getCart(owner, basketId)).cart;
    const answer = await kit.request(z.unknown(), call.method, call.path(), { token: intruder, body: call.body?.() });
    expect([answer.status, answer.error?.errorId]).toEqual([404, "BSK404"]);
    expect((await kit.getCart(owner, basketId)).cart).toEqual(before);
  });
});

test("a guest whose id equals a member's consumer id cannot reach the member's cart", async () => {
  const member = await kit.memberToken();
  const theirs = await kit.readyCart(member.token);
  const intruder = kit.guestToken(member.consumerId);
  expect((await kit.prepare(intruder, theirs.basketId)).error.errorId).toBe("BSK404");
  expect((await kit.place(intruder, theirs.basketId)).error.errorId).toBe("BSK404");
});

test("PATCH of another shopper's order: 404 ORD409, the order unchanged", async () => {
  const shopper = kit.guestToken();
  const ready = await kit.readyCart(shopper, [{}], { ...VISA, number: "4000000000003220" });
  const placed = await kit.place(shopper, ready.basketId);
  const refused = await kit.patch(kit.guestToken(), placed.body.orderNumber, "N");
  expect([refused.status, refused.error.errorId]).toEqual([404, "ORD409"]);
  // The owner's own call shows it is still pending.
  expect((await kit.place(shopper, ready.basketId)).body.status).toBe("payment_pending");
});

test("no token or a forged one: 401 AUT432 on every checkout call; an associate's token: 404 on a shopper's cart and order", async () => {
  const forged = owner.slice(0, -3) + (owner.endsWith("AAA") ? "BBB" : "AAA");
  const agent = kit.token({ kind: "agent", employeeId: "E1", storeId: "S1" });
  const all: Call[] = [
    ...calls,
    { name: "gift card balance", method: "POST", path: () => "/cart/v1/giftcard/balance", body: () => ({ number: "6006491000000000017", pin: "1234" }) },
    { name: "patch order", method: "PATCH", path: () => "/cart/v2/checkout/order/RL12345678", body: () => ({ paymentMethod: { code: "CREDIT_CARD" }, additionalData: { threeDS2Result: { transStatus: "Y" } } }) },
  ];
  for (const call of all) {
    for (const token of [undefined, forged]) {
      const answer = await kit.request(z.unknown(), call.method, call.path(), { token, body: call.body?.() });
      expect([answer.status, answer.error?.errorId], `${call.name} ${token ? "forged" : "none"}`).toEqual([401, "AUT432"]);
    }
    if (call.name !== "gift card balance") {
      const answer = await kit.request(z.unknown(), call.method, call.path(), { token: agent, body: call.body?.() });
      expect([answer.status, answer.error?.errorId], `${call.name} agent`).toEqual([404, call.name === "patch order" ? "ORD409" : "BSK404"]);
    }
  }
});
