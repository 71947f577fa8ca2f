import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { couponRedemptions, coupons, consumers, priceAdjustments, promotions } from "../db/schema.ts";
import { createCategory, createGiftPromotion, createMemberPrices, createProduct, setStock } from "../testing/catalogue-factory.ts";
import { cartBackend, type CartKit } from "./cart-test-kit.ts";

/**
 * update quantity, remove line, apply coupon, remove coupon and an associate's price adjustments
 * answer what the cart holds without reading it again (decision 0037: the locked read, with what
 * the write answered). So each answer must be, byte for byte, the answer of a get-cart right
 * after it (which reads everything again, and writes nothing when there is nothing to
 * reconcile); and a refused change must leave the cart as it was. add-item's own:
 * add-item-answer.test.ts.
 */

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
  await createMemberPrices(kit.db);
});
afterAll(async () => kit?.close());

interface Answer {
  items: { id: string; productId: string; qty: number; bonus: boolean }[];
  couponItems: { code: string; applied: boolean }[];
  flash: { type: string }[];
}

/** The raw text of a call's answer, and its status. */
async function raw(method: string, path: string, token: string, body?: unknown) {
  const response = await kit.backend.call(method, path, { token, body });
  return { status: response.status, text: response.text };
}

const read = (shopper: string, basketId: string) => raw("GET", `/cart/v1/cart/${basketId}`, shopper);

/** The four writes, as raw calls. */
const writes = {
  update: (shopper: string, basketId: string, itemId: string, qty: number) => raw("PUT", `/cart/v1/cart/${basketId}/item`, shopper, { itemId, qty }),
  remove: (shopper: string, basketId: string, itemId: string) => raw("DELETE", "/cart/v1/item", shopper, { basketId, itemId }),
  applyCoupon: (shopper: string, basketId: string, couponCode: string) => raw("PUT", "/cart/v1/coupon", shopper, { basketId, couponCode }),
  removeCoupon: (shopper: string, basketId: string, couponCode: string) => raw("DELETE", "/cart/v1/coupon", shopper, { basketId, couponCode }),
};

/** A write, then a get-cart: both answers, which must be the same text. */
async function thenRead(shopper: string, basketId: string, write: Promise<{ status: number; text: string }>): Promise<Answer> {
  const written = await write;
  expect(written.status, written.text).toBe(200);
  const after = await read(shopper, basketId);
  expect(after.status).toBe(200);
  expect(written.text).toBe(after.text);
  return JSON.parse(written.text) as Answer;
}

