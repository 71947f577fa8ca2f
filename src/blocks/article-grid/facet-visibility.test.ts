import { describe, expect, test } from "vitest";
import type { Breakpoint } from "../../engine/types.ts";
import { FACET_VISIBLE_COUNTS, facetHiddenAt, toggleHiddenAt, visibleFacetCount } from "./facet-visibility.ts";

/** How many of `count` facets show at a breakpoint, counted from the per-facet rule. */
const shown = (count: number, breakpoint: Breakpoint, expanded: boolean) =>
  Array.from({ length: count }, (_, index) => facetHiddenAt(index, expanded)).filter((hidden) => !hidden[breakpoint]).length;

describe("tag facets visible per breakpoint (spec §9: sm 4, md 10, lg 20)", () => {
  test("the constants", () => {
    expect(FACET_VISIBLE_COUNTS).toEqual({ sm: 4, md: 10, lg: 20 });
  });

  test.each([
    // facets, breakpoint, collapsed, expanded
    [3, "sm", 3, 3],
    [4, "sm", 4, 4],
    [5, "sm", 4, 5],
    [12, "sm", 4, 12],
    [9, "md", 9, 9],
    [12, "md", 10, 12],
    [25, "md", 10, 25],
    [20, "lg", 20, 20],
    [25, "lg", 20, 25],
  ] as const)("%i facets at %s: %i collapsed, %i expanded", (count, breakpoint, collapsed, expanded) => {
    expect(shown(count, breakpoint, false)).toBe(collapsed);
    expect(shown(count, breakpoint, true)).toBe(expanded);
    expect(visibleFacetCount(count, breakpoint, false)).toBe(collapsed);
    expect(visibleFacetCount(count, breakpoint, true)).toBe(expanded);
  });

  test.each([
    [4, { sm: true, md: true, lg: true }],
    [5, { md: true, lg: true }],
    [10, { md: true, lg: true }],
    [11, { lg: true }],
    [20, { lg: true }],
    [21, {}],
  ])("see more / less with %i facets is hidden at %j", (count, hidden) => {
    expect(toggleHiddenAt(count)).toEqual(hidden);
  });
});
