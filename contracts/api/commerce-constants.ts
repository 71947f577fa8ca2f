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

/** Account holders are at least 13 (the account and loyalty terms); older than 120 is a typo. */
export const MINIMUM_AGE = 13;
export const MAXIMUM_AGE = 120;
/** Commerce spec §9: 01/01/1900 is a placeholder, meaning "no birth date". */
export const BIRTH_DATE_PLACEHOLDER = "1900-01-01";

/** Commerce spec §3 and §9: interests are stored and answered joined by a pipe. */
export const INTEREST_SEPARATOR = "|";
/**
 * The interests a shopper can pick in the interests dialog (shared with the storefront, which
 * shows them; the backend refuses others).
 */
export const INTERESTS = [
  "hiking",
  "camping",
  "running",
  "trail-running",
  "climbing",
  "mountaineering",
  "skiing",
  "snowboarding",
  "cycling",
  "travel",
  "fishing",
  "yoga",
] as const;
export type Interest = (typeof INTERESTS)[number];
