import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { CartAnswer } from "../../contracts/api/cart.ts";
import { cartItems, carts, categories, promotions } from "../db/schema.ts";
import { createCategory, createGiftPromotion, createProduct, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

/**
 * Automatic promotions through the cart calls: every answer (create, add, change, remove, GET)
 * carries the discounts, the promotion summary and the gift line of an earned gift. Each test's
 * promotions are removed after it, so none reaches another test's cart.
 */

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());
afterEach(async () => {
  await kit.db.delete(promotions);
});

const randomId = (prefix: string) => `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;
const CALLOUT = "Spend {distance} more|{distance} to go|Earned";

async function createPromotion(fields: Partial<typeof promotions.$inferInsert> = {}): Promise<string> {
  const id = fields.id ?? randomId("ORDER-");
  await kit.db.insert(promotions).values({ name: `Promotion ${id}`, level: "ORDER", kind: "percent", value: 10, calloutMessage: CALLOUT, ...fields, id });
  return id;
}

const summaryOf = (cart: CartAnswer, promotionId: string) => cart.promoSummary.find((entry) => entry.promotionId === promotionId);
const bonusLines = (cart: CartAnswer) => cart.items.filter((item) => item.bonus);

describe("gift with purchase", () => {
  async function giftSetup(giftStock: number) {
    const { categoryId } = await createCategory(kit.db);
    const product = await createProduct(kit.db, { price: 5000, stock: 50, categoryId });
    const gift = await createProduct(kit.db, { price: 1500, stock: giftStock });
    const { promotionId } = await createGiftPromotion(kit.db, gift.variantId, { threshold: 10000, categoryId });
    const shopper = kit.guestToken();
    const { id: basketId } = await kit.newCart(shopper);
    return { product, gift, promotionId, shopper, basketId };
  }

  test("the gift line appears when the threshold is met and goes when it no longer is; the shopper cannot change it", async () => {
    const { product, gift, promotionId, shopper, basketId } = await giftSetup(5);

    const below = (await kit.addItem(shopper, basketId, product.variantId, 1)).cart;
    expect(bonusLines(below)).toEqual([]);
    expect(summaryOf(below, promotionId)).toMatchObject({ state: "inProgress", distanceFromConditionThreshold: 50, approachingDisplayLevel: 50, messageKind: "gift", errorId: null });

    const lineId = onlyLine(below).id;
    const met = (await kit.updateItem(shopper, basketId, lineId, 2)).cart;
    const [giftLine] = bonusLines(met);
    expect(bonusLines(met)).toHaveLength(1);
    expect(giftLine).toMatchObject({
      productId: gift.variantId,
      qty: 1,
      bonus: true,
      price: { current: 15, rowTotal: 15, priceAfterItemDiscount: 0, priceAfterOrderDiscount: 0 },
      productPromotions: [{ promotionId, couponCode: null, campaignId: null, price: -15 }],
    });
    expect(summaryOf(met, promotionId)).toMatchObject({ state: "earned", distanceFromConditionThreshold: 0, approachingDisplayLevel: 100 });
    // The gift is free: the shopper pays for the 100.00 of merchandise only.
    expect(met.totals).toMatchObject({ itemSubTotal: 115, itemTotal: 100, totalDiscount: 15, totalUnits: 3 });
    expect((await kit.getCart(shopper, basketId)).cart.items.map((item) => item.id)).toEqual(met.items.map((item) => item.id));

    const changed = await kit.updateItem(shopper, basketId, giftLine!.id, 3);
    expect([changed.status, changed.error.errorId]).toEqual([403, "GWP403"]);
    const removed = await kit.deleteItem(shopper, basketId, giftLine!.id);
    expect([removed.status, removed.error.errorId]).toEqual([403, "GWP403"]);
    const asked = await kit.call("POST", "/cart/v1/item", { token: shopper, body: { basketId, productId: gift.variantId, bonus: true } });
    expect([asked.status, asked.error.errorId]).toEqual([403, "GWP403"]);

    const dropped = (await kit.updateItem(shopper, basketId, lineId, 1)).cart;
    expect(bonusLines(dropped)).toEqual([]);
    expect(dropped.items).toHaveLength(1);
    expect(await kit.db.select().from(cartItems).where(eq(cartItems.cartId, basketId))).toHaveLength(1);

    const back = (await kit.addItem(shopper, basketId, product.variantId, 1)).cart;
    expect(bonusLines(back)).toHaveLength(1);
  });

  test("an earned gift out of stock: no gift line, the summary says GFO404; once restocked the line appears", async () => {
    const { product, gift, promotionId, shopper, basketId } = await giftSetup(0);
    const { cart } = await kit.addItem(shopper, basketId, product.variantId, 2);
    expect(bonusLines(cart)).toEqual([]);
    expect(summaryOf(cart, promotionId)).toMatchObject({ state: "earned", errorId: "GFO404" });
    expect(cart.flash).toEqual([]);

    await setStock(kit.db, gift.variantId, 3);
    const restocked = (await kit.getCart(shopper, basketId)).cart;
    expect(bonusLines(restocked).map((line) => line.productId)).toEqual([gift.variantId]);
    expect(summaryOf(restocked, promotionId)?.errorId).toBeNull();
  });

  test("when the promotion ends, the next answer drops the gift line", async () => {
    const { product, promotionId, shopper, basketId } = await giftSetup(5);
    expect(bonusLines((await kit.addItem(shopper, basketId, product.variantId, 2)).cart)).toHaveLength(1);
    await kit.db.update(promotions).set({ endsAt: new Date(Date.now() - 60_000) }).where(eq(promotions.id, promotionId));
    const { cart } = await kit.getCart(shopper, basketId);
    expect(bonusLines(cart)).toEqual([]);
    expect(summaryOf(cart, promotionId)).toBeUndefined();
  });
});

describe("ORDER promotions in the answer", () => {
  test("just below the threshold nothing applies and the distance is 0.01; at it the discount lands in the totals", async () => {
    const promotionId = await createPromotion({ threshold: 10000, value: 10 });
    const shopper = kit.guestToken();
    const { id: basketId } = await kit.newCart(shopper);
    const almost = await createProduct(kit.db, { price: 9999 });
    const below = (await kit.addItem(shopper, basketId, almost.variantId)).cart;
    expect(below.totals.totalDiscount).toBe(0);
    expect(below.orderPromotions).toEqual([]);
    expect(summaryOf(below, promotionId)).toMatchObject({ state: "inProgress", distanceFromConditionThreshold: 0.01, approachingDisplayLevel: 99, calloutMessage: CALLOUT });

    const cent = await createProduct(kit.db, { price: 1 });
    const met = (await kit.addItem(shopper, basketId, cent.variantId)).cart;
    expect(met.orderPromotions).toEqual([{ promotionId, promotionName: `Promotion ${promotionId}`, level: "ORDER", couponCode: null, price: -10 }]);
    expect(met.totals).toMatchObject({ itemTotal: 100, totalDiscount: 10, totalDiscountPercentage: 10, netAmount: 90 });
    expect(met.items.map((item) => item.price.priceAfterOrderDiscount)).toEqual([89.99, 0.01]);
  });

  test("markdowns and promotions together: the discount percentage has one decimal", async () => {
    await createPromotion({ threshold: 10000, value: 10 });
    const shopper = kit.guestToken();
    const product = await createProduct(kit.db, { price: 11000, listPrice: 12000 });
    const { cart } = await kit.call("POST", "/cart/v1/cartWithItem", { token: shopper, body: { productId: product.variantId } });
    // Saved 10.00 markdown + 11.00 promotion = 21.00 of 120.00 = 17.5 %.
    expect(cart.totals).toMatchObject({ itemSubTotal: 120, itemTotal: 110, totalDiscount: 21, totalDiscountPercentage: 17.5 });
  });

  test("an empty cart lists the promotions it could earn, approaching, with the full distance", async () => {
    const promotionId = await createPromotion({ threshold: 7500 });
    const cart = await kit.newCart(kit.guestToken());
    expect(cart.promoSummary).toEqual([
      {
        promotionId,
        promotionName: `Promotion ${promotionId}`,
        level: "ORDER",
        calloutMessage: CALLOUT,
        approachingDisplayLevel: 0,
        distanceFromConditionThreshold: 75,
        state: "approaching",
        messageKind: "standard",
        couponCode: null,
        errorId: null,
      },
    ]);
  });

  test("GUEST promotions for guests' carts, REGISTERED ones for members'", async () => {
    const guestPromotion = await createPromotion({ id: randomId("GUEST-"), value: 5, threshold: 5000, customerGroup: "GUEST" });
    const memberPromotion = await createPromotion({ id: randomId("REGISTERED-"), value: 15, threshold: 20000, customerGroup: "REGISTERED" });
    const product = await createProduct(kit.db, { price: 25000 });

    const guest = kit.guestToken();
    const guestCart = (await kit.call("POST", "/cart/v1/cartWithItem", { token: guest, body: { productId: product.variantId } })).cart;
    expect(guestCart.promoSummary.map((entry) => [entry.promotionId, entry.messageKind, entry.state])).toEqual([[guestPromotion, "guest", "earned"]]);
    expect(guestCart.totals.totalDiscount).toBe(12.5);

    const member = await kit.memberToken();
    const memberCart = (await kit.call("POST", "/cart/v1/cartWithItem", { token: member.token, body: { productId: product.variantId } })).cart;
    expect(memberCart.promoSummary.map((entry) => [entry.promotionId, entry.messageKind, entry.state])).toEqual([[memberPromotion, "registered", "earned"]]);
    expect(memberCart.totals.totalDiscount).toBe(37.5);
  });

  test("a callout without exactly three parts is answered as null", async () => {
    const promotionId = await createPromotion({ calloutMessage: "Add socks for 5% off|You've earned 5% off socks" });
    const cart = await kit.newCart(kit.guestToken());
    expect(summaryOf(cart, promotionId)?.calloutMessage).toBeNull();
  });

  test("a promotion outside its dates is not applied nor listed", async () => {
    await createPromotion({ endsAt: new Date(Date.now() - 60_000) });
    await createPromotion({ startsAt: new Date(Date.now() + 60_000) });
    const product = await createProduct(kit.db, { price: 5000 });
    const { cart } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(), body: { productId: product.variantId } });
    expect(cart.promoSummary).toEqual([]);
    expect(cart.totals.totalDiscount).toBe(0);
  });
});

describe("PRODUCT and SHIPPING promotions in the answer", () => {
  test("a PRODUCT promotion on a parent category applies to products of its subcategories", async () => {
    const { categoryId: parent } = await createCategory(kit.db);
    const child = `${parent}9`;
    await kit.db.insert(categories).values({ id: child, slug: `child-${child}`, name: "Child", parentId: parent });
    const promotionId = await createPromotion({ level: "PRODUCT", value: 20, categoryId: parent });
    const product = await createProduct(kit.db, { price: 4000, categoryId: child });
    const { cart } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(), body: { productId: product.variantId } });
    expect(onlyLine(cart)).toMatchObject({ price: { priceAfterItemDiscount: 32 }, productPromotions: [{ promotionId, price: -8 }] });
    expect(summaryOf(cart, promotionId)).toMatchObject({ level: "PRODUCT", state: "earned" });
  });

  test("free shipping is earned and listed; it takes nothing while shipping is not charged", async () => {
    const promotionId = await createPromotion({ level: "SHIPPING", kind: "free-shipping", value: 0, threshold: 7500 });
    const product = await createProduct(kit.db, { price: 8000 });
    const { cart } = await kit.call("POST", "/cart/v1/cartWithItem", { token: kit.guestToken(), body: { productId: product.variantId } });
    expect(cart.orderPromotions).toEqual([{ promotionId, promotionName: `Promotion ${promotionId}`, level: "SHIPPING", couponCode: null, price: 0 }]);
    expect(summaryOf(cart, promotionId)).toMatchObject({ level: "SHIPPING", state: "earned" });
    expect(cart.totals).toMatchObject({ shipping: 0, totalDiscount: 0 });
  });

  test("once shipping is charged (checkout's charge, here: standard delivery to an address), free shipping takes all of it", async () => {
    const promotionId = await createPromotion({ level: "SHIPPING", kind: "free-shipping", value: 0, threshold: 7500 });
    const shopper = kit.guestToken();
    const { id: basketId } = await kit.newCart(shopper);
    const address = { recipientFirstName: "Ada", recipientLastName: "Shopper", addressLine1: "1 Main St", addressLine2: null, city: "Denver", stateCityProvDept: "CO", postalCode: "80202", country: "US", recipientContactEmail: null, recipientContactPhone: "+13035550100" };
    await kit.db.update(carts).set({ shippingAddress: address }).where(eq(carts.id, basketId));

    const cheap = await createProduct(kit.db, { price: 5000 });
    const charged = (await kit.addItem(shopper, basketId, cheap.variantId)).cart;
    const charge = charged.totals.shipping;
    expect(charge).toBeGreaterThan(0);
    expect(charged.orderPromotions).toEqual([]);

    const free = (await kit.addItem(shopper, basketId, cheap.variantId)).cart;
    expect(free.totals.shipping).toBe(0);
    expect(free.orderPromotions).toEqual([{ promotionId, promotionName: `Promotion ${promotionId}`, level: "SHIPPING", couponCode: null, price: -charge }]);
    expect((await kit.getCart(shopper, basketId)).cart.totals.shipping).toBe(0);
  });
});
