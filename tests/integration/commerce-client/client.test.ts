import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { CommerceApiError } from "../../../src/commerce/api/client.ts";
import { card, clientBackend, failureOf, usAddress, type ClientBackend } from "./client-test-kit.ts";
import { carts, coupons, giftCards, promotions, createProduct, createStore, createStoreEmployee, hashPassword } from "../../../backend/testing/index.ts";

/**
 * The cart and checkout functions of the commerce client against the real reference backend,
 * through the storefront's BFF; each answer is parsed by the client with its contract. The
 * handling of scripted answers is in client-core.test.ts; account and order functions in
 * client-account.test.ts; stores, favourites and products in client-catalogue.test.ts.
 */
let kit: ClientBackend;
beforeAll(async () => {
  kit = await clientBackend();
});
afterAll(async () => kit?.close());

describe("the cart", () => {
  test("adds items to a cart it creates on first use, with default quantity 1", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10 });
    const { client, storedCart } = await kit.shopper();
    const cart = await client.addItem(variantId);
    expect(cart.id).toBe(storedCart());
    expect(cart.items.map((item) => item.qty)).toEqual([1]);
    expect((await client.addItem(variantId, 3)).items[0]!.qty).toBe(4);
    expect((await client.getCart({ inventorySupplyCheck: true })).totalItems).toBe(4);
  });

  test("update, remove; a cart made with its item becomes the shopper's cart", async () => {
    const { variantIds } = await createProduct(kit.db, { stock: 10, variants: 2 });
    const { client, storedCart } = await kit.shopper();
    const made = await client.createCartWithItem(variantIds[0]!, 2);
    expect([made.id, made.items.map((item) => [item.productId, item.qty])]).toEqual([storedCart(), [[variantIds[0], 2]]]);
    const line = (await client.addItem(variantIds[1]!)).items.find((item) => item.productId === variantIds[1])!;
    expect((await client.updateItem(line.id, 3)).totalItems).toBe(5);
    expect((await client.removeItem(line.id)).items.map((item) => item.productId)).toEqual([variantIds[0]]);
    expect(await failureOf(client.removeItem(line.id))).toMatchObject({ status: 404 });
  });

  test("coupons: apply and remove; an unknown code is PRM130, with the storefront's message", async () => {
    await kit.db.insert(promotions).values({ id: "COUPON-CLIENT5", name: "Client 5 %", level: "ORDER", kind: "percent", value: 5, couponRequired: true });
    await kit.db.insert(coupons).values({ code: "CLIENT5", promotionId: "COUPON-CLIENT5" });
    const { variantId } = await createProduct(kit.db, { price: 10000 });
    const { client } = await kit.shopper();
    await client.addItem(variantId);
    const applied = await client.applyCoupon("client5");
    expect([applied.couponItems.map((item) => [item.code, item.applied]), applied.totals.totalDiscount]).toEqual([[["CLIENT5", true]], 5]);
    expect((await client.removeCoupon("CLIENT5")).couponItems).toEqual([]);
    expect(await failureOf(client.applyCoupon("NO-SUCH-CODE"))).toMatchObject({ errorId: "PRM130", status: 400 });
    expect(await failureOf(client.removeCoupon("NO-SUCH-CODE"))).toMatchObject({ errorId: "PRM130", message: "The code NO-SUCH-CODE is not valid." });
  });

  test("pickup: a line moves to a store, and a reservation is a new cart for pickup", async () => {
    const { storeId } = await createStore(kit.db);
    const { variantId } = await createProduct(kit.db, { stock: 10, storeStock: { [storeId]: 4 } });
    const { client, storedCart } = await kit.shopper();
    const line = (await client.addItem(variantId, 2)).items[0]!;
    const picked = await client.switchItemToPickup(line.id, storeId);
    expect(picked.items[0]!.shippingOptions).toEqual({ selected: "pickup", storeInfo: { id: storeId, storeInventory: 4 } });

    const reserved = await client.reserveWithItem({ productId: variantId, storeId, qty: 1 });
    expect(reserved.id).not.toBe(picked.id);
    expect(storedCart()).toBe(reserved.id);
    expect(reserved.items.map((item) => [item.qty, item.shippingOptions.selected])).toEqual([[1, "pickup"]]);
  });

  test("the device fingerprint is accepted for the shopper's cart", async () => {
    const { client, storedCart } = await kit.shopper();
    const answer = await client.sendDeviceFingerprint("fp-0123456789abcdef");
    expect(answer).toEqual({ basketId: storedCart(), accepted: true });
  });
});

