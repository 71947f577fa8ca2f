import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { promoSummaryAnswer, couponItemAnswer, orderPromotionAnswer, productPromotionAnswer } from "../../contracts/api/cart.ts";
import {
  couponProblem,
  evaluatePromotions,
  isSupported,
  messageKindOf,
  percentOf,
  shippingDiscount,
  toPromotionAnswer,
  validCallout,
  type CouponRule,
  type PromotionInput,
  type PromotionLine,
  type PromotionRule,
} from "./promotions.ts";
import { computeTotals } from "./totals.ts";

/** The pure engine, table by table: every rule of promotions.ts with its edge cases. */

const NOW = new Date("2026-06-15T12:00:00Z");
const CALLOUT = "Spend {distance} more|{distance} to go|Earned";

const promo = (fields: Partial<PromotionRule> & Pick<PromotionRule, "id">): PromotionRule => ({
  name: `Promotion ${fields.id}`,
  level: "ORDER",
  kind: "percent",
  value: 10,
  threshold: 0,
  currency: null,
  customerGroup: "ALL",
  categoryId: null,
  giftVariantId: null,
  couponRequired: false,
  calloutMessage: CALLOUT,
  startsAt: null,
  endsAt: null,
  ...fields,
});
const coupon = (fields: Partial<CouponRule> & Pick<CouponRule, "code" | "promotionId">): CouponRule => ({ startsAt: null, endsAt: null, maxRedemptions: null, redemptions: 0, oncePerCustomer: false, ...fields });
const line = (id: string, quantity: number, unitPrice: number, categoryIds: string[] = ["1000"], bonus = false): PromotionLine => ({ id, variantId: `V${id}`, categoryIds, quantity, unitPrice, bonus });
const input = (fields: Partial<PromotionInput>): PromotionInput => ({ lines: [], group: "GUEST", currency: "USD", now: NOW, promotions: [], coupons: [], giftStock: {}, ...fields });

const run = (fields: Partial<PromotionInput>) => evaluatePromotions(input(fields));
const totalOf = (outcome: ReturnType<typeof run>, level: string) => outcome.discounts.filter((discount) => discount.level === level).reduce((sum, discount) => sum + discount.amount, 0);
const entry = (outcome: ReturnType<typeof run>, id: string) => outcome.summary.find((candidate) => candidate.promotionId === id);

