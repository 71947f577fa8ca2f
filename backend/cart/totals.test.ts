import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProduct } from "../testing/catalogue-factory.ts";
import { cartBackend, type CartKit } from "./cart-test-kit.ts";
import { TAX_RULES } from "./tax.ts";
import { computeTotals, prorate, taxIncluded, taxOnTop, type PricedLine, type TaxRule } from "./totals.ts";

const salesTax: TaxRule = { name: "test 8%", basisPoints: 800, included: false };
const vat: TaxRule = { name: "test 20%", basisPoints: 2000, included: true };
const line = (id: string, quantity: number, unitCurrent: number, unitOriginal = unitCurrent, bonus = false): PricedLine => ({ id, quantity, unitCurrent, unitOriginal, bonus });

describe("computeTotals (minor units)", () => {
  test("sales tax on top: item total, discount, tax and total exact", () => {
    const totals = computeTotals({ lines: [line("a", 2, 4999), line("b", 1, 1999, 2999)] }, { tax: salesTax });
    expect(totals).toMatchObject({
      totalUnits: 3,
      itemSubTotal: 12997,
      itemTotal: 11997,
      totalDiscount: 1000,
      totalDiscountPercentage: 7.7,
      shipping: 0,
      netAmount: 11997,
      taxAmount: 960, // 959.76
      total: 12957,
      remainingToPay: 12957,
    });
    expect(totals.lines[1]).toEqual({ id: "b", unitOriginal: 2999, unitCurrent: 1999, rowTotal: 1999, priceAfterItemDiscount: 1999, priceAfterOrderDiscount: 1999 });
  });

  test("VAT included: the total is the price, the tax is extracted", () => {
    const totals = computeTotals({ lines: [line("a", 1, 4999)] }, { tax: vat });
    expect(totals).toMatchObject({ total: 4999, taxAmount: 833, netAmount: 4166 }); // 4999 × 20/120 = 833.17
  });

  test("tax rounds half up", () => {
    expect(taxOnTop(50, 1000)).toBe(5);
    expect(taxOnTop(5, 1000)).toBe(1); // 0.5
    expect(taxOnTop(4, 1000)).toBe(0); // 0.4
    expect(taxIncluded(3, 2000)).toBe(1); // 0.5
    expect(taxIncluded(2, 2000)).toBe(0); // 0.33
  });

  test("discounts: product, order (prorated over lines), shipping; never below zero", () => {
    const totals = computeTotals(
      { lines: [line("a", 1, 1000), line("b", 2, 1000)] },
      {
        tax: salesTax,
        shipping: 500,
        discounts: [
          { promotionId: "P1", level: "PRODUCT", itemId: "a", amount: 200 },
          { promotionId: "O1", level: "ORDER", amount: 100 },
          { promotionId: "S1", level: "SHIPPING", amount: 9999 },
        ],
      },
    );
    expect(totals.lines.map((entry) => [entry.priceAfterItemDiscount, entry.priceAfterOrderDiscount])).toEqual([
      [800, 771],
      [2000, 1929],
    ]);
    expect(totals).toMatchObject({ itemTotal: 2800, orderDiscount: 100, totalDiscount: 300, shipping: 0, netAmount: 2700, taxAmount: 216, total: 2916, totalDiscountPercentage: 10 });
    const overDiscounted = computeTotals({ lines: [line("a", 1, 1000)] }, { tax: salesTax, discounts: [{ promotionId: "X", level: "ORDER", amount: 5000 }] });
    expect(overDiscounted).toMatchObject({ total: 0, orderDiscount: 1000 });
  });

  test("a bonus (gift) line is free, its value counted as a discount", () => {
    const totals = computeTotals({ lines: [line("a", 1, 1000), line("gift", 1, 500, 500, true)] }, { tax: salesTax });
    expect(totals).toMatchObject({ itemTotal: 1000, itemSubTotal: 1500, totalDiscount: 500, total: 1080 });
  });

  test("payments reduce what remains to pay", () => {
    expect(computeTotals({ lines: [line("a", 1, 1000)] }, { tax: salesTax, paid: 300 }).remainingToPay).toBe(780);
  });

  test("an empty cart is all zeros", () => {
    expect(computeTotals({ lines: [] }, { tax: vat })).toMatchObject({ total: 0, taxAmount: 0, totalDiscountPercentage: 0, totalUnits: 0 });
  });

  test("invariants: integers everywhere; the parts add up to the whole", () => {
    const lines = fc.array(
      fc.record({ quantity: fc.integer({ min: 1, max: 999_999 }), unitCurrent: fc.integer({ min: 1, max: 100_000 }), markdown: fc.integer({ min: 0, max: 50_000 }), bonus: fc.boolean() }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...Object.values(TAX_RULES)), (specs, orderDiscount, tax) => {
        const snapshot = { lines: specs.map((spec, index) => line(`l${index}`, spec.quantity, spec.unitCurrent, spec.unitCurrent + spec.markdown, spec.bonus)) };
        const totals = computeTotals(snapshot, { tax, discounts: [{ promotionId: "O", level: "ORDER", amount: orderDiscount }] });
        for (const value of [totals.total, totals.taxAmount, totals.netAmount, totals.itemTotal, totals.totalDiscount, ...totals.lines.map((entry) => entry.priceAfterOrderDiscount)]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(totals.lines.reduce((sum, entry) => sum + entry.priceAfterOrderDiscount, 0)).toBe(totals.itemTotal - totals.orderDiscount);
        expect(totals.netAmount + totals.taxAmount).toBe(totals.total);
        expect(totals.itemSubTotal - totals.totalDiscount).toBe(totals.itemTotal - totals.orderDiscount);
      }),
    );
  });

  test("prorate splits exactly, in proportion", () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(prorate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(prorate(0, [3, 4])).toEqual([0, 0]);
  });
});

