import { useCallback, useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RecommendationItem } from "../../../contracts/api/decide-answer.ts";
import { upsellKeyOf, type UpsellItem } from "../../commerce/screens/upsell/upsell-queries.ts";

/**
 * A product page offers a product once: the recommendations carousel leaves out what its "Complete
 * the look" block offers (src/commerce/screens/upsell). That block's answers (its in-stock items,
 * of which it shows up to `stackedCount`, and the mini cart 3 after an add) are in the page's query
 * cache under the product's upsell key; every item of them is left out, whichever of them the
 * block shows, so that the carousel needs none of its props.
 */

/** The ids of the items of the product's upsell answers, space-separated (a stable snapshot); "" for none. */
export function upsellIdsIn(queryClient: QueryClient, siteId: string, productId: string | undefined): string {
  if (!productId) return "";
  const answers = queryClient.getQueriesData<UpsellItem[]>({ queryKey: upsellKeyOf(siteId, productId) });
  return [...new Set(answers.flatMap(([, items]) => (items ?? []).map((item) => item.id)))].join(" ");
}

/** The carousel's items without those of `upsellIds` (from `upsellIdsIn`). */
export function withoutUpsellItems(items: readonly RecommendationItem[], upsellIds: string): readonly RecommendationItem[] {
  if (!upsellIds) return items;
  const offered = new Set(upsellIds.split(" "));
  return items.filter((item) => !offered.has(item.id));
}

/** `upsellIdsIn`, read again whenever the query cache changes (an upsell answered after the first paint). */
export function useUpsellIds(siteId: string, productId: string | undefined): string {
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => upsellIdsIn(queryClient, siteId, productId);
  return useSyncExternalStore(subscribe, read, read);
}
