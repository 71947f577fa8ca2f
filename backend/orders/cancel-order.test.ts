import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cancelOrderAnswer } from "../../contracts/api/orders.ts";
import { inventory, orders } from "../db/schema.ts";
import { createProduct, createStore } from "../testing/catalogue-factory.ts";
import { onlineStock } from "../testing/order-factory.ts";
import { SHIP_AFTER_MS } from "./fulfilment.ts";
import { ago, DAY, MINUTE, NOW, orderBackend, type OrderKit } from "./order-test-kit.ts";

/** POST CancelOrder: the caller's order, before it ships; its units go back into stock once. */
let kit: OrderKit;
beforeAll(async () => {
  kit = await orderBackend();
});
afterAll(async () => kit?.close());

const PATH = "/consumers-v3/consumer/CancelOrder";
const cancel = (token: string | undefined, body?: unknown, query = "") => kit.call(cancelOrderAnswer, "POST", `${PATH}${query}`, { token, body });
const statusOf = async (orderNumber: string) => (await kit.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]?.status;

describe("cancelling", () => {
  test("a placed order not yet shipped: cancelled, and its units are back in online stock", async () => {
    const shopper = await kit.member();
    const jacket = await createProduct(kit.db, { stock: 10 });
    const socks = await createProduct(kit.db, { stock: 4 });
    const made = await kit.order(shopper, { lines: [{ product: jacket, qty: 3 }, { product: socks, qty: 1 }], takeStock: true, createdAt: ago(30 * MINUTE) });
    expect(await onlineStock(kit.db, jacket.variantId)).toBe(7);

    const { status, answer } = await cancel(shopper.token, { orderNumber: made.orderNumber });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ orderNumber: made.orderNumber, status: "cancelled", fulfilmentStatus: "cancelled", cancellable: false, returnable: false, invoiceAvailable: false });
    expect(answer.shipments[0]!.events.at(-1)).toEqual({ code: "CANCELLED", description: "Your order was cancelled", at: new Date(NOW).toISOString(), location: null });
    expect(await statusOf(made.orderNumber)).toBe("cancelled");
    expect(await onlineStock(kit.db, jacket.variantId)).toBe(10);
    expect(await onlineStock(kit.db, socks.variantId)).toBe(4);
  });

  test("the order number may come in the query, lower case; the body wins over the query", async () => {
    const shopper = await kit.member();
    const first = await kit.order(shopper);
    expect((await cancel(shopper.token, undefined, `?orderNumber=${first.orderNumber.toLowerCase()}`)).answer.status).toBe("cancelled");
    const second = await kit.order(shopper);
    const { answer } = await cancel(shopper.token, { orderNumber: second.orderNumber }, "?orderNumber=RL00000000");
    expect(answer.orderNumber).toBe(second.orderNumber);
  });

  test("a created order (not yet paid) can be cancelled whatever its age", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { status: "created", createdAt: ago(3 * DAY) });
    expect((await cancel(shopper.token, { orderNumber: made.orderNumber })).status).toBe(200);
  });

  test("the same units in two lines (a gift and a bought one) go back together", async () => {
    const shopper = await kit.member();
    const beanie = await createProduct(kit.db, { stock: 20 });
    const made = await kit.order(shopper, { lines: [{ product: beanie, qty: 2 }, { product: beanie, qty: 1, bonus: true }], takeStock: true });
    expect(await onlineStock(kit.db, beanie.variantId)).toBe(17);
    await cancel(shopper.token, { orderNumber: made.orderNumber });
    expect(await onlineStock(kit.db, beanie.variantId)).toBe(20);
  });

  test("a pickup line goes back to its store's stock; a variant without an inventory row gets one", async () => {
    const shopper = await kit.member();
    const { storeId } = await createStore(kit.db);
    const boots = await createProduct(kit.db, { stock: 5, storeStock: { [storeId]: 2 } });
    const noRow = await createProduct(kit.db, { stock: null });
    const made = await kit.order(shopper, { lines: [{ product: boots, qty: 1, shippingMethod: "pickup", storeId }, { product: noRow, qty: 2 }] });
    await cancel(shopper.token, { orderNumber: made.orderNumber });
    expect(await onlineStock(kit.db, boots.variantId, storeId)).toBe(3);
    expect(await onlineStock(kit.db, boots.variantId)).toBe(5);
    expect(await onlineStock(kit.db, noRow.variantId)).toBe(2);
  });

  test("lines whose variant is not in the catalogue are skipped, the rest restocked", async () => {
    const shopper = await kit.member();
    const real = await createProduct(kit.db, { stock: 1 });
    const made = await kit.order(shopper, { lines: [{ variantId: "ZZZZZZZZZZZ", qty: 1 }, { product: real, qty: 1 }] });
    expect((await cancel(shopper.token, { orderNumber: made.orderNumber })).status).toBe(200);
    expect(await onlineStock(kit.db, real.variantId)).toBe(2);
  });
});

