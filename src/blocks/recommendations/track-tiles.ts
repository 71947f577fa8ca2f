import { trackRecommendationTiles } from "../../personalisation/track-recommendation-tiles.ts";

/** The recommendations block's `enhance`: its server HTML reports impressions and clicks before it hydrates. */
export default function trackTiles(root: Element): () => void {
  return trackRecommendationTiles(root);
}
