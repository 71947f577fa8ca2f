import { queryOptions } from "@tanstack/react-query";
import type { autoSuggestAnswer, inventoryAnswer, ProductDetailsAnswer, ProductSearchAnswer } from "../../../contracts/api/products.ts";
import type { questionsAnswer, reviewsAnswer, QUESTION_SORTS, REVIEW_SORTS } from "../../../contracts/api/products-reviews.ts";
import type { z } from "zod";
import type { ProductSearch } from "../api/client-products.ts";
import { withCommerce } from "../lazy-commerce.ts";

/**
 * The catalogue's queries, one `queryOptions` factory per call the screens read: the screens' data
 * providers, the routes' critical reads and the components ask with the same keys, so the browser
 * reuses what the server fetched. Runs against `commerceOf(client, siteId)`: the server's checked
 * client while rendering, the shopper's client through the BFF in the browser.
 *
 * The client is imported when a query runs, not with this module: block definitions hold these
 * factories, and every page loads the definitions, while only pages with commerce screens (or a
 * shopper typing a search) need the client.
 */

/** Catalogue answers change rarely; a page's reads are reused for a minute. */
export const CATALOGUE_STALE_MS = 60_000;
/** Stock moves; availability is read again after 15 s. */
export const STOCK_STALE_MS = 15_000;

export type InventoryAnswer = z.output<typeof inventoryAnswer>;
export type AutoSuggestAnswer = z.output<typeof autoSuggestAnswer>;
export type ReviewsAnswer = z.output<typeof reviewsAnswer>;
export type QuestionsAnswer = z.output<typeof questionsAnswer>;
export type { ProductDetailsAnswer, ProductSearchAnswer };

/** A product (a style, or a colour-and-size id answering its style): critical data on a product page. */
export const productDetailsQuery = (siteId: string, productId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "product", productId] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.productDetails(productId)),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Online stock per variant. */
export const productInventoryQuery = (siteId: string, productId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "inventory", productId] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.productInventory(productId)),
    staleTime: STOCK_STALE_MS,
  });

/** Only the filters a search sets, in a fixed order: one cache entry per search whatever the order of the URL. */
export function normaliseSearch(search: ProductSearch): ProductSearch {
  const list = (values: readonly string[] | undefined) => (values?.length ? [...new Set(values)].sort() : undefined);
  const normal: ProductSearch = {
    q: search.q?.trim() || undefined,
    categoryId: search.categoryId,
    color: list(search.color),
    size: list(search.size),
    gender: list(search.gender) as ProductSearch["gender"],
    price: list(search.price),
    inStock: search.inStock || undefined,
    sort: search.sort,
    start: search.start || undefined,
    count: search.count,
  };
  return Object.fromEntries(Object.entries(normal).filter(([, value]) => value !== undefined)) as ProductSearch;
}

/** A product search (a category's listing, or a search's results); an unknown category is 404 PLP400. */
export const productSearchQuery = (siteId: string, search: ProductSearch) => {
  const normal = normaliseSearch(search);
  return queryOptions({
    queryKey: ["commerce", siteId, "search", normal] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.searchProducts(normal)),
    staleTime: CATALOGUE_STALE_MS,
  });
};

/**
 * Suggestions while typing in the header's search field. Reading `signal` lets TanStack cancel
 * the request of a term the shopper typed past (its query lost its observer).
 */
export const autoSuggestQuery = (siteId: string, q: string, count?: number) =>
  queryOptions({
    queryKey: ["commerce", siteId, "autoSuggest", q.trim().toLowerCase(), count ?? null] as const,
    queryFn: ({ client, signal }) => withCommerce(client, siteId, (commerce) => commerce.autoSuggest(q.trim(), count, { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });

export interface ReviewsPage {
  start?: number;
  count?: number;
  sort?: (typeof REVIEW_SORTS)[number];
  rating?: 1 | 2 | 3 | 4 | 5;
}

/** A page of a style's reviews (deferred data: a failure shows the empty state). */
export const reviewsQuery = (siteId: string, productId: string, page: ReviewsPage = {}) =>
  queryOptions({
    queryKey: ["commerce", siteId, "reviews", productId, page] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.reviews(productId, page)),
    staleTime: CATALOGUE_STALE_MS,
  });

export interface QuestionsPage {
  start?: number;
  count?: number;
  sort?: (typeof QUESTION_SORTS)[number];
}

/** A page of a style's questions and answers (deferred data). */
export const questionsQuery = (siteId: string, productId: string, page: QuestionsPage = {}) =>
  queryOptions({
    queryKey: ["commerce", siteId, "questions", productId, page] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.questions(productId, page)),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Whether a query's failure is the commerce API's "no such thing" (an unknown product or category). */
export function isNotFound(error: unknown): boolean {
  // Told by name and status: the server build holds a second copy of the client's modules.
  return error instanceof Error && error.name === "CommerceApiError" && (error as Error & { status?: number }).status === 404;
}
