/** Media queries of the storefront's breakpoints (sm < 768 ≤ md < 1200 ≤ lg). */
export const MEDIA_QUERIES = { md: "(min-width: 768px)", lg: "(min-width: 1200px)" } as const;
