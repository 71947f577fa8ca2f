import { z } from "zod";
import { SITES } from "../sites.ts";
import { memberPriceAnswer } from "./member-prices.ts";

/**
 * Contracts of the favourites calls (commerce spec §3 Favourites, §7 wishlists): list (query
 * start and count), add (body id, qty, itemType, favoriteId), remove, and share by link.
 * Guests and members each have one list; in-store associates have none (spec §4 Buy-in-store).
 *
 * An item is a whole style (`itemType: "product"`, the 8-character style id) or one colour and
 * size (`"variant"`, the 11-character product id). Items come newest first. Sharing makes an
 * unguessable token; anyone holding the link reads the list (read-only, never writable).
 */

/** Page size when `count` is not given (the spec leaves it to configuration), and the largest. */
export const FAVORITES_DEFAULT_COUNT = 24;
export const FAVORITES_MAX_COUNT = 100;
/** Items a list may hold; adding one more answers 409 INV408 with `maxAllowedQuantity`. */
export const FAVORITES_MAX_ITEMS = 250;
export const FAVORITE_MAX_QTY = 99;
export const FAVORITE_ITEM_TYPES = ["product", "variant"] as const;
export type FavoriteItemType = (typeof FAVORITE_ITEM_TYPES)[number];

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
const id = z.string().trim().min(1).max(64);
const STYLE_ID = /^[A-Z0-9]{8}$/;
const VARIANT_ID = /^[A-Z0-9]{11}$/;
/** Share tokens are 32 base64url characters (24 random bytes). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "not a share token");

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

// ---- requests --------------------------------------------------------------------------------

/** The item type a product id stands for: 8 characters a style, 11 a colour and size. */
export function itemTypeOf(productId: string): FavoriteItemType | undefined {
  if (STYLE_ID.test(productId)) return "product";
  if (VARIANT_ID.test(productId)) return "variant";
  return undefined;
}

/**
 * POST /wishlists/v2/favorites. `itemType` may be left out (the id says it); `favoriteId`, when
 * sent, must be the caller's own list. Adding an item already in the list sets its quantity.
 */
export const addFavoriteRequest = z
  .object({
    id: z.string().trim().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, "must be a style id (8 characters) or a product id (11)"),
    qty: z.number().int().min(1).max(FAVORITE_MAX_QTY).optional(),
    itemType: z.enum(FAVORITE_ITEM_TYPES).optional(),
    favoriteId: id.optional(),
    siteId: z.enum(SITE_IDS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.itemType && itemTypeOf(body.id) !== body.itemType) ctx.addIssue({ code: "custom", path: ["itemType"], message: `a ${body.itemType} id is ${body.itemType === "product" ? 8 : 11} characters` });
  });
export type AddFavoriteRequest = z.input<typeof addFavoriteRequest>;

/** GET /wishlists/v2/favorites: a page (`start` is an offset); prices in the site's currency (RL-US by default). */
export const favoritesQuery = z.object({
  start: wholeNumber(0, 100_000).default(0),
  count: wholeNumber(1, FAVORITES_MAX_COUNT).default(FAVORITES_DEFAULT_COUNT),
  siteId: z.enum(SITE_IDS).optional(),
});

/** GET /wishlists/v2/favorites/{favoriteId}/share: the shared list, for anyone holding the link. */
export const sharedFavoritesQuery = favoritesQuery.extend({ shareToken: shareTokenSchema });

/** POST /wishlists/v2/favorites/{favoriteId}/share: `regenerate` replaces the link (the old one stops working). */
export const shareFavoritesRequest = z.object({ regenerate: z.boolean().optional(), siteId: z.enum(SITE_IDS).optional() });

/** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}: `itemId` is the item's id, or the product id it holds. */
export const removeFavoriteQuery = z.object({ siteId: z.enum(SITE_IDS).optional() });

// ---- answers ---------------------------------------------------------------------------------

const amount = z.number().finite().min(0);

/**
 * Prices in the list's currency; for a style, the range over its colours and sizes. The owner's
 * own list is priced for them: a member's group price where lower (member-prices.ts), named by
 * `memberPrice`; a shared list shows the prices everyone pays.
 */
export const favoritePriceAnswer = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/),
  current: amount,
  original: amount,
  highCurrent: amount,
  highOriginal: amount,
  /** Members only, when `current` is their group's price. */
  memberPrice: memberPriceAnswer.optional(),
});

export const favoriteItemAnswer = z.strictObject({
  /** The item's id in the list (for removal). */
  itemId: z.string(),
  /** The product id added: a style id or a colour-and-size product id. */
  id: z.string(),
  itemType: z.enum(FAVORITE_ITEM_TYPES),
  masterId: z.string(),
  qty: z.number().int().positive(),
  name: z.string(),
  pdpUrl: z.string(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  /** Null when the product has no price in the currency. */
  price: favoritePriceAnswer.nullable(),
  /** In stock online now (any colour and size for a style). */
  available: z.boolean(),
  addedAt: z.iso.datetime({ offset: true }),
});

export const favoritesAnswer = z.strictObject({
  /** Null until the shopper adds a first item. */
  favoriteId: z.string().nullable(),
  /** Items in the whole list (not just this page). */
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(1),
  items: z.array(favoriteItemAnswer),
});

/** What a link holder sees: the list, marked read-only, without anything about its owner. */
export const sharedFavoritesAnswer = favoritesAnswer.extend({ favoriteId: z.string(), readOnly: z.literal(true) });

export const shareFavoritesAnswer = z.strictObject({
  favoriteId: z.string(),
  shareToken: shareTokenSchema,
  /** The storefront path to send: the favourites page opening the shared list. */
  sharePath: z.string().startsWith("/"),
});

export type FavoriteItemAnswer = z.infer<typeof favoriteItemAnswer>;
export type FavoritesAnswer = z.infer<typeof favoritesAnswer>;
export type SharedFavoritesAnswer = z.infer<typeof sharedFavoritesAnswer>;
export type ShareFavoritesAnswer = z.infer<typeof shareFavoritesAnswer>;

/** Answers of the wishlists calls by contract name (for `/fapi/api/validate-response/{contract}`). */
export const wishlistsContracts: Record<string, z.ZodType> = {
  favorites: favoritesAnswer,
  sharedFavorites: sharedFavoritesAnswer,
  shareFavorites: shareFavoritesAnswer,
};
