import { useCallback, useSyncExternalStore } from "react";
import type { Breakpoint } from "../../engine/types.ts";
import { MEDIA_QUERIES } from "../responsive-picture.tsx";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const canMatch = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/**
 * Whether a media query matches, or `undefined` while it cannot be known (server, hydration):
 * the carousel must tell "not yet known" from "no" (a rotation must not start before the
 * shopper's motion preference is read).
 */
function useOptionalMediaQuery(query: string): boolean | undefined {
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
    () => (canMatch() ? window.matchMedia(query).matches : undefined),
    () => undefined,
  );
}

/** The storefront breakpoint (sm < 768px ≤ md < 1200px ≤ lg); `undefined` until known in the browser. */
export function useBreakpoint(): Breakpoint | undefined {
  const md = useOptionalMediaQuery(MEDIA_QUERIES.md);
  const lg = useOptionalMediaQuery(MEDIA_QUERIES.lg);
  if (md === undefined || lg === undefined) return undefined;
  return lg ? "lg" : md ? "md" : "sm";
}

/** `true` when the shopper asked for reduced motion; `undefined` until known. */
export function useReducedMotionPreference(): boolean | undefined {
  return useOptionalMediaQuery(REDUCED_MOTION);
}
