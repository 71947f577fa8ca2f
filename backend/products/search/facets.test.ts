import { describe, expect, test } from "vitest";
import { buildFacets } from "./facets.ts";
import type { SearchFilters } from "./product-search.ts";

const noFilters: SearchFilters = { colors: [], sizes: [], genders: [], prices: [], inStock: false };
const categories = [
  { id: "100200", name: "Jackets" },
  { id: "100210", name: "Shells" },
  { id: "100300", name: "Footwear" },
];
const raw = {
  category: [["100300", 4], ["100210", 2], ["100200", 2], ["999999", 1]] as [string, number][],
  color: [["Ochre", 2], ["Black", 5], ["Alpine Teal", 2]] as [string, number][],
  size: [["XL", 1], ["S", 3], ["10.5", 2]] as [string, number][],
  gender: [["women", 3], ["men", 4]] as [string, number][],
  price: [["500-", 1], ["0-50", 6]] as [string, number][],
};

describe("buildFacets", () => {
  test("labels and the order a shopper expects per facet; unknown categories left out", () => {
    const facets = Object.fromEntries(buildFacets(raw, noFilters, categories).map((facet) => [facet.id, facet.values.map((value) => `${value.label}:${value.count}`)]));
    expect(facets).toEqual({
      category: ["Jackets:2", "Shells:2", "Footwear:4"],
      color: ["Black:5", "Alpine Teal:2", "Ochre:2"],
      size: ["S:3", "XL:1", "10.5:2"],
      gender: ["Men:4", "Women:3"],
      price: ["Under 50:6", "500 and over:1"],
    });
  });

  test("selected values are marked, and listed with 0 when nothing else has them (colour in any case)", () => {
    const facets = buildFacets(raw, { ...noFilters, categoryId: "100200", colors: ["ochre", "Fiery Red"], sizes: ["M"], genders: ["kids"], prices: ["50-100"] }, categories);
    const values = (id: string) => facets.find((facet) => facet.id === id)!.values;
    expect(values("category").find((value) => value.value === "100200")!.selected).toBe(true);
    expect(values("color").filter((value) => value.selected).map((value) => [value.value, value.count])).toEqual([
      ["Ochre", 2],
      ["Fiery Red", 0],
    ]);
    expect(values("size").find((value) => value.value === "M")).toEqual({ value: "M", label: "M", count: 0, selected: true });
    expect(values("gender").find((value) => value.value === "kids")).toEqual({ value: "kids", label: "Kids", count: 0, selected: true });
    expect(values("price").map((value) => value.value)).toEqual(["0-50", "50-100", "500-"]);
  });
});
