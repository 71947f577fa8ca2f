import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { cartCoupons, couponRedemptions, coupons, promotions } from "../db/schema.ts";
import { createCategory, createProduct } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";
import { redeemCoupons, releaseCouponRedemptions } from "./promotion-store.ts";

/**
 * PUT and DELETE /cart/v1/coupon: the happy path, every coupon error id, ownership, and bad
 * input (4xx with a catalogue id, never 5xx: the kit checks every answer against its contract).
 * Each test's promotions and coupons are removed after it, so none reaches another test's cart.
 */

let kit: CartKit;
beforeAll(async () => {
  kit = await cartBackend();
});
afterAll(async () => kit?.close());
afterEach(async () => {
  await kit.db.delete(couponRedemptions);
  await kit.db.delete(cartCoupons);
  await kit.db.delete(coupons);
  await kit.db.delete(promotions);
});

const DAY = 24 * 60 * 60 * 1000;
const randomId = (prefix: string) => `${prefix}${randomBytes(4).toString("hex").toUpperCase()}`;

async function createPromotion(fields: Partial<typeof promotions.$inferInsert> = {}): Promise<string> {
  const id = fields.id ?? randomId("COUPON-");
  await kit.db.insert(promotions).values({ name: `Promotion ${id}`, level: "ORDER", kind: "percent", value: 10, couponRequired: true, calloutMessage: "Use it|Ready|Applied", ...fields, id });
  return id;
}

async function createCoupon(promotionId: string, fields: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  const code = fields.code ?? randomId("SAVE-");
  await kit.db.insert(coupons).values({ ...fields, code, promotionId });
  return code;
}

/** A guest (or member) cart holding `qty` of a product at `price`. */
async function cartWith(price: number, qty = 1, shopper = kit.guestToken(), spec: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(kit.db, { price, stock: 100, ...spec });
  const { id } = await kit.newCart(shopper);
  const { cart } = await kit.addItem(shopper, id, product.variantId, qty);
  return { shopper, basketId: id, product, cart };
}

const applyCoupon = (shopper: string, basketId: string, couponCode: unknown) => kit.call("PUT", "/cart/v1/coupon", { token: shopper, body: { basketId, couponCode } });
const removeCoupon = (shopper: string, basketId: string, couponCode: unknown) => kit.call("DELETE", "/cart/v1/coupon", { token: shopper, body: { basketId, couponCode } });

