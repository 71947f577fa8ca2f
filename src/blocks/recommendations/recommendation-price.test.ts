import { describe, expect, it } from "vitest";
import { siteById } from "../../../contracts/sites.ts";
import { recommendationPriceText } from "./recommendation-price.ts";
import { recommendationStrings } from "./recommendation-strings.ts";

const usd = (lowCurrent: number, lowOriginal = lowCurrent, highCurrent = lowCurrent, highOriginal = lowOriginal) => ({ currency: "USD", lowCurrent, highCurrent, lowOriginal, highOriginal });
const en = recommendationStrings("en");
const us = siteById("RL-US");

describe("recommendationPriceText", () => {
  it.each([
    ["full price", { price: usd(100) }, { current: "$100.00", original: undefined, off: undefined, hints: [], label: "Price $100.00" }],
    ["a range", { price: usd(80, 80, 120, 120) }, { current: "$80.00 – $120.00", original: undefined, off: undefined, hints: [], label: "Price $80.00 – $120.00" }],
    ["on sale, with its rounded discount", { price: usd(80, 100), percentagePriceDiscount: 19.6 }, { current: "$80.00", original: "$100.00", off: "20% off", hints: [], label: "Sale price $80.00, was $100.00" }],
    ["a discount below 1% is not worth saying", { price: usd(99.5, 100), percentagePriceDiscount: 0.4 }, { current: "$99.50", original: "$100.00", off: undefined, hints: [], label: "Sale price $99.50, was $100.00" }],
    ["not on sale: a discount sent is not shown", { price: usd(100), percentagePriceDiscount: 20 }, { current: "$100.00", original: undefined, off: undefined, hints: [], label: "Price $100.00" }],
    [
      "omnibus: current below original and historic best → the historic best shows",
      { price: usd(70, 100), historicBestPrice: 85 },
      { current: "$70.00", original: "$100.00", off: undefined, hints: ["Lowest price in the last 30 days: $85.00"], label: "Sale price $70.00, was $100.00" },
    ],
    ["omnibus: not below the historic best → hidden", { price: usd(90, 100), historicBestPrice: 85 }, { current: "$90.00", original: "$100.00", off: undefined, hints: [], label: "Sale price $90.00, was $100.00" }],
    ["omnibus: not on sale → hidden", { price: usd(70), historicBestPrice: 85 }, { current: "$70.00", original: undefined, off: undefined, hints: [], label: "Price $70.00" }],
    ["previous best sale price, when not the current price", { price: usd(90, 100), previousBestSalesPrice: 75 }, { current: "$90.00", original: "$100.00", off: undefined, hints: ["Previous best price: $75.00"], label: "Sale price $90.00, was $100.00" }],
    ["previous best equal to the current price says nothing", { price: usd(75, 100), previousBestSalesPrice: 75 }, { current: "$75.00", original: "$100.00", off: undefined, hints: [], label: "Sale price $75.00, was $100.00" }],
  ])("%s", (_, item, expected) => {
    expect(recommendationPriceText(item, us, en)).toEqual(expected);
  });

  it("follows the site's locale and currency display (de-de, fr-ca)", () => {
    const de = recommendationPriceText({ price: { currency: "EUR", lowCurrent: 80, highCurrent: 80, lowOriginal: 100, highOriginal: 100 }, percentagePriceDiscount: 20 }, siteById("RL-DE"), recommendationStrings("de"));
    expect(de.current).toBe("80,00\u00a0€");
    expect(de.off).toBe("20\u00a0% Rabatt");
    const fr = recommendationPriceText({ price: { currency: "CAD", lowCurrent: 80, highCurrent: 80, lowOriginal: 80, highOriginal: 80 } }, siteById("RL-CAFR"), recommendationStrings("fr"));
    expect(fr.label).toMatch(/^Prix 80,00\s?CAD$/);
  });
});
