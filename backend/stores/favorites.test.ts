import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  FAVORITES_DEFAULT_COUNT,
  FAVORITES_MAX_ITEMS,
  favoritesAnswer,
  shareFavoritesAnswer,
  sharedFavoritesAnswer,
} from "../../contracts/api/wishlists.ts";
import { favoriteItems } from "../db/schema.ts";
import { createProduct, setStock, type CreatedProduct } from "../testing/catalogue-factory.ts";
import { priceOf } from "./favorites-store.ts";
import { storesBackend, type StoresKit } from "./stores-test-kit.ts";

let kit: StoresKit;
beforeAll(async () => {
  kit = await storesBackend();
});
afterAll(async () => kit?.close());

const FAVORITES = "/wishlists/v2/favorites";
const list = (token: string, query = "") => kit.call("GET", `${FAVORITES}${query}`, { token, contract: favoritesAnswer });
const add = (token: string, body: Record<string, unknown>) => kit.call("POST", FAVORITES, { token, body, contract: favoritesAnswer });
const remove = (token: string, favoriteId: string, itemId: string) => kit.call("DELETE", `${FAVORITES}/${favoriteId}/items/${itemId}`, { token, contract: favoritesAnswer });
const share = (token: string, favoriteId: string, body?: unknown) => kit.call("POST", `${FAVORITES}/${favoriteId}/share`, { token, body, contract: shareFavoritesAnswer });
const readShared = (favoriteId: string, shareToken: string, query = "", token?: string) =>
  kit.call("GET", `${FAVORITES}/${favoriteId}/share?shareToken=${encodeURIComponent(shareToken)}${query}`, { token, contract: sharedFavoritesAnswer });

/** A shopper (a guest) with a list holding one style, answered. */
async function shopperWithFavorite(product?: CreatedProduct) {
  const shopper = kit.guestToken();
  const item = product ?? (await createProduct(kit.db));
  const added = await add(shopper, { id: item.productId });
  expect(added.status).toBe(200);
  return { shopper, product: item, favoriteId: added.data.favoriteId!, itemId: added.data.items[0]!.itemId };
}

