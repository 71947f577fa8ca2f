import { describe, expect, it } from "vitest";
import { recommendationItemAnswer } from "../../contracts/api/decide.ts";
import { contentAction, percentOff, recommendationItem, recommendationsAction, withoutReporting } from "./decide-answer.ts";
import { formatRecToken, parseRecToken } from "./rec-tokens.ts";
import { coPurchased, fillSlot, sameCategory, trending, type CatalogueSnapshot, type OrderLine, type RecommendationStrategy } from "./recommendations.ts";

describe("fillSlot", () => {
  const candidates = { "co-purchase": ["B", "C"], "same-category": ["C", "D", "A", "E"], trending: ["F", "B", "G"] };
  it.each<{ name: string; strategies: RecommendationStrategy[]; limit: number; exclude: string[]; expected: string[] }>([
    { name: "strategies in order, repeats once", strategies: ["co-purchase", "same-category", "trending"], limit: 10, exclude: ["A"], expected: ["B", "C", "D", "E", "F", "G"] },
    { name: "stops at the limit", strategies: ["co-purchase", "same-category", "trending"], limit: 3, exclude: ["A"], expected: ["B", "C", "D"] },
    { name: "another order of strategies", strategies: ["trending", "co-purchase"], limit: 10, exclude: [], expected: ["F", "B", "G", "C"] },
    { name: "seeds are never recommended", strategies: ["same-category"], limit: 10, exclude: ["C", "E"], expected: ["D", "A"] },
    { name: "a strategy without candidates", strategies: ["co-purchase"], limit: 5, exclude: ["B", "C"], expected: [] },
  ])("$name", ({ strategies, limit, exclude, expected }) => {
    expect(fillSlot(candidates, strategies, limit, exclude).map((item) => item.productId)).toEqual(expected);
  });

  it("leaves out what is not sellable", () => {
    expect(fillSlot(candidates, ["same-category"], 10, [], (id) => id !== "D").map((item) => item.productId)).toEqual(["C", "A", "E"]);
  });

  it("names the strategy that found each item", () => {
    expect(fillSlot(candidates, ["co-purchase", "trending"], 3, [])).toEqual([
      { productId: "B", strategy: "co-purchase" },
      { productId: "C", strategy: "co-purchase" },
      { productId: "F", strategy: "trending" },
    ]);
  });
});

describe("percentOff", () => {
  it.each([
    [28699, 41000, 30],
    [2999, 3999, 25],
    [6667, 10000, 33.3],
    [4999, 4999, undefined],
    [5000, 4999, undefined],
    [100, 0, undefined],
  ])("%i of %i → %j", (current, original, expected) => expect(percentOff(current, original)).toBe(expected));
});

describe("recToken", () => {
  const decisionId = "0b7e7c1e-3a5b-4a39-9d55-2f0a1c1e9e11";
  it("round-trips the decision and index", () => {
    expect(parseRecToken(formatRecToken(decisionId, 7))).toEqual({ decisionId, index: 7 });
  });
  it.each(["", "x", decisionId, `${decisionId}.`, `${decisionId}.-1`, `${decisionId}.12345`, `${decisionId.toUpperCase()}.1`, `${decisionId}.1.2`, ` ${decisionId}.1`])("%j is not a recToken", (token) => {
    expect(parseRecToken(token)).toBeUndefined();
  });
});

describe("answer pieces", () => {
  const card = { productId: "RLSH1001", slug: "mens-cascade-rain-jacket", name: "Men's Cascade Rain Jacket", ratingTenths: 37, reviewsCount: 1092, sku: "RLSH1001KSM", colorCode: "BLK", lowCurrent: 28699, highCurrent: 30000, lowOriginal: 41000, highOriginal: 41000 };

  it("a recommendation item: contract shape, prices in currency units, product path on the site", () => {
    const item = recommendationItem(card, { recToken: "t", strategy: "trending", currency: "GBP", localePath: "en-gb" });
    expect(recommendationItemAnswer.parse(item)).toEqual({
      id: "RLSH1001",
      itemGroupId: "RLSH1001",
      sku: "RLSH1001KSM",
      name: "Men's Cascade Rain Jacket",
      image: "/media/products/RLSH1001/BLK-front.svg",
      url: "/en-gb/p/mens-cascade-rain-jacket-RLSH1001",
      recToken: "t",
      review_average: 3.7,
      reviewsCount: 1092,
      price: { currency: "GBP", lowCurrent: 286.99, highCurrent: 300, lowOriginal: 410, highOriginal: 410 },
      percentagePriceDiscount: 30,
      recommendationId: "trending",
    });
  });

  it("an item not on sale has no discount", () => {
    const item = recommendationItem({ ...card, lowCurrent: 41000, highCurrent: 41000 }, { recToken: "t", strategy: "co-purchase", currency: "USD", localePath: "en-us" });
    expect(item).not.toHaveProperty("percentagePriceDiscount");
  });

  const decided = { experience: { id: "exp-1", name: "Spring Hero", label: "EXP-1 Spring" }, variant: { name: "B-blue", label: "B-blue" } };
  const reporting = [{ experience_id: "exp-1", experience_name: "Spring Hero", experience_label: "EXP-1 Spring", variant_label: "B-blue" }];

  it("a content action names the variant in component and reports the experience", () => {
    expect(contentAction(decided)).toEqual({ actionId: "exp-1/B-blue", actionType: "content", component: "B-blue", items: [], impressionReporting: reporting });
  });

  it("a recommendations action names its carousel", () => {
    expect(recommendationsAction(decided, "pdp-recommendations", [])).toEqual({ actionId: "exp-1/B-blue/pdp-recommendations", actionType: "recommendations", component: "pdp-recommendations", items: [], impressionReporting: reporting });
  });

  it("without reporting, actions carry none", () => {
    expect(withoutReporting([contentAction(decided)])[0]!.impressionReporting).toEqual([]);
  });
});

