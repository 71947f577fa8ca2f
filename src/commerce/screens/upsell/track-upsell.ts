import { UPSELL_IMPRESSIONS } from "../../../../contracts/api/decide-event-types.ts";
import { trackRecommendationTiles } from "../../../personalisation/track-recommendation-tiles.ts";

/** The upsell's `enhance`: its server HTML reports its first 3 items seen, and those followed, before it hydrates. */
export default function trackUpsell(root: Element): () => void {
  return trackRecommendationTiles(root, UPSELL_IMPRESSIONS);
}
