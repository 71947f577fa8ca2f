import { useCallback, useEffect, useRef } from "react";
import { reportRecClick, reportRecImpressions } from "./rec-tracking.ts";
import { REC_SEEN_RATIO } from "./rec-seen-ratio.ts";

/**
 * Impressions and clicks of recommended items (a carousel, an upsell). Each of the first `max`
 * items is reported once, when at least half of its tile has been in view (a slide outside the
 * carousel's window is clipped, so it is not in view); the items seen together go as one
 * RecImpressions, queued for the page's batched call. A click reports RecClicks at once, with
 * keepalive, and never holds the navigation up. Without IntersectionObserver nothing is reported.
 *
 * Answers a ref callback per item (by its recToken and position) and the click handler.
 */
export function useRecTracking(max: number) {
  const seen = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const tiles = useRef(new Map<Element, string>());

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const watcher = new IntersectionObserver(
      (entries) => {
        const tokens: string[] = [];
        for (const entry of entries) {
          const recToken = tiles.current.get(entry.target);
          if (recToken === undefined || !entry.isIntersecting || entry.intersectionRatio < REC_SEEN_RATIO) continue;
          watcher.unobserve(entry.target);
          if (seen.current.has(recToken)) continue;
          seen.current.add(recToken);
          tokens.push(recToken);
        }
        if (tokens.length > 0) reportRecImpressions(tokens);
      },
      { threshold: REC_SEEN_RATIO },
    );
    observer.current = watcher;
    for (const element of tiles.current.keys()) watcher.observe(element);
    return () => {
      watcher.disconnect();
      observer.current = null;
    };
  }, []);

  const impressionRef = useCallback(
    (recToken: string, position: number) => (element: HTMLElement | null) => {
      // Only the first `max` items are ever reported (content spec §9: 24 for carousels, 3 for upsells).
      if (!element || position >= max) return;
      tiles.current.set(element, recToken);
      if (!seen.current.has(recToken)) observer.current?.observe(element);
      return () => {
        tiles.current.delete(element);
        observer.current?.unobserve(element);
      };
    },
    [max],
  );

  const onFollow = useCallback((recToken: string) => reportRecClick(recToken), []);
  return { impressionRef, onFollow };
}
