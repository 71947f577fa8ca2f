import type { z } from "zod";
import { REGIONAL_TEXTS_PATH } from "../../../contracts/api/commerce-constants.ts";
import { segment, type CommerceTransport } from "./client-core.ts";
import type {
  collectionPointsRequest,
  storeSearchRequest,
} from "../../../contracts/api/stores.ts";
import type {
  AddFavoriteRequest,
} from "../../../contracts/api/wishlists.ts";

export interface FavoritesPage {
  /** An offset (0 first). */
  start?: number;
  count?: number;
}

/**
 * The utilities, stores and wishlists calls of commerce spec §7: the country list, regional
 * texts, stores and their employees, collection points, store search, and favourites (list, add,
 * remove, share by link and read a shared list). Prices of favourites are in the site's currency.
 */
export function storeCalls({ call, options, answers }: CommerceTransport) {
  const { collectionPointsAnswer, countryListAnswer, favoritesAnswer, regionalTextsAnswer, shareFavoritesAnswer, sharedFavoritesAnswer, storeEmployeesAnswer, storeListAnswer, storeSearchAnswer } = answers;
  const favorites = "/wishlists/v2/favorites";

  return {
    /** Names in `locale` (English by default). */
    countryList: (locale?: string) => call("GET", "/consumers-v3/utilities/countryList", countryListAnswer, { query: { locale } }),
    /** The address form's texts and regions for a country (the spec's `{token}{countryCode}`). */
    regionalTexts: (countryCode: string, locale?: string) => call("GET", `${REGIONAL_TEXTS_PATH}${segment(countryCode)}`, regionalTextsAnswer, { query: { locale } }),
    stores: (filter: { siteId?: string; country?: string } = {}) => call("GET", "/consumers-v3/utilities/stores", storeListAnswer, { query: filter }),
    /** Associates signed in at the store only (anyone else: 403 AUT432). */
    storeEmployees: (storeId: string) => call("GET", `/consumers-v3/utilities/stores/${segment(storeId)}/employees`, storeEmployeesAnswer),
    /** Pick-up-drop-off points near coordinates or a postal code and country. */
    collectionPoints: (search: z.input<typeof collectionPointsRequest>) => call("POST", "/stores/v1/collectionPoints", collectionPointsAnswer, { body: search }),
    /** Stores near a place, nearest first; with `productId`, each store's stock of it. */
    searchStores: (search: z.input<typeof storeSearchRequest>) => call("POST", "/stores/v1/search", storeSearchAnswer, { body: search }),

    // ---- favourites
    favorites: (page: FavoritesPage = {}) => call("GET", favorites, favoritesAnswer, { query: { ...page, siteId: options.siteId } }),
    /** A style (8 characters) or a colour and size (11); an item already there gets the new quantity. */
    addFavorite: (item: Omit<AddFavoriteRequest, "siteId">) => call("POST", favorites, favoritesAnswer, { body: { ...item, siteId: options.siteId } }),
    /** `itemId` is the item's id in the list, or the product id it holds. */
    removeFavorite: (favoriteId: string, itemId: string) => call("DELETE", `${favorites}/${segment(favoriteId)}/items/${segment(itemId)}`, favoritesAnswer, { query: { siteId: options.siteId } }),
    /** The share link of the list; `regenerate` replaces it (the old one stops working). */
    shareFavorites: (favoriteId: string, regenerate?: boolean) => call("POST", `${favorites}/${segment(favoriteId)}/share`, shareFavoritesAnswer, { body: { regenerate, siteId: options.siteId } }),
    /** A list shared with the shopper: anyone holding the link's token reads it. */
    sharedFavorites: (favoriteId: string, shareToken: string, page: FavoritesPage = {}) =>
      call("GET", `${favorites}/${segment(favoriteId)}/share`, sharedFavoritesAnswer, { query: { shareToken, ...page, siteId: options.siteId } }),
  };
}
