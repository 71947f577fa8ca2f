import { z } from "zod";
import { SITES } from "../sites.ts";

/**
 * Contracts of the cart calls (commerce spec §3 Cart and Cart item, §7 Cart and checkout):
 * what the storefront sends and what the reference backend answers. Amounts in answers are
 * decimal numbers in currency units (19.99), converted from the backend's minor units at the
 * edge. Requests are lenient about extra fields (they are dropped); answers are strict, so that
 * a field the backend adds without adding it here fails the contract tests.
 */

import { DEFAULT_ADD_QUANTITY, MAX_ITEM_QUANTITY } from "./commerce-constants.ts";
import { memberDiscountAnswer, memberPriceAnswer } from "./member-prices.ts";

export { DEFAULT_ADD_QUANTITY, MAX_ITEM_QUANTITY };

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
export const siteIdSchema = z.enum(SITE_IDS);

/** Cart and line ids are server-made; anything longer than this cannot be one. */
const idSchema = z.string().min(1).max(64);
/** A variant's product id: the 8-character style id and a 3-character colour and size code. */
export const variantProductIdSchema = z.string().regex(/^[A-Z0-9]{11}$/, "must be the 11-character product id of a colour and size");
export const addQuantitySchema = z.number().int().min(1).max(MAX_ITEM_QUANTITY);
/** 0 removes the line. */
export const setQuantitySchema = z.number().int().min(0).max(MAX_ITEM_QUANTITY);
const queryFlag = z.enum(["true", "false"]);

// ---- requests --------------------------------------------------------------------------------

/** POST /cart/v1/cart: the body (optional) or the query names the site; RL-US by default. */
export const createCartRequest = z.object({ siteId: siteIdSchema.optional() });
export const createCartQuery = z.object({ siteId: siteIdSchema.optional() });

/** POST /cart/v1/item. `bonus: true` asks for a gift-with-purchase line, which a shopper cannot add. */
export const addItemRequest = z.object({
  basketId: idSchema,
  productId: variantProductIdSchema,
  qty: addQuantitySchema.optional(),
  bonus: z.boolean().optional(),
});