describe("GET, POST /wishlists/v2/favorites", () => {
  test("a new shopper has no list yet; the first add makes it", async () => {
    const shopper = kit.guestToken();
    const empty = await list(shopper);
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ favoriteId: null, total: 0, start: 0, count: FAVORITES_DEFAULT_COUNT, items: [] });

    const product = await createProduct(kit.db, { price: 12_000, listPrice: 15_000, variants: 2, name: "Ridge Shell" });
    const added = await add(shopper, { id: product.productId, qty: 1, itemType: "product" });
    expect(added.data.favoriteId).toEqual(expect.any(String));
    expect(added.data.total).toBe(1);
    expect(added.data.items[0]).toMatchObject({
      id: product.productId,
      itemType: "product",
      masterId: product.productId,
      qty: 1,
      name: "Ridge Shell",
      pdpUrl: `/en-us/p/${product.slug}-${product.productId}`,
      colorName: null,
      size: null,
      price: { currency: "USD", current: 120, original: 150, highCurrent: 120, highOriginal: 150 },
      available: true,
    });
    expect((await list(shopper)).data).toEqual(added.data);
  });

  test("a colour and size, with prices in the site's currency; the type follows from the id", async () => {
    const product = await createProduct(kit.db, { price: 4_500, colorName: "Fiery Red" });
    const { shopper } = await shopperWithFavorite();
    const added = await add(shopper, { id: product.variantId, siteId: "RL-GB" });
    expect(added.data.items[0]).toMatchObject({ id: product.variantId, itemType: "variant", masterId: product.productId, colorName: "Fiery Red", size: "S", pdpUrl: `/en-gb/p/${product.slug}-${product.variantId}` });
    expect(added.data.items[0]!.price).toMatchObject({ currency: "GBP", current: 45 });
    const inEuro = await list(shopper, "?siteId=RL-DE");
    expect(inEuro.data.items[0]!.price?.currency).toBe("EUR");
  });

  test("newest first; adding an item again sets its quantity and keeps its place", async () => {
    const [first, second] = [await createProduct(kit.db), await createProduct(kit.db)];
    const { shopper } = await shopperWithFavorite(first);
    await add(shopper, { id: second!.productId });
    const again = await add(shopper, { id: first!.productId, qty: 3 });
    expect(again.data.items.map((item) => [item.id, item.qty])).toEqual([
      [second!.productId, 1],
      [first!.productId, 3],
    ]);
    expect(again.data.total).toBe(2);
  });

  test("availability and price follow stock and currency", async () => {
    const product = await createProduct(kit.db, { variants: 2, stock: 0, currencies: ["USD"] });
    const { shopper } = await shopperWithFavorite(product);
    expect((await list(shopper)).data.items[0]).toMatchObject({ available: false });
    await setStock(kit.db, product.variantIds[1]!, 4);
    expect((await list(shopper)).data.items[0]).toMatchObject({ available: true });
    expect((await list(shopper, "?siteId=RL-GB")).data.items[0]!.price).toBeNull();
  });

  test("paging with start and count; total counts the whole list", async () => {
    const shopper = kit.guestToken();
    const products = [];
    for (let index = 0; index < 5; index++) products.push(await createProduct(kit.db));
    for (const product of products) await add(shopper, { id: product.productId });
    const page = await list(shopper, "?start=1&count=2");
    expect(page.data).toMatchObject({ total: 5, start: 1, count: 2 });
    expect(page.data.items.map((item) => item.id)).toEqual([products[3]!.productId, products[2]!.productId]);
    const beyond = await list(shopper, "?start=10&count=2");
    expect(beyond.data).toMatchObject({ total: 5, items: [] });
  });

  test("members have their own list, apart from any guest's", async () => {
    const { token } = await kit.member();
    const product = await createProduct(kit.db);
    const added = await add(token, { id: product.productId });
    const guest = await list(kit.guestToken());
    expect(guest.data.favoriteId).toBeNull();
    expect((await list(token)).data.favoriteId).toBe(added.data.favoriteId);
  });

  test("a list holds at most FAVORITES_MAX_ITEMS items: one more is a 409 INV408 (changing a held one is fine)", async () => {
    const { shopper, favoriteId, product } = await shopperWithFavorite();
    await kit.db.insert(favoriteItems).values(
      Array.from({ length: FAVORITES_MAX_ITEMS - 1 }, (_, index) => ({ id: randomUUID(), listId: favoriteId, itemType: "product", ref: `FILL${String(index).padStart(4, "0")}`, productId: product.productId, quantity: 1 })),
    );
    const other = await createProduct(kit.db);
    const full = await kit.call("POST", FAVORITES, { token: shopper, body: { id: other.productId } });
    expect([full.status, full.errorId]).toEqual([409, "INV408"]);
    expect((full.json.errorDetails![0] as { maxAllowedQuantity?: number }).maxAllowedQuantity).toBe(FAVORITES_MAX_ITEMS);
    expect((await add(shopper, { id: product.productId, qty: 2 })).status).toBe(200);
  });

  test("an unknown product is a 404 PLP400", async () => {
    for (const id of ["ZZZZZZZZ", "ZZZZZZZZZZZ"]) {
      const answer = await kit.call("POST", FAVORITES, { token: kit.guestToken(), body: { id } });
      expect([answer.status, answer.errorId]).toEqual([404, "PLP400"]);
    }
  });

  test.each([
    ["no id", { qty: 1 }],
    ["a malformed id", { id: "summit-parka" }],
    ["an id of 9 characters", { id: "ABCDEFGHI" }],
    ["an item type that does not fit the id", { id: "ABCDEFGH", itemType: "variant" }],
    ["an unknown item type", { id: "ABCDEFGH", itemType: "bundle" }],
    ["a quantity of 0", { id: "ABCDEFGH", qty: 0 }],
    ["a fractional quantity", { id: "ABCDEFGH", qty: 1.5 }],
    ["a quantity as text", { id: "ABCDEFGH", qty: "2" }],
    ["an unknown site", { id: "ABCDEFGH", siteId: "RL-XX" }],
  ])("%s is a 400 ATTR300", async (_name, body) => {
    const answer = await kit.call("POST", FAVORITES, { token: kit.guestToken(), body });
    expect([answer.status, answer.errorId]).toEqual([400, "ATTR300"]);
  });

  test.each([["?start=-1"], ["?count=0"], ["?count=101"], ["?start=abc"], ["?siteId=nowhere"]])("the list query %s is a 400 ATTR300", async (query) => {
    const answer = await kit.call("GET", `${FAVORITES}${query}`, { token: kit.guestToken() });
    expect([answer.status, answer.errorId]).toEqual([400, "ATTR300"]);
  });

  test("malformed JSON is a 400; another content type a 415", async () => {
    const malformed = await kit.call("POST", FAVORITES, { token: kit.guestToken(), body: "{" });
    expect([malformed.status, malformed.errorId]).toEqual([400, "ATTR300"]);
    const form = await kit.call("POST", FAVORITES, { token: kit.guestToken(), body: "id=ABCDEFGH", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect([form.status, form.errorId]).toEqual([415, "API415"]);
  });
});

