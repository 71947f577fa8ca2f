import { queryOptions } from "@tanstack/react-query";
import type { SavedForLaterAnswer } from "../../../../contracts/api/saved-for-later.ts";
import { withCommerce } from "../../lazy-commerce.ts";
export { storeNamesQuery } from "../../ui/store-names.ts";

/**
 * The cart screen's own reads besides the cart (`cartQuery`, src/commerce/cart/cart-state.ts):
 * the saved-for-later list and the names of the site's stores. Browser only, like the cart.
 */

/** The shopper's saved-for-later list; the moves between cart and list answer it too. */
export const savedForLaterQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "saved-for-later"] as const,
    queryFn: ({ client }): Promise<SavedForLaterAnswer> => withCommerce(client, siteId, (commerce) => commerce.savedForLater()),
    staleTime: 60_000,
    retry: false,
  });


export { hasShopperSession } from "../../browser-session.ts";
