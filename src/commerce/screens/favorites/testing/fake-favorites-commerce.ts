import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { messageFor } from "../../../errors/messages.ts";
import { CASCADE_DETAILS } from "../../../listing/testing/listing-answers.ts";
import { cartAnswer, cartItem } from "../../cart/testing/cart-factory.ts";
import type { FavouriteItem } from "../favorites-queries.ts";
import { favouriteItem, favouritesAnswer, LIST_ID, NEW_SHARE_TOKEN, SHARE_TOKEN } from "./favorites-factory.ts";

export interface FavouritesScenario {
  /** The error id every add to cart answers (INV700 …); none: the add succeeds. */
  addError?: string;
  /** The shared list's link was replaced: reading it answers 404 PLP400. */
  sharedGone?: boolean;
  /** The error id every heart's change answers (GEN500 …); none: the change is made. */
  changeError?: string;
  /** Calls that never answer (a loading state). */
  slow?: boolean;
}

const fail = (errorId: string, status: number, path: string, details: Record<string, unknown> = {}) =>
  new CommerceApiError(errorId, status, messageFor(errorId, undefined, details), { method: "POST", path }, { errorDetails: [{ errorId, ...details }] });

/**
 * Tests and stories: a commerce client holding one favourites list in memory, as the reference
 * backend answers it: pages by offset, an add (a style) and a removal answering the first page,
 * one share link (the same until it is made again), the shared list read with the link's token,
 * add to cart, and the details of any style (the Cascade jacket's colours). Records each call.
 */
export function fakeFavouritesCommerce(start: readonly FavouriteItem[], scenario: FavouritesScenario = {}) {
  let items = [...start];
  let shareToken: string | undefined;
  const calls: { name: string; args: unknown[] }[] = [];
  const page = (from = 0, count = 24) => favouritesAnswer(items.slice(from, from + count), { start: from, count, total: items.length, favoriteId: items.length ? LIST_ID : null });
  const record = async (name: string, args: unknown[]) => {
    calls.push({ name, args });
    if (scenario.slow) await new Promise(() => {});
  };
  const client = {
    favorites: async (options: { start?: number; count?: number } = {}) => {
      await record("favorites", [options]);
      return page(options.start, options.count);
    },
    addFavorite: async (item: { id: string }) => {
      await record("addFavorite", [item]);
      if (scenario.changeError) throw fail(scenario.changeError, 500, "/wishlists/v2/favorites");
      items = [...items, favouriteItem({ id: item.id })];
      return page();
    },
    removeFavorite: async (favoriteId: string, itemId: string) => {
      await record("removeFavorite", [favoriteId, itemId]);
      if (scenario.changeError) throw fail(scenario.changeError, 500, "/wishlists/v2/favorites");
      if (favoriteId !== LIST_ID || !items.some((item) => item.itemId === itemId)) throw fail("PLP400", 404, "/wishlists/v2/favorites");
      items = items.filter((item) => item.itemId !== itemId);
      return page();
    },
    shareFavorites: async (favoriteId: string, regenerate?: boolean) => {
      await record("shareFavorites", [favoriteId, regenerate]);
      if (!shareToken) shareToken = SHARE_TOKEN;
      else if (regenerate) shareToken = NEW_SHARE_TOKEN;
      return { favoriteId, shareToken, sharePath: `/en-us/favorites?${new URLSearchParams({ favoriteId, shareToken })}` };
    },
    sharedFavorites: async (favoriteId: string, token: string, options: { start?: number; count?: number } = {}) => {
      await record("sharedFavorites", [favoriteId, token, options]);
      if (scenario.sharedGone || favoriteId !== LIST_ID) throw fail("PLP400", 404, "/wishlists/v2/favorites/share");
      return { ...page(options.start, options.count), favoriteId: LIST_ID, readOnly: true as const };
    },
    addItem: async (productId: string, qty: number) => {
      await record("addItem", [productId, qty]);
      if (scenario.addError) throw fail(scenario.addError, 409, "/cart/v1/cart/items");
      return cartAnswer({ items: [cartItem({ productId, qty })] });
    },
    productDetails: async (productId: string) => {
      await record("productDetails", [productId]);
      return { ...CASCADE_DETAILS, id: productId.slice(0, 8), masterId: productId.slice(0, 8) };
    },
  };
  return { client: client as unknown as CommerceClient, calls, changes: () => calls.filter((call) => !["favorites", "productDetails", "sharedFavorites"].includes(call.name)) };
}
