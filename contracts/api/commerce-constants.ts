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
