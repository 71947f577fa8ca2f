import { hashKey, keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { FavoritesAnswer, SharedFavoritesAnswer } from "../../../../contracts/api/wishlists.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { favouritesQuery } from "../../ui/favourite-button.tsx";

export type { FavoritesAnswer, SharedFavoritesAnswer };
export type FavouriteItem = FavoritesAnswer["items"][number];

/**
 * Items per page of the favourites screen: the API's default page (FAVORITES_DEFAULT_COUNT), which
 * is also the page its add and remove calls answer with, so that a removal's answer is the first
 * page as shown.
 */
export const FAVOURITES_PAGE_SIZE = 24;

/**
 * A page of the shopper's own list. Its key sits under the heart's (`favouritesQuery`,
 * src/commerce/ui/favourite-button.tsx): invalidating the favourites of a site reads both again,
 * so the hearts of product pages and grids and this screen never disagree for long.
 */
export const favouritesPageQuery = (siteId: string, start: number) =>
  queryOptions({
    queryKey: [...favouritesQuery(siteId).queryKey, "page", start] as const,
    queryFn: ({ client }): Promise<FavoritesAnswer> => withCommerce(client, siteId, (commerce) => commerce.favorites({ start, count: FAVOURITES_PAGE_SIZE })),
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** A page of a list shared with the shopper (read by anyone holding the link's token). */
export const sharedFavouritesQuery = (siteId: string, link: SharedLink, start: number) =>
  queryOptions({
    queryKey: ["commerce", siteId, "shared-favorites", link.favoriteId, link.shareToken, start] as const,
    queryFn: ({ client }): Promise<SharedFavoritesAnswer> =>
      withCommerce(client, siteId, (commerce) => commerce.sharedFavorites(link.favoriteId, link.shareToken, { start, count: FAVOURITES_PAGE_SIZE })),
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/**
 * After a change to the list (its answer is the first page): the first page is that answer, the
 * heart's copy loses a removed item at once (hearts on this page turn), and every other copy of
 * the site's favourites is read again where it shows.
 */
export function keepFavourites(queryClient: QueryClient, siteId: string, answer: FavoritesAnswer, removedItemId?: string): void {
  const firstPage = favouritesPageQuery(siteId, 0).queryKey;
  const isFirstPage = answer.start === 0 && answer.count === FAVOURITES_PAGE_SIZE;
  if (isFirstPage) queryClient.setQueryData(firstPage, answer);
  if (removedItemId) {
    queryClient.setQueryData(favouritesQuery(siteId).queryKey, (list) => list && { ...list, total: answer.total, items: list.items.filter((item) => item.itemId !== removedItemId) });
  }
  void queryClient.invalidateQueries({ queryKey: favouritesQuery(siteId).queryKey, predicate: (query) => !isFirstPage || query.queryHash !== hashKey(firstPage) });
}

export interface SharedLink {
  favoriteId: string;
  shareToken: string;
}

/** Share tokens are 32 base64url characters (contracts/api/wishlists.ts `shareTokenSchema`). */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;
const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The shared list a page's query string opens (`?favoriteId=…&shareToken=…`, the share call's
 * `sharePath`): the link, `"invalid"` when the parameters are there but not a link's, or undefined
 * (the shopper's own list).
 */
export function sharedLinkOf(search: string | undefined): SharedLink | "invalid" | undefined {
  const params = new URLSearchParams(search ?? "");
  const favoriteId = params.get("favoriteId");
  const shareToken = params.get("shareToken");
  if (favoriteId === null && shareToken === null) return undefined;
  if (favoriteId === null || shareToken === null || !LIST_ID.test(favoriteId) || !SHARE_TOKEN.test(shareToken)) return "invalid";
  return { favoriteId, shareToken };
}