describe("authorisation", () => {
  test("without a token: 401 AUT432 on every call but the shared read", async () => {
    for (const [method, path] of [
      ["GET", FAVORITES],
      ["POST", FAVORITES],
      ["DELETE", `${FAVORITES}/x/items/y`],
      ["POST", `${FAVORITES}/x/share`],
    ] as const) {
      const answer = await kit.call(method, path, { body: method === "POST" ? { id: "ABCDEFGH" } : undefined });
      expect([answer.status, answer.errorId], `${method} ${path}`).toEqual([401, "AUT432"]);
    }
  });

  test("in-store associates have no favourites (403 AUT432)", async () => {
    const agent = kit.agentToken("S1001");
    expect((await kit.call("GET", FAVORITES, { token: agent })).status).toBe(403);
    const added = await kit.call("POST", FAVORITES, { token: agent, body: { id: "ABCDEFGH" } });
    expect([added.status, added.errorId]).toEqual([403, "AUT432"]);
  });

  test("another shopper's favoriteId is refused like an unknown one (404 PLP400), and nothing is added anywhere", async () => {
    const owner = await shopperWithFavorite();
    const stranger = kit.guestToken();
    const product = await createProduct(kit.db);
    const intoTheirs = await kit.call("POST", FAVORITES, { token: stranger, body: { id: product.productId, favoriteId: owner.favoriteId } });
    expect([intoTheirs.status, intoTheirs.errorId]).toEqual([404, "PLP400"]);
    const unknown = await kit.call("POST", FAVORITES, { token: stranger, body: { id: product.productId, favoriteId: "no-such-list" } });
    expect([unknown.status, unknown.errorId]).toEqual([404, "PLP400"]);
    expect((await list(owner.shopper)).data.items.map((item) => item.id)).toEqual([owner.product.productId]);
    expect((await list(stranger)).data.favoriteId).toBeNull();
  });

  test("a shopper's own favoriteId is accepted", async () => {
    const owner = await shopperWithFavorite();
    const product = await createProduct(kit.db);
    const added = await add(owner.shopper, { id: product.productId, favoriteId: owner.favoriteId });
    expect(added.data.total).toBe(2);
  });
});

describe("DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}", () => {
  test("by the item's id, or by the product id it holds", async () => {
    const { shopper, favoriteId, itemId } = await shopperWithFavorite();
    const variant = await createProduct(kit.db);
    await add(shopper, { id: variant.variantId });
    const byItem = await remove(shopper, favoriteId, itemId);
    expect(byItem.status).toBe(200);
    expect(byItem.data.items.map((item) => item.id)).toEqual([variant.variantId]);
    const byProduct = await remove(shopper, favoriteId, variant.variantId);
    expect(byProduct.data).toMatchObject({ favoriteId, total: 0, items: [] });
  });

  test("an item not in the list, or already removed, is a 404 PLP400", async () => {
    const { shopper, favoriteId, itemId } = await shopperWithFavorite();
    await remove(shopper, favoriteId, itemId);
    const again = await kit.call("DELETE", `${FAVORITES}/${favoriteId}/items/${itemId}`, { token: shopper });
    expect([again.status, again.errorId]).toEqual([404, "PLP400"]);
  });

  test("another shopper cannot remove from a list (404 PLP400), which stays as it was", async () => {
    const owner = await shopperWithFavorite();
    for (const stranger of [kit.guestToken(), (await kit.member()).token]) {
      const answer = await kit.call("DELETE", `${FAVORITES}/${owner.favoriteId}/items/${owner.itemId}`, { token: stranger });
      expect([answer.status, answer.errorId]).toEqual([404, "PLP400"]);
    }
    // Not even with a list of their own: the path names the owner's list.
    const stranger = await shopperWithFavorite();
    const crossed = await kit.call("DELETE", `${FAVORITES}/${owner.favoriteId}/items/${owner.itemId}`, { token: stranger.shopper });
    expect([crossed.status, crossed.errorId]).toEqual([404, "PLP400"]);
    const mixed = await kit.call("DELETE", `${FAVORITES}/${stranger.favoriteId}/items/${owner.itemId}`, { token: stranger.shopper });
    expect([mixed.status, mixed.errorId]).toEqual([404, "PLP400"]);
    expect((await list(owner.shopper)).data.total).toBe(1);
  });
});

