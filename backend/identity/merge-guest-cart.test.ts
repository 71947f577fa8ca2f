import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { cartCoupons, cartItems, carts, categories, products, variants } from "../db/schema.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { guestToken, signIn, type Backend } from "./auth-test-kit.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { MAX_LINE_QUANTITY, mergeGuestCart } from "./merge-guest-cart.ts";

let backend: Backend;
const JACKET = "MRG00001BLK";
const BOOTS = "MRG00002BRN";
const CAP = "MRG00003RED";
const GIFT = "MRG00004GFT";

beforeAll(async () => {
  backend = await backendUnderTest({ modules: [registerAuthRoutes] });
  const { db } = backend.database;
  await db.insert(categories).values({ id: "880001", slug: "merge", name: "Merge" });
  let n = 0;
  for (const variantId of [JACKET, BOOTS, CAP, GIFT]) {
    const productId = variantId.slice(0, 8);
    await db.insert(products).values({ id: productId, slug: productId.toLowerCase(), name: productId, categoryId: "880001" });
    await db.insert(variants).values({ id: variantId, productId, upc: `0000000088${n++}`, colorCode: "BLK", colorName: "Black", size: "M" });
  }
});
afterAll(async () => backend?.close());

type Line = { variantId: string; quantity: number; bonus?: boolean };

async function createCart(owner: { guestId?: string; consumerId?: string }, lines: Line[], site = { siteId: "RL-US", currency: "USD" }) {
  const id = randomUUID();
  await backend.database.db.insert(carts).values({ id, ...site, guestId: owner.guestId ?? null, consumerId: owner.consumerId ?? null });
  for (const line of lines) await backend.database.db.insert(cartItems).values({ id: randomUUID(), cartId: id, bonus: false, ...line });
  return id;
}

async function linesOf(cartId: string) {
  const rows = await backend.database.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
  return Object.fromEntries(rows.map((row) => [row.variantId + (row.bonus ? "+bonus" : ""), row.quantity]));
}

const cartExists = async (id: string) => (await backend.database.db.select().from(carts).where(eq(carts.id, id))).length === 1;