describe("the spec's recoveries and errors through the BFF", () => {
  test("BSK404: a new cart is made and the action retried", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10 });
    const { client, storedCart, reports } = await kit.shopper();
    const first = await client.createCart();
    await kit.db.delete(carts).where(eq(carts.id, first.id));
    const cart = await client.addItem(variantId, 2);
    expect(cart.id).not.toBe(first.id);
    expect(storedCart()).toBe(cart.id);
    expect(cart.items[0]!.qty).toBe(2);
    // The first answer was an error all the same: reported.
    expect(reports.map((report) => report.errorId)).toEqual(["BSK404"]);
  });

  test("errors carry the catalogue id, the request and a shopper's message with the server's maximum; reported with the correlation id", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 3 });
    const { client, reports } = await kit.shopper();
    const failure = await client.addItem(variantId, 5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceApiError);
    const error = failure as CommerceApiError;
    expect([error.errorId, error.status]).toEqual(["INV408", 400]);
    expect(error.message).toBe("You can add at most 3 of this item.");
    expect(error.request).toMatchObject({ method: "POST", path: "/cart/v1/item" });
    expect(error.correlationId).toEqual(expect.any(String));
    expect(reports).toEqual([{ warning: "You can add at most 3 of this item.", errorId: "INV408", correlationId: error.correlationId, status: 400, method: "POST", path: "/cart/v1/item" }]);
  });

  test("a write without the CSRF token is refused by the BFF (403 AUT432, no bot-defence event)", async () => {
    const events = new EventTarget();
    let raised = 0;
    events.addEventListener("commerce:bot-defence", () => raised++);
    const { client } = await kit.shopper({ csrfToken: () => undefined, eventTarget: events });
    expect(await failureOf(client.createCart())).toMatchObject({ errorId: "AUT432", status: 403 });
    expect(raised).toBe(0);
  });
});

describe("saved for later", () => {
  test("save a line, list, move it back, save again and delete it", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10 });
    const { client } = await kit.shopper();
    const line = (await client.addItem(variantId, 2)).items[0]!;
    const saved = await client.saveForLater(line.id);
    expect([saved.cart.items, saved.items.map((item) => [item.productId, item.qty])]).toEqual([[], [[variantId, 2]]]);
    expect((await client.savedForLater()).total).toBe(1);

    const moved = await client.moveToCart(saved.items[0]!.itemId);
    expect([moved.total, moved.cart.items.map((item) => item.qty)]).toEqual([0, [2]]);

    const again = await client.saveForLater(moved.cart.items[0]!.id);
    const removed = await client.removeSaved(again.saveForLaterId!, again.items[0]!.itemId);
    expect(removed.items).toEqual([]);
    expect(await failureOf(client.removeSaved(again.saveForLaterId!, again.items[0]!.itemId))).toMatchObject({ errorId: "PLP400", status: 404 });
  });
});

