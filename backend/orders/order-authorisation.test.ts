import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orders } from "../db/schema.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { onlineStock } from "../testing/order-factory.ts";
import { ago, DAY, MINUTE, orderBackend, type OrderKit } from "./order-test-kit.ts";

/**
 * A shopper never reads or changes another's orders, through any call: every account call with
 * someone else's order answers exactly what an unknown order answers, and changes nothing.
 */
let kit: OrderKit;
let owner: Awaited<ReturnType<OrderKit["member"]>>;
let intruder: Awaited<ReturnType<OrderKit["member"]>>;
let shipped: string;
let fresh: string;
let variantId: string;

beforeAll(async () => {
  kit = await orderBackend();
  owner = await kit.member();
  intruder = await kit.member();
  const product = await createProduct(kit.db, { stock: 10 });
  variantId = product.variantId;
  shipped = (await kit.order(owner, { createdAt: ago(DAY), lines: [{ product, qty: 1 }] })).orderNumber;
  fresh = (await kit.order(owner, { createdAt: ago(MINUTE), lines: [{ product, qty: 2 }], takeStock: true })).orderNumber;
  // The intruder has orders of their own: the calls do work for them.
  await kit.order(intruder, { createdAt: ago(DAY) });
});
afterAll(async () => kit?.close());

interface AccountCall {
  name: string;
  method: string;
  path: (orderNumber: string) => string;
  body?: (orderNumber: string) => unknown;
  /** The owner's order it is tried with. */
  order: () => string;
}

const CALLS: AccountCall[] = [
  { name: "order details", method: "GET", path: (n) => `/consumers-v3/consumer/purchase/${n}`, order: () => shipped },
  { name: "cancel", method: "POST", path: () => "/consumers-v3/consumer/CancelOrder", body: (n) => ({ orderNumber: n }), order: () => fresh },
  { name: "cancel (query)", method: "POST", path: (n) => `/consumers-v3/consumer/CancelOrder?orderNumber=${n}`, order: () => fresh },
  { name: "return label", method: "POST", path: (n) => `/consumers-v3/consumer/return/${n}/returnLabel`, body: () => ({}), order: () => shipped },
  { name: "invoice", method: "POST", path: () => "/consumers-v3/consumer/purchase/invoice/download", body: (n) => ({ orderNumber: n }), order: () => shipped },
  { name: "invoice (query)", method: "POST", path: (n) => `/consumers-v3/consumer/purchase/invoice/download?orderNumber=${n}`, order: () => shipped },
];

const send = (call: AccountCall, orderNumber: string, token?: string) =>
  kit.backend.call(call.method, call.path(orderNumber), { token, body: call.body?.(orderNumber) });

describe.each(CALLS)("$name", (call) => {
  test("someone else's order: the same 404 OHS4004 as an unknown order", async () => {
    const theirs = await send(call, call.order(), intruder.token);
    const unknown = await send(call, "RL99999999", intruder.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.errorDetails?.[0]).toEqual({ errorId: "OHS4004", message: "Order not found" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errorDetails).toEqual(theirs.json.errorDetails);
    expect(theirs.headers.get("content-disposition")).toBeNull();
  });

  test("no token, a guest's, a forged one: 401 AUT432; an associate's own: 403 AUT432", async () => {
    for (const [token, status] of [[undefined, 401], [kit.guestToken(), 401], [`${owner.token.slice(0, -2)}xx`, 401], [kit.agentToken(), 403]] as const) {
      const answer = await send(call, call.order(), token);
      expect(answer.status, String(token)).toBe(status);
      expect(answer.json.errorDetails?.[0]?.errorId).toBe("AUT432");
    }
  });
});

test("after all of that, the owner's orders are untouched", async () => {
  const rows = await kit.db.select({ orderNumber: orders.orderNumber, status: orders.status }).from(orders).where(eq(orders.consumerId, owner.consumerId));
  expect(rows.map((row) => row.status).sort()).toEqual(["placed", "placed"]);
  expect(await onlineStock(kit.db, variantId)).toBe(8);
});

test("the purchase history of each shopper holds only their own orders", async () => {
  const mine = await kit.backend.call("POST", "/consumers-v3/consumer/purchasehistory", { token: owner.token, body: {} });
  const theirs = await kit.backend.call("POST", "/consumers-v3/consumer/purchasehistory", { token: intruder.token, body: {} });
  const numbers = (answer: typeof mine) => (answer.json.orders as { orderNumber: string }[]).map((order) => order.orderNumber);
  expect(numbers(mine).sort()).toEqual([fresh, shipped].sort());
  expect(numbers(theirs)).toHaveLength(1);
  expect(numbers(theirs)).not.toContain(shipped);
  expect(numbers(theirs)).not.toContain(fresh);
});

test("the owner can do each of these", async () => {
  for (const call of CALLS.filter((candidate) => !candidate.name.includes("query"))) {
    const answer = await send(call, call.order(), owner.token);
    expect(answer.status, call.name).toBe(200);
  }
  expect(await onlineStock(kit.db, variantId)).toBe(10);
});
