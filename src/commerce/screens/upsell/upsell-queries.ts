import { queryOptions } from "@tanstack/react-query";
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

/** The key of every upsell query of a product (one per slot): what the mini cart looks up. */
export const upsellKeyOf = (siteId: string, productId: string) => ["commerce", siteId, "upsell", styleIdOf(productId)] as const;

/**
 * The in-stock items of an upsell (content spec §4): the slot's recommendation items of the page
 * view, each kept when the inventory has its variant (`sku`) above 0 online. Deferred data: a
 * failed lookup drops its item, never the block.
 *
 * One answer per page view: the key names the product and the slot, not the items, so the list
 * the shopper adds from stays as it is when a cart change decides the page again (the item just
 * added would leave the engine's answer, and the button holding the focus with it). A page the
 * server could not decide answers none until the browser has asked (`pending`), then its items.
 * Stock is checked once: the cart checks it again on each add (INV700 shows on the item).
 */
export const upsellQuery = (siteId: string, productId: string, slot: string, items: readonly RecommendationItem[], pending: boolean) =>
  queryOptions({
    queryKey: [...upsellKeyOf(siteId, productId), slot, pending ? "pending" : "decided"] as const,
    // Loaded when it runs: the definition holding this factory goes to every page.
    queryFn: ({ client }): Promise<UpsellItem[]> => (pending ? Promise.resolve([]) : import("./upsell-stock.ts").then((module) => module.inStockItems(client, siteId, items))),
    staleTime: Infinity,
    // Kept while the page is open, observed or not: the block is often server HTML without code
    // (no observer), and the mini cart reads the answer after an add however long the shopper
    // looked first. One short list per product page viewed.
    gcTime: Infinity,
  });
