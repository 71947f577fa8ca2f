import { describe, expect, it } from "vitest";
import { readListingState, toggleRefinement } from "../catalogue/listing-url.ts";
import { activeRefinementCount, categoryLinks, listingHref, pageCount, pageNumbers, refinementsOf, selectedChips, slugOf } from "./listing-links.ts";
import { JACKETS_BLACK_M, JACKETS_PAGE } from "./testing/listing-answers.ts";

const PATH = "/en-us/c/jackets-100200";

describe("listing links", () => {
  it("selecting a colour links to the URL with it, back on page 1, sort kept", () => {
    const state = readListingState("sort=rating&page=3");
    expect(listingHref(PATH, toggleRefinement(state, "color", "Black"))).toBe(`${PATH}?color=Black&sort=rating`);
    expect(listingHref(PATH, readListingState(""))).toBe(PATH);
  });

  it("round trip: the facet value's link, read back, selects it in the answer's refinements", () => {
    const href = listingHref(PATH, toggleRefinement(readListingState(""), "color", "Summit Navy"));
    expect(href).toBe(`${PATH}?color=Summit+Navy`);
    const state = readListingState(new URL(href, "http://x").searchParams);
    const colour = refinementsOf(JACKETS_PAGE, state).find((refinement) => refinement.param === "color")!;
    expect(colour.values.filter((value) => value.selected).map((value) => value.value)).toEqual(["Summit Navy"]);
  });

  it("refinements: the URL's facets in the answer's order, category left out; the URL decides what is checked", () => {
    const state = readListingState("color=Black&size=M");
    const refinements = refinementsOf(JACKETS_BLACK_M, state);
    expect(refinements.map((refinement) => refinement.param)).toEqual(["color", "size", "gender", "price"].filter((param) => JACKETS_BLACK_M.facets.some((facet) => facet.id === param && facet.values.length > 0)));
    expect(refinements.flatMap((refinement) => refinement.values.filter((value) => value.selected).map((value) => `${refinement.param}:${value.value}`))).toEqual(["color:Black", "size:M"]);
  });

  it("a selected value the answer does not list is still offered (to remove it)", () => {
    const refinements = refinementsOf(JACKETS_PAGE, readListingState("color=Mauve"));
    expect(refinements.find((refinement) => refinement.param === "color")!.values.at(-1)).toEqual({ value: "Mauve", label: "Mauve", count: 0, selected: true });
  });

  it("chips remove one value each; the count counts every value and in-stock", () => {
    const state = readListingState("color=Black&color=Lake+Blue&size=M&price=50-100&inStock=true");
    const chips = selectedChips(refinementsOf(JACKETS_PAGE, state), state);
    expect(chips.map((chip) => [chip.label, listingHref(PATH, chip.state)])).toEqual([
      ["Black", `${PATH}?color=Lake+Blue&size=M&price=50-100&inStock=true`],
      ["Lake Blue", `${PATH}?color=Black&size=M&price=50-100&inStock=true`],
      ["M", `${PATH}?color=Black&color=Lake+Blue&price=50-100&inStock=true`],
      ["50 to 100", `${PATH}?color=Black&color=Lake+Blue&size=M&inStock=true`],
    ]);
    expect(activeRefinementCount(state)).toBe(5);
  });

  it("category links: other categories with products, to their pages", () => {
    const links = categoryLinks(JACKETS_PAGE, "en-us", "100200");
    expect(links.some((link) => link.href.endsWith("-100200"))).toBe(false);
    expect(links.find((link) => link.label === "Duffels & travel")?.href).toBe("/en-us/c/duffels-travel-100430");
    expect(slugOf("Über Größe")).toBe("uber-grosse");
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])("page %i of %i → %j", (current, count, pages) => {
    expect(pageNumbers(current, count)).toEqual(pages);
  });

  it("page count", () => {
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24), pageCount(48, 24)]).toEqual([1, 1, 2, 2]);
  });
});
