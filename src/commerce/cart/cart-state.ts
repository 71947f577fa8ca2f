import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartAnswer } from "../../../contracts/api/cart.ts";
import { browserCartStoreFor } from "../browser-session.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { MINI_CART_EVENT, type MiniCartEventDetail } from "./cart-events.ts";
import { requestRecalculation } from "../../personalisation/use-page-personalisation.ts";

export { MINI_CART_EVENT, type MiniCartEventDetail };

export type { CartAnswer };

/**
 * The shopper's cart as every screen of a page shares it: one query per site (the header's count,
 * the mini cart, the cart screen), set from the answer of each cart action. Read in the browser
 * only (the cart is the shopper's, never in a shared server render); `null` while the shopper has
 * no cart, so that no cart is made just by looking.
 */
export const cartQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "cart"] as const,
    queryFn: async ({ client }): Promise<CartAnswer | null> => (browserCartStoreFor(siteId).get() ? withCommerce(client, siteId, (commerce) => commerce.getCart()) : null),
    staleTime: 30_000,
  });

/** Tells personalisation that the cart changed (issue 16): the page is decided again with the new cart. */
export const reportCartChange = (cart: CartAnswer): void => requestRecalculation({ cart });

export interface AddToCartInput {
  /** The colour-and-size product id (11 characters). */
  productId: string;
  quantity: number;
  /** Pickup in this store instead of delivery. */
  storeId?: string;
}

/**
 * Adds a variant to the shopper's cart (a cart is made on first use, BSK404 makes a new one and
 * tries again: client-core.ts), keeps the answer as the page's cart and opens the mini cart. The
 * mutation's error is the client's `CommerceApiError`, with the catalogue's message for its id
 * (INV408 with the maximum, INV700 …), for the screen to show beside its button.
 */
export function useAddToCart(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity, storeId }: AddToCartInput) =>
      withCommerce(queryClient, siteId, async (commerce) => {
        let cart = await commerce.addItem(productId, quantity);
        if (storeId) {
          const line = [...cart.items].reverse().find((item) => item.productId === productId);
          if (line) cart = await commerce.switchItemToPickup(line.id, storeId);
        }
        return cart;
      }),
    onSuccess: (cart, { productId, quantity }) => {
      queryClient.setQueryData(cartQuery(siteId).queryKey, cart);
      reportCartChange(cart);
      window.dispatchEvent(new CustomEvent<MiniCartEventDetail>(MINI_CART_EVENT, { detail: { siteId, added: { productId, quantity } } }));
    },
  });
}
