import type { FavoritesAnswer, FavouriteItem, SharedFavoritesAnswer } from "../favorites-queries.ts";

/**
 * Tests and stories: favourites as `GET /wishlists/v2/favorites` answers them (RL-US, USD), from
 * a factory and a few named items of the catalogue's seed.
 */

export const LIST_ID = "fav-list-1";
export const SHARE_TOKEN = "Qm9vdHMtYW5kLWphY2tldHMtZm9yLWFs";
export const NEW_SHARE_TOKEN = "TmV3LWxpbmstZm9yLXRoZS1zYW1lLWxp";

let nextId = 1;

/** A favourite item: a colour and size of the Cascade jacket unless told otherwise. */
export function favouriteItem(partial: Partial<FavouriteItem> = {}): FavouriteItem {
  const id = partial.id ?? "RLSH1001KLG";
  return {
    itemId: `item-${nextId++}`,
    id,
    itemType: id.length === 8 ? "product" : "variant",
    masterId: id.slice(0, 8),
    qty: 1,
    name: "Men's Cascade Rain Jacket",
    pdpUrl: `/en-us/p/mens-cascade-rain-jacket-${id}`,
    colorName: id.length === 8 ? null : "Black",
    size: id.length === 8 ? null : "L",
    price: { currency: "USD", current: 286.99, original: 410, highCurrent: 286.99, highOriginal: 410 },
    available: true,
    addedAt: "2026-11-20T10:00:00.000Z",
    ...partial,
  };
}

/** A jacket on sale (a colour and size), a parka kept as a style (a price range), a beanie out of stock online. */
export const JACKET = favouriteItem({ itemId: "item-jacket" });
export const PARKA = favouriteItem({
  itemId: "item-parka",
  id: "NF0A3C8D",
  name: "Summit Parka",
  pdpUrl: "/en-us/p/summit-parka-NF0A3C8D",
  price: { currency: "USD", current: 350, original: 350, highCurrent: 380, highOriginal: 380 },
});
export const BEANIE = favouriteItem({
  itemId: "item-beanie",
  id: "RLHT0001KMD",
  name: "Ridgeline Logo Beanie",
  pdpUrl: "/en-us/p/ridgeline-logo-beanie-RLHT0001KMD",
  size: "One size",
  qty: 2,
  price: { currency: "USD", current: 25, original: 25, highCurrent: 25, highOriginal: 25 },
  available: false,
});

/** A page of a list holding `items` (the whole list unless `total` says more). */
export function favouritesAnswer(items: FavouriteItem[], options: { start?: number; count?: number; total?: number; favoriteId?: string | null } = {}): FavoritesAnswer {
  return {
    favoriteId: options.favoriteId === undefined ? (items.length || options.total ? LIST_ID : null) : options.favoriteId,
    total: options.total ?? items.length,
    start: options.start ?? 0,
    count: options.count ?? 24,
    items,
  };
}

export const sharedAnswer = (items: FavouriteItem[], options: { start?: number; total?: number } = {}): SharedFavoritesAnswer => ({
  ...favouritesAnswer(items, { ...options, favoriteId: LIST_ID }),
  favoriteId: LIST_ID,
  readOnly: true,
});

/** `count` items of a long list, numbered from `from`. */
export const manyItems = (count: number, from = 1): FavouriteItem[] =>
  Array.from({ length: count }, (_unused, index) => favouriteItem({ itemId: `item-${from + index}`, name: `Trail Layer ${from + index}` }));
