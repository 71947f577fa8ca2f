import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ProductSearch } from "../api/client-products.ts";
import { CATALOGUE_STALE_MS, normaliseSearch, type ProductSearchAnswer } from "../catalogue/catalogue-queries.ts";
import { commerceOf } from "../commerce-access.ts";

/** Where the page after `answer` starts, or undefined after the last one. */
export const nextStart = (answer: ProductSearchAnswer) => (answer.start + answer.hits.length < answer.total && answer.hits.length > 0 ? answer.start + answer.hits.length : undefined);

/**
 * A listing read page after page ("Load more"), from the page the URL names: one cache entry per
 * search (its start left out of the key), the server's page its first one.
 */
export const listingPagesQuery = (siteId: string, search: ProductSearch) => {
  const { start = 0, ...rest } = normaliseSearch(search);
  return infiniteQueryOptions({
    queryKey: ["commerce", siteId, "searchPages", rest, start] as const,
    queryFn: ({ client, pageParam }) => commerceOf(client, siteId).searchProducts(normaliseSearch({ ...rest, start: pageParam })),
    initialPageParam: start,
    getNextPageParam: nextStart,
    staleTime: CATALOGUE_STALE_MS,
  });
};
