import { describe, expect, test } from "vitest";
import { attributeList, badgesOf, bestStatus, compareSizes, labelOfAttribute, percentageDiscount, priceRangeOf, stockStatus } from "./catalogue-rules.ts";

describe("stockStatus", () => {
  test.each([
    [40, 0, "IN_STOCK"],
    [4, 0, "IN_STOCK"],
    [3, 0, "LOW_STOCK"],
    [1, 5, "LOW_STOCK"],
    [0, 2, "IN_STORE_ONLY"],
    [0, 0, "OUT_OF_STOCK"],
  ] as const)("%i online, %i in stores: %s", (online, stores, status) => {
    expect(stockStatus(online, stores)).toBe(status);
  });

  test("the best of several statuses", () => {
    expect(bestStatus(["OUT_OF_STOCK", "LOW_STOCK", "IN_STORE_ONLY"])).toBe("LOW_STOCK");
    expect(bestStatus([])).toBe("OUT_OF_STOCK");
  });
});

describe("percentageDiscount (one decimal)", () => {
  test.each([
    [41000, 28699, 30],
    [10000, 6667, 33.3],
    [10000, 10000, 0],
    [10000, 12000, 0],
    [0, 0, 0],
    [999, 1, 99.9],
  ])("%i → %i: %d %", (original, current, percent) => {
    expect(percentageDiscount(original, current)).toBe(percent);
  });
});

describe("priceRangeOf", () => {
  test("lowest and highest of current and original prices; on sale when any variant is", () => {
    expect(
      priceRangeOf([
        { listAmount: 35000, saleAmount: 35000 },
        { listAmount: 35500, saleAmount: 24850 },
      ]),
    ).toEqual({ lowCurrent: 24850, highCurrent: 35000, lowOriginal: 35000, highOriginal: 35500, onSale: true, percentageDiscount: 30 });
    expect(priceRangeOf([])).toBeUndefined();
  });
});

describe("badgesOf", () => {
  test.each([
    [null, false, null, []],
    [null, true, "Sale", ["Sale"]],
    ["New", false, "New", ["New"]],
    ["Best seller", true, "Best seller", ["Best seller", "Sale"]],
    ["Sale", true, "Sale", ["Sale"]],
  ] as const)("badge %s, on sale %s → %s", (badge, onSale, eyebrow, all) => {
    expect(badgesOf(badge, onSale)).toEqual({ badge: eyebrow, badges: all });
  });
});

describe("compareSizes", () => {
  test.each([
    [["XL", "S", "XXL", "M", "XS", "L"], ["XS", "S", "M", "L", "XL", "XXL"]],
    [["10.5", "9", "10", "7.5", "13"], ["7.5", "9", "10", "10.5", "13"]],
    [["4P", "1P", "2P"], ["1P", "2P", "4P"]],
    [["Wide", "Regular", "Long"], ["Regular", "Long", "Wide"]],
    [["250", "25", "100", "50"], ["25", "50", "100", "250"]],
    [["One size", "M", "32"], ["M", "32", "One size"]],
  ])("%j → %j", (sizes, sorted) => {
    expect([...sizes].sort(compareSizes)).toEqual(sorted);
  });
});

describe("attributes", () => {
  test("known keys in specification order with labels, unknown ones after them by name", () => {
    expect(attributeList({ weight: "520 g", zipperType: "YKK", material: "Nylon", fit: "Regular fit" })).toEqual([
      { id: "material", label: "Material", value: "Nylon" },
      { id: "fit", label: "Fit", value: "Regular fit" },
      { id: "weight", label: "Weight", value: "520 g" },
      { id: "zipperType", label: "Zipper type", value: "YKK" },
    ]);
  });

  test.each([
    ["waterproofRating", "Waterproof rating"],
    ["drop", "Heel-to-toe drop"],
    ["packLength", "Pack length"],
    ["uv", "Uv"],
  ])("%s → %s", (key, label) => {
    expect(labelOfAttribute(key)).toBe(label);
  });
});
