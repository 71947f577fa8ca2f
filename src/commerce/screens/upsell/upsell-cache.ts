import type { QueryClient } from "@tanstack/react-query";
import { styleIdOf, upsellKeyOf, type UpsellItem } from "./upsell-queries.ts";

/**
 * The page's upsell of a product, as its block's data holds it in the page's query cache (the
 * server's answer, hydrated with the page, or the browser's after a recalculation): the latest
 * answered. None when the page has no upsell for it.
 *
 * The cache rather than a store the block fills: the block's code comes only when it nears the
 * viewport, and a shopper who adds from the top of the page has not scrolled there yet.
 */
export function cachedUpsell(queryClient: QueryClient, siteId: string, productId: string): readonly UpsellItem[] {
  const answered = queryClient
    .getQueryCache()
    .findAll({ queryKey: upsellKeyOf(siteId, productId) })
    .filter((query) => query.state.status === "success" && Array.isArray(query.state.data))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return (answered[0]?.state.data as UpsellItem[] | undefined) ?? [];
}

/**
 * What the mini cart offers after an add: the upsell of the product added; else, when the add
 * came from the items it shows, those items still (the shopper may add another); else none.
 */
export function upsellAfterAdd(shown: readonly UpsellItem[], ofAdded: readonly UpsellItem[], addedProductId: string): readonly UpsellItem[] {
  if (ofAdded.length > 0) return ofAdded;
  return shown.some((item) => item.sku === addedProductId || item.id === styleIdOf(addedProductId)) ? shown : [];
}