describe("refusals", () => {
  test(`shipped (placed ${SHIP_AFTER_MS / 3_600_000} hours ago or more): 409 ORD409, reason shipped, nothing changes`, async () => {
    const shopper = await kit.member();
    const product = await createProduct(kit.db, { stock: 5 });
    const made = await kit.order(shopper, { lines: [{ product, qty: 1 }], createdAt: ago(SHIP_AFTER_MS) });
    const { status, error } = await cancel(shopper.token, { orderNumber: made.orderNumber });
    expect(status).toBe(409);
    expect(error).toMatchObject({ errorId: "ORD409", reason: "shipped", status: "placed" });
    expect(await statusOf(made.orderNumber)).toBe("placed");
    expect(await onlineStock(kit.db, product.variantId)).toBe(5);
  });

  test("a minute before shipping it can still be cancelled", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { createdAt: ago(SHIP_AFTER_MS - MINUTE) });
    expect((await cancel(shopper.token, { orderNumber: made.orderNumber })).status).toBe(200);
  });

  test.each([
    ["cancelled", "cancelled"],
    ["payment_pending", "status"],
    ["payment_failed", "status"],
  ] as const)("%s: 409 ORD409, reason %s", async (orderStatus, reason) => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { status: orderStatus, createdAt: ago(MINUTE) });
    const { status, error } = await cancel(shopper.token, { orderNumber: made.orderNumber });
    expect(status).toBe(409);
    expect(error).toMatchObject({ errorId: "ORD409", reason });
  });

  test("another shopper's order: 404 OHS4004 like an unknown one, and it stays placed with its stock", async () => {
    const owner = await kit.member();
    const intruder = await kit.member();
    const product = await createProduct(kit.db, { stock: 5 });
    const made = await kit.order(owner, { lines: [{ product, qty: 2 }], takeStock: true });
    const theirs = await cancel(intruder.token, { orderNumber: made.orderNumber });
    expect(theirs.status).toBe(404);
    expect(theirs.error).toMatchObject({ errorId: "OHS4004" });
    expect((await cancel(intruder.token, { orderNumber: "RL00000002" })).error).toMatchObject({ errorId: "OHS4004" });
    expect(await statusOf(made.orderNumber)).toBe("placed");
    expect(await onlineStock(kit.db, product.variantId)).toBe(3);
  });

  test("a guest order cannot be cancelled through this call, even by a member with its email", async () => {
    const shopper = await kit.member();
    const made = await kit.order(null, { email: shopper.email });
    expect((await cancel(shopper.token, { orderNumber: made.orderNumber })).status).toBe(404);
    expect((await cancel(kit.guestToken(), { orderNumber: made.orderNumber })).status).toBe(401);
  });

  test.each([
    [undefined, "", "orderNumber"],
    [{}, "", "orderNumber"],
    [{ orderNumber: "RL1" }, "", "orderNumber"],
    [{ orderNumber: ["RL12345678"] }, "", "orderNumber"],
    [undefined, "?orderNumber=nope", "orderNumber"],
  ])("bad input body %j query %s: 400 ATTR300", async (body, query, field) => {
    const { status, error } = await cancel((await kit.member()).token, body, query);
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "ATTR300", field });
  });
});

describe("exactly once", () => {
  test("two parallel cancels: one succeeds, the other is refused, stock comes back once", async () => {
    const shopper = await kit.member();
    const product = await createProduct(kit.db, { stock: 10 });
    const made = await kit.order(shopper, { lines: [{ product, qty: 4 }], takeStock: true });
    expect(await onlineStock(kit.db, product.variantId)).toBe(6);
    const answers = await Promise.all([cancel(shopper.token, { orderNumber: made.orderNumber }), cancel(shopper.token, { orderNumber: made.orderNumber })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.error).toMatchObject({ errorId: "ORD409", reason: "cancelled" });
    expect(await onlineStock(kit.db, product.variantId)).toBe(10);
  });

  test("ten parallel cancels of one order and a repeat afterwards: stock restored once", async () => {
    const shopper = await kit.member();
    const product = await createProduct(kit.db, { stock: 3 });
    const made = await kit.order(shopper, { lines: [{ product, qty: 3 }], takeStock: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(shopper.token, { orderNumber: made.orderNumber })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await cancel(shopper.token, { orderNumber: made.orderNumber })).status).toBe(409);
    const [row] = await kit.db.select({ quantity: inventory.quantity }).from(inventory).where(eq(inventory.variantId, product.variantId));
    expect(row!.quantity).toBe(3);
  });
});
