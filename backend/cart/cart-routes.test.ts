import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { carts } from "../db/schema.ts";
import { createCategory, createGiftPromotion, createProduct, createStore, removePrice, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());

describe("POST /cart/v1/cart", () => {
  test("creates an empty active cart of the guest, in the default site's currency", async () => {
    const guestId = randomUUID();
    const cart = await kit.newCart(kit.guestToken(guestId));
    expect(cart).toMatchObject({ siteId: "RL-US", currency: "USD", totalItems: 0, items: [], flash: [] });
    expect(cart.totals).toMatchObject({ total: 0, itemTotal: 0, tax: 0, shipping: 0, totalUnits: 0, currency: "USD" });
    const [row] = await kit.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ guestId, consumerId: null, status: "active" });
  });

  test.each([
    ["RL-US", "USD"],
    ["RL-CA", "CAD"],
    ["RL-CAFR", "CAD"],
    ["RL-GB", "GBP"],
    ["RL-DE", "EUR"],
  ])("site %s gives currency %s (body)", async (siteId, currency) => {
    expect((await kit.newCart(kit.guestToken(), siteId)).currency).toBe(currency);
  });

  test("the site may come in the query, without a body", async () => {
    const { status, cart } = await kit.call("POST", "/cart/v1/cart?siteId=RL-GB", { token: kit.guestToken() });
    expect(status).toBe(201);
    expect(cart.currency).toBe("GBP");
  });

  test("a member's cart is owned by the consumer id", async () => {
    const member = await kit.memberToken();
    const cart = await kit.newCart(member.token);
    const [row] = await kit.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ consumerId: member.consumerId, guestId: null });
  });

  test("no token: 401 AUT432; a member unknown to the database: 401 AUT498; an associate's buy-in-store cart is the associate's alone", async () => {
    expect((await kit.call("POST", "/cart/v1/cart", { body: {} })).error).toMatchObject({ errorId: "AUT432" });
    const ghost = kit.token({ kind: "registered", consumerId: randomUUID() });
    const unknown = await kit.call("POST", "/cart/v1/cart", { token: ghost, body: {} });
    expect([unknown.status, unknown.error.errorId]).toEqual([401, "AUT498"]);
    const agent = kit.token({ kind: "agent", employeeId: "E1", storeId: "S1" });
    const storeCart = await kit.call("POST", "/cart/v1/cart", { token: agent, body: {} });
    expect(storeCart.status).toBe(201);
    const basketId = storeCart.cart.id;
    expect((await kit.call("GET", `/cart/v1/cart/${basketId}`, { token: agent })).status).toBe(200);
    // Neither a guest nor another associate reads it.
    for (const other of [kit.guestToken(), kit.token({ kind: "agent", employeeId: "E2", storeId: "S1" })]) {
      const refused = await kit.call("GET", `/cart/v1/cart/${basketId}`, { token: other });
      expect([refused.status, refused.error.errorId]).toEqual([404, "BSK404"]);
    }
  });

  test("an unknown site: 400 ATTR300 naming siteId", async () => {
    const { status, error } = await kit.call("POST", "/cart/v1/cart", { token: kit.guestToken(), body: { siteId: "RL-XX" } });
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "ATTR300", field: "siteId" });
  });
});

describe("POST /cart/v1/cartWithItem", () => {
  test("creates the cart with the item, from the body", async () => {
    const product = await createProduct(kit.db, { stock: 5, price: 2500 });
    const { status, cart } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(), body: { productId: product.variantId, qty: 2 } });
    expect(status).toBe(201);
    expect(onlyLine(cart)).toMatchObject({ productId: product.variantId, masterId: product.productId, qty: 2 });
  });

  test("creates the cart with the item, from the query (quantity 1 by default)", async () => {
    const product = await createProduct(kit.db);
    const { status, cart } = await kit.call("POST", `/cart/v1/cartWithItem?siteId=RL-CA&productId=${product.variantId}`, { token: kit.guestToken() });
    expect(status).toBe(201);
    expect(cart.currency).toBe("CAD");
    expect(onlyLine(cart).qty).toBe(1);
  });

  test("one transaction: when the item fails (out of stock) no cart is left behind", async () => {
    const guestId = randomUUID();
    const product = await createProduct(kit.db, { stock: 0 });
    const { status, error } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(guestId), body: { productId: product.variantId } });
    expect([status, error.errorId]).toEqual([400, "INV700"]);
    expect(await kit.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([]);
  });

  test("without a product id: 400 ATTR300", async () => {
    const { status, error } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(), body: { qty: 1 } });
    expect([status, error.errorId, error.field]).toEqual([400, "ATTR300", "productId"]);
  });
});

