import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartItems, consumers } from "../db/schema.ts";
import { createCategory, createGiftPromotion, createMemberPrices, createProduct, createStore, removePrice, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, type CartKit } from "./cart-test-kit.ts";

/**
 * add-item answers what the cart holds without reading it again (decision 0033: the lines are
 * those of the locked read, with the line the upsert answered). So its answer must be, byte for
 * byte, the answer of a get-cart right after it (which reads everything again, and writes
 * nothing when there is nothing to reconcile): whatever the cart held, whatever was added.
 */

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
  await createMemberPrices(kit.db);
});
afterAll(async () => kit?.close());

/** The raw text of a call's answer, and its status. */
async function raw(method: string, path: string, token: string, body?: unknown) {
  const response = await kit.backend.call(method, path, { token, body });
  return { status: response.status, text: response.text };
}

/** Adds, then reads the cart: both answers, which must be the same text. */
async function addThenRead(shopper: string, basketId: string, productId: string, qty?: number) {
  const added = await raw("POST", "/cart/v1/item", shopper, qty === undefined ? { basketId, productId } : { basketId, productId, qty });
  expect(added.status, added.text).toBe(200);
  const read = await raw("GET", `/cart/v1/cart/${basketId}`, shopper);
  expect(read.status).toBe(200);
  expect(added.text).toBe(read.text);
  return JSON.parse(added.text) as { items: { id: string; productId: string; qty: number; bonus: boolean }[]; flash: { type: string }[] };
}

describe.each([
  ["a guest", () => Promise.resolve(kit.guestToken())],
  [
    "a loyalty member (member prices)",
    async () => {
      const member = await kit.memberToken();
      await kit.db.update(consumers).set({ loyaltyMember: true }).where(eq(consumers.id, member.consumerId));
      return member.token;
    },
  ],
])("add-item answers what a get-cart right after it answers, %s", (_who, shopperOf) => {
  let shopper: string;
  beforeAll(async () => {
    shopper = await shopperOf();
  });

  test("a new line in an empty cart, more of it, then lines of other products", async () => {
    const { id } = await kit.newCart(shopper);
    const [first, second, third] = await Promise.all([createProduct(kit.db, { price: 2500 }), createProduct(kit.db, { price: 1999, listPrice: 2999 }), createProduct(kit.db, { variants: 3 })]);
    await addThenRead(shopper, id, first.variantId);
    expect((await addThenRead(shopper, id, first.variantId, 2)).items.map((item) => item.qty)).toEqual([3]);
    await addThenRead(shopper, id, second.variantId, 1);
    const cart = await addThenRead(shopper, id, third.variantIds[2]!, 4);
    expect(cart.items.map((item) => item.productId)).toEqual([first.variantId, second.variantId, third.variantIds[2]]);
  });

  test("a new line sorts where the cart's order puts it (by when lines were made, then id)", async () => {
    const { id } = await kit.newCart(shopper);
    const [early, late, added] = await Promise.all([createProduct(kit.db), createProduct(kit.db), createProduct(kit.db)]);
    await kit.addItem(shopper, id, early.variantId);
    await kit.addItem(shopper, id, late.variantId);
    // A line made "later" than the add below (as a clock a little ahead would have it).
    await kit.db
      .update(cartItems)
      .set({ createdAt: sql`now() + interval '1 hour'` })
      .where(and(eq(cartItems.cartId, id), eq(cartItems.variantId, late.variantId)));
    const cart = await addThenRead(shopper, id, added.variantId);
    expect(cart.items.map((item) => item.productId)).toEqual([early.variantId, added.variantId, late.variantId]);
  });

  test("with stock reconciled first: the flash of the cut line, as stored", async () => {
    const { id } = await kit.newCart(shopper);
    const [kept, other] = await Promise.all([createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 })]);
    await kit.addItem(shopper, id, kept.variantId, 4);
    await setStock(kit.db, kept.variantId, 2);
    const cart = await addThenRead(shopper, id, other.variantId);
    expect(cart.flash.map((flash) => flash.type)).toEqual(["ProductLineItemInventoryMissing"]);
    expect(cart.items.map((item) => item.qty)).toEqual([2, 1]);
    // Adding to the cut line counts from what reconciliation left.
    await setStock(kit.db, other.variantId, 0);
    await setStock(kit.db, kept.variantId, 3);
    const again = await addThenRead(shopper, id, kept.variantId);
    expect(again.flash.map((flash) => flash.type)).toEqual(["ProductLineItemFullInventoryMissing"]);
    expect(again.items.map((item) => [item.productId, item.qty])).toEqual([[kept.variantId, 3]]);
  });

  test("adding to a pickup line counts the store's stock", async () => {
    const { storeId } = await createStore(kit.db);
    const product = await createProduct(kit.db, { stock: 1, storeStock: { [storeId]: 5 } });
    const { id } = await kit.newCart(shopper);
    const line = (await kit.addItem(shopper, id, product.variantId)).cart.items[0]!;
    expect((await kit.updateItem(shopper, id, line.id, undefined, `?action=pickup&favStoreId=${storeId}`)).status).toBe(200);
    expect((await addThenRead(shopper, id, product.variantId, 3)).items.map((item) => item.qty)).toEqual([4]);
    expect((await kit.addItem(shopper, id, product.variantId, 2)).error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 1 });
  });

  test("an add that earns a gift line", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [bought, gift] = await Promise.all([createProduct(kit.db, { categoryId }), createProduct(kit.db)]);
    await createGiftPromotion(kit.db, gift.variantId, { categoryId });
    const { id } = await kit.newCart(shopper);
    const cart = await addThenRead(shopper, id, bought.variantId);
    expect(cart.items.map((item) => [item.productId, item.bonus])).toEqual(
      expect.arrayContaining([
        [bought.variantId, false],
        [gift.variantId, true],
      ]),
    );
  });
});

test("add-item's refusals are those of the checks it folds into its read", async () => {
  const shopper = kit.guestToken();
  const { id } = await kit.newCart(shopper);
  const [noPrice, soldOut, gift, few] = await Promise.all([createProduct(kit.db), createProduct(kit.db, { stock: 0 }), createProduct(kit.db, { currencies: [] }), createProduct(kit.db, { stock: 3 })]);
  await removePrice(kit.db, noPrice.variantId, "USD");
  const { categoryId } = await createCategory(kit.db);
  await createGiftPromotion(kit.db, gift.variantId, { categoryId });
  const before = await raw("GET", `/cart/v1/cart/${id}`, shopper);
  expect((await kit.addItem(shopper, id, "NOSUCHVARIA")).error).toMatchObject({ errorId: "ORD404" });
  expect((await kit.addItem(shopper, id, noPrice.variantId)).error).toMatchObject({ errorId: "INV702" });
  expect((await kit.addItem(shopper, id, gift.variantId)).error).toMatchObject({ errorId: "GWP403" });
  expect((await kit.addItem(shopper, id, soldOut.variantId)).error).toMatchObject({ errorId: "INV700" });
  expect((await kit.addItem(shopper, id, few.variantId, 4)).error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 3 });
  expect((await raw("GET", `/cart/v1/cart/${id}`, shopper)).text).toBe(before.text);
  await addThenRead(shopper, id, few.variantId, 2);
  expect((await kit.addItem(shopper, id, few.variantId, 2)).error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 1 });
  expect((await kit.addItem(shopper, randomUUID(), few.variantId)).error).toMatchObject({ errorId: "BSK404" });
});
