import { expect, inject, test } from "vitest";
import { SEED_IDS, SEED_PASSWORDS } from "../../backend/testing/index.ts";

const baseUrl = inject("baseUrl");

/** A browser over real HTTP: keeps cookies, sends the CSRF token on mutations, same origin. */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    async call(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = { origin: baseUrl, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
      if (method !== "GET" && jar.has("rl_csrf")) headers["x-csrf-token"] = jar.get("rl_csrf")!;
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const cookie of response.headers.getSetCookie()) {
        const [name, value] = cookie.split(";")[0]!.split("=");
        if (/Max-Age=0/i.test(cookie) || !value) jar.delete(name!);
        else jar.set(name!, value);
      }
      const text = await response.text();
      expect(text, `${method} ${path} leaks a token`).not.toMatch(/accessToken|refreshToken/);
      return { status: response.status, json: JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    },
  };
}

const ADDRESS = {
  recipientFirstName: "Alex",
  recipientLastName: "Regular",
  addressLine1: "12 Beacon Street",
  city: "Boston",
  stateCityProvDept: "MA",
  postalCode: "02108",
  country: "US",
  recipientContactPhone: "(617) 555-0181",
  recipientContactEmail: "alex.regular@example.com",
};
/** A documented test card that makes the bank ask for a 3-D Secure challenge. */
const CHALLENGE_CARD = { payment_method_id: "CREDIT_CARD", number: "4000000000003220", expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2, holder: "Alex Regular", cvv: "123" };

test("over HTTP through the BFF: guest → cart → address → shipping → payment → prepare → place → 3-D Secure → order in history after sign-in", async () => {
  const shopper = browser();
  expect((await shopper.call("GET", "/api/session")).json.loggedIn).toBe(false);

  const cart = await shopper.call("POST", "/api/commerce/cart/v1/cart", { siteId: "RL-US" });
  expect(cart.status).toBe(201);
  const basketId = cart.json.id as string;
  expect((await shopper.call("POST", "/api/commerce/cart/v1/item", { basketId, productId: SEED_IDS.variants.inStock })).status).toBe(200);
  const twoItems = await shopper.call("POST", "/api/commerce/cart/v1/item", { basketId, productId: SEED_IDS.variants.gwpGift, qty: 2 });
  expect(twoItems.json.totalItems).toBeGreaterThanOrEqual(3);

  expect((await shopper.call("POST", `/api/commerce/cart/v2/cart/${basketId}/shippingAddress`, { address: ADDRESS })).status).toBe(200);
  const shipped = await shopper.call("POST", "/api/commerce/cart/v1/shippingMethod", { cartId: basketId, shippingId: "me", code: "standard", shopperAppliedSM: true });
  expect(shipped.status).toBe(200);
  const paid = await shopper.call("POST", `/api/commerce/cart/v1/cart/${basketId}/paymentInstruments`, CHALLENGE_CARD);
  expect(paid.status).toBe(200);
  expect(paid.json.totals.remainingToPay).toBe(0);
  expect((await shopper.call("POST", "/api/commerce/cart/v1/cart/prepareOrder", { basketId })).status).toBe(200);

  const placed = await shopper.call("PUT", "/api/commerce/cart/v2/checkout/order", { cartId: basketId, paymentMethod: { code: "CREDIT_CARD" } });
  expect(placed.status).toBe(201);
  expect(placed.json.status).toBe("payment_pending");
  expect(placed.json.flash).toEqual(expect.arrayContaining([expect.objectContaining({ type: "PaymentNotAuthorized" })]));
  const { orderNumber, st } = placed.json as { orderNumber: string; st: string };

  const completed = await shopper.call("PATCH", `/api/commerce/cart/v2/checkout/order/${orderNumber}`, { paymentMethod: { code: "CREDIT_CARD" }, additionalData: { threeDS2Result: { transStatus: "Y" } } });
  expect(completed.status).toBe(200);
  expect(completed.json.status).toBe("placed");

  // Placing again is idempotent: the same order, no second charge.
  const again = await shopper.call("PUT", "/api/commerce/cart/v2/checkout/order", { cartId: basketId, paymentMethod: { code: "CREDIT_CARD" } });
  expect(again.json.orderNumber).toBe(orderNumber);

  // Signing in from the order confirmation makes the guest's order the member's.
  const signedIn = await shopper.call("POST", "/api/session/signin", { username: SEED_IDS.consumers.regular, password: SEED_PASSWORDS.consumer, orderNo: orderNumber, st });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json.loggedIn).toBe(true);
  const history = await shopper.call("POST", "/api/commerce/consumers-v3/consumer/purchasehistory", {});
  expect(history.status).toBe(200);
  expect(JSON.stringify(history.json)).toContain(orderNumber);

  // Another shopper can neither read that order nor track it without the email.
  const stranger = browser();
  await stranger.call("GET", "/api/session");
  const tracked = await stranger.call("POST", "/api/commerce/consumers-v3/consumer/TrackOrder", { orderNumber, email: "someone.else@example.com" });
  expect(tracked.status).toBe(404);
  expect(tracked.json.errorDetails[0].errorId).toBe("ORD409");
});