describe("the Cart answer's totals, in currency units", () => {
  let kit: CartKit;
  beforeAll(async () => {
    kit = await cartBackend();
  });
  afterAll(async () => kit?.close());

  async function cartOf(siteId: string, items: { price: number; listPrice?: number; qty: number }[]) {
    const shopper = kit.guestToken();
    const { id } = await kit.newCart(shopper, siteId);
    for (const item of items) {
      const product = await createProduct(kit.db, { price: item.price, listPrice: item.listPrice, stock: 50 });
      await kit.addItem(shopper, id, product.variantId, item.qty);
    }
    return (await kit.getCart(shopper, id)).cart;
  }

  test("US: 8% sales tax added", async () => {
    const cart = await cartOf("RL-US", [
      { price: 4999, qty: 2 },
      { price: 1999, listPrice: 2999, qty: 1 },
    ]);
    expect(cart.totals).toEqual({
      total: 129.57,
      totalDiscount: 10,
      itemTotal: 119.97,
      totalWithoutTax: 119.97,
      shipping: 0,
      tax: 9.6,
      totalDiscountPercentage: 7.7,
      remainingToPay: 129.57,
      currency: "USD",
      totalUnits: 3,
      itemSubTotal: 129.97,
      netAmount: 119.97,
      taxAmount: 9.6,
      appliedRewards: [],
    });
    expect(cart.totalItems).toBe(3);
    expect(cart.items[0]!.price).toEqual({ original: 49.99, current: 49.99, rowTotal: 99.98, priceAfterItemDiscount: 99.98, priceAfterOrderDiscount: 99.98 });
  });

  test("CA: 13% added", async () => {
    const cart = await cartOf("RL-CA", [{ price: 4999, qty: 1 }]);
    expect(cart.totals).toMatchObject({ itemTotal: 49.99, tax: 6.5, total: 56.49, currency: "CAD" });
  });

  test("GB: 20% VAT included", async () => {
    const cart = await cartOf("RL-GB", [{ price: 4999, qty: 1 }]);
    expect(cart.totals).toMatchObject({ itemTotal: 49.99, total: 49.99, tax: 8.33, totalWithoutTax: 41.66, netAmount: 41.66, currency: "GBP" });
  });

  test("DE: 19% VAT included", async () => {
    const cart = await cartOf("RL-DE", [{ price: 4999, qty: 1 }]);
    expect(cart.totals).toMatchObject({ total: 49.99, tax: 7.98, netAmount: 42.01, currency: "EUR" });
  });

  test("amounts that do not sum nicely in floating point are still exact (0.1 + 0.2)", async () => {
    const cart = await cartOf("RL-GB", [
      { price: 10, qty: 1 },
      { price: 20, qty: 1 },
    ]);
    expect(cart.totals.itemTotal).toBe(0.3);
  });
});