describe("GET /cart/v1/cart/{basketId}", () => {
  test("answers the owner's cart; the spec's query parameters are accepted", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { name: "Summit Parka", price: 19999, listPrice: 24999, badge: "New", ratingTenths: 45, reviewsCount: 12, colorName: "TNF Black" });
    const { id } = await kit.newCart(shopper);
    await kit.addItem(shopper, id, product.variantId);
    const { status, cart } = await kit.getCart(shopper, id, "?favStoreId=S1&isPatchRequired=true&inventorySupplyCheck=false");
    expect(status).toBe(200);
    expect(onlyLine(cart)).toEqual({
      id: expect.any(String),
      productId: product.variantId,
      masterId: product.productId,
      qty: 1,
      maxQty: 10,
      upc: product.upc,
      name: "Summit Parka",
      pdpUrl: `/en-us/p/${product.slug}-${product.variantId}`,
      slug: product.slug,
      price: { original: 249.99, current: 199.99, rowTotal: 199.99, priceAfterItemDiscount: 199.99, priceAfterOrderDiscount: 199.99 },
      isDigitalProduct: false,
      isCustoms: false,
      bonus: false,
      attributes: { color: "TNF Black", size: "S" },
      rating: { score: 4.5, reviewsCount: 12 },
      badge: "New",
      shippingOptions: { selected: "standard", storeInfo: null },
    });
  });

  test("an unknown cart: 404 BSK404", async () => {
    const { status, error } = await kit.getCart(kit.guestToken(), randomUUID());
    expect([status, error.errorId]).toEqual([404, "BSK404"]);
  });

  test("an ordered cart: 404 BSK404", async () => {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper);
    await kit.db.update(carts).set({ status: "ordered" }).where(eq(carts.id, id));
    expect((await kit.getCart(shopper, id)).error.errorId).toBe("BSK404");
    const product = await createProduct(kit.db);
    expect((await kit.addItem(shopper, id, product.variantId)).error.errorId).toBe("BSK404");
  });
});

describe("POST /cart/v1/item", () => {
  test("quantity defaults to 1; adding again adds to the line", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { stock: 10 });
    const { id } = await kit.newCart(shopper);
    const first = await kit.addItem(shopper, id, product.variantId);
    expect(first.status).toBe(200);
    expect(onlyLine(first.cart).qty).toBe(1);
    const second = await kit.addItem(shopper, id, product.variantId, 3);
    expect(onlyLine(second.cart)).toMatchObject({ qty: 4, id: onlyLine(first.cart).id });
    expect(second.cart.totalItems).toBe(4);
  });

  test("999999 at once is allowed; 1000000 is 400 ATTR300", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { stock: 2_000_000, price: 100 });
    const { id } = await kit.newCart(shopper);
    const rejected = await kit.addItem(shopper, id, product.variantId, 1_000_000);
    expect([rejected.status, rejected.error.errorId, rejected.error.field]).toEqual([400, "ATTR300", "qty"]);
    const added = await kit.addItem(shopper, id, product.variantId, 999_999);
    expect(onlyLine(added.cart)).toMatchObject({ qty: 999_999, maxQty: 999_999 });
    // The line itself is capped at 999999 too, whatever the stock.
    const more = await kit.addItem(shopper, id, product.variantId, 1);
    expect([more.status, more.error.errorId, more.error.maxAllowedQuantity]).toEqual([400, "INV408", 0]);
  });

  test.each([0, -1, 1.5])("quantity %s: 400 ATTR300", async (qty) => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db);
    const { id } = await kit.newCart(shopper);
    const { status, error } = await kit.addItem(shopper, id, product.variantId, qty);
    expect([status, error.errorId]).toEqual([400, "ATTR300"]);
  });

  test("beyond stock: 400 INV408 with maxAllowedQuantity (stock minus what the cart holds), the cart unchanged", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { stock: 5 });
    const { id } = await kit.newCart(shopper);
    await kit.addItem(shopper, id, product.variantId, 3);
    const before = (await kit.getCart(shopper, id)).cart;
    const { status, error } = await kit.addItem(shopper, id, product.variantId, 3);
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 2 });
    expect(error.message).toContain("2");
    expect((await kit.getCart(shopper, id)).cart).toEqual(before);
  });

  test("out of stock: 400 INV700; no inventory at all: 400 INV700", async () => {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper);
    for (const stock of [0, null]) {
      const product = await createProduct(kit.db, { stock });
      const { status, error } = await kit.addItem(shopper, id, product.variantId);
      expect([status, error.errorId]).toEqual([400, "INV700"]);
    }
    expect((await kit.getCart(shopper, id)).cart.items).toEqual([]);
  });

  test("an unknown variant: 404 ORD404", async () => {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper);
    const { status, error } = await kit.addItem(shopper, id, "ZZZZZZZZ000");
    expect([status, error.errorId]).toEqual([404, "ORD404"]);
  });

  test("no price in the cart's currency: 400 INV702", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { currencies: ["USD"] });
    const { id } = await kit.newCart(shopper, "RL-GB");
    const { status, error } = await kit.addItem(shopper, id, product.variantId);
    expect([status, error.errorId]).toEqual([400, "INV702"]);
  });

  test("gift with purchase: asking for a bonus line, or adding a gift-only product: 403 GWP403", async () => {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper);
    const product = await createProduct(kit.db);
    const bonus = await kit.call("POST", "/cart/v1/item", { token: shopper, body: { basketId: id, productId: product.variantId, bonus: true } });
    expect([bonus.status, bonus.error.errorId]).toEqual([403, "GWP403"]);
    const gift = await createProduct(kit.db, { currencies: [] });
    // Its own (empty) category: a live gift promotion must not reach the other tests' carts.
    await createGiftPromotion(kit.db, gift.variantId, { categoryId: (await createCategory(kit.db)).categoryId });
    const giftOnly = await kit.addItem(shopper, id, gift.variantId);
    expect([giftOnly.status, giftOnly.error.errorId]).toEqual([403, "GWP403"]);
    expect((await kit.getCart(shopper, id)).cart.items).toEqual([]);
  });

  test("a style id instead of a variant's product id: 400 ATTR300", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db);
    const { id } = await kit.newCart(shopper);
    const { status, error } = await kit.addItem(shopper, id, product.productId);
    expect([status, error.errorId, error.field]).toEqual([400, "ATTR300", "productId"]);
  });
});