describe("PRODUCT promotions", () => {
  test.each([
    // [what, promotion, lines, discount per line]
    ["percent off the category's lines only", { kind: "percent", value: 20, categoryId: "2000" }, [line("a", 1, 5000, ["2000"]), line("b", 1, 3000, ["3000"])], { a: 1000 }],
    ["a descendant category counts (path of ancestors)", { kind: "percent", value: 20, categoryId: "2000" }, [line("a", 2, 2500, ["2100", "2000"])], { a: 1000 }],
    ["no category: every line", { kind: "percent", value: 10 }, [line("a", 1, 5000), line("b", 3, 1000)], { a: 500, b: 300 }],
    ["amount: once off the qualifying subtotal, spread in proportion", { kind: "amount", value: 1000 }, [line("a", 1, 3000), line("b", 1, 1000)], { a: 750, b: 250 }],
    ["amount larger than the lines: capped at them", { kind: "amount", value: 99999 }, [line("a", 2, 1250)], { a: 2500 }],
    ["percent above 100 is clamped to 100", { kind: "percent", value: 150 }, [line("a", 1, 1999)], { a: 1999 }],
    ["a negative value gives nothing", { kind: "amount", value: -500 }, [line("a", 1, 1999)], {}],
    ["percent rounds half up on the qualifying subtotal (199.5 → 200)", { kind: "percent", value: 10 }, [line("a", 1, 1995)], { a: 200 }],
    ["percent rounds half up (199.4 → 199)", { kind: "percent", value: 10 }, [line("a", 1, 1994)], { a: 199 }],
    ["spread exactly: 3 × 33.33 at 10 % = 10.00 (9.999 rounds up)", { kind: "percent", value: 10 }, [line("a", 1, 3333), line("b", 1, 3333), line("c", 1, 3333)], { a: 334, b: 333, c: 333 }],
  ] as const)("%s", (_, fields, lines, expected) => {
    const outcome = run({ lines: [...lines], promotions: [promo({ id: "P1", level: "PRODUCT", ...fields })] });
    const perLine = Object.fromEntries(outcome.discounts.map((discount) => [discount.itemId, discount.amount]));
    expect(perLine).toEqual(expected);
    expect(outcome.discounts.every((discount) => discount.level === "PRODUCT" && Number.isInteger(discount.amount))).toBe(true);
  });

  test.each([
    // qualifying subtotal vs threshold 10000
    [9999, false, 1, 99, "inProgress"],
    [10000, true, 0, 100, "earned"],
    [10001, true, 0, 100, "earned"],
    [4999, false, 5001, 49, "approaching"],
    [5000, false, 5000, 50, "inProgress"],
  ] as const)("threshold 100.00, qualifying %i: earned %s, distance %i, level %i, %s", (subtotal, earned, distance, level, state) => {
    const outcome = run({ lines: [line("a", 1, subtotal, ["2000"]), line("other", 1, 50000, ["3000"])], promotions: [promo({ id: "P1", level: "PRODUCT", categoryId: "2000", threshold: 10000 })] });
    expect(totalOf(outcome, "PRODUCT")).toBe(earned ? percentOf(subtotal, 10) : 0);
    expect(entry(outcome, "P1")).toMatchObject({ distance, approachingDisplayLevel: level, state });
  });

  test("two PRODUCT promotions on one line: the second takes from what the first left, never below zero", () => {
    const outcome = run({
      lines: [line("a", 1, 10000)],
      promotions: [promo({ id: "P1", level: "PRODUCT", kind: "percent", value: 50 }), promo({ id: "P2", level: "PRODUCT", kind: "amount", value: 8000 })],
    });
    expect(outcome.discounts.map((discount) => [discount.promotionId, discount.amount])).toEqual([
      ["P1", 5000],
      ["P2", 5000],
    ]);
    expect(outcome.productPromotions.a?.map((promotion) => promotion.promotionId)).toEqual(["P1", "P2"]);
  });

  test("bonus lines never qualify and never get a discount", () => {
    const outcome = run({ lines: [line("gift", 1, 5000, ["1000"], true)], promotions: [promo({ id: "P1", level: "PRODUCT" })] });
    expect(outcome.discounts).toEqual([]);
    expect(entry(outcome, "P1")).toMatchObject({ state: "approaching", distance: 0, approachingDisplayLevel: 0 });
  });
});

