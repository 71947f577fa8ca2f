import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ProductSearch } from "../api/client-products.ts";
import { CATALOGUE_STALE_MS, normaliseSearch, type ProductSearchAnswer } from "../catalogue/catalogue-queries.ts";
import { withCommerce } from "../lazy-commerce.ts";

/** Where the page after `answer` starts, or undefined after the last one. */
export const nextStart = (answer: ProductSearchAnswer) => (answer.start + answer.hits.length < answer.total && answer.hits.length > 0 ? answer.start + answer.hits.length : undefined);

/**
 * A listing read page after page ("Load more"), from the page the URL names: one cache entry per
 * search (its start left out of the key), the server's page its first one. The commerce client is
 * imported when a next page is first asked for, like the catalogue's other queries: a shopper who
 * only looks at the server's page downloads none of it.
 */
export const listingPagesQuery = (siteId: string, search: ProductSearch) => {
  const { start = 0, ...rest } = normaliseSearch(search);
  return infiniteQueryOptions({
    queryKey: ["commerce", siteId, "searchPages", rest, start] as const,
    queryFn: ({ client, pageParam }) => withCommerce(client, siteId, (commerce) => commerce.searchProducts(normaliseSearch({ ...rest, start: pageParam }))),
    initialPageParam: start,
    getNextPageParam: nextStart,
    staleTime: CATALOGUE_STALE_MS,
  });
};
