import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { cartItems } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { addItem } from "./cart-changes.ts";
import { loadCart } from "./cart-store.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

/** Parallel changes to one cart (two tabs, a double click, a retry storm). */
let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());

test("50 parallel adds of 1 (stock 100) give exactly 50", async () => {
  const shopper = kit.guestToken();
  const product = await createProduct(kit.db, { stock: 100 });
  const { id } = await kit.newCart(shopper);
  const answers = await Promise.all(Array.from({ length: 50 }, () => kit.addItem(shopper, id, product.variantId, 1)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
  expect(onlyLine((await kit.getCart(shopper, id)).cart).qty).toBe(50);
  expect(await kit.db.select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, id))).toEqual([{ quantity: 50 }]);
});

test("30 parallel adds of 1 with stock 10: exactly 10 succeed, the rest are INV408, never above stock", async () => {
  const shopper = kit.guestToken();
  const product = await createProduct(kit.db, { stock: 10 });
  const { id } = await kit.newCart(shopper);
  const answers = await Promise.all(Array.from({ length: 30 }, () => kit.addItem(shopper, id, product.variantId, 1)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
  for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 0 });
  expect(onlyLine((await kit.getCart(shopper, id)).cart).qty).toBe(10);
});

test("parallel adds of different products and quantity changes all land", async () => {
  const shopper = kit.guestToken();
  const products = await Promise.all(Array.from({ length: 5 }, () => createProduct(kit.db, { stock: 100 })));
  const { id } = await kit.newCart(shopper);
  await Promise.all(products.flatMap((product) => Array.from({ length: 4 }, () => kit.addItem(shopper, id, product.variantId, 2))));
  const { cart } = await kit.getCart(shopper, id);
  expect(cart.items.map((item) => item.qty)).toEqual([8, 8, 8, 8, 8]);
  expect(cart.totalItems).toBe(40);
});

test("the add itself is atomic, even without the cart lock: parallel upserts sum exactly and stop at stock", async () => {
  const guestId = "upsert-guest";
  const product = await createProduct(kit.db, { stock: 30 });
  const { id } = await kit.newCart(kit.guestToken(guestId));
  const cart = await loadCart(kit.db, id, { kind: "guest", guestId });
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => kit.db.transaction((tx) => addItem(tx, cart, product.variantId, 1))));
  const refused = results.filter((result) => result.status === "rejected").map((result) => (result as PromiseRejectedResult).reason as unknown);
  expect(refused.every((reason) => reason instanceof ApiError && reason.errorId === "INV408")).toBe(true);
  expect(refused).toHaveLength(20);
  expect(await kit.db.select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, id))).toEqual([{ quantity: 30 }]);
});
