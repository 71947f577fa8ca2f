import { afterAll, beforeAll, expect, test } from "vitest";
import { guestTokenAnswer } from "../../contracts/api/auth.ts";
import { paymentMethodsAnswer, shippingMethodsAnswer } from "../../contracts/api/checkout.ts";
import { orderDetailsAnswer, purchaseHistoryAnswer } from "../../contracts/api/orders.ts";
import { activeCartOf } from "../identity/sessions.ts";
import { createProduct, createStore } from "../testing/catalogue-factory.ts";
import { US_ADDRESS, VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";

/** The whole journey through the API, as the storefront makes it (commerce spec §4 Checkout). */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(async () => kit?.close());

test("guest token → cart → items → address → shipping → gift card and card → prepare → place → order", async () => {
  const { storeId } = await createStore(kit.db, { name: "Ridgeline Denver" });
  const parka = await createProduct(kit.db, { name: "Summit Parka", price: 22000, stock: 5, storeStock: { [storeId]: 2 } });
  const beanie = await createProduct(kit.db, { name: "Logo Beanie", price: 2500, stock: 50 });

  const session = await kit.request(guestTokenAnswer, "POST", "/token/v2/auth/token", { body: { type: "Guest" } });
  const token = session.body.accessToken;
  const { id: basketId } = await kit.newCart(token);
  await kit.addItem(token, basketId, parka.variantId, 1);
  await kit.addItem(token, basketId, beanie.variantId, 2);

  const withAddress = await kit.setShippingAddress(token, basketId, US_ADDRESS);
  expect(withAddress.body.shippingMethods).toEqual([expect.objectContaining({ shippingId: "me", code: "standard", itemIds: expect.any(Array) })]);

  const options = await kit.request(shippingMethodsAnswer, "GET", `/cart/v1/cart/${basketId}/shippingMethod/me?favStoreId=${storeId}`, { token });
  expect(options.body.applicableShippingMethods.map((entry) => entry.code)).toEqual(["standard", "sts"]); // the store has 2 parkas but no beanies
  const shipped = await kit.chooseMethod(token, basketId, "me", "standard");
  // 220.00 + 2 × 25.00 = 270.00 + 6.95 shipping = 276.95, + 8 % tax (22.16) = 299.11.
  expect(shipped.body.totals).toMatchObject({ itemTotal: 270, shipping: 6.95, tax: 22.16, total: 299.11, remainingToPay: 299.11 });

  const methods = await kit.request(paymentMethodsAnswer, "GET", `/cart/v1/cart/${basketId}/paymentMethods`, { token });
  expect(methods.body.applicablePaymentMethods.filter((entry) => entry.available).map((entry) => entry.id)).toEqual(["GIFT_CARD", "KLARNA", "CREDIT_CARD", "PAYPAL"]);

  const gift = await kit.createGiftCard({ balance: 5000 });
  const withGift = await kit.addGiftCard(token, basketId, gift);
  expect(withGift.body.totals.remainingToPay).toBe(249.11);
  const withCard = await kit.addCard(token, basketId, VISA);
  expect(withCard.body.totals.remainingToPay).toBe(0);
  expect(withCard.body.payment_instruments.map((entry) => [entry.payment_method_id, entry.amount])).toEqual(
    expect.arrayContaining([
      ["GIFT_CARD", 50],
      ["CREDIT_CARD", 249.11],
    ]),
  );

  const prepared = await kit.prepare(token, basketId);
  expect(prepared.status).toBe(200);
  expect(prepared.body.totals.total).toBe(299.11);

  const placed = await kit.place(token, basketId, { body: { recaptcha_response: "recaptcha-token" } });
  expect(placed.status).toBe(201);
  expect(placed.body).toMatchObject({
    status: "placed",
    channel: "ECOMM",
    email: "alex.walker@example.com",
    totals: { total: 299.11, shipping: 6.95 },
    paymentMethod: { code: "CREDIT_CARD" },
  });
  expect(placed.body.items.map((item) => [item.name, item.qty])).toEqual([
    ["Summit Parka", 1],
    ["Logo Beanie", 2],
  ]);

  // After the order the cart is gone: the client starts a new one on the next add.
  expect((await kit.getCart(token, basketId)).error.errorId).toBe("BSK404");
  const next = await kit.newCart(token);
  expect(next.items).toEqual([]);
});

test("a member: the order is theirs, the cart is no longer their active one", async () => {
  const member = await kit.memberToken();
  const { basketId } = await kit.readyCart(member.token);
  expect(await activeCartOf(kit.db, member.consumerId)).toBe(basketId);
  const placed = await kit.place(member.token, basketId, { headers: { "x-channel": "MAPP" } });
  expect(placed.body).toMatchObject({ status: "placed", channel: "MAPP" });
  expect(await activeCartOf(kit.db, member.consumerId)).toBeNull();
  // The orders module reads what checkout wrote.
  const history = await kit.request(purchaseHistoryAnswer, "POST", "/consumers-v3/consumer/purchasehistory", { token: member.token, body: {} });
  expect(history.body.orders.map((order) => [order.orderNumber, order.total, order.status])).toEqual([[placed.body.orderNumber, placed.body.totals.total, "placed"]]);
  const details = await kit.request(orderDetailsAnswer, "GET", `/consumers-v3/consumer/purchase/${placed.body.orderNumber}`, { token: member.token });
  expect(details.body).toMatchObject({ orderNumber: placed.body.orderNumber, channel: "MAPP", totals: { total: placed.body.totals.total, shipping: 6.95 } });
  expect(details.body.paymentMethod).toEqual([{ payment_method_id: "CREDIT_CARD", amount: placed.body.totals.total, label: "Visa ending 1111" }]);
  expect(details.body.shipments).toEqual([expect.objectContaining({ shippingId: "me", method: "standard", address: expect.objectContaining({ city: "Boston" }) })]);
});