describe("ORDER promotions", () => {
  test.each([
    // [subtotal, threshold, percent, discount]
    [9999, 10000, 10, 0],
    [10000, 10000, 10, 1000],
    [10001, 10000, 10, 1000],
    [12345, 0, 15, 1852], // 1851.75
    [1, 0, 10, 0], // 0.1 rounds to 0
  ])("subtotal %i, threshold %i, percent %i: %i off", (subtotal, threshold, value, expected) => {
    const outcome = run({ lines: [line("a", 1, subtotal)], promotions: [promo({ id: "O1", threshold, value })] });
    expect(totalOf(outcome, "ORDER")).toBe(expected);
  });

  test("the threshold is measured after PRODUCT discounts", () => {
    const promotions = [promo({ id: "A-PRODUCT", level: "PRODUCT", kind: "amount", value: 1 }), promo({ id: "B-ORDER", threshold: 10000 })];
    const below = run({ lines: [line("a", 1, 10000)], promotions });
    expect(totalOf(below, "ORDER")).toBe(0);
    expect(entry(below, "B-ORDER")).toMatchObject({ distance: 1, state: "inProgress" });
    const at = run({ lines: [line("a", 1, 10001)], promotions });
    expect(totalOf(at, "ORDER")).toBe(1000);
  });

  test("amount off is capped at the order subtotal", () => {
    const outcome = run({ lines: [line("a", 1, 3000)], promotions: [promo({ id: "O1", kind: "amount", value: 5000 })] });
    expect(totalOf(outcome, "ORDER")).toBe(3000);
    expect(outcome.orderPromotions).toEqual([{ promotionId: "O1", promotionName: "Promotion O1", couponCode: null, amount: 3000 }]);
  });

  test("two ORDER promotions: the second takes from what the first left", () => {
    const outcome = run({ lines: [line("a", 1, 20000)], promotions: [promo({ id: "O1", value: 10 }), promo({ id: "O2", value: 15 })] });
    expect(outcome.orderPromotions.map((promotion) => promotion.amount)).toEqual([2000, 2700]);
  });

  test("an empty cart earns nothing, even without a threshold", () => {
    const outcome = run({ promotions: [promo({ id: "O1" })] });
    expect(outcome.discounts).toEqual([]);
    expect(entry(outcome, "O1")).toMatchObject({ state: "approaching", distance: 0 });
  });

  test.each([
    ["GUEST", "GUEST", true],
    ["GUEST", "REGISTERED", false],
    ["REGISTERED", "REGISTERED", true],
    ["REGISTERED", "GUEST", false],
    ["ALL", "GUEST", true],
    ["ALL", "REGISTERED", true],
    ["EMPLOYEE", "REGISTERED", false],
  ] as const)("customer group %s, cart of a %s: applies %s", (customerGroup, group, applies) => {
    const outcome = run({ group, lines: [line("a", 1, 10000)], promotions: [promo({ id: "O1", customerGroup })] });
    expect(totalOf(outcome, "ORDER")).toBe(applies ? 1000 : 0);
    expect(outcome.summary.length).toBe(applies ? 1 : 0);
  });

  test.each([
    ["not started", false, { startsAt: new Date(NOW.getTime() + 1) }],
    ["starts now (inclusive)", true, { startsAt: NOW }],
    ["ends now (inclusive)", true, { endsAt: NOW }],
    ["ended", false, { endsAt: new Date(NOW.getTime() - 1) }],
    ["within", true, { startsAt: new Date("2026-01-01"), endsAt: new Date("2026-12-31") }],
  ])("date window: %s → applies %s", (_, applies, window) => {
    const outcome = run({ lines: [line("a", 1, 10000)], promotions: [promo({ id: "O1", ...window })] });
    expect(totalOf(outcome, "ORDER")).toBe(applies ? 1000 : 0);
  });

  test.each([
    [null, "GBP", true],
    ["USD", "USD", true],
    ["USD", "GBP", false],
  ])("promotion currency %s in a %s cart: applies %s", (currency, cartCurrency, applies) => {
    const outcome = run({ currency: cartCurrency, lines: [line("a", 1, 10000)], promotions: [promo({ id: "O1", kind: "amount", value: 1500, currency })] });
    expect(totalOf(outcome, "ORDER")).toBe(applies ? 1500 : 0);
  });
});

