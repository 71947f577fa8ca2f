import { CAROUSEL_IMPRESSIONS } from "../../contracts/api/decide-event-types.ts";
import { reportRecClick, reportRecImpressions } from "./rec-tracking.ts";

/** At least half of an item's tile in view counts as an impression (issue 16). */
export const REC_SEEN_RATIO = 0.5;

/** Tiles carry their item's token; the first `max` of a block are the ones reported. */
export const REC_TILE_SELECTOR = "[data-rec-token]";

/**
 * Impressions and clicks of recommended items on server HTML that is not hydrated (a carousel
 * waiting for the shopper to reach for it), and under a hydrated one (useRecTracking). Each
 * of the first `max` tiles under `root` is reported once when half of it has been in view; a click
 * on a tile's link reports it at once (keepalive) and the link navigates as it always does.
 * Answers its cleanup.
 */
export function trackRecommendationTiles(root: Element, max: number = CAROUSEL_IMPRESSIONS): () => void {
  const tiles = [...root.querySelectorAll<HTMLElement>(REC_TILE_SELECTOR)].slice(0, max);
  const reported = new Set<string>();
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const token = link?.closest<HTMLElement>(REC_TILE_SELECTOR)?.dataset.recToken;
    if (token && root.contains(link)) reportRecClick(token);
  };
  root.addEventListener("click", onClick);
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting && entry.intersectionRatio >= REC_SEEN_RATIO).map((entry) => entry.target as HTMLElement);
        for (const tile of seen) observer?.unobserve(tile);
        const tokens = seen.map((tile) => tile.dataset.recToken).filter((token): token is string => Boolean(token) && !reported.has(token as string));
        for (const token of tokens) reported.add(token);
        if (tokens.length) reportRecImpressions(tokens);
      },
      { threshold: REC_SEEN_RATIO },
    );
    for (const tile of tiles) observer.observe(tile);
  }
  return () => {
    root.removeEventListener("click", onClick);
    observer?.disconnect();
  };
}
