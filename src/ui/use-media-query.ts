import { useCallback, useSyncExternalStore } from "react";

/** The shopper asked for less motion. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const canMatch = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

const unknownOnTheServer = () => undefined;

/**
 * Whether a CSS media query matches, kept up to date as it changes.
 *
 * One rule for every caller: `undefined` while the answer cannot be known, a boolean once it
 * can. Unknown means on the server, in the render that hydrates the server's HTML (so that
 * render agrees with that HTML and hydration matches; the real answer follows at once), and in
 * a browser without `matchMedia`. Callers decide what "unknown" means for them: a carousel keeps
 * its small-screen layout and does not rotate, a video attaches no source yet.
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
  return useSyncExternalStore(subscribe, () => (canMatch() ? window.matchMedia(query).matches : undefined), unknownOnTheServer);
}

/** `true` when the shopper asked for less motion (no autoplay, no automatic rotation); `undefined` while unknown. */
export function usePrefersReducedMotion(): boolean | undefined {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
