import type { Breakpoint, PerBreakpoint } from "../../engine/types.ts";

/** Tag facets visible before "see more", per breakpoint (content spec §9). */
export const FACET_VISIBLE_COUNTS: Readonly<Record<Breakpoint, number>> = { sm: 4, md: 10, lg: 20 };

const BREAKPOINTS: readonly Breakpoint[] = ["sm", "md", "lg"];

/**
 * The breakpoints at which the facet at `index` is hidden: beyond that breakpoint's visible
 * count while the list is collapsed. CSS applies it, so server and browser agree whatever the
 * screen width.
 */
export function facetHiddenAt(index: number, expanded: boolean): PerBreakpoint<boolean> {
  const hidden: PerBreakpoint<boolean> = {};
  if (expanded) return hidden;
  for (const breakpoint of BREAKPOINTS) if (index >= FACET_VISIBLE_COUNTS[breakpoint]) hidden[breakpoint] = true;
  return hidden;
}

/** The breakpoints at which "see more / see less" is pointless: every facet fits. */
export function toggleHiddenAt(facetCount: number): PerBreakpoint<boolean> {
  const hidden: PerBreakpoint<boolean> = {};
  for (const breakpoint of BREAKPOINTS) if (facetCount <= FACET_VISIBLE_COUNTS[breakpoint]) hidden[breakpoint] = true;
  return hidden;
}

/** How many facets show at a breakpoint: all when expanded, else at most its visible count. */
export function visibleFacetCount(facetCount: number, breakpoint: Breakpoint, expanded: boolean): number {
  return expanded ? facetCount : Math.min(facetCount, FACET_VISIBLE_COUNTS[breakpoint]);
}
