import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "../db/schema.ts";
import { attachGuestOrder } from "./attach-guest-order.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { createOrder } from "../testing/order-factory.ts";
import type { OpenDatabase } from "../db/database.ts";

let database: OpenDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database?.close());

/** A guest order with a known tracking secret (`st`), as the checkout stores it. */
async function guestOrder(st = "secret-st-123") {
  const order = await createOrder(database.db, { payment: { code: "CREDIT_CARD", instruments: [], billingAddress: null, released: false, st } as never });
  return { orderNumber: order.orderNumber, st };
}

const ownerOf = async (orderNumber: string) => (await database.db.select({ consumerId: orders.consumerId }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]?.consumerId;

describe("attaching a guest order at sign-in", () => {
  test("the right tracking secret makes the order the member's (order number in any case)", async () => {
    const member = await createConsumer(database.db);
    const { orderNumber, st } = await guestOrder();
    expect(await attachGuestOrder(database.db, orderNumber.toLowerCase(), st, member.id)).toBe(true);
    expect(await ownerOf(orderNumber)).toBe(member.id);
  });

  test.each([
    ["a wrong secret", "nope"],
    ["no secret", undefined],
  ])("%s attaches nothing", async (_name, given) => {
    const member = await createConsumer(database.db);
    const { orderNumber } = await guestOrder();
    expect(await attachGuestOrder(database.db, orderNumber, given, member.id)).toBe(false);
    expect(await ownerOf(orderNumber)).toBeNull();
  });

  test("an order that already has an owner stays theirs", async () => {
    const first = await createConsumer(database.db);
    const second = await createConsumer(database.db);
    const { orderNumber, st } = await guestOrder();
    await attachGuestOrder(database.db, orderNumber, st, first.id);
    expect(await attachGuestOrder(database.db, orderNumber, st, second.id)).toBe(false);
    expect(await ownerOf(orderNumber)).toBe(first.id);
  });

  test("an unknown order is ignored", async () => {
    const member = await createConsumer(database.db);
    expect(await attachGuestOrder(database.db, "RL00000000", "x", member.id)).toBe(false);
  });
});
