/**
 * Constants of the commerce contracts that browser code needs, in a module without schema code
 * (decision 0013: a value imported from a zod module brings zod into the shopper's JavaScript).
 * The contract modules re-export them.
 */

/** Commerce spec §5 and §9: add to cart defaults to 1; at most 999999 at a time. */
export const DEFAULT_ADD_QUANTITY = 1;
export const MAX_ITEM_QUANTITY = 999_999;

/**
 * Regional texts: the spec's `GET {token}{countryCode}` is a configured path prefix (the
 * "token") with the country code appended; the reference backend's prefix.
 */
export const REGIONAL_TEXTS_PATH = "/consumers-v3/utilities/regionalTexts/";

/**
 * Cart flash codes (commerce spec §8) that the cart core raises: stock cut, stock gone, product
 * no longer sold (contracts/api/cart.ts re-exports them).
 */
export const CART_FLASH_TYPES = ["ProductLineItemInventoryMissing", "ProductLineItemFullInventoryMissing", "ProductItemNotAvailable"] as const;
export type CartFlashType = (typeof CART_FLASH_TYPES)[number];

/**
 * Cart flash codes of the delivery transitions of commerce spec §4 (the server changed how an
 * item is delivered; contracts/api/checkout.ts re-exports them).
 */
export const DELIVERY_TRANSITION_FLASH_TYPES = [
  "PickupToShipToHome",
  "PickupToShipToStore",
  "ShipToStoreToShipToHome",
  "ShipToStoreToPickup",
  "ShipToHomeToPickup",
  "ShippingMethodDowngraded",
] as const;
export type DeliveryTransitionFlashType = (typeof DELIVERY_TRANSITION_FLASH_TYPES)[number];

/** A repeated order placement with the same key answers the first order; the cart id by default. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** An order number: RL and 8 digits. */
export const ORDER_NUMBER_PATTERN = /^RL\d{8}$/;
