import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { RecommendationItem } from "../../../../contracts/api/decide-answer.ts";

/**
 * Content spec §3 "Upsell item: id, sku, name, url, image, price", with the recToken its
 * impressions and clicks report (a recommendation item of the engine's, in stock).
 */
export type UpsellItem = Pick<RecommendationItem, "id" | "sku" | "name" | "url" | "image" | "price" | "recToken">;

/** Most items an upsell stacks: the engine's slot for it holds six (fixtures/personalisation). */
export const MAX_STACKED = 6;
/** Content spec §9: an upsell shows 3 items unless the editor sets `stackedCount` (the mini cart always 3). */
export const DEFAULT_STACKED = 3;

/** A product id (style, or colour and size) as the style it belongs to: its first 8 characters. */
export const styleIdOf = (productId: string) => productId.slice(0, 8);

/** The key of every upsell query of a product (its slots, its decisions): what the mini cart looks up. */
export const upsellKeyOf = (siteId: string, productId: string) => ["commerce", siteId, "upsell", styleIdOf(productId)] as const;

/**
 * The in-stock items of an upsell (content spec §4): the slot's recommendation items, each kept
 * when the inventory has its variant (`sku`) above 0 online. Keyed by the items' recTokens, so a
 * new decision (a recalculation after a cart change) is a new query, while the items shown so far
 * stay until it answers. Deferred data: a failed lookup drops its item, never the block.
 *
 * Stock is checked once per decision: the cart checks it again when an item is added (its
 * message, INV700, shows on the item), so a page reached again or a block woken later needs
 * neither the commerce client nor the calls again.
 */
export const upsellQuery = (siteId: string, productId: string, slot: string, items: readonly RecommendationItem[]) =>
  queryOptions({
    queryKey: [...upsellKeyOf(siteId, productId), slot, items.map((item) => item.recToken)] as const,
    // Loaded when it runs: the definition holding this factory goes to every page.
    queryFn: ({ client }): Promise<UpsellItem[]> => import("./upsell-stock.ts").then((module) => module.inStockItems(client, siteId, items)),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
