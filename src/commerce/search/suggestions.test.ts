import { describe, expect, test } from "vitest";
import { searchPageUrl, stepIndex, suggestionsOf, tileImage } from "./suggestions.ts";
import { JACKET_SUGGESTIONS, NO_SUGGESTIONS, RAIN_SHELL_SUGGESTIONS } from "./testing/auto-suggest-answers.ts";

describe("suggestionsOf", () => {
  test("groups terms, categories and products, in that order, and lists every option once in that order", () => {
    const { groups, options } = suggestionsOf(JACKET_SUGGESTIONS, "RL-US");
    expect(groups.map((group) => [group.kind, group.options.length])).toEqual([
      ["terms", 1],
      ["categories", 2],
      ["products", 2],
    ]);
    expect(options.map((option) => option.key)).toEqual(["term:jacket", "category:100200", "category:100220", "product:RLMO0IY8", "product:RLSH1001"]);
  });

  test("a product carries its page, its first known colour's front picture and its price in the site's currency", () => {
    const product = suggestionsOf(JACKET_SUGGESTIONS, "RL-US").options.find((option) => option.key === "product:RLSH1001");
    expect(product).toEqual({
      kind: "product",
      key: "product:RLSH1001",
      name: "Men's Cascade Rain Jacket",
      url: "/en-us/p/mens-cascade-rain-jacket-RLSH1001",
      image: "/media/products/RLSH1001/NVY-front.svg",
      price: { current: "$286.99", original: "$410.00", label: "Sale price $286.99, was $410.00" },
    });
    const german = suggestionsOf(RAIN_SHELL_SUGGESTIONS, "RL-DE", { sale: "Angebotspreis", was: "statt", price: "Preis" }).options.at(-1);
    // Intl puts a no-break space between the amount and the euro sign.
    expect(german).toMatchObject({ kind: "product", price: { current: "195,00\u00a0€", label: "Preis 195,00\u00a0€" } });
  });

  test("an empty answer has no groups", () => {
    expect(suggestionsOf(NO_SUGGESTIONS, "RL-US")).toEqual({ groups: [], options: [] });
  });
});

test.each([
  [["Summit Navy", "Black"], "/media/products/RLX/NVY-front.svg"],
  [["Unheard Of", "Black"], "/media/products/RLX/BLK-front.svg"],
  [["Unheard Of"], undefined],
  [[], undefined],
])("tileImage(%j)", (colours, url) => {
  expect(tileImage("RLX", colours)).toBe(url);
});

test.each([
  [-1, 1, 3, 0],
  [-1, -1, 3, 2],
  [0, 1, 3, 1],
  [2, 1, 3, 0],
  [0, -1, 3, 2],
  [-1, 1, 0, -1],
] as const)("stepIndex(%i, %i, %i) is %i", (index, step, count, expected) => {
  expect(stepIndex(index, step, count)).toBe(expected);
});

test.each([
  ["en-us", "rain shell", "/en-us/search?q=rain+shell"],
  ["de-de", "  Jacke & Hose ", "/de-de/search?q=Jacke+%26+Hose"],
])("searchPageUrl(%s, %j)", (localePath, term, url) => {
  expect(searchPageUrl(localePath, term)).toBe(url);
});