describe("guest cart merge at sign-in", () => {
  test("the guest's lines move into the member cart, quantities of the same variant summed", async () => {
    const member = await createConsumer(backend.database.db);
    const memberCart = await createCart({ consumerId: member.id }, [
      { variantId: JACKET, quantity: 1 },
      { variantId: CAP, quantity: 2 },
    ]);
    const guest = await guestToken(backend);
    const guestCart = await createCart({ guestId: guest.guestId }, [
      { variantId: JACKET, quantity: 2 },
      { variantId: BOOTS, quantity: 1 },
      { variantId: GIFT, quantity: 1, bonus: true },
    ]);
    await backend.database.db.insert(cartCoupons).values({ cartId: guestCart, code: "SPRING" });

    const session = await signIn(backend, member, { token: guest.accessToken, basketId: guestCart });

    expect(session.basketId).toBe(memberCart);
    expect(session.mergedCartItemCountIncreased).toBe(true);
    expect(await linesOf(memberCart)).toEqual({ [JACKET]: 3, [CAP]: 2, [BOOTS]: 1 });
    expect(await cartExists(guestCart)).toBe(false);
    expect(await backend.database.db.select().from(cartItems).where(eq(cartItems.cartId, guestCart))).toEqual([]);
  });

  test("a member without a cart gets one, of the guest cart's site and currency", async () => {
    const member = await createConsumer(backend.database.db);
    const otherSite = await createCart({ consumerId: member.id }, [{ variantId: CAP, quantity: 1 }], { siteId: "RL-US", currency: "USD" });
    const guest = await guestToken(backend);
    const guestCart = await createCart({ guestId: guest.guestId }, [{ variantId: BOOTS, quantity: 2 }], { siteId: "RL-CA", currency: "CAD" });

    const session = await signIn(backend, member, { token: guest.accessToken, basketId: guestCart });

    expect(session.basketId).not.toBe(otherSite);
    expect(session.mergedCartItemCountIncreased).toBe(true);
    const [created] = await backend.database.db.select().from(carts).where(eq(carts.id, session.basketId!));
    expect(created).toMatchObject({ consumerId: member.id, guestId: null, siteId: "RL-CA", currency: "CAD", status: "active" });
    expect(await linesOf(session.basketId!)).toEqual({ [BOOTS]: 2 });
    expect(await linesOf(otherSite)).toEqual({ [CAP]: 1 });
  });

  test("quantities are capped at 999999; the count did not grow: false", async () => {
    const member = await createConsumer(backend.database.db);
    const memberCart = await createCart({ consumerId: member.id }, [{ variantId: JACKET, quantity: MAX_LINE_QUANTITY }]);
    const guest = await guestToken(backend);
    const guestCart = await createCart({ guestId: guest.guestId }, [{ variantId: JACKET, quantity: 5 }]);

    const session = await signIn(backend, member, { token: guest.accessToken, basketId: guestCart });

    expect(session.basketId).toBe(memberCart);
    expect(session.mergedCartItemCountIncreased).toBe(false);
    expect(await linesOf(memberCart)).toEqual({ [JACKET]: 999999 });
  });

  test("the cart of ANOTHER guest is not merged and stays untouched", async () => {
    const member = await createConsumer(backend.database.db);
    const memberCart = await createCart({ consumerId: member.id }, [{ variantId: CAP, quantity: 1 }]);
    const victim = await guestToken(backend);
    const victimCart = await createCart({ guestId: victim.guestId }, [{ variantId: BOOTS, quantity: 4 }]);
    const attacker = await guestToken(backend);

    const session = await signIn(backend, member, { token: attacker.accessToken, basketId: victimCart });

    expect(session.basketId).toBe(memberCart);
    expect(session.mergedCartItemCountIncreased).toBe(false);
    expect(await linesOf(memberCart)).toEqual({ [CAP]: 1 });
    expect(await cartExists(victimCart)).toBe(true);
    expect(await linesOf(victimCart)).toEqual({ [BOOTS]: 4 });
  });

  test("without a guest bearer token nothing is merged", async () => {
    const member = await createConsumer(backend.database.db);
    const guest = await guestToken(backend);
    const guestCart = await createCart({ guestId: guest.guestId }, [{ variantId: BOOTS, quantity: 1 }]);

    const session = await signIn(backend, member, { basketId: guestCart });

    expect(session).toMatchObject({ basketId: null, mergedCartItemCountIncreased: false });
    expect(await cartExists(guestCart)).toBe(true);
  });

  test("a member's cart or an ordered cart named as the guest cart is not merged", async () => {
    const member = await createConsumer(backend.database.db);
    const someone = await createConsumer(backend.database.db);
    const guest = await guestToken(backend);
    const claimed = await createCart({ guestId: guest.guestId, consumerId: someone.id }, [{ variantId: BOOTS, quantity: 1 }]);
    const ordered = await createCart({ guestId: guest.guestId }, [{ variantId: BOOTS, quantity: 1 }]);
    await backend.database.db.update(carts).set({ status: "ordered" }).where(eq(carts.id, ordered));

    for (const basketId of [claimed, ordered]) {
      const session = await signIn(backend, member, { token: guest.accessToken, basketId });
      expect(session).toMatchObject({ basketId: null, mergedCartItemCountIncreased: false });
      expect(await cartExists(basketId)).toBe(true);
    }
  });

  test("an unknown basket id is ignored; the member's own cart is answered", async () => {
    const member = await createConsumer(backend.database.db);
    const memberCart = await createCart({ consumerId: member.id }, []);
    const guest = await guestToken(backend);
    const session = await signIn(backend, member, { token: guest.accessToken, basketId: "no-such-cart" });
    expect(session).toMatchObject({ basketId: memberCart, mergedCartItemCountIncreased: false });
  });

  test("the function alone: an empty guest cart is deleted and the count did not grow", async () => {
    const member = await createConsumer(backend.database.db);
    const memberCart = await createCart({ consumerId: member.id }, [{ variantId: CAP, quantity: 1 }]);
    const guestCart = await createCart({ guestId: "guest-empty" }, []);
    const outcome = await mergeGuestCart(backend.database.db, { guestId: "guest-empty", guestCartId: guestCart, consumerId: member.id, now: new Date() });
    expect(outcome).toEqual({ basketId: memberCart, mergedCartItemCountIncreased: false });
    expect(await cartExists(guestCart)).toBe(false);
    const [kept] = await backend.database.db.select().from(carts).where(and(eq(carts.id, memberCart), eq(carts.status, "active")));
    expect(kept).toBeDefined();
  });
});