const NOW = Date.UTC(2025, 0, 31);
const DAY = 86_400_000;
const line = (orderNumber: string, productId: string, units = 1, daysAgo = 1): OrderLine => ({ orderNumber, productId, units, placedAt: NOW - daysAgo * DAY });

describe("coPurchased", () => {
  const lines = [
    line("O1", "SEED"), line("O1", "B"),
    line("O2", "SEED", 2), line("O2", "B"), line("O2", "C", 5),
    line("O3", "SEED"), line("O3", "D", 3),
    line("O4", "B"), line("O4", "E"),
    line("O5", "OTHER"), line("O5", "C", 10),
    line("O6", "SEED"), line("O6", "OTHER"), line("O6", "F"),
  ];
  it.each([
    { name: "by shared orders, then units, then id", seeds: ["SEED"], expected: ["B", "C", "D", "F", "OTHER"] },
    // C now shares O2 and O5 (as many orders as B, more units); O6 holds both seeds and counts once for F.
    { name: "two seeds: their orders together, each once, seeds left out", seeds: ["SEED", "OTHER"], expected: ["C", "B", "D", "F"] },
    { name: "a product never ordered", seeds: ["NEW"], expected: [] },
    { name: "no seeds", seeds: [], expected: [] },
  ])("$name", ({ seeds, expected }) => expect(coPurchased(lines, seeds)).toEqual(expected));
});

const catalogue: CatalogueSnapshot = {
  sellable: [
    { productId: "P1", categoryId: "200" },
    { productId: "P2", categoryId: "210" },
    { productId: "P3", categoryId: "300" },
    { productId: "P4", categoryId: "220" },
    { productId: "P5", categoryId: "200" },
  ],
  categoryOf: new Map([["P1", "200"], ["P2", "210"], ["P3", "300"], ["P4", "220"], ["P5", "200"], ["SOLD", "300"]]),
  childrenOf: new Map([["200", ["210", "220"]]]),
};

describe("sameCategory", () => {
  it.each([
    { name: "the seed's category, in popularity order", seeds: ["P2"], pages: [], expected: ["P2"] },
    { name: "a sold-out seed still names its category", seeds: ["SOLD"], pages: [], expected: ["P3"] },
    { name: "a parent category stands for its children", seeds: ["P1"], pages: [], expected: ["P1", "P2", "P4", "P5"] },
    { name: "the page's categories too", seeds: ["P3"], pages: ["220"], expected: ["P3", "P4"] },
    { name: "nothing to start from", seeds: [], pages: [], expected: [] },
    { name: "an unknown product", seeds: ["NOPE"], pages: [], expected: [] },
  ])("$name", ({ seeds, pages, expected }) => expect(sameCategory(catalogue, seeds, pages)).toEqual(expected));
});

describe("trending", () => {
  it.each([
    { name: "no orders: popularity", lines: [], expected: ["P1", "P2", "P3", "P4", "P5"] },
    {
      name: "units in the last 30 days first, then popularity",
      lines: [line("O1", "P4", 2), line("O2", "P3", 5, 29), line("O3", "P5", 50, 31), line("O4", "P4", 2, 3)],
      expected: ["P3", "P4", "P1", "P2", "P5"],
    },
    { name: "ties by id", lines: [line("O1", "P5"), line("O2", "P2")], expected: ["P2", "P5", "P1", "P3", "P4"] },
  ])("$name", ({ lines, expected }) => expect(trending(lines, catalogue, NOW)).toEqual(expected));
});
