import type { z } from "zod";
import { DEFAULT_ADD_QUANTITY } from "../../../contracts/api/commerce-constants.ts";
import { segment, type CommerceTransport } from "./client-core.ts";
import type {
  CartAnswer,
  priceAdjustmentPatch,
  PriceAdjustmentRequest,
} from "../../../contracts/api/cart.ts";

/**
 * The cart calls of commerce spec §7 (Cart and checkout): the cart core, coupons, saved for
 * later, the device fingerprint, store reservations and associates' price adjustments. Every
 * action on the shopper's cart goes through `withCart` (a cart is made on first use; BSK404 makes
 * a new one and retries once).
 */
export function cartCalls({ call, withCart, createCart, options, answers }: CommerceTransport) {
  const { cartAnswer, deviceFingerprintAnswer, savedForLaterAnswer, savedForLaterWithCartAnswer } = answers;
  const cartPath = (basketId: string, rest = "") => `/cart/v1/cart/${segment(basketId)}${rest}`;
  /** Calls that make a cart: it becomes the shopper's cart. */
  const remember = (cart: CartAnswer) => {
    options.cartStore.set(cart.id);
    return cart;
  };

  return {
    createCart,
    /** A new cart holding one item (quantity 1 by default), which becomes the shopper's cart. */
    createCartWithItem: async (productId: string, qty = DEFAULT_ADD_QUANTITY) =>
      remember(await call("POST", "/cart/v1/cartWithItem", cartAnswer, { body: { siteId: options.siteId, productId, qty } })),
    getCart: (query: { favStoreId?: string; isPatchRequired?: boolean; inventorySupplyCheck?: boolean } = {}) => withCart((basketId) => call("GET", cartPath(basketId), cartAnswer, { query })),
    /** Quantity defaults to 1. */
    addItem: (productId: string, qty = DEFAULT_ADD_QUANTITY) => withCart((basketId) => call("POST", "/cart/v1/item", cartAnswer, { body: { basketId, productId, qty } })),
    /** 0 removes the line. */
    updateItem: (itemId: string, qty: number) => withCart((basketId) => call("PUT", cartPath(basketId, "/item"), cartAnswer, { body: { itemId, qty } })),
    /** Moves a line to pickup at `storeId` (its quantity, or `qty`). */
    switchItemToPickup: (itemId: string, storeId: string, qty?: number) =>
      withCart((basketId) => call("PUT", cartPath(basketId, "/item"), cartAnswer, { query: { action: "pickup", favStoreId: storeId }, body: { itemId, qty } })),
    removeItem: (itemId: string) => withCart((basketId) => call("DELETE", "/cart/v1/item", cartAnswer, { body: { basketId, itemId } })),
    applyCoupon: (couponCode: string) => withCart((basketId) => call("PUT", "/cart/v1/coupon", cartAnswer, { body: { basketId, couponCode } })),
    removeCoupon: (couponCode: string) => withCart((basketId) => call("DELETE", "/cart/v1/coupon", cartAnswer, { body: { basketId, couponCode } })),

    // ---- saved for later
    /** Moves a cart line to the saved-for-later list. */
    saveForLater: (itemId: string) => withCart((basketId) => call("PUT", "/cart/v2/saveForLater", savedForLaterWithCartAnswer, { body: { basketId, itemId } })),
    /** Moves a saved item back into the cart (its saved quantity, or `qty`). */
    moveToCart: (savedItemId: string, qty?: number) =>
      withCart((basketId) => call("POST", `/cart/v2/cart/${segment(basketId)}/saveForLater`, savedForLaterWithCartAnswer, { body: { itemId: savedItemId, qty } })),
    removeSaved: (saveForLaterId: string, itemId: string) => call("DELETE", `/cart/v2/saveForLater/${segment(saveForLaterId)}/items/${segment(itemId)}`, savedForLaterAnswer),
    savedForLater: () => call("GET", "/wishlists/v2/saveForLater", savedForLaterAnswer),

    // ---- fraud checks and reservations
    /** The fraud-check fingerprint of this device, for the cart. */
    sendDeviceFingerprint: (fingerprint: string) => withCart((basketId) => call("POST", "/cart/v1/deviceFingerPrint", deviceFingerprintAnswer, { body: { basketId, fingerprint } })),
    /** Reserve in store: a new cart holding the item for pickup at `storeId`, which becomes the shopper's cart. */
    reserveWithItem: async (input: { productId: string; storeId: string; qty?: number }) =>
      remember(await call("POST", "/cart/v1/reserveWithItem", cartAnswer, { body: { siteId: options.siteId, ...input } })),

    // ---- price adjustments (in-store associates on a buy-in-store cart; anyone else: 403 AUT432)
    /** On a line (`itemId`) or on the order. */
    addPriceAdjustment: (adjustment: PriceAdjustmentRequest) => withCart((basketId) => call("POST", cartPath(basketId, "/price_adjustments"), cartAnswer, { body: adjustment })),
    updatePriceAdjustment: (adjustmentId: string, patch: z.input<typeof priceAdjustmentPatch>) =>
      withCart((basketId) => call("PATCH", cartPath(basketId, `/price_adjustments/${segment(adjustmentId)}`), cartAnswer, { body: patch })),
    removePriceAdjustment: (adjustmentId: string) => withCart((basketId) => call("DELETE", cartPath(basketId, `/price_adjustments/${segment(adjustmentId)}`), cartAnswer)),
  };
}
