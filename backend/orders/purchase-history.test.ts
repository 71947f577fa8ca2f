import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderDetailsAnswer, purchaseHistoryAnswer } from "../../contracts/api/orders.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { ago, DAY, HOUR, MINUTE, orderBackend, type OrderKit } from "./order-test-kit.ts";

/** POST purchasehistory and GET purchase/{orderId}: the caller's orders, and nobody else's. */
let kit: OrderKit;
beforeAll(async () => {
  kit = await orderBackend();
});
afterAll(async () => kit?.close());

const history = (token: string | undefined, body?: unknown) => kit.call(purchaseHistoryAnswer, "POST", "/consumers-v3/consumer/purchasehistory", { token, body });
const details = (token: string | undefined, orderId: string) => kit.call(orderDetailsAnswer, "GET", `/consumers-v3/consumer/purchase/${orderId}`, { token });

describe("purchase history", () => {
  test("lists the caller's orders newest first, with the total, and none of anyone else's", async () => {
    const shopper = await kit.member();
    const other = await kit.member();
    const oldest = await kit.order(shopper, { createdAt: ago(10 * DAY) });
    const middle = await kit.order(shopper, { createdAt: ago(2 * DAY), status: "cancelled" });
    const newest = await kit.order(shopper, { createdAt: ago(5 * MINUTE), lines: [{ qty: 2, price: 1000 }, { qty: 1, price: 500 }] });
    await kit.order(other);
    await kit.order(null, { email: shopper.email });

    const { status, answer } = await history(shopper.token, {});
    expect(status).toBe(200);
    expect(answer.total).toBe(3);
    expect(answer.orders.map((order) => order.orderNumber)).toEqual([newest.orderNumber, middle.orderNumber, oldest.orderNumber]);
    expect(answer.orders[0]).toMatchObject({ orderId: newest.orderNumber, status: "placed", fulfilmentStatus: "processing", currency: "USD", siteId: "RL-US", totalUnits: 3, total: 27 });
    expect(answer.orders[0]!.previewItems).toHaveLength(2);
    expect(answer.orders[1]).toMatchObject({ status: "cancelled", fulfilmentStatus: "cancelled" });
    expect(answer.orders[2]).toMatchObject({ fulfilmentStatus: "delivered" });
  });

  test("pages with offset and limit; total counts every order", async () => {
    const shopper = await kit.member();
    const made = [];
    for (let index = 0; index < 7; index++) made.push(await kit.order(shopper, { createdAt: ago((index + 1) * HOUR) }));
    const first = await history(shopper.token, { limit: 3 });
    const second = await history(shopper.token, { offset: 3, limit: 3 });
    const last = await history(shopper.token, { offset: 6, limit: 3 });
    const beyond = await history(shopper.token, { offset: 50 });
    expect(first.answer).toMatchObject({ total: 7, offset: 0, limit: 3 });
    expect([...first.answer.orders, ...second.answer.orders, ...last.answer.orders].map((order) => order.orderNumber)).toEqual(made.map((order) => order.orderNumber));
    expect(beyond.answer).toMatchObject({ total: 7, orders: [] });
  });

  test("filters by status", async () => {
    const shopper = await kit.member();
    await kit.order(shopper, { status: "placed" });
    const cancelled = await kit.order(shopper, { status: "cancelled" });
    const { answer } = await history(shopper.token, { status: "cancelled" });
    expect(answer.total).toBe(1);
    expect(answer.orders.map((order) => order.orderNumber)).toEqual([cancelled.orderNumber]);
  });

  test("the body may be left out: first page of 10", async () => {
    const shopper = await kit.member();
    for (let index = 0; index < 12; index++) await kit.order(shopper, { createdAt: ago(index * MINUTE) });
    const { status, answer } = await history(shopper.token);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ total: 12, offset: 0, limit: 10 });
    expect(answer.orders).toHaveLength(10);
  });

  test("a member without orders has an empty history", async () => {
    const { answer } = await history((await kit.member()).token, {});
    expect(answer).toEqual({ orders: [], total: 0, offset: 0, limit: 10 });
  });

  test.each([
    [{ limit: 51 }, "limit"],
    [{ limit: 0 }, "limit"],
    [{ offset: -1 }, "offset"],
    [{ offset: 1.5 }, "offset"],
    [{ status: "shipped" }, "status"],
    [{ limit: "10" }, "limit"],
  ])("bad paging %j: 400 ATTR300 naming %s", async (body, field) => {
    const { status, error } = await history((await kit.member()).token, body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "ATTR300", field });
  });

  test("needs a member: none or a guest is 401 AUT432, an associate 403 AUT432", async () => {
    expect((await history(undefined, {})).error).toMatchObject({ errorId: "AUT432" });
    expect((await history(kit.guestToken(), {})).status).toBe(401);
    expect((await history(kit.agentToken(), {})).status).toBe(403);
    expect((await history("forged.token", {})).status).toBe(401);
  });
});

