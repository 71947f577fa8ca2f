import { describe, expect, test } from "vitest";
import { productDetailsStrings } from "./product-details-strings.ts";
import { isOutEverywhere, quantityLimit, stockState, type StockStatus } from "./stock-state.ts";

const words = productDetailsStrings("RL-US");
const variant = (status: StockStatus, orderable = status === "IN_STOCK" || status === "LOW_STOCK", availableInStores = status !== "OUT_OF_STOCK") => ({
  availability: { status, orderable, inStock: orderable, lowStock: status === "LOW_STOCK", availableInStores },
});

describe("stockState", () => {
  test.each([
    ["IN_STOCK", undefined, "In stock"],
    ["IN_STOCK", 40, "In stock"],
    ["LOW_STOCK", 2, "Only 2 left"],
    ["LOW_STOCK", undefined, "Low stock"],
    ["LOW_STOCK", 0, "Low stock"],
    ["IN_STORE_ONLY", undefined, "Available in stores only"],
    ["OUT_OF_STOCK", undefined, "Out of stock"],
    ["OUT_OF_STOCK", 3, "Out of stock"],
  ] as const)("%s with %s online units reads %s", (status, quantity, text) => {
    expect(stockState(variant(status), quantity, words)).toMatchObject({ status, text });
  });

  test("in the site's language", () => {
    expect(stockState(variant("LOW_STOCK"), 1, productDetailsStrings("RL-DE")).text).toBe("Nur noch 1 verfügbar");
    expect(stockState(variant("IN_STORE_ONLY"), undefined, productDetailsStrings("RL-CAFR")).text).toBe("Disponible en magasin uniquement");
  });
});

describe("isOutEverywhere", () => {
  test.each([
    [variant("IN_STOCK"), false],
    [variant("IN_STORE_ONLY"), false],
    [variant("OUT_OF_STOCK"), true],
    [variant("OUT_OF_STOCK", false, true), false],
  ])("%#", (input, expected) => expect(isOutEverywhere(input)).toBe(expected));
});

describe("quantityLimit", () => {
  test.each([
    [undefined, 10],
    [0, 10],
    [2, 2],
    [10, 10],
    [81, 10],
  ])("%s online units: at most %s", (quantity, limit) => expect(quantityLimit(quantity)).toBe(limit));
});
