import { afterAll, beforeAll, expect, test } from "vitest";
import { createProduct, createStore, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

/** Stock that drops after an item was added (commerce spec §4 item stock states, §8 cart flash codes). */
let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());

async function cartHolding(qty: number, stock: number) {
  const shopper = kit.guestToken();
  const product = await createProduct(kit.db, { stock, name: "Trail Runner" });
  const { id } = await kit.newCart(shopper);
  const line = onlyLine((await kit.addItem(shopper, id, product.variantId, qty)).cart);
  return { shopper, basketId: id, itemId: line.id, product };
}

test("stock below the quantity: the line is cut to the stock with ProductLineItemInventoryMissing", async () => {
  const { shopper, basketId, itemId, product } = await cartHolding(5, 10);
  await setStock(kit.db, product.variantId, 3);
  const { cart } = await kit.getCart(shopper, basketId);
  expect(onlyLine(cart)).toMatchObject({ id: itemId, qty: 3, maxQty: 3 });
  expect(cart.flash).toEqual([
    {
      type: "ProductLineItemInventoryMissing",
      message: expect.stringContaining("Trail Runner"),
      details: { itemId, productId: product.variantId, name: "Trail Runner", requestedQuantity: 5, availableQuantity: 3 },
    },
  ]);
  expect(cart.totals.totalUnits).toBe(3);
  // The cut is kept: adding more now counts from 3.
  const more = await kit.addItem(shopper, basketId, product.variantId, 1);
  expect(more.error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 0 });
});

test("no stock left: the line is removed with ProductLineItemFullInventoryMissing", async () => {
  const { shopper, basketId, itemId, product } = await cartHolding(2, 10);
  await setStock(kit.db, product.variantId, 0);
  const { cart } = await kit.getCart(shopper, basketId);
  expect(cart.items).toEqual([]);
  expect(cart.flash).toEqual([
    {
      type: "ProductLineItemFullInventoryMissing",
      message: expect.stringContaining("Trail Runner"),
      details: { itemId, productId: product.variantId, name: "Trail Runner", requestedQuantity: 2, availableQuantity: 0 },
    },
  ]);
  expect(cart.totals.total).toBe(0);
});

test("the flash stays with the cart until its next change; enough stock gives no flash", async () => {
  const { shopper, basketId, product } = await cartHolding(4, 10);
  expect((await kit.getCart(shopper, basketId)).cart.flash).toEqual([]);
  await setStock(kit.db, product.variantId, 2);
  expect((await kit.getCart(shopper, basketId)).cart.flash).toHaveLength(1);
  expect((await kit.getCart(shopper, basketId)).cart.flash).toHaveLength(1);
  const changed = await kit.updateItem(shopper, basketId, onlyLine((await kit.getCart(shopper, basketId)).cart).id, 1);
  expect(changed.cart.flash).toEqual([]);
  expect((await kit.getCart(shopper, basketId)).cart.flash).toEqual([]);
});

test("a change to the cart reports a stock drop of another line in its answer", async () => {
  const { shopper, basketId, product } = await cartHolding(4, 10);
  const other = await createProduct(kit.db);
  await setStock(kit.db, product.variantId, 1);
  const { cart } = await kit.addItem(shopper, basketId, other.variantId);
  expect(cart.flash.map((entry) => entry.type)).toEqual(["ProductLineItemInventoryMissing"]);
  expect(cart.items.map((item) => item.qty)).toEqual([1, 1]);
});

test("a pickup line is checked against its store's stock", async () => {
  const { storeId } = await createStore(kit.db);
  const shopper = kit.guestToken();
  const product = await createProduct(kit.db, { stock: 10, storeStock: { [storeId]: 4 } });
  const { id } = await kit.newCart(shopper);
  const line = onlyLine((await kit.addItem(shopper, id, product.variantId, 3)).cart);
  await kit.updateItem(shopper, id, line.id, undefined, `?action=pickup&favStoreId=${storeId}`);
  await setStock(kit.db, product.variantId, 1, storeId);
  const { cart } = await kit.getCart(shopper, id);
  expect(onlyLine(cart)).toMatchObject({ qty: 1, shippingOptions: { selected: "pickup", storeInfo: { id: storeId, storeInventory: 1 } } });
  expect(cart.flash[0]).toMatchObject({ type: "ProductLineItemInventoryMissing", details: { requestedQuantity: 3, availableQuantity: 1 } });
});
