import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { orderAnswer } from "../../contracts/api/checkout.ts";
import { storeEmployees } from "../db/schema.ts";
import { checkoutBackend, VISA } from "../checkout/checkout-test-kit.ts";
import { createStore } from "../testing/catalogue-factory.ts";
import { adjustmentAmount, adjustmentDiscounts, adjustmentProblem, toMinorValue, type AdjustedLine, type AdjustmentRow } from "./price-adjustments.ts";

const line: AdjustedLine = { id: "L1", quantity: 2, unitCurrent: 5000, bonus: false };

describe("adjustment rules (minor units)", () => {
  test.each([
    ["AMOUNT 10.00 off each unit", { type: "AMOUNT", value: 1000 }, line, 0, null, 2000],
    ["AMOUNT up to the unit price", { type: "AMOUNT", value: 5000 }, line, 0, null, 10000],
    ["AMOUNT above the unit price", { type: "AMOUNT", value: 5001 }, line, 0, "An amount off cannot exceed the unit price", undefined],
    ["AMOUNT of zero", { type: "AMOUNT", value: 0 }, line, 0, "An amount off must be more than zero", undefined],
    ["PERCENT 15 on a line", { type: "PERCENT", value: 15 }, line, 0, null, 1500],
    ["PERCENT 0", { type: "PERCENT", value: 0 }, line, 0, "A percentage must be a whole number from 1 to 100", undefined],
    ["PERCENT 101", { type: "PERCENT", value: 101 }, line, 0, "A percentage must be a whole number from 1 to 100", undefined],
    ["FIXED_PRICE 30.00 a unit", { type: "FIXED_PRICE", value: 3000 }, line, 0, null, 4000],
    ["FIXED_PRICE free", { type: "FIXED_PRICE", value: 0 }, line, 0, null, 10000],
    ["FIXED_PRICE not below the price", { type: "FIXED_PRICE", value: 5000 }, line, 0, "A fixed price must be below the current price", undefined],
    ["FIXED_PRICE on the order", { type: "FIXED_PRICE", value: 100 }, null, 9000, "A fixed price applies to one line: give its itemId", undefined],
    ["order AMOUNT", { type: "AMOUNT", value: 2500 }, null, 9000, null, 2500],
    ["order AMOUNT above the merchandise", { type: "AMOUNT", value: 9001 }, null, 9000, "An amount off cannot exceed the order's merchandise total", undefined],
    ["order PERCENT 10", { type: "PERCENT", value: 10 }, null, 9000, null, 900],
  ] as const)("%s", (_name, terms, target, orderBase, problem, amount) => {
    expect(adjustmentProblem(terms, target, orderBase)).toBe(problem);
    if (amount !== undefined) expect(adjustmentAmount(terms, target, orderBase)).toBe(amount);
  });

  test.each([
    ["AMOUNT", 12.34, 1234],
    ["AMOUNT", 0.1, 10],
    ["AMOUNT", 12.345, undefined],
    ["FIXED_PRICE", 19.99, 1999],
    ["PERCENT", 15, 15],
    ["PERCENT", 15.5, undefined],
  ] as const)("%s %s is %s in minor units", (type, value, minor) => {
    expect(toMinorValue(type, value)).toBe(minor);
  });

  test("line adjustments come first; the order adjustment takes its percent of what is left; a gone line takes nothing", () => {
    const row = (id: string, itemId: string | null, type: AdjustmentRow["type"], value: number): AdjustmentRow => ({
      id,
      cartId: "C",
      itemId,
      type,
      value,
      reasonCode: "PRICE_MATCH",
      storeId: "S",
      storeEmployeeId: "E",
      createdAt: new Date(0),
    });
    const lines: AdjustedLine[] = [line, { id: "L2", quantity: 1, unitCurrent: 2000, bonus: false }];
    const { discounts, amounts } = adjustmentDiscounts([row("a", "L1", "AMOUNT", 1000), row("b", "gone", "AMOUNT", 500), row("c", null, "PERCENT", 10)], lines, 1000);
    // Merchandise 12,000 − promotions 1,000 − line adjustment 2,000 = 9,000; 10 % of it is 900.
    expect(Object.fromEntries(amounts)).toEqual({ a: 2000, b: 0, c: 900 });
    expect(discounts).toEqual([
      { promotionId: "price-adjustment:a", level: "PRODUCT", itemId: "L1", amount: 2000 },
      { promotionId: "price-adjustment:c", level: "ORDER", amount: 900 },
    ]);
  });
});