/** A write refused with `errorId`, which leaves the cart's answer as it was. */
async function refused(shopper: string, basketId: string, write: () => Promise<{ status: number; text: string }>, errorId: string) {
  const before = await read(shopper, basketId);
  const answer = await write();
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect((JSON.parse(answer.text) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(errorId);
  expect((await read(shopper, basketId)).text).toBe(before.text);
}

const code = (prefix: string) => `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;

/** A coupon of a new promotion (an order percentage unless `fields` say otherwise). */
async function createCoupon(fields: Partial<typeof promotions.$inferInsert> = {}, coupon: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  const promotionId = code("ANSWER-");
  await kit.db.insert(promotions).values({ name: `Promotion ${promotionId}`, level: "ORDER", kind: "percent", value: 10, couponRequired: true, ...fields, id: promotionId });
  const couponCode = coupon.code ?? code("SAVE-");
  await kit.db.insert(coupons).values({ ...coupon, code: couponCode, promotionId });
  return couponCode;
}

/** A cart of `shopper` holding one line of each product, in that order. */
async function cartOf(shopper: string, lines: { variantId: string; qty?: number }[]) {
  const { id } = await kit.newCart(shopper);
  for (const line of lines) expect((await kit.addItem(shopper, id, line.variantId, line.qty ?? 1)).status).toBe(200);
  const { cart } = await kit.getCart(shopper, id);
  const lineOf = (variantId: string) => cart.items.find((item) => item.productId === variantId && !item.bonus)!.id;
  return { basketId: id, cart, lineOf };
}

async function loyaltyMember(): Promise<{ token: string; consumerId: string }> {
  const member = await kit.memberToken();
  await kit.db.update(consumers).set({ loyaltyMember: true }).where(eq(consumers.id, member.consumerId));
  return member;
}

describe.each([
  ["a guest", "REGISTERED", () => Promise.resolve(kit.guestToken())],
  ["a loyalty member (member prices)", "GUEST", async () => (await loyaltyMember()).token],
])("the cart's writes answer what a get-cart right after them answers, %s", (_who, otherGroup, shopperOf) => {
  let shopper: string;
  beforeAll(async () => {
    shopper = await shopperOf();
  });

  test("update quantity: up, down, then 0 (the line removed), among other lines", async () => {
    const [first, second, third] = await Promise.all([createProduct(kit.db, { price: 2500, stock: 20 }), createProduct(kit.db, { price: 1999, listPrice: 2999 }), createProduct(kit.db, { variants: 2 })]);
    const { basketId, lineOf } = await cartOf(shopper, [{ variantId: first.variantId }, { variantId: second.variantId, qty: 2 }, { variantId: third.variantIds[1]! }]);
    expect((await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(first.variantId), 7))).items.map((item) => item.qty)).toEqual([7, 2, 1]);
    expect((await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(second.variantId), 1))).items.map((item) => item.qty)).toEqual([7, 1, 1]);
    const cart = await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(second.variantId), 0));
    expect(cart.items.map((item) => item.productId)).toEqual([first.variantId, third.variantIds[1]]);
  });

  test("update quantity: the line's whole stock, and the refusals (beyond stock, a gift line, a line not in the cart)", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [few, gift] = await Promise.all([createProduct(kit.db, { stock: 4, categoryId }), createProduct(kit.db)]);
    await createGiftPromotion(kit.db, gift.variantId, { categoryId });
    const { basketId, cart, lineOf } = await cartOf(shopper, [{ variantId: few.variantId }]);
    const giftLine = cart.items.find((item) => item.bonus)!;
    await refused(shopper, basketId, () => writes.update(shopper, basketId, lineOf(few.variantId), 5), "INV408");
    await refused(shopper, basketId, () => writes.update(shopper, basketId, giftLine.id, 2), "GWP403");
    await refused(shopper, basketId, () => writes.update(shopper, basketId, randomUUID(), 1), "ORD430");
    // (The gift line is made in the add's transaction: the two lines' order is their ids'.)
    const items = (await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(few.variantId), 4))).items;
    expect(items.map((item) => [item.qty, item.bonus]).sort()).toEqual([
      [1, true],
      [4, false],
    ]);
  });

  test("update quantity: a gift line earned, then lost", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [bought, gift] = await Promise.all([createProduct(kit.db, { price: 2500, categoryId }), createProduct(kit.db)]);
    await createGiftPromotion(kit.db, gift.variantId, { categoryId, threshold: 4000 });
    const { basketId, cart, lineOf } = await cartOf(shopper, [{ variantId: bought.variantId }]);
    expect(cart.items.some((item) => item.bonus)).toBe(false);
    const earned = await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(bought.variantId), 2));
    expect(earned.items.map((item) => [item.productId, item.bonus])).toEqual(
      expect.arrayContaining([
        [bought.variantId, false],
        [gift.variantId, true],
      ]),
    );
    const lost = await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(bought.variantId), 1));
    expect(lost.items.map((item) => item.bonus)).toEqual([false]);
  });

  test("update quantity after stock reconciliation: the flash of the cut and the removed lines, as stored", async () => {
    const [cut, gone, changed] = await Promise.all([createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 })]);
    const { basketId, lineOf } = await cartOf(shopper, [{ variantId: cut.variantId, qty: 4 }, { variantId: gone.variantId }, { variantId: changed.variantId }]);
    await setStock(kit.db, cut.variantId, 2);
    await setStock(kit.db, gone.variantId, 0);
    const cart = await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(changed.variantId), 3));
    expect(cart.flash.map((flash) => flash.type)).toEqual(["ProductLineItemInventoryMissing", "ProductLineItemFullInventoryMissing"]);
    expect(cart.items.map((item) => [item.productId, item.qty])).toEqual([
      [cut.variantId, 2],
      [changed.variantId, 3],
    ]);
    // The next change's flash replaces it (none).
    expect((await thenRead(shopper, basketId, writes.update(shopper, basketId, lineOf(changed.variantId), 1))).flash).toEqual([]);
  });

  test("update quantity: a line removed by reconciliation is no longer in the cart (404 ORD430), and stays so", async () => {
    const [gone, kept] = await Promise.all([createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 })]);
    const { basketId, lineOf } = await cartOf(shopper, [{ variantId: gone.variantId }, { variantId: kept.variantId }]);
    const goneLine = lineOf(gone.variantId);
    await setStock(kit.db, gone.variantId, 0);
    expect((await writes.update(shopper, basketId, goneLine, 1)).text).toContain("ORD430");
    const cart = await thenRead(shopper, basketId, writes.remove(shopper, basketId, lineOf(kept.variantId)));
    expect(cart.items).toEqual([]);
  });

  test("remove line: a middle line, then the line that earned a gift (the gift goes too), then the last line", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [first, earning, last, gift] = await Promise.all([createProduct(kit.db), createProduct(kit.db, { categoryId }), createProduct(kit.db), createProduct(kit.db)]);
    await createGiftPromotion(kit.db, gift.variantId, { categoryId });
    const { basketId, cart, lineOf } = await cartOf(shopper, [{ variantId: first.variantId }, { variantId: earning.variantId }, { variantId: last.variantId }]);
    expect(cart.items.filter((item) => item.bonus)).toHaveLength(1);
    await refused(shopper, basketId, () => writes.remove(shopper, basketId, cart.items.find((item) => item.bonus)!.id), "GWP403");
    await refused(shopper, basketId, () => writes.remove(shopper, basketId, randomUUID()), "ORD430");
    expect((await thenRead(shopper, basketId, writes.remove(shopper, basketId, lineOf(earning.variantId)))).items.map((item) => item.productId)).toEqual([first.variantId, last.variantId]);
    expect((await thenRead(shopper, basketId, writes.remove(shopper, basketId, lineOf(first.variantId)))).items.map((item) => item.productId)).toEqual([last.variantId]);
    expect((await thenRead(shopper, basketId, writes.remove(shopper, basketId, lineOf(last.variantId)))).items).toEqual([]);
  });

  test("remove line after stock reconciliation: the flash as stored", async () => {
    const [cut, removed] = await Promise.all([createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 })]);
    const { basketId, lineOf } = await cartOf(shopper, [{ variantId: cut.variantId, qty: 3 }, { variantId: removed.variantId }]);
    await setStock(kit.db, cut.variantId, 1);
    const cart = await thenRead(shopper, basketId, writes.remove(shopper, basketId, lineOf(removed.variantId)));
    expect(cart.flash.map((flash) => flash.type)).toEqual(["ProductLineItemInventoryMissing"]);
    expect(cart.items.map((item) => item.qty)).toEqual([1]);
  });

  test("apply and remove coupons: sorted by code among the cart's, a threshold not met, case-insensitive removal", async () => {
    const product = await createProduct(kit.db, { price: 5000, stock: 50 });
    const { basketId } = await cartOf(shopper, [{ variantId: product.variantId, qty: 2 }]);
    const [middle, first, last] = await Promise.all([
      createCoupon({}, { code: code("M-") }),
      createCoupon({ kind: "amount", value: 500 }, { code: code("A-"), maxRedemptions: 10, redemptions: 3 }),
      createCoupon({ threshold: 1_000_000 }, { code: code("Z-") }),
    ]);
    const codes = async (write: Promise<{ status: number; text: string }>) => (await thenRead(shopper, basketId, write)).couponItems.map((coupon) => [coupon.code, coupon.applied]);
    expect(await codes(writes.applyCoupon(shopper, basketId, middle))).toEqual([[middle, true]]);
    expect(await codes(writes.applyCoupon(shopper, basketId, last.toLowerCase()))).toEqual([
      [middle, true],
      [last, false],
    ]);
    expect(await codes(writes.applyCoupon(shopper, basketId, first))).toEqual([
      [first, true],
      [middle, true],
      [last, false],
    ]);
    expect(await codes(writes.removeCoupon(shopper, basketId, middle.toLowerCase()))).toEqual([
      [first, true],
      [last, false],
    ]);
    expect(await codes(writes.removeCoupon(shopper, basketId, first))).toEqual([[last, false]]);
    expect(await codes(writes.removeCoupon(shopper, basketId, last))).toEqual([]);
  });

  test("apply coupon: the refusals leave the cart as it was", async () => {
    const product = await createProduct(kit.db, { price: 5000, stock: 50 });
    const { basketId } = await cartOf(shopper, [{ variantId: product.variantId }]);
    const DAY = 24 * 60 * 60 * 1000;
    const [applied, samePromotion, exhausted, expired, future, notForThem, otherCurrency] = await Promise.all([
      createCoupon(),
      createCoupon(),
      createCoupon({}, { maxRedemptions: 5, redemptions: 5 }),
      createCoupon({}, { endsAt: new Date(Date.now() - DAY) }),
      createCoupon({}, { startsAt: new Date(Date.now() + DAY) }),
      createCoupon({ customerGroup: otherGroup }),
      createCoupon({ currency: "EUR" }),
    ]);
    const [promotionOfApplied] = await kit.db.select({ promotionId: coupons.promotionId }).from(coupons).where(eq(coupons.code, applied));
    const twin = code("TWIN-");
    await kit.db.insert(coupons).values({ code: twin, promotionId: promotionOfApplied!.promotionId });
    await thenRead(shopper, basketId, writes.applyCoupon(shopper, basketId, applied));
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, "NO-SUCH-CODE"), "PRM130");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, applied.toLowerCase()), "PRM416");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, twin), "PRM416");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, exhausted), "PRM140");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, expired), "PRM155");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, future), "PRM135");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, notForThem), "PRM160");
    await refused(shopper, basketId, () => writes.applyCoupon(shopper, basketId, otherCurrency), "PRM160");
    await refused(shopper, basketId, () => writes.removeCoupon(shopper, basketId, samePromotion), "PRM130");
    expect((await thenRead(shopper, basketId, writes.removeCoupon(shopper, basketId, applied))).couponItems).toEqual([]);
  });

  test("a coupon that unlocks a gift: the gift line comes with it and goes with it", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [bought, gift] = await Promise.all([createProduct(kit.db, { categoryId }), createProduct(kit.db)]);
    const couponCode = await createCoupon({ level: "PRODUCT", kind: "gift", value: 0, giftVariantId: gift.variantId, categoryId });
    const { basketId } = await cartOf(shopper, [{ variantId: bought.variantId }]);
    const applied = await thenRead(shopper, basketId, writes.applyCoupon(shopper, basketId, couponCode));
    expect(applied.items.map((item) => [item.productId, item.bonus])).toEqual(
      expect.arrayContaining([
        [bought.variantId, false],
        [gift.variantId, true],
      ]),
    );
    expect((await thenRead(shopper, basketId, writes.removeCoupon(shopper, basketId, couponCode))).items.map((item) => item.bonus)).toEqual([false]);
  });

  test("apply coupon after stock reconciliation: the flash as stored", async () => {
    const [cut, other] = await Promise.all([createProduct(kit.db, { stock: 5 }), createProduct(kit.db, { stock: 5 })]);
    const { basketId } = await cartOf(shopper, [{ variantId: cut.variantId, qty: 4 }, { variantId: other.variantId }]);
    await setStock(kit.db, cut.variantId, 3);
    const cart = await thenRead(shopper, basketId, writes.applyCoupon(shopper, basketId, await createCoupon()));
    expect(cart.flash.map((flash) => flash.type)).toEqual(["ProductLineItemInventoryMissing"]);
  });
});

test("a member's once-per-customer coupon they redeemed: 400 PRM150, the cart as it was; another member applies it", async () => {
  const [member, other] = await Promise.all([loyaltyMember(), loyaltyMember()]);
  const couponCode = await createCoupon({}, { oncePerCustomer: true });
  await kit.db.insert(couponRedemptions).values({ id: randomUUID(), code: couponCode, consumerId: member.consumerId, orderNumber: code("ORD-") });
  const product = await createProduct(kit.db);
  const mine = await cartOf(member.token, [{ variantId: product.variantId }]);
  await refused(member.token, mine.basketId, () => writes.applyCoupon(member.token, mine.basketId, couponCode), "PRM150");
  const theirs = await cartOf(other.token, [{ variantId: product.variantId }]);
  expect((await thenRead(other.token, theirs.basketId, writes.applyCoupon(other.token, theirs.basketId, couponCode))).couponItems.map((coupon) => coupon.code)).toEqual([couponCode]);
});

test("an associate's cart: a line's price adjustment goes with the line, removed or sold out", async () => {
  const associate = kit.token({ kind: "agent", employeeId: "E-ANSWER", storeId: "S-ANSWER" });
  const [adjusted, other, added] = await Promise.all([createProduct(kit.db, { price: 5000, stock: 10 }), createProduct(kit.db, { price: 3000, stock: 10 }), createProduct(kit.db, { stock: 10 })]);
  const adjust = async (basketId: string, itemId: string | undefined) => {
    const made = await raw("POST", `/cart/v1/cart/${basketId}/price_adjustments`, associate, { ...(itemId ? { itemId } : {}), type: "PERCENT", value: 10, reasonCode: "PRICE_MATCH" });
    expect(made.status, made.text).toBe(201);
  };
  const adjustments = (answer: Answer & { priceAdjustments?: { itemId: string | null }[] }) => answer.priceAdjustments?.map((adjustment) => adjustment.itemId) ?? [];

  const removed = await cartOf(associate, [{ variantId: adjusted.variantId }, { variantId: other.variantId }]);
  await adjust(removed.basketId, removed.lineOf(adjusted.variantId));
  await adjust(removed.basketId, undefined);
  const afterRemove = await thenRead(associate, removed.basketId, writes.remove(associate, removed.basketId, removed.lineOf(adjusted.variantId)));
  expect(adjustments(afterRemove)).toEqual([null]);

  const zero = await cartOf(associate, [{ variantId: other.variantId }, { variantId: added.variantId }]);
  await adjust(zero.basketId, zero.lineOf(other.variantId));
  expect(adjustments(await thenRead(associate, zero.basketId, writes.update(associate, zero.basketId, zero.lineOf(other.variantId), 0)))).toEqual([]);

  // Sold out: stock reconciliation removes the line, and its adjustment with it.
  const soldOut = await cartOf(associate, [{ variantId: adjusted.variantId }, { variantId: added.variantId }]);
  await adjust(soldOut.basketId, soldOut.lineOf(adjusted.variantId));
  await setStock(kit.db, adjusted.variantId, 0);
  const afterUpdate = await thenRead(associate, soldOut.basketId, writes.update(associate, soldOut.basketId, soldOut.lineOf(added.variantId), 2));
  expect(afterUpdate.flash.map((flash) => flash.type)).toEqual(["ProductLineItemFullInventoryMissing"]);
  expect(adjustments(afterUpdate)).toEqual([]);

  // The same through add-item (add-item-answer.test.ts has the rest of it).
  await setStock(kit.db, adjusted.variantId, 10);
  const added2 = await cartOf(associate, [{ variantId: adjusted.variantId }]);
  await adjust(added2.basketId, added2.lineOf(adjusted.variantId));
  await setStock(kit.db, adjusted.variantId, 0);
  const afterAdd = await thenRead(associate, added2.basketId, raw("POST", "/cart/v1/item", associate, { basketId: added2.basketId, productId: added.variantId }));
  expect(adjustments(afterAdd)).toEqual([]);
});

test("an associate's price adjustments: made, changed and removed, on lines and on the order, and the refusals", async () => {
  const associate = kit.token({ kind: "agent", employeeId: "E-ANSWER-2", storeId: "S-ANSWER" });
  const [first, second] = await Promise.all([createProduct(kit.db, { price: 5000, stock: 10 }), createProduct(kit.db, { price: 3000, stock: 10 })]);
  const { basketId, lineOf } = await cartOf(associate, [{ variantId: first.variantId, qty: 2 }, { variantId: second.variantId }]);
  const path = `/cart/v1/cart/${basketId}/price_adjustments`;
  const made = async (body: unknown) => {
    const answer = await raw("POST", path, associate, body);
    expect(answer.status, answer.text).toBe(201);
    const after = await read(associate, basketId);
    expect(answer.text).toBe(after.text);
    return (JSON.parse(answer.text) as { priceAdjustments: { adjustmentId: string; itemId: string | null }[] }).priceAdjustments;
  };
  await made({ itemId: lineOf(second.variantId), type: "AMOUNT", value: 5, reasonCode: "PRICE_MATCH" });
  // An adjustment made "later" than the next ones (as a clock a little ahead would have it).
  await kit.db
    .update(priceAdjustments)
    .set({ createdAt: sql`now() + interval '1 hour'` })
    .where(eq(priceAdjustments.cartId, basketId));
  await made({ type: "PERCENT", value: 10, reasonCode: "CUSTOMER_SERVICE" });
  const all = await made({ itemId: lineOf(first.variantId), type: "FIXED_PRICE", value: 40, reasonCode: "DAMAGED_ITEM" });
  expect(all.map((adjustment) => adjustment.itemId)).toEqual([null, lineOf(first.variantId), lineOf(second.variantId)]);
  const [onOrder, , onSecond] = all;
  await refused(associate, basketId, () => raw("POST", path, associate, { type: "AMOUNT", value: 1, reasonCode: "CUSTOMER_SERVICE" }), "PRC400");
  await refused(associate, basketId, () => raw("PATCH", `${path}/${randomUUID()}`, associate, { value: 1 }), "PRC400");
  await refused(associate, basketId, () => raw("PATCH", `${path}/${onSecond!.adjustmentId}`, associate, { value: 31 }), "PRC400");
  await thenRead(associate, basketId, raw("PATCH", `${path}/${onSecond!.adjustmentId}`, associate, { type: "PERCENT", value: 20, reasonCode: "DAMAGED_ITEM" }));
  await thenRead(associate, basketId, raw("PATCH", `${path}/${onOrder!.adjustmentId}`, associate, { value: 15 }));
  await thenRead(associate, basketId, raw("DELETE", `${path}/${onOrder!.adjustmentId}`, associate));
  await refused(associate, basketId, () => raw("DELETE", `${path}/${onOrder!.adjustmentId}`, associate), "PRC400");
  await thenRead(associate, basketId, raw("DELETE", `${path}/${onSecond!.adjustmentId}`, associate));
});

test("another shopper's cart: each write 404 BSK404, and the cart as it was", async () => {
  const [owner, stranger] = [kit.guestToken(), kit.guestToken()];
  const product = await createProduct(kit.db);
  const couponCode = await createCoupon();
  const { basketId, lineOf } = await cartOf(owner, [{ variantId: product.variantId }]);
  await thenRead(owner, basketId, writes.applyCoupon(owner, basketId, couponCode));
  const before = await read(owner, basketId);
  for (const write of [
    () => writes.update(stranger, basketId, lineOf(product.variantId), 2),
    () => writes.remove(stranger, basketId, lineOf(product.variantId)),
    () => writes.applyCoupon(stranger, basketId, couponCode),
    () => writes.removeCoupon(stranger, basketId, couponCode),
  ]) {
    const answer = await write();
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("BSK404");
  }
  expect((await read(owner, basketId)).text).toBe(before.text);
});