describe("PUT /cart/v1/cart/{basketId}/item", () => {
  async function cartWith(stock: number, qty: number, spec: Parameters<typeof createProduct>[1] = {}) {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { stock, ...spec });
    const { id } = await kit.newCart(shopper);
    const line = onlyLine((await kit.addItem(shopper, id, product.variantId, qty)).cart);
    return { shopper, product, basketId: id, itemId: line.id };
  }

  test("sets the quantity", async () => {
    const { shopper, basketId, itemId } = await cartWith(10, 2);
    const { status, cart } = await kit.updateItem(shopper, basketId, itemId, 7);
    expect(status).toBe(200);
    expect(onlyLine(cart).qty).toBe(7);
  });

  test("quantity 0 removes the line", async () => {
    const { shopper, basketId, itemId } = await cartWith(10, 2);
    const { cart } = await kit.updateItem(shopper, basketId, itemId, 0);
    expect(cart.items).toEqual([]);
  });

  test("beyond stock: 400 INV408 with maxAllowedQuantity, unchanged", async () => {
    const { shopper, basketId, itemId } = await cartWith(4, 2);
    const { status, error } = await kit.updateItem(shopper, basketId, itemId, 5);
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 4 });
    expect(onlyLine((await kit.getCart(shopper, basketId)).cart).qty).toBe(2);
  });

  test("an unknown line: 404 ORD430; a missing qty: 400 ATTR300; above 999999: 400 ATTR300", async () => {
    const { shopper, basketId, itemId } = await cartWith(4, 2);
    const unknown = await kit.updateItem(shopper, basketId, randomUUID(), 1);
    expect([unknown.status, unknown.error.errorId]).toEqual([404, "ORD430"]);
    const missing = await kit.updateItem(shopper, basketId, itemId);
    expect([missing.status, missing.error.errorId, missing.error.field]).toEqual([400, "ATTR300", "qty"]);
    const huge = await kit.updateItem(shopper, basketId, itemId, 1_000_000);
    expect([huge.status, huge.error.errorId]).toEqual([400, "ATTR300"]);
  });

  test("a gift-with-purchase line cannot be changed or removed: 403 GWP403", async () => {
    const { categoryId } = await createCategory(kit.db);
    const { shopper, basketId } = await cartWith(4, 1, { categoryId });
    const gift = await createProduct(kit.db, { price: 4999 });
    // The promotion engine adds the gift line (a bonus line no promotion asks for is removed).
    await createGiftPromotion(kit.db, gift.variantId, { categoryId });
    const cart = (await kit.getCart(shopper, basketId)).cart;
    const giftLineId = cart.items.find((item) => item.bonus)?.id ?? "";
    expect(cart.items.find((item) => item.id === giftLineId)).toMatchObject({ productId: gift.variantId, qty: 1, bonus: true, price: { current: 49.99, priceAfterItemDiscount: 0 } });
    const changed = await kit.updateItem(shopper, basketId, giftLineId, 2);
    expect([changed.status, changed.error.errorId]).toEqual([403, "GWP403"]);
    const removed = await kit.deleteItem(shopper, basketId, giftLineId);
    expect([removed.status, removed.error.errorId]).toEqual([403, "GWP403"]);
    expect((await kit.getCart(shopper, basketId)).cart.items).toHaveLength(2);
  });

  test("action=pickup moves the line to the store, checking that store's stock", async () => {
    const { storeId } = await createStore(kit.db);
    const { storeId: emptyStore } = await createStore(kit.db);
    const { storeId: britishStore } = await createStore(kit.db, { siteId: "RL-GB" });
    const { shopper, basketId, itemId } = await cartWith(10, 3, { storeStock: { [storeId]: 2, [emptyStore]: 0 } });

    const tooMany = await kit.updateItem(shopper, basketId, itemId, undefined, `?action=pickup&favStoreId=${storeId}`);
    expect(tooMany.error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 2 });
    const none = await kit.updateItem(shopper, basketId, itemId, 1, `?action=pickup&favStoreId=${emptyStore}`);
    expect(none.error.errorId).toBe("INV700");
    for (const store of [britishStore, "NOSUCHSTORE"]) {
      const unavailable = await kit.updateItem(shopper, basketId, itemId, 1, `?action=pickup&favStoreId=${store}`);
      expect([unavailable.status, unavailable.error.errorId]).toEqual([400, "SHP404"]);
    }
    const noStore = await kit.updateItem(shopper, basketId, itemId, 1, "?action=pickup");
    expect([noStore.status, noStore.error.errorId, noStore.error.field]).toEqual([400, "ATTR300", "favStoreId"]);

    const moved = await kit.updateItem(shopper, basketId, itemId, 2, `?action=pickup&favStoreId=${storeId}`);
    expect(onlyLine(moved.cart)).toMatchObject({ qty: 2, maxQty: 2, shippingOptions: { selected: "pickup", storeInfo: { id: storeId, storeInventory: 2 } } });
    // Adding more of it now counts against the store's stock.
    const more = await kit.addItem(shopper, basketId, onlyLine(moved.cart).productId, 1);
    expect(more.error).toMatchObject({ errorId: "INV408", maxAllowedQuantity: 0 });
  });

  test("a digital product cannot be picked up: 400 SHP404", async () => {
    const { storeId } = await createStore(kit.db);
    const { shopper, basketId, itemId } = await cartWith(10, 1, { isDigital: true, storeStock: { [storeId]: 5 } });
    const { status, error } = await kit.updateItem(shopper, basketId, itemId, 1, `?action=pickup&favStoreId=${storeId}`);
    expect([status, error.errorId]).toEqual([400, "SHP404"]);
  });
});

