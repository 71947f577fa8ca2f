import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { queueDecideEvents } from "./browser-events.ts";
import { decideEventOf } from "./page-events.ts";

/**
 * ProductThumbnailView (content spec §7): product tiles of a category's listing or of search
 * results that the shopper saw (commerce/listing/use-tile-impressions.ts). Apart from the other
 * builders (decide-events.ts) so that it loads with the listings only.
 */

/** The tiles' products, each once (ids the engine would refuse left out); none without tiles. */
export function productThumbnailViewEvent(productIds: readonly string[]): DecideEventInput | undefined {
  const unique = [...new Set(productIds.filter((id) => id.trim() !== "" && id.length <= 64))].slice(0, 200);
  return unique.length ? decideEventOf("ProductThumbnailView", { products: unique.map((productId) => ({ productId })) }) : undefined;
}

/** Queues the ProductThumbnailView of tiles seen, for the page's batched call. */
export const reportThumbnailViews = (productIds: readonly string[]): void => queueDecideEvents(productThumbnailViewEvent(productIds));
