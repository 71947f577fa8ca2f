import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { savedForLaterAnswer, savedForLaterWithCartAnswer, deviceFingerprintAnswer } from "../../contracts/api/saved-for-later.ts";
import { cartAnswer } from "../../contracts/api/cart.ts";
import { deviceFingerprints } from "../db/schema.ts";
import { createProduct, createStore, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());

const errorIdOf = (json: unknown) => (json as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;

/** A guest with a cart holding `qty` of a fresh product. */
async function shopperWithLine(qty = 2, stock = 10) {
  const product = await createProduct(kit.db, { stock, price: 3000 });
  const shopper = kit.guestToken();
  const cart = await kit.newCart(shopper);
  const added = await kit.addItem(shopper, cart.id, product.variantId, qty);
  return { shopper, basketId: cart.id, itemId: onlyLine(added.cart).id, product };
}

describe("saved for later", () => {
  test("a cart line moves to the list, and back into the cart with the cart's stock rules", async () => {
    const { shopper, basketId, itemId, product } = await shopperWithLine(2);
    const saved = await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: shopper, body: { basketId, itemId } });
    expect(saved.status).toBe(200);
    const answer = savedForLaterWithCartAnswer.parse(saved.json);
    expect(answer.cart.items).toEqual([]);
    expect(answer.items).toEqual([expect.objectContaining({ productId: product.variantId, qty: 2, available: true, pageUrl: expect.stringMatching(/^\/en-us\/p\//) })]);

    const listed = savedForLaterAnswer.parse((await kit.backend.call("GET", "/wishlists/v2/saveForLater", { token: shopper })).json);
    expect(listed.saveForLaterId).toBe(answer.saveForLaterId);

    await setStock(kit.db, product.variantId, 1);
    const tooMany = await kit.backend.call("POST", `/cart/v2/cart/${basketId}/saveForLater`, { token: shopper, body: { itemId: answer.items[0]!.itemId } });
    expect([tooMany.status, errorIdOf(tooMany.json)]).toEqual([400, "INV408"]);
    const back = await kit.backend.call("POST", `/cart/v2/cart/${basketId}/saveForLater`, { token: shopper, body: { itemId: answer.items[0]!.itemId, qty: 1 } });
    expect(back.status).toBe(200);
    const moved = savedForLaterWithCartAnswer.parse(back.json);
    expect(moved.items).toEqual([]);
    expect(moved.cart.items.map((item) => [item.productId, item.qty])).toEqual([[product.variantId, 1]]);
  });

  test("saving the same product twice adds the quantities", async () => {
    const { shopper, basketId, itemId, product } = await shopperWithLine(1);
    await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: shopper, body: { basketId, itemId } });
    const again = await kit.addItem(shopper, basketId, product.variantId, 3);
    const second = await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: shopper, body: { basketId, itemId: onlyLine(again.cart).id } });
    expect(savedForLaterWithCartAnswer.parse(second.json).items.map((item) => item.qty)).toEqual([4]);
  });

  test("deleting an item; another shopper's list or item answers 404 PLP400 and changes nothing", async () => {
    const { shopper, basketId, itemId } = await shopperWithLine(1);
    const saved = savedForLaterWithCartAnswer.parse((await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: shopper, body: { basketId, itemId } })).json);
    const listId = saved.saveForLaterId!;
    const savedItem = saved.items[0]!.itemId;

    const stranger = kit.guestToken();
    const theirs = await kit.backend.call("DELETE", `/cart/v2/saveForLater/${listId}/items/${savedItem}`, { token: stranger });
    expect([theirs.status, errorIdOf(theirs.json)]).toEqual([404, "PLP400"]);
    const intoTheirCart = await kit.backend.call("POST", `/cart/v2/cart/${(await kit.newCart(stranger)).id}/saveForLater`, { token: stranger, body: { itemId: savedItem } });
    expect([intoTheirCart.status, errorIdOf(intoTheirCart.json)]).toEqual([404, "PLP400"]);

    const mine = await kit.backend.call("DELETE", `/cart/v2/saveForLater/${listId}/items/${savedItem}`, { token: shopper });
    expect(savedForLaterAnswer.parse(mine.json).items).toEqual([]);
    const gone = await kit.backend.call("DELETE", `/cart/v2/saveForLater/${listId}/items/${savedItem}`, { token: shopper });
    expect([gone.status, errorIdOf(gone.json)]).toEqual([404, "PLP400"]);
  });

  test("another shopper's cart line cannot be saved (BSK404); associates cannot use the list (403)", async () => {
    const { basketId, itemId } = await shopperWithLine(1);
    const stranger = await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: kit.guestToken(), body: { basketId, itemId } });
    expect([stranger.status, errorIdOf(stranger.json)]).toEqual([404, "BSK404"]);
    const agent = kit.token({ kind: "agent", employeeId: "E1", storeId: "S1" });
    expect((await kit.backend.call("GET", "/wishlists/v2/saveForLater", { token: agent })).status).toBe(403);
  });

  test.each([
    ["malformed JSON", "{basketId:", "application/json"],
    ["missing itemId", JSON.stringify({ basketId: "b" }), "application/json"],
    ["not JSON", "basketId=b", "text/plain"],
  ])("bad input (%s) is a 4xx with a catalogue id", async (_name, body, contentType) => {
    const response = await kit.backend.call("PUT", "/cart/v2/saveForLater", { token: kit.guestToken(), body, headers: { "content-type": contentType } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(errorIdOf(response.json)).toMatch(/^(ATTR300|API415)$/);
  });
});

