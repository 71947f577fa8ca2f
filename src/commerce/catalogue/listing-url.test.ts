import { describe, expect, it } from "vitest";
import { clearRefinements, listingSearch, readListingState, toggleRefinement, writeListingState } from "./listing-url.ts";

describe("listing state in the URL", () => {
  it.each([
    ["", ""],
    ["color=Black&color=Ochre&size=M", "color=Black&color=Ochre&size=M"],
    ["size=M&color=Ochre&color=Black", "color=Black&color=Ochre&size=M"],
    ["color=Black|Ochre", "color=Black&color=Ochre"],
    ["color=Summit%20Navy", "color=Summit+Navy"],
    ["color=Black&color=Black", "color=Black"],
    ["gender=women&gender=aliens", "gender=women"],
    ["sort=price-asc", "sort=price-asc"],
    ["sort=cheapest", ""],
    ["page=3", "page=3"],
    ["page=0", ""],
    ["page=-2", ""],
    ["page=2.5", ""],
    ["page=99999", ""],
    ["inStock=true", "inStock=true"],
    ["inStock=yes", ""],
    ["q=%20jacket%20", "q=jacket"],
    ["price=0-50&price=500-", "price=0-50&price=500-"],
    [`color=${"x".repeat(41)}`, ""],
  ])("%s → %s", (query, written) => {
    expect(writeListingState(readListingState(query))).toBe(written);
  });

  it("asks for the state's page", () => {
    const state = readListingState("color=Black&sort=rating&page=3");
    expect(listingSearch(state, { categoryId: "100200" }, 24)).toEqual({
      q: undefined,
      categoryId: "100200",
      color: ["Black"],
      size: [],
      gender: [],
      price: [],
      inStock: undefined,
      sort: "rating",
      start: 48,
      count: 24,
    });
  });

  it("toggling a refinement goes back to the first page; clearing keeps the query and sort", () => {
    const state = readListingState("q=jacket&color=Black&sort=rating&page=3");
    expect(writeListingState(toggleRefinement(state, "size", "M"))).toBe("q=jacket&color=Black&size=M&sort=rating");
    expect(writeListingState(toggleRefinement(state, "color", "Black"))).toBe("q=jacket&sort=rating");
    expect(writeListingState(clearRefinements(state))).toBe("q=jacket&sort=rating");
  });
});
