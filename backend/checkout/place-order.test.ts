import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { carts, giftCards, inventory, orders } from "../db/schema.ts";
import { createProduct, ONLINE, setStock } from "../testing/catalogue-factory.ts";
import { CHALLENGE_CARD, DECLINED_CARD, FRAUD_CARD, REFUSED_CHALLENGE_CARD, VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";

/** PUT /cart/v2/checkout/order and PATCH /cart/v2/checkout/order/{orderNumber}. */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(async () => kit?.close());

const stockOf = async (variantId: string, location = ONLINE) =>
  (await kit.db.select({ quantity: inventory.quantity }).from(inventory).where(and(eq(inventory.variantId, variantId), eq(inventory.locationId, location))))[0]?.quantity;
const balanceOf = async (number: string) => (await kit.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.number, number)))[0]?.balance;
const ordersOfCart = async (cartId: string) => kit.db.select().from(orders).where(eq(orders.cartId, cartId));

describe("placing an order", () => {
  test("decrements stock, redeems the gift card, marks the cart ordered and answers the Order", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ price: 5000, stock: 10, qty: 2 }]);
    const gift = await kit.createGiftCard({ balance: 3000 });
    const withGift = await kit.addGiftCard(shopper, basketId, gift);
    // 2 × 50.00 + 8 % tax = 108.00, shipping 6.95 + 8 % = 7.51 → 115.51; the gift card pays 30.00.
    expect(withGift.body.totals).toMatchObject({ itemTotal: 100, shipping: 6.95, total: 115.51, remainingToPay: 0 });
    expect(withGift.body.payment_instruments.map((entry) => [entry.payment_method_id, entry.amount])).toEqual(
      expect.arrayContaining([
        ["GIFT_CARD", 30],
        ["CREDIT_CARD", 85.51],
      ]),
    );

    const placed = await kit.place(shopper, basketId, { headers: { "x-channel": "MAPP" } });
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order).toMatchObject({ status: "placed", channel: "MAPP", currency: "USD", email: "alex.walker@example.com", flash: [] });
    expect(order.orderNumber).toMatch(/^RL\d{8}$/);
    expect(order.st.length).toBeGreaterThanOrEqual(16);
    expect(order.items).toEqual([expect.objectContaining({ productId: products[0]!.variantId, qty: 2, shippingId: "me", shippingMethod: "standard", price: expect.objectContaining({ rowTotal: 100 }) })]);
    expect(order.shipments).toEqual([expect.objectContaining({ shippingId: "me", code: "standard", price: { amount: 6.95 }, address: expect.objectContaining({ city: "Boston", recipientContactPhone: "+16175550181" }) })]);
    expect(order.totals).toMatchObject({ total: 115.51, shipping: 6.95, remainingToPay: 0 });
    expect(order.paymentMethod.code).toBe("CREDIT_CARD");
    expect(order.paymentMethod.instruments.map((entry) => [entry.payment_method_id, entry.amount])).toEqual(
      expect.arrayContaining([
        ["GIFT_CARD", 30],
        ["CREDIT_CARD", 85.51],
      ]),
    );
    expect(JSON.stringify(order)).not.toContain("4111111111111111");

    expect(await stockOf(products[0]!.variantId)).toBe(8);
    expect(await balanceOf(gift.number)).toBe(0);
    const [cartRow] = await kit.db.select({ status: carts.status }).from(carts).where(eq(carts.id, basketId));
    expect(cartRow!.status).toBe("ordered");
    // The cart is gone for the shopper: a cart call is BSK404 (the client makes a new cart).
    expect((await kit.getCart(shopper, basketId)).error.errorId).toBe("BSK404");
    expect((await kit.addItem(shopper, basketId, products[0]!.variantId)).error.errorId).toBe("BSK404");
  });

  test("the channel defaults to ECOMM; another value is 400 ATTR300", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper);
    const refused = await kit.place(shopper, basketId, { headers: { "x-channel": "KIOSK" } });
    expect([refused.status, refused.error.errorId, refused.error.field]).toEqual([400, "ATTR300", "x-channel"]);
    const placed = await kit.place(shopper, basketId);
    expect(placed.body.channel).toBe("ECOMM");
  });

  test("the same call twice answers the same order and charges once", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ price: 2000, stock: 5 }]);
    const gift = await kit.createGiftCard({ balance: 1000 });
    await kit.addGiftCard(shopper, basketId, gift);
    const first = await kit.place(shopper, basketId);
    const second = await kit.place(shopper, basketId);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await ordersOfCart(basketId)).toHaveLength(1);
    expect(await stockOf(products[0]!.variantId)).toBe(4);
    expect(await balanceOf(gift.number)).toBe(0);
  });

  test("an idempotency key: the same key answers the first order; a key of another cart is 409", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper);
    const headers = { "idempotency-key": "checkout-attempt-1" };
    const first = await kit.place(shopper, basketId, { headers });
    const again = await kit.place(shopper, basketId, { headers });
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    const other = await kit.readyCart(shopper);
    const reused = await kit.place(shopper, other.basketId, { headers });
    expect([reused.status, reused.error.errorId, reused.error.field]).toEqual([409, "ATTR300", "idempotency-key"]);
    // Keys are the caller's own: another shopper may use the same one.
    const stranger = kit.guestToken();
    const theirs = await kit.readyCart(stranger);
    expect((await kit.place(stranger, theirs.basketId, { headers })).status).toBe(201);
  });

  test("2 parallel place calls give exactly one order", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ price: 1500, stock: 3 }]);
    const answers = await Promise.all([kit.place(shopper, basketId), kit.place(shopper, basketId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
    expect(await ordersOfCart(basketId)).toHaveLength(1);
    expect(await stockOf(products[0]!.variantId)).toBe(2);
  });

  test("50 parallel place calls, some with a key, give exactly one order and one charge", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ price: 1500, stock: 60, qty: 3 }]);
    const gift = await kit.createGiftCard({ balance: 2500 });
    await kit.addGiftCard(shopper, basketId, gift);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => kit.place(shopper, basketId, index % 2 ? { headers: { "idempotency-key": "double-click" } } : {})));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.orderNumber)).size).toBe(1);
    expect(await ordersOfCart(basketId)).toHaveLength(1);
    expect(await stockOf(products[0]!.variantId)).toBe(57);
    expect(await balanceOf(gift.number)).toBe(0);
  });

  test("two shoppers racing for the last item: one order, the other INV405, stock never below 0", async () => {
    const product = await createProduct(kit.db, { stock: 1, price: 3000 });
    const shoppers = [kit.guestToken(), kit.guestToken()];
    const baskets: string[] = [];
    for (const shopper of shoppers) {
      const { id } = await kit.newCart(shopper);
      await kit.addItem(shopper, id, product.variantId, 1);
      await kit.setShippingAddress(shopper, id);
      await kit.addCard(shopper, id);
      baskets.push(id);
    }
    const answers = await Promise.all(shoppers.map((shopper, index) => kit.place(shopper, baskets[index]!)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.error.errorId).toBe("INV405");
    expect(await stockOf(product.variantId)).toBe(0);
  });

  test("stock that dropped since: 409 INV405 with the flash, the cart refreshed, nothing ordered", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ price: 1000, stock: 5, qty: 4 }]);
    await setStock(kit.db, products[0]!.variantId, 2);
    const refused = await kit.place(shopper, basketId);
    expect([refused.status, refused.error.errorId]).toEqual([409, "INV405"]);
    expect(refused.error.flash).toEqual([expect.objectContaining({ type: "ProductLineItemInventoryMissing" })]);
    const { cart } = await kit.getCart(shopper, basketId);
    expect(cart.items[0]!.qty).toBe(2);
    expect(await ordersOfCart(basketId)).toHaveLength(0);
    // Ordering again now works with what is left.
    expect((await kit.place(shopper, basketId)).status).toBe(201);
    expect(await stockOf(products[0]!.variantId)).toBe(0);
  });

  test("not ready: no address CHK380, not paid PYT400, payment method not on the cart PYT404", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 1000 }]);
    const noAddress = await kit.place(shopper, basketId);
    expect([noAddress.status, noAddress.error.errorId, noAddress.error.field]).toEqual([400, "CHK380", "shippingAddress"]);
    await kit.setShippingAddress(shopper, basketId);
    const unpaid = await kit.place(shopper, basketId);
    expect([unpaid.status, unpaid.error.errorId]).toEqual([400, "PYT400"]);
    await kit.addCard(shopper, basketId);
    const wrongMethod = await kit.place(shopper, basketId, { paymentMethod: "PAYPAL" });
    expect([wrongMethod.status, wrongMethod.error.errorId]).toEqual([400, "PYT404"]);
    expect(await ordersOfCart(basketId)).toHaveLength(0);
  });

  test("a declined card: 402 PAY400; fraud screening: 400 PYT402; nothing is taken", async () => {
    for (const [card, status, errorId] of [
      [DECLINED_CARD, 402, "PAY400"],
      [FRAUD_CARD, 400, "PYT402"],
    ] as const) {
      const shopper = kit.guestToken();
      const { basketId, products } = await kit.readyCart(shopper, [{ stock: 4 }], card);
      const refused = await kit.place(shopper, basketId);
      expect([refused.status, refused.error.errorId]).toEqual([status, errorId]);
      expect(await stockOf(products[0]!.variantId)).toBe(4);
      expect(await ordersOfCart(basketId)).toHaveLength(0);
    }
  });

  test("a guest without an email in the address: 400 PYT406; a member's account email is used", async () => {
    const guest = kit.guestToken();
    const { basketId } = await kit.cartWith(guest, [{}]);
    const { recipientContactEmail: _email, ...address } = { ...(await import("./checkout-test-kit.ts")).US_ADDRESS };
    await kit.setShippingAddress(guest, basketId, address);
    await kit.addCard(guest, basketId);
    const refused = await kit.place(guest, basketId);
    expect([refused.status, refused.error.errorId, refused.error.field]).toEqual([400, "PYT406", "email"]);

    const member = await kit.memberToken();
    const made = await kit.cartWith(member.token, [{}]);
    await kit.setShippingAddress(member.token, made.basketId, address);
    await kit.addCard(member.token, made.basketId);
    const placed = await kit.place(member.token, made.basketId);
    expect(placed.body.email).toMatch(/^shopper-.*@example\.test$/);
  });

  test("a billing address given with the order is validated and recorded", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper);
    const { US_ADDRESS } = await import("./checkout-test-kit.ts");
    const noPhone = await kit.place(shopper, basketId, { body: { billingAddress: { ...US_ADDRESS, recipientContactPhone: undefined } } });
    expect([noPhone.status, noPhone.error.errorId]).toEqual([400, "BILL410"]);
    const placed = await kit.place(shopper, basketId, { body: { billingAddress: { ...US_ADDRESS, city: "Cambridge", postalCode: "02139" } } });
    expect(placed.body.billingAddress).toMatchObject({ city: "Cambridge", recipientContactPhone: "+16175550181" });
    expect(placed.body.paymentMethod.instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD")?.address).toMatchObject({ city: "Cambridge" });
  });

  test("another shopper's cart: 404 BSK404, nothing ordered", async () => {
    const owner = kit.guestToken();
    const { basketId } = await kit.readyCart(owner);
    const refused = await kit.place(kit.guestToken(), basketId);
    expect([refused.status, refused.error.errorId]).toEqual([404, "BSK404"]);
    expect(await ordersOfCart(basketId)).toHaveLength(0);
  });
});