describe("PUT /cart/v1/coupon", () => {
  test("applies the coupon: couponItems, orderPromotions, promoSummary and the totals show it; GET recomputes the same", async () => {
    const promotionId = await createPromotion({ value: 10 });
    const code = await createCoupon(promotionId);
    const { shopper, basketId } = await cartWith(5000, 2);

    const { status, cart } = await applyCoupon(shopper, basketId, code);
    expect(status).toBe(200);
    expect(cart.couponItems).toEqual([{ code, promotionId, valid: true, applied: true, statusCode: "APPLIED" }]);
    expect(cart.orderPromotions).toEqual([{ promotionId, promotionName: `Promotion ${promotionId}`, level: "ORDER", couponCode: code, price: -10 }]);
    expect(cart.promoSummary).toEqual([
      {
        promotionId,
        promotionName: `Promotion ${promotionId}`,
        level: "ORDER",
        calloutMessage: "Use it|Ready|Applied",
        approachingDisplayLevel: 100,
        distanceFromConditionThreshold: 0,
        state: "earned",
        messageKind: "standard",
        couponCode: code,
        errorId: null,
      },
    ]);
    // 100.00 − 10 % = 90.00, US sales tax 8 % on top = 97.20.
    expect(cart.totals).toMatchObject({ itemSubTotal: 100, itemTotal: 100, totalDiscount: 10, totalDiscountPercentage: 10, netAmount: 90, tax: 7.2, total: 97.2 });
    expect(onlyLine(cart).price).toMatchObject({ rowTotal: 100, priceAfterItemDiscount: 100, priceAfterOrderDiscount: 90 });

    const again = await kit.getCart(shopper, basketId);
    expect(again.cart.couponItems).toEqual(cart.couponItems);
    expect(again.cart.totals).toEqual(cart.totals);
  });

  test("codes are case-insensitive and trimmed; the cart keeps the coupon's own spelling", async () => {
    const code = await createCoupon(await createPromotion());
    const { shopper, basketId } = await cartWith(2000);
    const { status, cart } = await applyCoupon(shopper, basketId, `  ${code.toLowerCase()} `);
    expect(status).toBe(200);
    expect(cart.couponItems.map((item) => item.code)).toEqual([code]);
  });

  test("a PRODUCT coupon: the lines of its category carry the adjustment", async () => {
    const { categoryId } = await createCategory(kit.db);
    const promotionId = await createPromotion({ level: "PRODUCT", value: 25, categoryId });
    const code = await createCoupon(promotionId);
    const { shopper, basketId } = await cartWith(4000, 1, kit.guestToken(), { categoryId });
    const other = await createProduct(kit.db, { price: 1000 });
    await kit.addItem(shopper, basketId, other.variantId);
    const { cart } = await applyCoupon(shopper, basketId, code);
    const [jacket, socks] = cart.items;
    expect(jacket).toMatchObject({ price: { rowTotal: 40, priceAfterItemDiscount: 30 }, productPromotions: [{ promotionId, couponCode: code, campaignId: null, price: -10 }] });
    expect(socks?.productPromotions).toBeUndefined();
    expect(socks?.price.priceAfterItemDiscount).toBe(10);
    expect(cart.totals).toMatchObject({ itemTotal: 40, totalDiscount: 10, totalDiscountPercentage: 20 });
    expect(cart.orderPromotions).toEqual([]);
  });

  test("a valid coupon below its threshold is kept, not applied (NOT_EARNED), and applies once the cart reaches it", async () => {
    const promotionId = await createPromotion({ kind: "amount", value: 1500, threshold: 7500, currency: "USD" });
    const code = await createCoupon(promotionId);
    const { shopper, basketId, cart: before } = await cartWith(2500, 2);
    const { cart } = await applyCoupon(shopper, basketId, code);
    expect(cart.couponItems).toEqual([{ code, promotionId, valid: true, applied: false, statusCode: "NOT_EARNED" }]);
    expect(cart.promoSummary[0]).toMatchObject({ state: "inProgress", distanceFromConditionThreshold: 25, approachingDisplayLevel: 66 });
    expect(cart.totals.total).toBe(before.totals.total);

    const { cart: reached } = await kit.updateItem(shopper, basketId, onlyLine(cart).id, 3);
    expect(reached.couponItems[0]).toMatchObject({ applied: true, statusCode: "APPLIED" });
    expect(reached.totals).toMatchObject({ itemTotal: 75, totalDiscount: 15, totalDiscountPercentage: 20, netAmount: 60 });
  });

  test("an unknown code: 400 PRM130", async () => {
    const { shopper, basketId } = await cartWith(2000);
    const { status, error } = await applyCoupon(shopper, basketId, "NO-SUCH-CODE");
    expect([status, error.errorId]).toEqual([400, "PRM130"]);
  });

  test.each([
    ["the coupon not active yet", "PRM135", () => ({ coupon: { startsAt: new Date(Date.now() + DAY) } })],
    ["its promotion not active yet", "PRM135", () => ({ promotion: { startsAt: new Date(Date.now() + DAY) } })],
    ["the coupon expired", "PRM155", () => ({ coupon: { startsAt: new Date(Date.now() - 30 * DAY), endsAt: new Date(Date.now() - DAY) } })],
    ["its promotion ended", "PRM155", () => ({ promotion: { endsAt: new Date(Date.now() - DAY) } })],
    ["the redemption limit reached", "PRM140", () => ({ coupon: { maxRedemptions: 100, redemptions: 100 } })],
    ["over the redemption limit", "PRM140", () => ({ coupon: { maxRedemptions: 5, redemptions: 7 } })],
    ["a promotion for members, on a guest's cart", "PRM160", () => ({ promotion: { customerGroup: "REGISTERED" } })],
    ["a promotion in another currency", "PRM160", () => ({ promotion: { kind: "amount", value: 500, currency: "EUR" } })],
    ["a promotion the engine cannot apply", "PRM175", () => ({ promotion: { kind: "bogus" } })],
  ] as const)("%s: 400 %s, nothing applied", async (_, errorId, fields) => {
    const made: { coupon?: Partial<typeof coupons.$inferInsert>; promotion?: Partial<typeof promotions.$inferInsert> } = fields();
    const code = await createCoupon(await createPromotion(made.promotion), made.coupon);
    const { shopper, basketId } = await cartWith(2000);
    const { status, error } = await applyCoupon(shopper, basketId, code.toLowerCase());
    expect([status, error.errorId, error.couponCode]).toEqual([400, errorId, code]);
    expect((await kit.getCart(shopper, basketId)).cart.couponItems).toEqual([]);
  });

  test("customer groups: a GUEST coupon on a member's cart 400 PRM160; a REGISTERED one applies", async () => {
    const member = await kit.memberToken();
    const guestOnly = await createCoupon(await createPromotion({ customerGroup: "GUEST" }));
    const membersOnly = await createCoupon(await createPromotion({ customerGroup: "REGISTERED" }));
    const { basketId } = await cartWith(2000, 1, member.token);
    const refused = await applyCoupon(member.token, basketId, guestOnly);
    expect([refused.status, refused.error.errorId]).toEqual([400, "PRM160"]);
    const { status, cart } = await applyCoupon(member.token, basketId, membersOnly);
    expect(status).toBe(200);
    expect(cart.couponItems[0]).toMatchObject({ code: membersOnly, applied: true });
    expect(cart.totals.totalDiscount).toBe(2);
  });

  test("already applied (in any spelling), or another coupon of the same promotion: 400 PRM416", async () => {
    const promotionId = await createPromotion();
    const code = await createCoupon(promotionId);
    const sibling = await createCoupon(promotionId);
    const { shopper, basketId } = await cartWith(2000);
    expect((await applyCoupon(shopper, basketId, code)).status).toBe(200);
    for (const again of [code, code.toLowerCase(), sibling]) {
      const { status, error } = await applyCoupon(shopper, basketId, again);
      expect([status, error.errorId], again).toEqual([400, "PRM416"]);
    }
    expect((await kit.getCart(shopper, basketId)).cart.couponItems).toHaveLength(1);
  });

  test("two coupons of different promotions both apply", async () => {
    const first = await createCoupon(await createPromotion({ id: "COUPON-A", kind: "amount", value: 500 }));
    const second = await createCoupon(await createPromotion({ id: "COUPON-B", value: 10 }));
    const { shopper, basketId } = await cartWith(10000);
    await applyCoupon(shopper, basketId, first);
    const { cart } = await applyCoupon(shopper, basketId, second);
    expect(cart.couponItems.map((item) => item.applied)).toEqual([true, true]);
    // 5.00 off, then 10 % of the 95.00 left.
    expect(cart.orderPromotions.map((entry) => entry.price)).toEqual([-5, -9.5]);
    expect(cart.totals.totalDiscount).toBe(14.5);
  });

  test("the same coupon applied twice at once: one 200, one 400 PRM416", async () => {
    const code = await createCoupon(await createPromotion());
    const { shopper, basketId } = await cartWith(2000);
    const results = await Promise.all([applyCoupon(shopper, basketId, code), applyCoupon(shopper, basketId, code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect(results.find((result) => result.status === 400)?.error.errorId).toBe("PRM416");
  });

  test("a coupon that stops being valid while in the cart stays listed, not valid, and its discount goes", async () => {
    const code = await createCoupon(await createPromotion(), { maxRedemptions: 10, redemptions: 9 });
    const { shopper, basketId } = await cartWith(2000);
    expect((await applyCoupon(shopper, basketId, code)).cart.totals.totalDiscount).toBe(2);
    await kit.db.update(coupons).set({ redemptions: 10 }).where(eq(coupons.code, code));
    const { cart } = await kit.getCart(shopper, basketId);
    expect(cart.couponItems[0]).toMatchObject({ code, valid: false, applied: false, statusCode: "PRM140" });
    expect(cart.totals.totalDiscount).toBe(0);
    expect(cart.promoSummary).toEqual([]);
  });

  test("another shopper's cart, or an unknown one: 404 BSK404; no token: 401 AUT432", async () => {
    const code = await createCoupon(await createPromotion());
    const { basketId } = await cartWith(2000);
    const stranger = await applyCoupon(kit.guestToken(), basketId, code);
    expect([stranger.status, stranger.error.errorId]).toEqual([404, "BSK404"]);
    const member = await kit.memberToken();
    expect((await applyCoupon(member.token, basketId, code)).error.errorId).toBe("BSK404");
    expect((await applyCoupon(kit.guestToken(), "no-such-cart", code)).error.errorId).toBe("BSK404");
    const anonymous = await kit.call("PUT", "/cart/v1/coupon", { body: { basketId, couponCode: code } });
    expect([anonymous.status, anonymous.error.errorId]).toEqual([401, "AUT432"]);
  });
});

describe("DELETE /cart/v1/coupon", () => {
  test("removes the coupon (any spelling) and its discount", async () => {
    const code = await createCoupon(await createPromotion());
    const { shopper, basketId } = await cartWith(2000);
    await applyCoupon(shopper, basketId, code);
    const { status, cart } = await removeCoupon(shopper, basketId, code.toLowerCase());
    expect(status).toBe(200);
    expect(cart).toMatchObject({ couponItems: [], orderPromotions: [], promoSummary: [] });
    expect(cart.totals.totalDiscount).toBe(0);
  });

  test("a coupon not on the cart: 400 PRM130", async () => {
    const code = await createCoupon(await createPromotion());
    const { shopper, basketId } = await cartWith(2000);
    for (const couponCode of [code, "NO-SUCH-CODE"]) {
      const { status, error } = await removeCoupon(shopper, basketId, couponCode);
      expect([status, error.errorId]).toEqual([400, "PRM130"]);
    }
  });

  test("another shopper's cart: 404 BSK404, and the coupon stays", async () => {
    const code = await createCoupon(await createPromotion());
    const { shopper, basketId } = await cartWith(2000);
    await applyCoupon(shopper, basketId, code);
    const { status, error } = await removeCoupon(kit.guestToken(), basketId, code);
    expect([status, error.errorId]).toEqual([404, "BSK404"]);
    expect((await kit.getCart(shopper, basketId)).cart.couponItems).toHaveLength(1);
  });
});

describe("redeemCoupons (for order placement)", () => {
  test("counts a redemption while below the limit; at the limit 400 PRM140", async () => {
    const code = await createCoupon(await createPromotion(), { maxRedemptions: 2, redemptions: 1 });
    const unlimited = await createCoupon(await createPromotion());
    await redeemCoupons(kit.db, [code, unlimited]);
    const redemptions = async (which: string) => (await kit.db.select().from(coupons).where(eq(coupons.code, which)))[0]?.redemptions;
    expect([await redemptions(code), await redemptions(unlimited)]).toEqual([2, 1]);
    await expect(redeemCoupons(kit.db, [code])).rejects.toMatchObject({ status: 400, errorId: "PRM140" });
    expect(await redemptions(code)).toBe(2);
  });
});

describe("once-per-customer coupons (PRM150)", () => {
  test("a member who redeemed it gets 400 PRM150, at apply and at redemption; giving the order back frees it; guests are not counted", async () => {
    const code = await createCoupon(await createPromotion({ value: 10 }), { oncePerCustomer: true });
    const member = await kit.memberToken();
    await redeemCoupons(kit.db, [code], { consumerId: member.consumerId, orderNumber: "RL00000001" });

    const { basketId } = await cartWith(5000, 1, member.token);
    const refused = await applyCoupon(member.token, basketId, code);
    expect([refused.status, refused.error.errorId]).toEqual([400, "PRM150"]);
    await expect(redeemCoupons(kit.db, [code], { consumerId: member.consumerId, orderNumber: "RL00000002" })).rejects.toMatchObject({ status: 400, errorId: "PRM150" });

    await releaseCouponRedemptions(kit.db, "RL00000001");
    expect((await applyCoupon(member.token, basketId, code)).status).toBe(200);

    // Another member, and a guest, may use it.
    const other = await kit.memberToken();
    await redeemCoupons(kit.db, [code], { consumerId: other.consumerId, orderNumber: "RL00000003" });
    const guest = await cartWith(5000);
    expect((await applyCoupon(guest.shopper, guest.basketId, code)).status).toBe(200);
  });
});

describe("bad input", () => {
  let shopper: string;
  let basketId: string;
  beforeAll(async () => {
    ({ shopper, basketId } = await cartWith(2000));
  });

  describe.each(["PUT", "DELETE"])("%s /cart/v1/coupon", (method) => {
    const send = (body: unknown, headers: Record<string, string> = {}) => kit.call(method, "/cart/v1/coupon", { token: shopper, body, headers });

    test("malformed JSON, not an object: 400 ATTR300", async () => {
      for (const body of ['{"basketId": ', "[]", "42", "null", '"text"']) {
        const { status, error } = await send(body);
        expect([status, error.errorId], body).toEqual([400, "ATTR300"]);
      }
    });

    test("not JSON: 415 API415; no body: 415 API415", async () => {
      const { status, error } = await send("couponCode=X", { "content-type": "text/plain" });
      expect([status, error.errorId]).toEqual([415, "API415"]);
      const empty = await kit.call(method, "/cart/v1/coupon", { token: shopper });
      expect([empty.status, empty.error.errorId]).toEqual([415, "API415"]);
    });

    test("each field missing or of a wrong type: 400 ATTR300 naming it", async () => {
      const valid = { basketId, couponCode: "ANY" };
      for (const field of Object.keys(valid)) {
        const { [field as keyof typeof valid]: _dropped, ...missing } = valid;
        const absent = await send(missing);
        expect([absent.status, absent.error.errorId, absent.error.field], `${field} missing`).toEqual([400, "ATTR300", field]);
        // Blank is wrong for a code; a blank cart id is just an unknown cart (404 BSK404).
        for (const wrong of [true, 42, { nested: 1 }, ["a"], "", "x".repeat(500), ...(field === "couponCode" ? ["   "] : [])]) {
          const { status, error } = await send({ ...valid, [field]: wrong });
          expect([status, error.errorId, error.field], `${field}: ${JSON.stringify(wrong)}`).toEqual([400, "ATTR300", field]);
        }
      }
    });

    test("random bodies never give a 5xx", async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom("basketId", "couponCode"), fc.jsonValue())), async (body) => {
          const { status } = await send(JSON.stringify(body));
          expect(status).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });
});