describe("GET, POST /wishlists/v2/favorites/{favoriteId}/share", () => {
  test("the owner makes a link; anyone holding it reads the list, read-only, without a token", async () => {
    const { shopper, favoriteId, product } = await shopperWithFavorite();
    const shared = await share(shopper, favoriteId);
    expect(shared.status).toBe(200);
    expect(shared.data.favoriteId).toBe(favoriteId);
    expect(shared.data.sharePath).toBe(`/en-us/favorites?favoriteId=${favoriteId}&shareToken=${shared.data.shareToken}`);

    const read = await readShared(favoriteId, shared.data.shareToken);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(read.data).toMatchObject({ favoriteId, readOnly: true, total: 1, items: [expect.objectContaining({ id: product.productId })] });
    // A stranger with a session of their own reads the same.
    expect((await readShared(favoriteId, shared.data.shareToken, "&start=0&count=1&siteId=RL-CA", kit.guestToken())).data.items[0]!.price?.currency).toBe("CAD");
  });

  test("sharing again answers the same link; regenerate replaces it and the old one stops working", async () => {
    const { shopper, favoriteId } = await shopperWithFavorite();
    const first = await share(shopper, favoriteId);
    const again = await share(shopper, favoriteId, {});
    expect(again.data.shareToken).toBe(first.data.shareToken);
    const replaced = await share(shopper, favoriteId, { regenerate: true, siteId: "RL-DE" });
    expect(replaced.data.shareToken).not.toBe(first.data.shareToken);
    expect(replaced.data.sharePath).toMatch(/^\/de-de\/favorites\?/);
    const old = await kit.call("GET", `${FAVORITES}/${favoriteId}/share?shareToken=${first.data.shareToken}`);
    expect([old.status, old.errorId]).toEqual([404, "PLP400"]);
    expect((await readShared(favoriteId, replaced.data.shareToken)).status).toBe(200);
  });

  test("a link holder can change nothing: the list's id and token open no write", async () => {
    const owner = await shopperWithFavorite();
    const { data: link } = await share(owner.shopper, owner.favoriteId);
    const holder = kit.guestToken();
    const product = await createProduct(kit.db);
    const writes = [
      await kit.call("POST", FAVORITES, { token: holder, body: { id: product.productId, favoriteId: owner.favoriteId } }),
      await kit.call("DELETE", `${FAVORITES}/${owner.favoriteId}/items/${owner.itemId}?shareToken=${link.shareToken}`, { token: holder }),
      await kit.call("POST", `${FAVORITES}/${owner.favoriteId}/share`, { token: holder, body: { regenerate: true } }),
    ];
    expect(writes.map((answer) => [answer.status, answer.errorId])).toEqual([
      [404, "PLP400"],
      [404, "PLP400"],
      [404, "PLP400"],
    ]);
    expect((await readShared(owner.favoriteId, link.shareToken)).data.items.map((item) => item.id)).toEqual([owner.product.productId]);
  });

  test("a wrong, missing or malformed token, or another list's id, reads nothing", async () => {
    const first = await shopperWithFavorite();
    const second = await shopperWithFavorite();
    const { data: firstLink } = await share(first.shopper, first.favoriteId);
    const wrongToken = await kit.call("GET", `${FAVORITES}/${first.favoriteId}/share?shareToken=${"A".repeat(32)}`);
    expect([wrongToken.status, wrongToken.errorId]).toEqual([404, "PLP400"]);
    const otherList = await kit.call("GET", `${FAVORITES}/${second.favoriteId}/share?shareToken=${firstLink.shareToken}`);
    expect([otherList.status, otherList.errorId]).toEqual([404, "PLP400"]);
    const notShared = await kit.call("GET", `${FAVORITES}/${second.favoriteId}/share?shareToken=${"B".repeat(32)}`);
    expect([notShared.status, notShared.errorId]).toEqual([404, "PLP400"]);
    for (const query of ["", "?shareToken=short", `?shareToken=${firstLink.shareToken}&count=0`]) {
      const answer = await kit.call("GET", `${FAVORITES}/${first.favoriteId}/share${query}`);
      expect([answer.status, answer.errorId], query).toEqual([400, "ATTR300"]);
    }
  });

  test("only the owner shares; a shopper without a list has nothing to share (404 PLP400)", async () => {
    const owner = await shopperWithFavorite();
    const stranger = await kit.call("POST", `${FAVORITES}/${owner.favoriteId}/share`, { token: kit.guestToken() });
    expect([stranger.status, stranger.errorId]).toEqual([404, "PLP400"]);
    const malformed = await kit.call("POST", `${FAVORITES}/${owner.favoriteId}/share`, { token: owner.shopper, body: { regenerate: "yes" } });
    expect([malformed.status, malformed.errorId]).toEqual([400, "ATTR300"]);
  });
});

describe("priceOf", () => {
  const row = (sale: number | null, list: number | null) => ({ variantId: "V", productId: "P", sale, list, online: 0 });
  test.each([
    ["no price", [row(null, null)], null],
    ["one variant", [row(1999, 2999)], { currency: "USD", current: 19.99, original: 29.99, highCurrent: 19.99, highOriginal: 29.99 }],
    ["a range: the cheapest's original is shown beside it", [row(5000, 5000), row(3000, 6000), row(null, null)], { currency: "USD", current: 30, original: 60, highCurrent: 50, highOriginal: 60 }],
  ])("%s", (_name, rows, price) => {
    expect(priceOf(rows, "USD")).toEqual(price);
  });
});