describe("price adjustments", () => {
  test("an associate adjusts a line of their buy-in-store cart, changes and removes it; a shopper is refused", async () => {
    const { store, employee } = await createStoreEmployee(kit.db);
    const { variantId } = await createProduct(kit.db, { stock: 10, price: 5000 });
    const associate = kit.associate(store.id, employee.id);
    const line = (await associate.addItem(variantId)).items[0]!;

    const adjusted = await associate.addPriceAdjustment({ itemId: line.id, type: "AMOUNT", value: 5, reasonCode: "PRICE_MATCH" });
    const adjustment = adjusted.priceAdjustments![0]!;
    expect(adjustment).toMatchObject({ itemId: line.id, type: "AMOUNT", value: 5, amount: 5, storeId: store.id, storeEmployeeId: employee.id });
    expect((await associate.updatePriceAdjustment(adjustment.adjustmentId, { value: 7.5 })).priceAdjustments![0]!.amount).toBe(7.5);
    expect((await associate.removePriceAdjustment(adjustment.adjustmentId)).priceAdjustments ?? []).toEqual([]);
    expect(await failureOf(associate.removePriceAdjustment(adjustment.adjustmentId))).toMatchObject({ errorId: "PRC400", status: 404 });

    const { client } = await kit.shopper();
    await client.addItem(variantId);
    expect(await failureOf(client.addPriceAdjustment({ type: "PERCENT", value: 10, reasonCode: "CUSTOMER_SERVICE" }))).toMatchObject({ errorId: "AUT432", status: 403 });
  });
});

describe("checkout through the client", () => {
  test("address, shipping, billing, card, prepare and place; the stored cart is forgotten after the order", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10, price: 4000 });
    const { client, storedCart } = await kit.shopper();
    await client.addItem(variantId, 2);
    const address = usAddress();
    expect((await client.validateShippingAddress(address)).valid).toBe(true);
    expect(await failureOf(client.validateShippingAddress({ ...address, city: "" }))).toMatchObject({ errorId: "CHK320" });
    expect((await client.setShippingAddress(address)).shippingMethods.length).toBeGreaterThan(0);
    expect((await client.removeShippingAddress()).shippingMethods.every((shipment) => shipment.address === null)).toBe(true);
    await client.setShippingAddress(address);
    const options = await client.shippingMethods("me");
    expect(options.applicableShippingMethods.map((method) => method.code)).toContain("standard");
    await client.chooseShippingMethod("me", "standard");
    expect((await client.setBillingAddress({ address, phone: "(617) 555-0181" })).id).toBe(storedCart());
    await client.removeBillingAddress();
    expect(await failureOf(client.setBillingAddress({}))).toMatchObject({ errorId: "BIL400" });

    const methods = await client.paymentMethods();
    expect(methods.applicablePaymentMethods.find((method) => method.id === "CREDIT_CARD")?.available).toBe(true);
    const first = await client.addPaymentInstrument(card());
    expect((await client.removePaymentInstrument(first.payment_instruments[0]!.payment_instrument_id)).payment_instruments).toEqual([]);
    const paid = await client.addPaymentInstrument(card());
    expect(paid.totals.remainingToPay).toBe(0);
    expect((await client.paymentSession()).provider).toBe("KLARNA");
    await client.prepareOrder();
    const order = await client.placeOrder({ paymentMethod: { code: "CREDIT_CARD" } });
    expect(order.status).toBe("placed");
    expect(storedCart()).toBeUndefined();
    // The order can be tracked with its email.
    expect((await client.trackOrder(order.orderNumber, "alex@example.com")).orderNumber).toBe(order.orderNumber);
  });

  test("3-D Secure: the order waits for the challenge, and the result places it", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10 });
    const { client } = await kit.shopper();
    await client.addItem(variantId);
    await client.setShippingAddress(usAddress());
    await client.addPaymentInstrument(card("4000000000003220"));
    const pending = await client.placeOrder({ paymentMethod: { code: "CREDIT_CARD" } });
    expect([pending.status, pending.flash.map((flash) => flash.type)]).toEqual(["payment_pending", ["PaymentNotAuthorized"]]);
    expect((await client.completeOrder(pending.orderNumber, "CREDIT_CARD", { transStatus: "Y" })).status).toBe("placed");
  });

  test("gift card balance; a wrong PIN is refused", async () => {
    const number = "6006491234567890123";
    await kit.db.insert(giftCards).values({ number, pinHash: await hashPassword("4321"), currency: "USD", balance: 2500, expiresAt: null });
    const { client } = await kit.shopper();
    expect(await client.giftCardBalance(number, "4321")).toEqual({ maskedNumber: expect.stringMatching(/0123$/), balance: 25, currency: "USD", expiresAt: null });
    expect(await failureOf(client.giftCardBalance(number, "0000"))).toMatchObject({ status: 400 });
  });
});