describe("order details", () => {
  test("answers the caller's order with lines, totals, shipment and payment", async () => {
    const shopper = await kit.member();
    const product = await createProduct(kit.db, { name: "Ridgeline DryVent Shell" });
    const made = await kit.order(shopper, { lines: [{ product, qty: 2, price: 12000, listPrice: 15000 }], shipping: 795, createdAt: ago(30 * MINUTE) });
    const { status, answer } = await details(shopper.token, made.orderNumber);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ orderId: made.orderNumber, orderNumber: made.orderNumber, status: "placed", fulfilmentStatus: "processing", email: shopper.email, cancellable: true, returnable: false, invoiceAvailable: true });
    expect(answer.items).toEqual([
      expect.objectContaining({ productId: product.variantId, masterId: product.productId, name: "Ridgeline DryVent Shell", qty: 2, price: { original: 150, current: 120, rowTotal: 240, priceAfterItemDiscount: 240, priceAfterOrderDiscount: 240 } }),
    ]);
    // US: 8 % on top of merchandise and shipping.
    expect(answer.totals).toEqual({ itemSubTotal: 300, itemTotal: 240, totalDiscount: 60, shipping: 7.95, netAmount: 247.95, tax: 19.84, taxIncluded: false, total: 267.79, currency: "USD", totalUnits: 2 });
    expect(answer.shipments[0]).toMatchObject({ method: "standard", status: "processing", carrier: null, trackingNumber: null, address: expect.objectContaining({ city: "Springfield", country: "US" }) });
    expect(answer.paymentMethod).toEqual([{ payment_method_id: "CREDIT_CARD", amount: 267.79, label: "Visa ending 1111" }]);
  });

  test("a shipped order is tracked, returnable and no longer cancellable", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { createdAt: ago(DAY) });
    const { answer } = await details(shopper.token, made.orderNumber);
    expect(answer).toMatchObject({ fulfilmentStatus: "in_transit", cancellable: false, returnable: true });
    expect(answer.shipments[0]).toMatchObject({ carrier: "UPS", trackingNumber: expect.stringMatching(/^1Z/) });
  });

  test("lower-case order ids are accepted", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper);
    expect((await details(shopper.token, made.orderNumber.toLowerCase())).answer.orderNumber).toBe(made.orderNumber);
  });

  test("another shopper's order and an unknown one are the same 404 OHS4004", async () => {
    const owner = await kit.member();
    const intruder = await kit.member();
    const made = await kit.order(owner);
    const theirs = await details(intruder.token, made.orderNumber);
    const unknown = await details(intruder.token, "RL00000001");
    expect(theirs.status).toBe(404);
    expect(theirs.error).toMatchObject({ errorId: "OHS4004" });
    expect(unknown.status).toBe(404);
    expect({ ...unknown.error }).toEqual({ ...theirs.error });
  });

  test("a guest order is nobody's account order", async () => {
    const shopper = await kit.member();
    const guestOrder = await kit.order(null, { email: shopper.email });
    expect((await details(shopper.token, guestOrder.orderNumber)).error).toMatchObject({ errorId: "OHS4004" });
  });

  test("a malformed order id is 400 ATTR300", async () => {
    const shopper = await kit.member();
    for (const orderId of ["12345678", "RL123", "RL1234567890", "RL1234567X", "%20"]) {
      const { status, error } = await details(shopper.token, orderId);
      expect(status, orderId).toBe(400);
      expect(error).toMatchObject({ errorId: "ATTR300", field: "orderId" });
    }
  });

  test("needs a member", async () => {
    const made = await kit.order(await kit.member());
    expect((await details(undefined, made.orderNumber)).status).toBe(401);
    expect((await details(kit.guestToken(), made.orderNumber)).status).toBe(401);
    expect((await details(kit.agentToken(), made.orderNumber)).status).toBe(403);
  });
});
