import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { checkoutCartAnswer, paymentMethodsAnswer } from "../../contracts/api/checkout.ts";
import { savedForLaterWithCartAnswer } from "../../contracts/api/saved-for-later.ts";
import { CHALLENGE_CARD, VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";

/**
 * GET /cart/v2/checkout/order/{orderNumber} (the caller's own order), the links to the stand-in
 * providers' pages in the answers (3-D Secure challenge, wallet approval) on the backend's public
 * origin, and the checkout shape of every Cart answer (the storefront's BFF checks cart answers
 * against checkoutCartAnswer).
 */
const PUBLIC_URL = "https://backend.example.test:8443";
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend({ publicUrl: PUBLIC_URL });
});
afterAll(async () => kit?.close());

const readOrder = (token: string, orderNumber: string) => kit.orderCall("GET", `/cart/v2/checkout/order/${orderNumber}`, { token });

describe("GET /cart/v2/checkout/order/{orderNumber}", () => {
  test("the caller's order, as placing answered it (any case of the number)", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{ price: 3000, stock: 4 }], VISA);
    const placed = await kit.place(shopper, basketId);
    const read = await readOrder(shopper, placed.body.orderNumber);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(placed.body);
    expect((await readOrder(shopper, placed.body.orderNumber.toLowerCase())).body.orderNumber).toBe(placed.body.orderNumber);
  });

  test("a pending 3-D Secure order links its challenge; after the result it reads as settled", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{ stock: 3 }], CHALLENGE_CARD);
    const placed = await kit.place(shopper, basketId);
    const challengeUrl = `${PUBLIC_URL}/mock/3ds/challenge?orderNumber=${placed.body.orderNumber}`;
    expect(placed.body.flash).toEqual([{ type: "PaymentNotAuthorized", message: expect.any(String), details: expect.objectContaining({ orderNumber: placed.body.orderNumber, challengeUrl }) }]);
    expect((await readOrder(shopper, placed.body.orderNumber)).body).toMatchObject({ status: "payment_pending", flash: [expect.objectContaining({ details: expect.objectContaining({ challengeUrl }) })] });

    await kit.patch(shopper, placed.body.orderNumber, "N");
    expect((await readOrder(shopper, placed.body.orderNumber)).body).toMatchObject({ status: "payment_failed", flash: [] });
  });

  test("another guest's, a member's reading a guest's, or an unknown order: 404 ORD409; a number that cannot be one: 400 ATTR300", async () => {
    const owner = kit.guestToken();
    const { basketId } = await kit.readyCart(owner);
    const { orderNumber } = (await kit.place(owner, basketId)).body;
    for (const [token, number] of [
      [kit.guestToken(), orderNumber],
      [(await kit.memberToken()).token, orderNumber],
      [owner, "RL00000000"],
    ] as const) {
      const refused = await readOrder(token, number);
      expect([refused.status, refused.error.errorId]).toEqual([404, "ORD409"]);
    }
    const malformed = await readOrder(owner, "not-an-order");
    expect([malformed.status, malformed.error.errorId, malformed.error.field]).toEqual([400, "ATTR300", "orderNumber"]);
    const anonymous = await kit.request(z.unknown(), "GET", `/cart/v2/checkout/order/${orderNumber}`);
    expect([anonymous.status, anonymous.error.errorId]).toEqual([401, "AUT432"]);
  });
});

test("the payment methods link the wallet's approval page on the public origin", async () => {
  const shopper = kit.guestToken();
  const { basketId } = await kit.cartWith(shopper, [{}]);
  const { body } = await kit.request(paymentMethodsAnswer, "GET", `/cart/v1/cart/${basketId}/paymentMethods`, { token: shopper });
  expect(body.applicablePaymentMethods.find((method) => method.id === "PAYPAL")?.available).toBe(true);
  expect(body.wallet).toEqual({ approvalUrl: `${PUBLIC_URL}/mock/wallet/checkout` });
});

test("every Cart answer, of the cart core's calls too, has the checkout shape (shipments, instruments)", async () => {
  const shopper = kit.guestToken();
  const { basketId, products } = await kit.readyCart(shopper, [{ price: 2000, stock: 5 }], VISA);
  const gift = await kit.createGiftCard({ balance: 500 });
  await kit.addGiftCard(shopper, basketId, gift);
  const cartCall = (method: string, path: string, body?: unknown) => kit.request(checkoutCartAnswer, method, path, { token: shopper, body });

  const read = await cartCall("GET", `/cart/v1/cart/${basketId}`);
  expect(read.body.shippingMethods).toEqual([expect.objectContaining({ shippingId: "me", address: expect.objectContaining({ city: "Boston" }) })]);
  expect(read.body.payment_instruments.map((entry) => entry.payment_method_id).sort()).toEqual(["CREDIT_CARD", "GIFT_CARD"]);
  const added = await cartCall("POST", "/cart/v1/item", { basketId, productId: products[0]!.variantId, qty: 1 });
  expect(added.body.items[0]!.qty).toBe(2);
  const lineId = added.body.items[0]!.id;
  expect((await cartCall("PUT", `/cart/v1/cart/${basketId}/item`, { itemId: lineId, qty: 3 })).status).toBe(200);
  const saved = await kit.request(savedForLaterWithCartAnswer.extend({ cart: checkoutCartAnswer }), "PUT", "/cart/v2/saveForLater", { token: shopper, body: { basketId, itemId: lineId } });
  expect(saved.body.cart.items).toEqual([]);
});