describe("device fingerprint", () => {
  test("is stored for the caller's cart (and replaced); another shopper's cart is 404 BSK404", async () => {
    const { shopper, basketId } = await shopperWithLine(1);
    const first = await kit.backend.call("POST", "/cart/v1/deviceFingerPrint", { token: shopper, body: { basketId, fingerprint: "fp-0123456789" } });
    expect(deviceFingerprintAnswer.parse(first.json)).toEqual({ basketId, accepted: true });
    await kit.backend.call("POST", "/cart/v1/deviceFingerPrint", { token: shopper, body: { basketId, fingerprint: "fp-abcdefghij" } });
    const [row] = await kit.db.select().from(deviceFingerprints).where(eq(deviceFingerprints.cartId, basketId));
    expect(row?.fingerprint).toBe("fp-abcdefghij");
    const stranger = await kit.backend.call("POST", "/cart/v1/deviceFingerPrint", { token: kit.guestToken(), body: { basketId, fingerprint: "fp-evil-evil" } });
    expect([stranger.status, errorIdOf(stranger.json)]).toEqual([404, "BSK404"]);
  });
});

describe("reserve with item", () => {
  test("makes a new cart holding the item for pickup at the store, by the store's stock", async () => {
    const { storeId } = await createStore(kit.db, { siteId: "RL-US" });
    const product = await createProduct(kit.db, { stock: 0, storeStock: { [storeId]: 3 }, price: 12000 });
    const shopper = kit.guestToken();
    const reserved = await kit.backend.call("POST", "/cart/v1/reserveWithItem", { token: shopper, body: { productId: product.variantId, qty: 2, storeId, siteId: "RL-US" } });
    expect(reserved.status).toBe(201);
    const cart = cartAnswer.parse(reserved.json);
    expect(cart.items.map((item) => [item.productId, item.qty])).toEqual([[product.variantId, 2]]);
    expect(JSON.stringify(cart.items[0])).toContain(storeId);

    const tooMany = await kit.backend.call("POST", "/cart/v1/reserveWithItem", { token: shopper, body: { productId: product.variantId, qty: 4, storeId } });
    expect(tooMany.status).toBe(400);
    const unknown = await kit.backend.call("POST", "/cart/v1/reserveWithItem", { token: shopper, body: { productId: "ZZZZZZZZZZZ", storeId } });
    expect([unknown.status, errorIdOf(unknown.json)]).toEqual([404, "ORD404"]);
  });
});