describe("DELETE /cart/v1/item", () => {
  test("removes the line and keeps the others", async () => {
    const shopper = kit.guestToken();
    const [kept, removed] = [await createProduct(kit.db), await createProduct(kit.db)];
    const { id } = await kit.newCart(shopper);
    await kit.addItem(shopper, id, kept.variantId);
    const line = (await kit.addItem(shopper, id, removed.variantId)).cart.items.find((item) => item.productId === removed.variantId)!;
    const { status, cart } = await kit.deleteItem(shopper, id, line.id);
    expect(status).toBe(200);
    expect(onlyLine(cart).productId).toBe(kept.variantId);
  });

  test("an unknown line: 404 ORD430; an unknown cart: 404 BSK404", async () => {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper);
    expect((await kit.deleteItem(shopper, id, randomUUID())).error.errorId).toBe("ORD430");
    expect((await kit.deleteItem(shopper, randomUUID(), randomUUID())).error.errorId).toBe("BSK404");
  });
});

describe("prices that disappear", () => {
  test("a line whose price is withdrawn is removed with a ProductItemNotAvailable flash", async () => {
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db);
    const { id } = await kit.newCart(shopper);
    await kit.addItem(shopper, id, product.variantId, 2);
    await removePrice(kit.db, product.variantId, "USD");
    const { cart } = await kit.getCart(shopper, id);
    expect(cart.items).toEqual([]);
    expect(cart.flash).toEqual([expect.objectContaining({ type: "ProductItemNotAvailable", details: expect.objectContaining({ productId: product.variantId }) })]);
  });

  test("a change answers only its own flash (an earlier stock flash is replaced)", async () => {
    const shopper = kit.guestToken();
    const [dropping, other] = [await createProduct(kit.db, { stock: 5 }), await createProduct(kit.db)];
    const { id } = await kit.newCart(shopper);
    await kit.addItem(shopper, id, dropping.variantId, 4);
    await setStock(kit.db, dropping.variantId, 2);
    expect((await kit.getCart(shopper, id)).cart.flash).toHaveLength(1);
    expect((await kit.addItem(shopper, id, other.variantId)).cart.flash).toEqual([]);
  });
});
