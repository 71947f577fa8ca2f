/** Media queries of the storefront's breakpoints (sm < 768 ≤ md < 1200 ≤ lg). */
export const MEDIA_QUERIES = { md: "(min-width: 768px)", lg: "(min-width: 1200px)" } as const;

/** Widths below a breakpoint (for preloads, which take one media query and no source order). */
export const BELOW = { md: "(max-width: 767.98px)", lg: "(max-width: 1199.98px)" } as const;
