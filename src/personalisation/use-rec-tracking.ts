import { useCallback } from "react";
import { trackRecommendationTiles } from "./track-recommendation-tiles.ts";

/**
 * Impressions and clicks of recommended items once their block has hydrated (a carousel, an
 * upsell): the server HTML's tracker (track-recommendation-tiles.ts), run on the element that holds
 * the tiles (each with `data-rec-token`) while it is attached. `itemsKey` names the items shown:
 * new items (a new decision) are tracked anew. An item is reported once per page whoever saw it.
 */
export function useRecTracking(max: number, itemsKey: string) {
  // `itemsKey` is the reason to track again: the tiles under the same element changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((root: HTMLElement | null) => (root ? trackRecommendationTiles(root, max) : undefined), [max, itemsKey]);
}
