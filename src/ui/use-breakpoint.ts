import type { Breakpoint } from "../engine/types.ts";
import { MEDIA_QUERIES } from "./media-queries.ts";
import { useMediaQuery } from "./use-media-query.ts";

/**
 * The storefront breakpoint (sm < 768px ≤ md < 1200px ≤ lg); `undefined` while unknown (see
 * `useMediaQuery`). A module of its own, so that a block needing only `useMediaQuery` (the promo
 * bar) does not carry it into every page.
 */
export function useBreakpoint(): Breakpoint | undefined {
  const md = useMediaQuery(MEDIA_QUERIES.md);
  const lg = useMediaQuery(MEDIA_QUERIES.lg);
  if (md === undefined || lg === undefined) return undefined;
  return lg ? "lg" : md ? "md" : "sm";
}
