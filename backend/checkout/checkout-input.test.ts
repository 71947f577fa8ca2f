import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { US_ADDRESS, VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";

/**
 * Bad input to every checkout endpoint is a 4xx with a catalogue id, never a 5xx (the kit checks
 * every answer: a success against its contract, a failure against the error body).
 */
let kit: CheckoutKit;
let shopper: string;
let basketId: string;
let instrumentId: string;
let orderNumber: string;
beforeAll(async () => {
  kit = await checkoutBackend();
  shopper = kit.guestToken();
  const ready = await kit.readyCart(shopper, [{ price: 3000, stock: 1000 }]);
  basketId = ready.basketId;
  instrumentId = ready.cart.payment_instruments[0]!.payment_instrument_id;
  // An order to patch, from a cart of its own.
  const other = await kit.readyCart(shopper, [{ stock: 1000 }], { ...VISA, number: "4000000000003220" });
  orderNumber = (await kit.place(shopper, other.basketId)).body.orderNumber;
});
afterAll(async () => kit?.close());

type Endpoint = { name: string; method: string; path: () => string; valid: () => Record<string, unknown> };
const endpoints: Endpoint[] = [
  { name: "shipping address", method: "POST", path: () => `/cart/v2/cart/${basketId}/shippingAddress`, valid: () => ({ address: US_ADDRESS }) },
  { name: "address validation", method: "POST", path: () => `/cart/v1/cart/${basketId}/shippingAddress/validation`, valid: () => ({ address: US_ADDRESS }) },
  { name: "billing address", method: "POST", path: () => `/cart/v1/cart/${basketId}/billingAddress`, valid: () => ({ address: US_ADDRESS, phone: "6175550181", subscriptions: { newsletterConsent: true } }) },
  { name: "shipping method", method: "POST", path: () => "/cart/v1/shippingMethod", valid: () => ({ cartId: basketId, shippingId: "me", code: "standard", shopperAppliedSM: true }) },
  { name: "gift card instrument", method: "POST", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, valid: () => ({ payment_method_id: "GIFT_CARD", number: "6006491000000000017", pin: "1234" }) },
  { name: "card instrument", method: "POST", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, valid: () => ({ payment_method_id: "CREDIT_CARD", ...VISA }) },
  { name: "points instrument", method: "POST", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, valid: () => ({ payment_method_id: "LOYALTY_POINTS", points: 100 }) },
  { name: "delete instrument", method: "DELETE", path: () => `/cart/v1/cart/${basketId}/paymentInstruments`, valid: () => ({ payment_instrument_id: instrumentId }) },
  { name: "gift card balance", method: "POST", path: () => "/cart/v1/giftcard/balance", valid: () => ({ number: "6006491000000000017", pin: "1234" }) },
  { name: "reward", method: "PUT", path: () => `/cart/v1/cart/${basketId}/reward`, valid: () => ({ appliedLoyaltyVoucher: null }) },
  { name: "prepare order", method: "POST", path: () => "/cart/v1/cart/prepareOrder", valid: () => ({ basketId }) },
  { name: "place order", method: "PUT", path: () => "/cart/v2/checkout/order", valid: () => ({ cartId: basketId, paymentMethod: { code: "CREDIT_CARD" }, recaptcha_response: "token", billingAddress: US_ADDRESS }) },
  { name: "patch order", method: "PATCH", path: () => `/cart/v2/checkout/order/${orderNumber}`, valid: () => ({ paymentMethod: { code: "CREDIT_CARD" }, additionalData: { threeDS2Result: { transStatus: "Y" } } }) },
];

const send = (endpoint: Endpoint, body: unknown, headers: Record<string, string> = {}) => kit.request(z.unknown(), endpoint.method, endpoint.path(), { token: shopper, body, headers });

describe.each(endpoints)("$name ($method)", (endpoint) => {
  test("malformed JSON: 400; not JSON: 415 API415; huge: 413; not an object: 400", async () => {
    const malformed = await send(endpoint, '{"cartId": ');
    expect(malformed.status).toBe(400);
    const notJson = await send(endpoint, "a=1", { "content-type": "text/plain" });
    expect([notJson.status, notJson.error.errorId]).toEqual([415, "API415"]);
    const huge = await send(endpoint, { ...endpoint.valid(), padding: "x".repeat(70_000) });
    expect([huge.status, huge.error.errorId]).toEqual([413, "ATTR300"]);
    for (const body of ["[]", "42", '"text"', "null"]) expect((await send(endpoint, body)).status, body).toBe(400);
  });

  test("each field missing, or of a wrong type: a 4xx with a catalogue id", async () => {
    const valid = endpoint.valid();
    for (const field of Object.keys(valid)) {
      const { [field]: _dropped, ...without } = valid;
      const missing = await send(endpoint, without);
      expect(missing.status, `${field} missing`).toBeLessThan(500);
      for (const wrong of [true, { nested: 1 }, ["a"], "", -5, 1e308, "x".repeat(500), null]) {
        const answer = await send(endpoint, { ...valid, [field]: wrong });
        expect(answer.status, `${field} = ${JSON.stringify(wrong).slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});

test("fields that must be given are named in the error", async () => {
  // A fresh cart: the valid bodies above placed the first one's order.
  basketId = (await kit.readyCart(shopper, [{ stock: 1000 }])).basketId;
  const cases: [Endpoint, Record<string, unknown>, string, string][] = [
    [endpoints[0]!, {}, "CHK380", "address"],
    [endpoints[1]!, { address: { ...US_ADDRESS, postalCode: 12 } }, "CHK320", "address.postalCode"],
    [endpoints[3]!, { cartId: basketId, shippingId: "me" }, "ATTR300", "code"],
    [endpoints[4]!, { payment_method_id: "GIFT_CARD", number: "6006491000000000017" }, "GFC400", "pin"],
    [endpoints[6]!, { payment_method_id: "LOYALTY_POINTS", points: 1.5 }, "ATTR300", "points"],
    [endpoints[6]!, { payment_method_id: "BITCOIN" }, "ATTR300", "payment_method_id"],
    [endpoints[8]!, { number: "6006491000000000017" }, "GFC400", "pin"],
    [endpoints[11]!, { paymentMethod: { code: "CREDIT_CARD" } }, "ATTR300", "cartId"],
    [endpoints[12]!, { paymentMethod: { code: "CREDIT_CARD" }, additionalData: { threeDS2Result: { transStatus: "maybe" } } }, "ATTR300", "additionalData.threeDS2Result.transStatus"],
  ];
  for (const [endpoint, body, errorId, field] of cases) {
    const { status, error } = await send(endpoint, body);
    expect([status, error.errorId, error.field], `${endpoint.name} ${JSON.stringify(body).slice(0, 60)}`).toEqual([400, errorId, field]);
  }
});

test("headers and queries: x-channel, idempotency-key, favStoreId, basketId", async () => {
  const place = endpoints[11]!;
  expect((await send(place, place.valid(), { "x-channel": "web" })).error.field).toBe("x-channel");
  expect((await send(place, place.valid(), { "idempotency-key": "k".repeat(129) })).error.field).toBe("idempotency-key");
  expect((await send(place, place.valid(), { "idempotency-key": "with space" })).error.field).toBe("idempotency-key");
  expect((await send(endpoints[12]!, endpoints[12]!.valid(), { "x-channel": "app" })).error.field).toBe("x-channel");
  const longStore = await kit.request(z.unknown(), "GET", `/cart/v1/cart/${basketId}/shippingMethod/me?favStoreId=${"S".repeat(65)}`, { token: shopper });
  expect([longStore.status, longStore.error.errorId]).toEqual([400, "ATTR300"]);
  const noBasket = await kit.request(z.unknown(), "POST", "/cart/v1/cart/prepareOrder", { token: shopper });
  expect([noBasket.status, noBasket.error.errorId, noBasket.error.field]).toEqual([400, "ATTR300", "basketId"]);
  // prepareOrder also takes the basket in the query (the spec: "query, body (basketId)").
  expect((await kit.request(z.unknown(), "POST", `/cart/v1/cart/prepareOrder?basketId=${basketId}`, { token: shopper })).status).toBeLessThan(500);
  const unknownPath = await kit.request(z.unknown(), "GET", `/cart/v1/cart/${"x".repeat(300)}/paymentMethods`, { token: shopper });
  expect([unknownPath.status, unknownPath.error.errorId]).toEqual([404, "BSK404"]);
  const wrongMethod = await kit.request(z.unknown(), "GET", "/cart/v2/checkout/order", { token: shopper });
  expect([wrongMethod.status, wrongMethod.error.errorId]).toEqual([405, "API405"]);
});

test("random bodies never give a 5xx", async () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), fc.oneof(json, fc.record({ address: json, cartId: json, basketId: json, payment_method_id: fc.constantFrom("GIFT_CARD", "CREDIT_CARD", "KLARNA", "REWARD_CODE"), number: json, paymentMethod: json })), async (endpoint, body) => {
      const answer = await send(endpoint, body);
      expect(answer.status).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});
