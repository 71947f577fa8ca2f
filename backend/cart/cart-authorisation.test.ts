import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProduct } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

/**
 * A cart belongs to the guest or member whose token made it. Anyone else gets 404 BSK404 — the
 * same answer as for a cart that does not exist — and the cart is left as it was.
 */
let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());

async function ownedCart(owner: string) {
  const product = await createProduct(kit.db, { stock: 10 });
  const { id } = await kit.newCart(owner);
  const line = onlyLine((await kit.addItem(owner, id, product.variantId, 2)).cart);
  return { basketId: id, itemId: line.id, variantId: product.variantId, snapshot: (await kit.getCart(owner, id)).cart };
}

describe.each([
  ["another guest", async () => kit.guestToken()],
  ["a member", async () => (await kit.memberToken()).token],
])("%s, with a valid token, cannot touch a guest's cart", (_who, intruderToken) => {
  test("read, add, update and delete are all 404 BSK404; the cart is unchanged", async () => {
    const owner = kit.guestToken();
    const intruder = await intruderToken();
    const { basketId, itemId, variantId, snapshot } = await ownedCart(owner);

    const attempts = [
      await kit.getCart(intruder, basketId),
      await kit.addItem(intruder, basketId, variantId, 1),
      await kit.updateItem(intruder, basketId, itemId, 5),
      await kit.updateItem(intruder, basketId, itemId, 0),
      await kit.deleteItem(intruder, basketId, itemId),
    ];
    const unknown = await kit.getCart(intruder, randomUUID());
    for (const attempt of attempts) {
      expect([attempt.status, attempt.error?.errorId]).toEqual([404, "BSK404"]);
      // Indistinguishable from a cart that does not exist.
      expect(attempt.error.message).toBe(unknown.error.message);
    }
    expect((await kit.getCart(owner, basketId)).cart).toEqual(snapshot);
  });
});

test("a guest cannot reach a member's cart, nor one member another's", async () => {
  const member = await kit.memberToken();
  const { basketId, snapshot } = await ownedCart(member.token);
  for (const intruder of [kit.guestToken(), (await kit.memberToken()).token]) {
    expect((await kit.getCart(intruder, basketId)).error.errorId).toBe("BSK404");
  }
  expect((await kit.getCart(member.token, basketId)).cart).toEqual(snapshot);
});

test("a guest whose id equals a member's consumer id still cannot reach the member's cart", async () => {
  const member = await kit.memberToken();
  const { basketId } = await ownedCart(member.token);
  expect((await kit.getCart(kit.guestToken(member.consumerId), basketId)).error.errorId).toBe("BSK404");
});

test("the same guest with a fresh token keeps the cart", async () => {
  const guestId = randomUUID();
  const { basketId, snapshot } = await ownedCart(kit.guestToken(guestId));
  expect((await kit.getCart(kit.guestToken(guestId), basketId)).cart).toEqual(snapshot);
});

test("no token or a forged one: 401 AUT432 on every cart call", async () => {
  const owner = kit.guestToken();
  const { basketId, itemId, variantId } = await ownedCart(owner);
  const forged = owner.slice(0, -3) + (owner.endsWith("AAA") ? "BBB" : "AAA");
  for (const token of [undefined, forged]) {
    const calls = [
      kit.call("POST", "/cart/v1/cart", { token, body: {} }),
      kit.call("POST", "/cart/v1/cartWithItem", { token, body: { productId: variantId } }),
      kit.call("GET", `/cart/v1/cart/${basketId}`, { token }),
      kit.call("POST", "/cart/v1/item", { token, body: { basketId, productId: variantId } }),
      kit.call("PUT", `/cart/v1/cart/${basketId}/item`, { token, body: { itemId, qty: 1 } }),
      kit.call("DELETE", "/cart/v1/item", { token, body: { basketId, itemId } }),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.error.errorId]).toEqual([401, "AUT432"]);
  }
});