/** POST /cart/v1/cartWithItem: the item (and site) in the body, the query, or both (the body wins). */
export const cartWithItemRequest = z.object({
  siteId: siteIdSchema.optional(),
  productId: variantProductIdSchema,
  qty: addQuantitySchema.optional(),
  bonus: z.boolean().optional(),
});
export const cartWithItemQuery = z.object({
  siteId: z.string().optional(),
  productId: z.string().optional(),
  qty: z
    .string()
    .regex(/^-?\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .optional(),
});

/** GET /cart/v1/cart/{basketId}. */
export const getCartQuery = z.object({
  favStoreId: z.string().max(64).optional(),
  isPatchRequired: queryFlag.optional(),
  inventorySupplyCheck: queryFlag.optional(),
});

/** PUT /cart/v1/cart/{basketId}/item: a new quantity; with action=pickup, qty may be left out. */
export const updateItemRequest = z.object({ itemId: idSchema, qty: setQuantitySchema.optional() });
export const updateItemQuery = z.object({ action: z.enum(["pickup"]).optional(), favStoreId: z.string().min(1).max(64).optional() });

/** DELETE /cart/v1/item. */
export const deleteItemRequest = z.object({ basketId: idSchema, itemId: idSchema });

/** Reasons an associate may give for a price adjustment. */
export const PRICE_ADJUSTMENT_REASONS = ["PRICE_MATCH", "DAMAGED_ITEM", "CUSTOMER_SERVICE", "DISPLAY_MODEL", "MANAGER_OVERRIDE"] as const;

/**
 * POST /cart/v1/cart/{basketId}/price_adjustments: on a line (itemId) or on the order. AMOUNT
 * and FIXED_PRICE in currency units (two decimals at most), PERCENT whole 1–100; FIXED_PRICE
 * only on a line. Invalid values: 400 PRC400.
 */
export const priceAdjustmentRequest = z.object({
  itemId: idSchema.optional(),
  type: z.enum(["AMOUNT", "PERCENT", "FIXED_PRICE"]),
  value: z.number().finite().min(0).max(1_000_000),
  reasonCode: z.enum(PRICE_ADJUSTMENT_REASONS),
});
/** PATCH …/price_adjustments/{adjustmentId}: a new type, value or reason. */
export const priceAdjustmentPatch = z
  .object({ type: priceAdjustmentRequest.shape.type.optional(), value: priceAdjustmentRequest.shape.value.optional(), reasonCode: priceAdjustmentRequest.shape.reasonCode.optional() })
  .refine((patch) => patch.type !== undefined || patch.value !== undefined || patch.reasonCode !== undefined, { message: "Nothing to change" });
export type PriceAdjustmentRequest = z.infer<typeof priceAdjustmentRequest>;
export type PriceAdjustmentAnswer = z.infer<typeof priceAdjustmentAnswer>;

// ---- answers ---------------------------------------------------------------------------------

const amount = z.number().finite();

/**
 * Promotions in the Cart answer (commerce spec §3; rules in backend/cart/promotions.ts). `price`
 * of an adjustment is what it takes off, as a negative amount (0 while nothing is taken).
 */
export const productPromotionAnswer = z.strictObject({
  promotionId: z.string(),
  promotionName: z.string(),
  couponCode: z.string().nullable(),
  campaignId: z.string().nullable(),
  price: amount.max(0),
});
export const orderPromotionAnswer = z.strictObject({
  promotionId: z.string(),
  promotionName: z.string(),
  level: z.enum(["ORDER", "SHIPPING"]),
  couponCode: z.string().nullable(),
  price: amount.max(0),
});
export const couponItemAnswer = z.strictObject({
  code: z.string(),
  promotionId: z.string(),
  /** The coupon may be used on this cart now. */
  valid: z.boolean(),
  /** Valid and its promotion earned by the cart. */
  applied: z.boolean(),
  /** APPLIED, NOT_EARNED (threshold not met), or the error id of why it is not valid (PRM135, PRM155, PRM140, PRM160, PRM175). */
  statusCode: z.string(),
});
export const promoSummaryAnswer = z.strictObject({
  promotionId: z.string(),
  promotionName: z.string(),
  level: z.enum(["ORDER", "PRODUCT", "SHIPPING"]),
  /** "approaching|in progress|earned", only when the stored callout has exactly three parts. */
  calloutMessage: z.string().nullable(),
  /** Percent (whole) of the threshold reached; 100 when earned. */
  approachingDisplayLevel: z.number().int().min(0).max(100),
  /** Currency units still to spend; 0 when earned. */
  distanceFromConditionThreshold: amount.min(0),
  /** Which part of the callout applies: approaching below 50 % of the threshold, in progress from 50 %, earned when met. */
  state: z.enum(["approaching", "inProgress", "earned"]),
  /** The particular message selected by the promotion id: GWP gift, GUEST guest, REGISTERED registered. */
  messageKind: z.enum(["gift", "guest", "registered", "standard"]),
  couponCode: z.string().nullable(),
  /** GFO404: the gift is earned but out of stock (no bonus line). */
  errorId: z.string().nullable(),
});

/** Cart flash codes (commerce spec §8) that the cart core raises. */
export { CART_FLASH_TYPES } from "./commerce-constants.ts";

export const cartFlash = z.strictObject({
  type: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const cartItemAnswer = z.strictObject({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  qty: z.number().int().positive(),
  /** The most the shopper can set for this line (stock at its location, at most 999999). */
  maxQty: z.number().int().min(0),
  upc: z.string(),
  name: z.string(),
  pdpUrl: z.string(),
  slug: z.string(),
  price: z.strictObject({
    /** Unit prices; `current` is the owner's member price where it is lower (`memberPrice`). */
    original: amount,
    current: amount,
    /** Line prices: current × qty, then after item and order promotions. */
    rowTotal: amount,
    priceAfterItemDiscount: amount,
    priceAfterOrderDiscount: amount,
    /** A member's cart only, when `current` is their group's price. */
    memberPrice: memberPriceAnswer.optional(),
  }),
  isDigitalProduct: z.boolean(),
  isCustoms: z.boolean(),
  bonus: z.boolean(),
  productPromotions: z.array(productPromotionAnswer).optional(),
  attributes: z.strictObject({ color: z.string(), size: z.string() }),
  rating: z.strictObject({ score: z.number().min(0).max(5), reviewsCount: z.number().int().min(0) }),
  badge: z.string().nullable(),
  shippingOptions: z.strictObject({
    /** standard, digital, pickup, pudo, sts or customs. */
    selected: z.string(),
    storeInfo: z.strictObject({ id: z.string(), storeInventory: z.number().int().min(0) }).nullable(),
  }),
});

export const cartTotals = z.strictObject({
  total: amount,
  totalDiscount: amount,
  itemTotal: amount,
  totalWithoutTax: amount,
  shipping: amount,
  tax: amount,
  /** Percent of the list-price subtotal saved, one decimal. */
  totalDiscountPercentage: amount,
  remainingToPay: amount,
  currency: z.string(),
  totalUnits: z.number().int().min(0),
  itemSubTotal: amount,
  netAmount: amount,
  taxAmount: amount,
  appliedRewards: z.array(z.unknown()),
});

/**
 * A price adjustment by an in-store associate (buy-in-store carts only). `value` in currency
 * units for AMOUNT and FIXED_PRICE (per unit on a line), whole percent for PERCENT; `amount` is
 * what it takes off the cart now, in currency units.
 */
export const priceAdjustmentAnswer = z.strictObject({
  adjustmentId: z.string(),
  itemId: z.string().nullable(),
  type: z.enum(["AMOUNT", "PERCENT", "FIXED_PRICE"]),
  value: amount.min(0),
  amount: amount.min(0),
  reasonCode: z.string(),
  storeId: z.string(),
  storeEmployeeId: z.string(),
});

export const cartAnswer = z.strictObject({
  id: z.string(),
  siteId: z.string(),
  currency: z.string(),
  /** Units in the cart (the mini-cart count). */
  totalItems: z.number().int().min(0),
  totals: cartTotals,
  items: z.array(cartItemAnswer),
  payment_instruments: z.array(z.unknown()),
  shippingMethods: z.array(z.unknown()),
  couponItems: z.array(couponItemAnswer),
  orderPromotions: z.array(orderPromotionAnswer),
  promoSummary: z.array(promoSummaryAnswer),
  flash: z.array(cartFlash),
  /** Only on buy-in-store carts that have adjustments. */
  priceAdjustments: z.array(priceAdjustmentAnswer).optional(),
  /**
   * Only on a member's cart with member-priced lines: what each group's prices take off the
   * price everyone pays (already in the lines' `current` and in `totals.totalDiscount`).
   */
  memberDiscounts: z.array(memberDiscountAnswer).optional(),
});

export type CartAnswer = z.infer<typeof cartAnswer>;
export type CartItemAnswer = z.infer<typeof cartItemAnswer>;
export type CartTotalsAnswer = z.infer<typeof cartTotals>;
export type CartFlash = z.infer<typeof cartFlash>;
export type ProductPromotionAnswer = z.infer<typeof productPromotionAnswer>;
export type OrderPromotionAnswer = z.infer<typeof orderPromotionAnswer>;
export type CouponItemAnswer = z.infer<typeof couponItemAnswer>;
export type PromoSummaryAnswer = z.infer<typeof promoSummaryAnswer>;

// ---- coupons ---------------------------------------------------------------------------------

/** PUT /cart/v1/coupon (apply) and DELETE /cart/v1/coupon (remove): codes are case-insensitive. */
export const couponRequest = z.object({ basketId: idSchema, couponCode: z.string().trim().min(1).max(64) });
export const applyCouponRequest = couponRequest;
export const removeCouponRequest = couponRequest;