describe("coupon-required promotions", () => {
  const welcome = promo({ id: "COUPON-WELCOME", couponRequired: true, value: 10 });
  const cart = [line("a", 1, 10000)];

  test("without its coupon: not applied and not in the summary", () => {
    const outcome = run({ lines: cart, promotions: [welcome] });
    expect(outcome.discounts).toEqual([]);
    expect(outcome.summary).toEqual([]);
  });

  test("with a valid coupon: applied, the coupon named", () => {
    const outcome = run({ lines: cart, promotions: [welcome], coupons: [coupon({ code: "WELCOME10", promotionId: welcome.id })] });
    expect(totalOf(outcome, "ORDER")).toBe(1000);
    expect(outcome.coupons).toEqual([{ code: "WELCOME10", promotionId: welcome.id, valid: true, applied: true, statusCode: "APPLIED" }]);
    expect(entry(outcome, welcome.id)).toMatchObject({ couponCode: "WELCOME10", state: "earned" });
    expect(outcome.orderPromotions[0]).toMatchObject({ couponCode: "WELCOME10" });
  });

  test("valid but the threshold not met: NOT_EARNED", () => {
    const outcome = run({ lines: cart, promotions: [{ ...welcome, threshold: 20000 }], coupons: [coupon({ code: "WELCOME10", promotionId: welcome.id })] });
    expect(outcome.coupons[0]).toMatchObject({ valid: true, applied: false, statusCode: "NOT_EARNED" });
    expect(entry(outcome, welcome.id)).toMatchObject({ state: "inProgress", distance: 10000, approachingDisplayLevel: 50 });
  });

  test.each([
    ["expired coupon", "PRM155", coupon({ code: "C", promotionId: welcome.id, endsAt: new Date("2026-01-01") }), welcome],
    ["coupon not yet active", "PRM135", coupon({ code: "C", promotionId: welcome.id, startsAt: new Date("2027-01-01") }), welcome],
    ["promotion not yet active", "PRM135", coupon({ code: "C", promotionId: welcome.id }), { ...welcome, startsAt: new Date("2027-01-01") }],
    ["promotion ended", "PRM155", coupon({ code: "C", promotionId: welcome.id }), { ...welcome, endsAt: new Date("2026-01-01") }],
    ["redemption limit reached", "PRM140", coupon({ code: "C", promotionId: welcome.id, maxRedemptions: 100, redemptions: 100 }), welcome],
    ["another customer group", "PRM160", coupon({ code: "C", promotionId: welcome.id }), { ...welcome, customerGroup: "REGISTERED" }],
    ["another currency", "PRM160", coupon({ code: "C", promotionId: welcome.id }), { ...welcome, currency: "EUR" }],
    ["a promotion the engine cannot apply", "PRM175", coupon({ code: "C", promotionId: welcome.id }), { ...welcome, kind: "free-shipping" }],
  ] as const)("%s: the coupon is not valid (%s) and nothing applies", (_, statusCode, applied, promotion) => {
    const outcome = run({ lines: cart, promotions: [promotion], coupons: [applied] });
    expect(outcome.coupons[0]).toMatchObject({ valid: false, applied: false, statusCode });
    expect(outcome.discounts).toEqual([]);
    expect(couponProblem(applied, promotion, { now: NOW, group: "GUEST", currency: "USD" })).toBe(statusCode);
  });

  test("below the limit is valid: redemptions 99 of 100", () => {
    expect(couponProblem(coupon({ code: "C", promotionId: "P", maxRedemptions: 100, redemptions: 99 }), welcome, { now: NOW, group: "GUEST", currency: "USD" })).toBeNull();
  });
});

describe("SHIPPING promotions and shippingDiscount", () => {
  test.each([
    // [kind, value, subtotal, charge, discount]
    ["free-shipping", 0, 7500, 795, 795],
    ["free-shipping", 0, 7499, 795, 0],
    ["amount", 500, 7500, 300, 300],
    ["amount", 500, 7500, 795, 500],
    ["percent", 50, 7500, 795, 398],
    ["free-shipping", 0, 7500, 0, 0],
  ] as const)("%s %i, subtotal %i, charge %i: %i off", (kind, value, subtotal, charge, expected) => {
    const outcome = run({ lines: [line("a", 1, subtotal)], promotions: [promo({ id: "S1", level: "SHIPPING", kind, value, threshold: 7500 })] });
    const discounts = shippingDiscount(outcome, charge);
    expect(discounts.reduce((sum, discount) => sum + discount.amount, 0)).toBe(expected);
    expect(outcome.discounts.filter((discount) => discount.level === "SHIPPING")).toEqual([]);
  });

  test("several shipping promotions never take more than the charge", () => {
    const outcome = run({ lines: [line("a", 1, 10000)], promotions: [promo({ id: "S1", level: "SHIPPING", kind: "amount", value: 600 }), promo({ id: "S2", level: "SHIPPING", kind: "free-shipping" })] });
    expect(shippingDiscount(outcome, 795).map((discount) => discount.amount)).toEqual([600, 195]);
  });
});

