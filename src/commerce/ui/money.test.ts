import { describe, expect, it } from "vitest";
import { priceText, variantRange } from "./money.ts";

const range = (lowCurrent: number, highCurrent: number, lowOriginal = lowCurrent, highOriginal = highCurrent) => ({ lowCurrent, highCurrent, lowOriginal, highOriginal, onSale: lowCurrent < lowOriginal || highCurrent < highOriginal });

describe("prices per site", () => {
  it.each([
    ["RL-US", range(410, 410), "$410.00", undefined],
    ["RL-US", range(286.99, 415, 410, 415), "$286.99 – $415.00", "$410.00 – $415.00"],
    ["RL-CA", range(530, 530), "CAD 530.00", undefined],
    ["RL-CAFR", range(530, 530), "530,00 CAD", undefined],
    ["RL-GB", range(244.99, 244.99, 350, 350), "£244.99", "£350.00"],
    ["RL-DE", range(1234.5, 1234.5), "1.234,50 €", undefined],
  ])("%s %o", (siteId, price, current, original) => {
    const text = priceText(price, siteId);
    expect(text.current.replace(/\u00a0|\u202f/g, " ")).toBe(current);
    expect(text.original?.replace(/\u00a0|\u202f/g, " ")).toBe(original);
  });

  it("labels a sale for screen readers", () => {
    expect(priceText(variantRange({ current: 286.99, original: 410, onSale: true }), "RL-US").label).toBe("Sale price $286.99, was $410.00");
    expect(priceText(variantRange({ current: 410, original: 410, onSale: false }), "RL-US").label).toBe("Price $410.00");
  });
});
