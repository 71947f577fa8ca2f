import { useCallback, useSyncExternalStore } from "react";
import { MEDIA_QUERIES } from "../../ui/responsive-picture.tsx";

export type Breakpoint = "sm" | "md" | "lg";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const canMatch = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/**
 * Whether a CSS media query matches; `undefined` on the server and while hydrating (the first
 * browser render then agrees with the server's HTML), the real answer right after.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    // A browser without matchMedia (old engines, jsdom) matches nothing.
    () => canMatch() && window.matchMedia(query).matches,
    () => undefined,
  );
}

/** The shopper asked for less motion: no autoplay, no automatic rotation. */
export function usePrefersReducedMotion(): boolean | undefined {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** The current breakpoint (sm < 768px ≤ md < 1200px ≤ lg); `undefined` on the server and while hydrating. */
export function useBreakpoint(): Breakpoint | undefined {
  const md = useMediaQuery(MEDIA_QUERIES.md);
  const lg = useMediaQuery(MEDIA_QUERIES.lg);
  if (md === undefined || lg === undefined) return undefined;
  return lg ? "lg" : md ? "md" : "sm";
}

/** Reads the reduced-motion preference outside React (effects, event handlers). */
export function prefersReducedMotion(): boolean {
  return canMatch() && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