describe("3-D Secure", () => {
  test("a challenge card: payment_pending with a PaymentNotAuthorized flash; PATCH Y places it", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ stock: 5, price: 4000 }], CHALLENGE_CARD);
    const placed = await kit.place(shopper, basketId);
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe("payment_pending");
    expect(placed.body.flash).toEqual([expect.objectContaining({ type: "PaymentNotAuthorized", details: expect.objectContaining({ orderNumber: placed.body.orderNumber, action: "threeDS2Challenge" }) })]);
    // The stock is held while the challenge runs.
    expect(await stockOf(products[0]!.variantId)).toBe(4);

    const patched = await kit.patch(shopper, placed.body.orderNumber, "Y");
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ orderNumber: placed.body.orderNumber, status: "placed", flash: [] });
    expect(await stockOf(products[0]!.variantId)).toBe(4);
    // The same result again answers the order as it is; a contrary one is refused.
    expect((await kit.patch(shopper, placed.body.orderNumber, "Y")).body.status).toBe("placed");
    const contrary = await kit.patch(shopper, placed.body.orderNumber, "N");
    expect([contrary.status, contrary.error.errorId]).toEqual([409, "PAY400"]);
    // Placing again answers the order as it now is.
    expect((await kit.place(shopper, basketId)).body.status).toBe("placed");
  });

  test("PATCH N: payment_failed; the stock and the gift card balance are given back", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ stock: 5, price: 4000, qty: 2 }], CHALLENGE_CARD);
    const gift = await kit.createGiftCard({ balance: 1500 });
    await kit.addGiftCard(shopper, basketId, gift);
    const placed = await kit.place(shopper, basketId);
    expect(placed.body.status).toBe("payment_pending");
    expect(await stockOf(products[0]!.variantId)).toBe(3);
    expect(await balanceOf(gift.number)).toBe(0);

    const failed = await kit.patch(shopper, placed.body.orderNumber, "N");
    expect(failed.body).toMatchObject({ status: "payment_failed", flash: [] });
    expect(await stockOf(products[0]!.variantId)).toBe(5);
    expect(await balanceOf(gift.number)).toBe(1500);
    // Repeating it gives nothing back twice.
    expect((await kit.patch(shopper, placed.body.orderNumber, "N")).body.status).toBe("payment_failed");
    expect(await stockOf(products[0]!.variantId)).toBe(5);
    expect(await balanceOf(gift.number)).toBe(1500);
    // The cart stays ordered: the client makes a new one.
    expect((await kit.getCart(shopper, basketId)).error.errorId).toBe("BSK404");
  });

  test("a card whose bank refuses the challenge fails even with Y", async () => {
    const shopper = kit.guestToken();
    const { basketId, products } = await kit.readyCart(shopper, [{ stock: 2 }], REFUSED_CHALLENGE_CARD);
    const placed = await kit.place(shopper, basketId);
    expect(placed.body.status).toBe("payment_pending");
    expect((await kit.patch(shopper, placed.body.orderNumber, "Y")).body.status).toBe("payment_failed");
    expect(await stockOf(products[0]!.variantId)).toBe(2);
  });

  test("PATCH: another shopper's order or an unknown number is 404 ORD409; a wrong method 400 PAY400", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{}], CHALLENGE_CARD);
    const placed = await kit.place(shopper, basketId);
    for (const [token, number] of [
      [kit.guestToken(), placed.body.orderNumber],
      [(await kit.memberToken()).token, placed.body.orderNumber],
      [shopper, "RL00000000"],
      [shopper, "not-an-order"],
    ] as const) {
      const refused = await kit.patch(token, number, "Y");
      expect([refused.status, refused.error.errorId]).toEqual([404, "ORD409"]);
    }
    const wrongMethod = await kit.patch(shopper, placed.body.orderNumber, "Y", "PAYPAL");
    expect([wrongMethod.status, wrongMethod.error.errorId]).toEqual([400, "PAY400"]);
    expect((await kit.patch(shopper, placed.body.orderNumber.toLowerCase(), "Y")).body.status).toBe("placed");
  });

  test("an order that needed no challenge: PATCH Y answers it, N is 409", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{}], VISA);
    const placed = await kit.place(shopper, basketId);
    expect((await kit.patch(shopper, placed.body.orderNumber, "Y")).body.status).toBe("placed");
    expect((await kit.patch(shopper, placed.body.orderNumber, "N")).status).toBe(409);
  });
});
