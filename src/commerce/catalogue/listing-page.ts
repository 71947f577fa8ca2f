import type { ProductSearch } from "../api/client-products.ts";
import { listingSearch, readListingState, type ListingState } from "./listing-url.ts";

/**
 * Products per page of a listing (a category's grid, a search's results). Fixed rather than an
 * editor's choice: the category route reads the URL's page as critical data with the same search
 * the grid's data provider makes, so both must agree on it.
 */
export const LISTING_PAGE_SIZE = 24;

/**
 * A listing as a page's URL asks for it: its state and the search made of it. A category's grid
 * ignores `q` (a category page is no search). The category route's critical read, the grid's and
 * the search results' data providers and their components all make it here, so that they ask
 * with one query key.
 */
export function listingOfUrl(search: string, base: { categoryId?: string } = {}): { state: ListingState; search: ProductSearch } {
  const read = readListingState(search);
  const state = base.categoryId ? { ...read, q: undefined } : read;
  return { state, search: listingSearch(state, base, LISTING_PAGE_SIZE) };
}