describe("price adjustment calls (buy-in-store)", () => {
  let kit: Awaited<ReturnType<typeof checkoutBackend>>;
  let associate: string;
  let storeId: string;
  const employeeId = "E-ADJ-1";

  beforeAll(async () => {
    kit = await checkoutBackend();
    ({ storeId } = await createStore(kit.db));
    await kit.db.insert(storeEmployees).values({ id: employeeId, storeId, name: "Sam Associate", email: "sam@example.test", passwordHash: "x" });
    associate = kit.token({ kind: "agent", employeeId, storeId });
  });
  afterAll(() => kit.close());

  const adjust = (token: string, basketId: string, body: unknown) => kit.cartCall("POST", `/cart/v1/cart/${basketId}/price_adjustments`, { token, body });

  test("an associate takes 10.00 off each unit of a line: the line, the totals and the list show it", async () => {
    const { basketId } = await kit.cartWith(associate, [{ price: 5000, stock: 10, qty: 2 }]);
    const before = (await kit.getCart(associate, basketId)).cart;
    const itemId = before.items[0]!.id;
    const answer = await adjust(associate, basketId, { itemId, type: "AMOUNT", value: 10, reasonCode: "PRICE_MATCH" });
    expect(answer.status, JSON.stringify(answer.error)).toBe(201);
    expect(answer.body.items[0]!.price.priceAfterItemDiscount).toBe(before.items[0]!.price.priceAfterItemDiscount - 20);
    expect(answer.body.totals.itemTotal).toBe(before.totals.itemTotal - 20);
    expect(answer.body.priceAdjustments).toEqual([
      { adjustmentId: expect.any(String), itemId, type: "AMOUNT", value: 10, amount: 20, reasonCode: "PRICE_MATCH", storeId, storeEmployeeId: employeeId },
    ]);
  });

  test("PATCH changes an adjustment; DELETE removes it and the price comes back", async () => {
    const { basketId } = await kit.cartWith(associate, [{ price: 4000, stock: 10 }]);
    const itemId = (await kit.getCart(associate, basketId)).cart.items[0]!.id;
    const original = (await kit.getCart(associate, basketId)).cart.totals.itemTotal;
    const made = await adjust(associate, basketId, { itemId, type: "PERCENT", value: 25, reasonCode: "DAMAGED_ITEM" });
    const adjustmentId = made.body.priceAdjustments![0]!.adjustmentId;
    expect(made.body.totals.itemTotal).toBe(original - 10);
    const patched = await kit.cartCall("PATCH", `/cart/v1/cart/${basketId}/price_adjustments/${adjustmentId}`, { token: associate, body: { type: "FIXED_PRICE", value: 30 } });
    expect(patched.status, JSON.stringify(patched.error)).toBe(200);
    expect(patched.body.priceAdjustments![0]).toMatchObject({ type: "FIXED_PRICE", value: 30, amount: 10, reasonCode: "DAMAGED_ITEM" });
    const removed = await kit.cartCall("DELETE", `/cart/v1/cart/${basketId}/price_adjustments/${adjustmentId}`, { token: associate });
    expect(removed.status).toBe(200);
    expect(removed.body.totals.itemTotal).toBe(original);
    expect(removed.body.priceAdjustments).toBeUndefined();
    const again = await kit.cartCall("DELETE", `/cart/v1/cart/${basketId}/price_adjustments/${adjustmentId}`, { token: associate });
    expect([again.status, again.error.errorId]).toEqual([404, "PRC400"]);
  });

  test("an order adjustment; a second one on the same target is 409 PRC400", async () => {
    const { basketId } = await kit.cartWith(associate, [{ price: 5000, stock: 10 }]);
    const before = (await kit.getCart(associate, basketId)).cart.totals;
    const made = await adjust(associate, basketId, { type: "PERCENT", value: 10, reasonCode: "CUSTOMER_SERVICE" });
    expect(made.status, JSON.stringify(made.error)).toBe(201);
    expect(made.body.totals.totalDiscount).toBeCloseTo(before.totalDiscount + 5, 2);
    const twice = await adjust(associate, basketId, { type: "AMOUNT", value: 1, reasonCode: "CUSTOMER_SERVICE" });
    expect([twice.status, twice.error.errorId]).toEqual([409, "PRC400"]);
  });

  test.each([
    ["a value finer than a cent", { type: "AMOUNT", value: 1.005, reasonCode: "PRICE_MATCH" }, 400, "PRC400"],
    ["more off than the unit price", { type: "AMOUNT", value: 51, reasonCode: "PRICE_MATCH" }, 400, "PRC400"],
    ["a fixed price on the order", { type: "FIXED_PRICE", value: 1, reasonCode: "PRICE_MATCH" }, 400, "PRC400"],
    ["an unknown reason", { type: "AMOUNT", value: 1, reasonCode: "BECAUSE" }, 400, "ATTR300"],
    ["a missing type", { value: 1, reasonCode: "PRICE_MATCH" }, 400, "ATTR300"],
    ["an item of no line", { itemId: "nope", type: "AMOUNT", value: 1, reasonCode: "PRICE_MATCH" }, 404, "ORD404"],
  ])("%s: %s %s", async (name, body, status, errorId) => {
    const { basketId } = await kit.cartWith(associate, [{ price: 5000, stock: 10 }]);
    const itemId = (await kit.getCart(associate, basketId)).cart.items[0]!.id;
    const withItem = name === "more off than the unit price" ? { ...body, itemId } : body;
    const refused = await adjust(associate, basketId, withItem);
    expect([refused.status, refused.error?.errorId]).toEqual([status, errorId]);
    expect((await kit.getCart(associate, basketId)).cart.priceAdjustments).toBeUndefined();
  });

  test("a shopper's token is refused (403 AUT432); another associate does not see the cart (404 BSK404)", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000, stock: 10 }]);
    const refused = await adjust(shopper, basketId, { type: "PERCENT", value: 50, reasonCode: "PRICE_MATCH" });
    expect([refused.status, refused.error.errorId]).toEqual([403, "AUT432"]);
    const storeCart = await kit.cartWith(associate, [{ price: 5000, stock: 10 }]);
    const colleague = kit.token({ kind: "agent", employeeId: "E-OTHER", storeId });
    const hidden = await adjust(colleague, storeCart.basketId, { type: "PERCENT", value: 50, reasonCode: "PRICE_MATCH" });
    expect([hidden.status, hidden.error.errorId]).toEqual([404, "BSK404"]);
  });

  test("bad input to POST and PATCH: 4xx with a catalogue id, never a 5xx, nothing stored", async () => {
    const { basketId } = await kit.cartWith(associate, [{ price: 5000, stock: 10 }]);
    const itemId = (await kit.getCart(associate, basketId)).cart.items[0]!.id;
    const made = await adjust(associate, basketId, { itemId, type: "PERCENT", value: 10, reasonCode: "PRICE_MATCH" });
    const patchPath = `/cart/v1/cart/${basketId}/price_adjustments/${made.body.priceAdjustments![0]!.adjustmentId}`;
    const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => kit.request(z.unknown(), method, path, { token: associate, body, headers });
    const postPath = `/cart/v1/cart/${basketId}/price_adjustments`;
    for (const [method, path, valid] of [
      ["POST", postPath, { type: "AMOUNT", value: 1, reasonCode: "PRICE_MATCH" }],
      ["PATCH", patchPath, { type: "PERCENT", value: 20, reasonCode: "DAMAGED_ITEM" }],
    ] as const) {
      expect((await send(method, path, '{"type": ')).status).toBe(400);
      expect((await send(method, path, "a=1", { "content-type": "text/plain" })).error?.errorId).toBe("API415");
      expect((await send(method, path, { ...valid, padding: "x".repeat(70_000) })).status).toBe(413);
      for (const body of ["[]", "42", "null", "{}"]) expect((await send(method, path, body)).status, `${method} ${body}`).toBe(400);
      for (const field of Object.keys(valid)) {
        for (const wrong of [true, { nested: 1 }, ["a"], "", -5, 1e308, "x".repeat(500), null]) {
          const answer = await send(method, path, { ...valid, [field]: wrong });
          expect(answer.status, `${method} ${field} = ${JSON.stringify(wrong).slice(0, 20)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
      }
    }
    const unchanged = (await kit.getCart(associate, basketId)).cart.priceAdjustments!;
    expect(unchanged.map((entry) => [entry.type, entry.value])).toEqual([["PERCENT", 10]]);
  });

  test("the associate's order keeps the adjusted price and records the associate's store and employee", async () => {
    const { basketId } = await kit.cartWith(associate, [{ price: 5000, stock: 10 }]);
    expect((await kit.setShippingAddress(associate, basketId)).status).toBe(200);
    const adjusted = await adjust(associate, basketId, { type: "AMOUNT", value: 5, reasonCode: "PRICE_MATCH" });
    expect((await kit.addCard(associate, basketId, VISA)).status).toBe(200);
    const placed = await kit.place(associate, basketId);
    expect(placed.status, JSON.stringify(placed.error)).toBe(201);
    expect(placed.body.totals.total).toBe(adjusted.body.totals.total);
    expect(placed.body.inStoreSalesInfo).toEqual({ storeId, storeEmployeeId: employeeId });
  });

  test("in-store sales info: a shopper cannot send one (403 AUT432); an associate cannot name another store", async () => {
    const shopper = kit.guestToken();
    const ready = await kit.readyCart(shopper);
    const refused = await kit.request(z.unknown(), "PUT", "/cart/v2/checkout/order", { token: shopper, body: { cartId: ready.basketId, paymentMethod: { code: "CREDIT_CARD" }, inStoreSalesInfo: { storeId } } });
    expect([refused.status, refused.error?.errorId]).toEqual([403, "AUT432"]);
    // The cart was not ordered: the shopper can still place it.
    const placed = await kit.place(shopper, ready.basketId);
    expect(orderAnswer.parse(placed.body).inStoreSalesInfo).toBeNull();

    const storeCart = await kit.readyCart(associate);
    const other = await kit.request(z.unknown(), "PUT", "/cart/v2/checkout/order", { token: associate, body: { cartId: storeCart.basketId, paymentMethod: { code: "CREDIT_CARD" }, inStoreSalesInfo: { storeId: "S-ELSEWHERE" } } });
    expect([other.status, other.error?.errorId]).toEqual([403, "AUT432"]);
  });
});