describe("gift with purchase", () => {
  const gwp = promo({ id: "GWP-BEANIE", level: "ORDER", kind: "gift", giftVariantId: "GIFT0000001", threshold: 15000 });

  test.each([
    [14999, { GIFT0000001: 5 }, false, null],
    [15000, { GIFT0000001: 5 }, true, null],
    [15000, { GIFT0000001: 0 }, false, "GFO404"],
    [15000, {}, false, "GFO404"],
  ])("subtotal %i, gift stock %j: gift line %s, errorId %s", (subtotal, giftStock, gift, errorId) => {
    const outcome = run({ lines: [line("a", 1, subtotal)], promotions: [gwp], giftStock });
    expect(outcome.gifts.map((entry) => entry.variantId)).toEqual(gift ? ["GIFT0000001"] : []);
    expect(entry(outcome, gwp.id)).toMatchObject({ errorId, messageKind: "gift", state: subtotal >= 15000 ? "earned" : "inProgress" });
    expect(outcome.discounts).toEqual([]);
  });

  test("a PRODUCT-level gift with a category counts only that category, and the bonus line itself never counts", () => {
    const promotion = promo({ id: "GWP-CAT", level: "PRODUCT", kind: "gift", giftVariantId: "GIFT0000001", categoryId: "2000", threshold: 5000 });
    const giftStock = { GIFT0000001: 1 };
    expect(run({ lines: [line("a", 1, 9000, ["3000"]), line("g", 1, 9000, ["2000"], true)], promotions: [promotion], giftStock }).gifts).toEqual([]);
    expect(run({ lines: [line("a", 2, 2500, ["2000"])], promotions: [promotion], giftStock }).gifts).toHaveLength(1);
  });

  test("two promotions with the same gift give one line", () => {
    const outcome = run({ lines: [line("a", 1, 20000)], promotions: [gwp, { ...gwp, id: "GWP-OTHER" }], giftStock: { GIFT0000001: 3 } });
    expect(outcome.gifts).toHaveLength(1);
  });

  test("a gift without a gift variant is not a promotion the engine knows", () => {
    expect(isSupported({ ...gwp, giftVariantId: null })).toBe(false);
    expect(run({ lines: [line("a", 1, 20000)], promotions: [{ ...gwp, giftVariantId: null }] }).summary).toEqual([]);
  });
});

describe("promotion summary", () => {
  test.each([
    ["a|b|c", "a|b|c"],
    ["Add socks for 5% off|You've earned 5% off socks", null],
    ["a|b|c|d", null],
    ["", null],
    ["||", "||"],
  ])("callout %j → %j", (stored, expected) => {
    expect(validCallout(stored)).toBe(expected);
    expect(run({ promotions: [promo({ id: "O1", calloutMessage: stored })] }).summary[0]?.calloutMessage).toBe(expected);
  });

  test.each([
    ["GWP-BEANIE150", "gift"],
    ["gwp-lower", "gift"],
    ["GUEST-5OFF50", "guest"],
    ["REGISTERED-15OFF200", "registered"],
    ["ORDER10-OVER100", "standard"],
  ] as const)("promotion id %s selects the %s message", (id, kind) => {
    expect(messageKindOf(id)).toBe(kind);
  });

  test("unsupported level and kind pairs are ignored", () => {
    const outcome = run({ lines: [line("a", 1, 10000)], promotions: [promo({ id: "X1", level: "ORDER", kind: "free-shipping" }), promo({ id: "X2", level: "CART" }), promo({ id: "X3", level: "SHIPPING", kind: "gift", giftVariantId: "G" })] });
    expect(outcome.summary).toEqual([]);
    expect(outcome.discounts).toEqual([]);
  });

  test("the answer: distances in currency units, adjustments negative, contracts met", () => {
    const outcome = run({
      lines: [line("a", 1, 7449, ["2000"]), line("gift", 1, 1500, ["9000"], true)],
      promotions: [
        promo({ id: "O1", threshold: 10000 }),
        promo({ id: "P1", level: "PRODUCT", categoryId: "2000", value: 20 }),
        promo({ id: "S1", level: "SHIPPING", kind: "free-shipping", threshold: 5000 }),
        promo({ id: "GWP-1", kind: "gift", giftVariantId: "Vgift", threshold: 1 }),
      ],
      giftStock: { Vgift: 4 },
    });
    const answer = toPromotionAnswer(outcome, shippingDiscount(outcome, 795), [{ id: "gift", variantId: "Vgift", value: 1500 }]);
    expect(answer.promoSummary.map((summary) => [summary.promotionId, summary.distanceFromConditionThreshold, summary.state])).toEqual([
      ["O1", 40.41, "inProgress"], // 100.00 − (74.49 − 14.90), 59 % of the way
      ["P1", 0, "earned"],
      ["S1", 0, "earned"],
      ["GWP-1", 0, "earned"],
    ]);
    expect(answer.productPromotions.a).toEqual([{ promotionId: "P1", promotionName: "Promotion P1", couponCode: null, campaignId: null, price: -14.9 }]);
    expect(answer.productPromotions.gift).toEqual([{ promotionId: "GWP-1", promotionName: "Promotion GWP-1", couponCode: null, campaignId: null, price: -15 }]);
    expect(answer.orderPromotions).toEqual([{ promotionId: "S1", promotionName: "Promotion S1", level: "SHIPPING", couponCode: null, price: -7.95 }]);
    for (const summary of answer.promoSummary) expect(promoSummaryAnswer.safeParse(summary).error).toBeUndefined();
    for (const adjustment of Object.values(answer.productPromotions).flat()) expect(productPromotionAnswer.safeParse(adjustment).error).toBeUndefined();
    for (const adjustment of answer.orderPromotions) expect(orderPromotionAnswer.safeParse(adjustment).error).toBeUndefined();
    for (const item of answer.couponItems) expect(couponItemAnswer.safeParse(item).error).toBeUndefined();
  });

  test("shipping not charged yet: the earned shipping promotion is listed with price 0 (not −0)", () => {
    const outcome = run({ lines: [line("a", 1, 8000)], promotions: [promo({ id: "S1", level: "SHIPPING", kind: "free-shipping" })] });
    const [shipping] = toPromotionAnswer(outcome, shippingDiscount(outcome, 0)).orderPromotions;
    expect(Object.is(shipping?.price, 0)).toBe(true);
  });
});

describe("with computeTotals", () => {
  const tax = { name: "none", basisPoints: 0, included: false };

  test("product and order discounts land in the totals; the percentage has one decimal", () => {
    const lines = [line("a", 1, 3333), line("b", 2, 1000)];
    const outcome = run({ lines, promotions: [promo({ id: "P1", level: "PRODUCT", kind: "amount", value: 100 }), promo({ id: "O1", value: 10 })] });
    const totals = computeTotals({ lines: lines.map((entry) => ({ id: entry.id, quantity: entry.quantity, unitOriginal: entry.unitPrice, unitCurrent: entry.unitPrice, bonus: false })) }, { tax, discounts: outcome.discounts });
    // 5333 − 100 = 5233; 10 % of 5233 = 523.3 → 523; total 4710; saved 623 of 5333 = 11.68 %.
    expect(totals).toMatchObject({ itemSubTotal: 5333, itemTotal: 5233, orderDiscount: 523, total: 4710, totalDiscount: 623, totalDiscountPercentage: 11.7 });
    expect(totals.lines.reduce((sum, entry) => sum + entry.priceAfterOrderDiscount, 0)).toBe(4710);
  });

  test("property: discounts are whole minor units, never more than a line or the order holds", () => {
    const kinds = fc.constantFrom("percent", "amount");
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitPrice: fc.integer({ min: 1, max: 100_000 }), category: fc.constantFrom("1", "2") }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ level: fc.constantFrom("PRODUCT", "ORDER"), kind: kinds, value: fc.integer({ min: 0, max: 200_000 }), threshold: fc.integer({ min: 0, max: 500_000 }), category: fc.constantFrom(null, "1", "2") }), { maxLength: 5 }),
        (lineSpecs, promoSpecs) => {
          const lines = lineSpecs.map((spec, index) => line(`l${index}`, spec.quantity, spec.unitPrice, [spec.category]));
          const promotions = promoSpecs.map((spec, index) => promo({ id: `P${index}`, level: spec.level, kind: spec.kind, value: spec.kind === "percent" ? spec.value % 101 : spec.value, threshold: spec.threshold, categoryId: spec.category }));
          const outcome = run({ lines, promotions });
          for (const discount of outcome.discounts) expect(Number.isInteger(discount.amount) && discount.amount > 0).toBe(true);
          for (const entry of lines) {
            const taken = outcome.discounts.filter((discount) => discount.itemId === entry.id).reduce((sum, discount) => sum + discount.amount, 0);
            expect(taken).toBeLessThanOrEqual(entry.quantity * entry.unitPrice);
          }
          const subtotal = lines.reduce((sum, entry) => sum + entry.quantity * entry.unitPrice, 0);
          expect(totalOf(outcome, "PRODUCT") + totalOf(outcome, "ORDER")).toBeLessThanOrEqual(subtotal);
          for (const summary of outcome.summary) {
            expect(summary.distance).toBeGreaterThanOrEqual(0);
            if (summary.state === "earned") expect(summary.distance).toBe(0);
          }
        },
      ),
    );
  });
});
