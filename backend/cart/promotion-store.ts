import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { CartAnswer, PriceAdjustmentAnswer } from "../../contracts/api/cart.ts";
import { cartCoupons, cartItems, categories, couponRedemptions, coupons, inventory, products, promotions, variants } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { checkoutShippingCharge } from "../checkout/pricing.ts";
import { ApiError } from "../http/errors.ts";
import { toCartAnswer, type AnswerOptions } from "./cart-answer.ts";
import { toUnits } from "../money.ts";
import { loadSnapshot, ONLINE_LOCATION, type CartRow, type CartSnapshot } from "./cart-store.ts";
import {
  couponProblem,
  evaluatePromotions,
  shippingDiscount,
  toPromotionAnswer,
  type CouponErrorId,
  type CouponRule,
  type CustomerGroup,
  type PromotionAnswer,
  type PromotionInput,
  type PromotionOutcome,
} from "./promotions.ts";
import { adjustmentDiscounts, adjustmentsOf, type AdjustmentRow } from "./price-adjustments.ts";
import type { AppliedDiscount } from "./totals.ts";

/**
 * The promotion engine's database side: reads what `evaluatePromotions` needs for a cart
 * (promotions, applied coupons, category ancestry, gift stock), keeps the cart's gift lines in
 * line with the outcome, and answers the cart with its discounts. Coupons are applied, removed
 * and redeemed here too. Everything runs in the caller's transaction with the cart row locked.
 */

/** GUEST for a guest's cart, REGISTERED for a member's (a guest cart taken over is the member's). */
export function groupOfCart(cart: CartRow): CustomerGroup {
  return cart.consumerId !== null ? "REGISTERED" : "GUEST";
}

/** The coupons applied to a cart (canonical codes), by code. */
async function appliedCoupons(db: Executor, cart: CartRow): Promise<CouponRule[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.code, cartCoupons.code))
    .where(eq(cartCoupons.cartId, cart.id))
    .orderBy(asc(cartCoupons.code));
  return rows.map((row) => row.coupon);
}

/** Each variant's category and its ancestors (the category tree is shallow: one query per level). */
async function categoryPaths(db: Executor, variantIds: readonly string[]): Promise<Map<string, string[]>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({ variantId: variants.id, categoryId: products.categoryId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...variantIds]));
  const parents = new Map<string, string | null>();
  let frontier = [...new Set(rows.map((row) => row.categoryId))];
  while (frontier.length) {
    const found = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, frontier));
    for (const category of found) parents.set(category.id, category.parentId);
    for (const id of frontier) if (!parents.has(id)) parents.set(id, null);
    frontier = [...new Set(found.map((category) => category.parentId).filter((id): id is string => id !== null && !parents.has(id)))];
  }
  const pathOf = (categoryId: string) => {
    const path: string[] = [];
    for (let id: string | null | undefined = categoryId; id && !path.includes(id); id = parents.get(id)) path.push(id);
    return path;
  };
  return new Map(rows.map((row) => [row.variantId, pathOf(row.categoryId)]));
}

/** What the engine needs for a cart, read in the caller's transaction. */
export async function loadPromotionInput(db: Executor, snapshot: CartSnapshot, now: Date): Promise<PromotionInput> {
  const { cart, lines } = snapshot;
  const applied = await appliedCoupons(db, cart);
  const unlocked = [...new Set(applied.map((coupon) => coupon.promotionId))];
  const automatic = and(
    eq(promotions.couponRequired, false),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gte(promotions.endsAt, now)),
  );
  const candidates = await db
    .select()
    .from(promotions)
    .where(unlocked.length ? or(automatic, inArray(promotions.id, unlocked)) : automatic)
    .orderBy(asc(promotions.id));
  const giftVariants = [...new Set(candidates.map((promotion) => promotion.giftVariantId).filter((id): id is string => id !== null))];
  const stock = giftVariants.length
    ? await db
        .select({ variantId: inventory.variantId, quantity: inventory.quantity })
        .from(inventory)
        .where(and(inArray(inventory.variantId, giftVariants), eq(inventory.locationId, ONLINE_LOCATION)))
    : [];
  const paths = await categoryPaths(db, [...new Set(lines.map((line) => line.variantId))]);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      categoryIds: paths.get(line.variantId) ?? [],
      quantity: line.quantity,
      unitPrice: line.saleAmount ?? 0,
      bonus: line.bonus,
    })),
    group: groupOfCart(cart),
    currency: cart.currency,
    now,
    promotions: candidates,
    coupons: applied,
    giftStock: Object.fromEntries(stock.map((row) => [row.variantId, row.quantity])),
  };
}

/**
 * Makes the cart's bonus lines those of the outcome: an earned gift in stock gets a line of
 * quantity 1; a bonus line no earned gift asks for is removed. Answers whether anything changed.
 */
export async function syncGiftLines(db: Executor, snapshot: CartSnapshot, outcome: PromotionOutcome): Promise<boolean> {
  const wanted = new Set(outcome.gifts.map((gift) => gift.variantId));
  const bonusLines = snapshot.lines.filter((line) => line.bonus);
  let changed = false;
  for (const line of bonusLines) {
    if (!wanted.has(line.variantId)) await db.delete(cartItems).where(eq(cartItems.id, line.id));
    else if (line.quantity !== 1) await db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.id, line.id));
    else continue;
    changed = true;
  }
  for (const variantId of wanted) {
    if (bonusLines.some((line) => line.variantId === variantId)) continue;
    await db.insert(cartItems).values({ id: randomUUID(), cartId: snapshot.cart.id, variantId, quantity: 1, bonus: true }).onConflictDoNothing();
    changed = true;
  }
  return changed;
}

export interface PricedCart {
  /** The cart as it is after the gift lines were brought in line. */
  snapshot: CartSnapshot;
  outcome: PromotionOutcome;
  /** The shipping charge the SHIPPING discounts were applied to, minor units. */
  shipping: number;
  /** PRODUCT, ORDER and SHIPPING discounts, for `computeTotals` (with `shipping`). */
  discounts: AppliedDiscount[];
  answer: PromotionAnswer;
  /** The associate's adjustments as answered (buy-in-store carts). */
  priceAdjustments: PriceAdjustmentAnswer[];
}

/**
 * Evaluates the promotions of a cart (locked by the caller) and brings its gift lines in line.
 * `shipping`: the shipping charge in minor units, to which the earned SHIPPING promotions are
 * applied; by default checkout's charge of the cart's shipments (`checkoutShippingCharge`).
 */
export async function priceCart(db: Executor, cart: CartRow, now: Date, shipping?: number): Promise<PricedCart> {
  let snapshot = await loadSnapshot(db, cart);
  const outcome = evaluatePromotions(await loadPromotionInput(db, snapshot, now));
  if (await syncGiftLines(db, snapshot, outcome)) snapshot = await loadSnapshot(db, cart);
  const charge = shipping ?? checkoutShippingCharge(snapshot);
  const shippingDiscounts = shippingDiscount(outcome, charge);
  const bonusLines = snapshot.lines.filter((line) => line.bonus).map((line) => ({ id: line.id, variantId: line.variantId, value: (line.saleAmount ?? 0) * line.quantity }));
  const adjustments = await adjustmentsOf(db, cart.id);
  const productDiscounts = outcome.discounts.filter((discount) => discount.level === "PRODUCT").reduce((sum, discount) => sum + discount.amount, 0);
  const adjusted = adjustmentDiscounts(adjustments, snapshot.lines.map((line) => ({ id: line.id, quantity: line.quantity, unitCurrent: line.saleAmount ?? 0, bonus: line.bonus })), productDiscounts);
  return {
    snapshot,
    outcome,
    shipping: charge,
    discounts: [...outcome.discounts, ...adjusted.discounts, ...shippingDiscounts],
    answer: toPromotionAnswer(outcome, shippingDiscounts, bonusLines),
    priceAdjustments: adjustments.map((row) => toAdjustmentAnswer(row, adjusted.amounts.get(row.id) ?? 0)),
  };
}

function toAdjustmentAnswer(row: AdjustmentRow, amount: number): PriceAdjustmentAnswer {
  return {
    adjustmentId: row.id,
    itemId: row.itemId,
    type: row.type,
    value: row.type === "PERCENT" ? row.value : toUnits(row.value),
    amount: toUnits(amount),
    reasonCode: row.reasonCode,
    storeId: row.storeId,
    storeEmployeeId: row.storeEmployeeId,
  };
}

/** The Cart answer with its promotions (every cart call answers through this). */
export async function answerCart(db: Executor, cart: CartRow, now: Date, options: Omit<AnswerOptions, "discounts" | "promotions"> = {}): Promise<CartAnswer> {
  const priced = await priceCart(db, cart, now, options.shipping);
  return toCartAnswer(priced.snapshot, { ...options, shipping: priced.shipping, discounts: priced.discounts, promotions: priced.answer, priceAdjustments: priced.priceAdjustments });
}

// ---- coupons ---------------------------------------------------------------------------------

const COUPON_MESSAGES: Record<CouponErrorId, string> = {
  PRM130: "This coupon code is not valid",
  PRM135: "This coupon is not active yet",
  PRM140: "This coupon has reached its redemption limit",
  PRM150: "This coupon has already been redeemed",
  PRM155: "This coupon has expired",
  PRM160: "This coupon is not valid for this cart",
  PRM175: "This coupon cannot be applied",
  PRM416: "This coupon is already applied to the cart",
};

export const couponError = (errorId: CouponErrorId, couponCode: string) => new ApiError(400, errorId, COUPON_MESSAGES[errorId], { couponCode });

/** A coupon by its code, case-insensitive. */
async function findCoupon(db: Executor, code: string): Promise<CouponRule | undefined> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .orderBy(asc(coupons.code))
    .limit(1);
  return coupon;
}

/**
 * Applies a coupon to a cart (locked by the caller). Unknown code 400 PRM130; the coupon, or
 * another coupon of its promotion, already on the cart PRM416; otherwise `couponProblem`'s
 * (PRM135, PRM155, PRM140, PRM160, PRM175). A valid coupon whose threshold is not met yet is
 * applied all the same (couponItems: applied false, NOT_EARNED) and starts counting once met.
 */
export async function applyCoupon(db: Executor, cart: CartRow, code: string, now: Date): Promise<void> {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw couponError("PRM130", code);
  const applied = await appliedCoupons(db, cart);
  if (applied.some((other) => other.code === coupon.code || other.promotionId === coupon.promotionId)) throw couponError("PRM416", coupon.code);
  const [promotion] = await db.select().from(promotions).where(eq(promotions.id, coupon.promotionId));
  const problem = couponProblem(coupon, promotion, { now, group: groupOfCart(cart), currency: cart.currency });
  if (problem) throw couponError(problem, coupon.code);
  if (coupon.oncePerCustomer && cart.consumerId && (await hasRedeemed(db, coupon.code, cart.consumerId))) throw couponError("PRM150", coupon.code);
  const [added] = await db.insert(cartCoupons).values({ cartId: cart.id, code: coupon.code }).onConflictDoNothing().returning({ code: cartCoupons.code });
  if (!added) throw couponError("PRM416", coupon.code);
}

/** Removes a coupon from a cart (case-insensitive); one that is not on the cart: 400 PRM130. */
export async function removeCoupon(db: Executor, cart: CartRow, code: string): Promise<void> {
  const removed = await db
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, cart.id), sql`lower(${cartCoupons.code}) = lower(${code})`))
    .returning({ code: cartCoupons.code });
  if (!removed.length) throw new ApiError(400, "PRM130", "This coupon is not applied to the cart", { couponCode: code });
}

/**
 * For order placement (checkout): counts one redemption of each coupon, atomically and only
 * while below max_redemptions; a coupon that reached its limit meanwhile is 400 PRM140 (the
 * caller's transaction then rolls back). Pass the codes of the couponItems with applied: true.
 */
export async function redeemCoupons(db: Executor, codes: readonly string[], member: { consumerId: string; orderNumber: string } | null = null): Promise<void> {
  for (const code of codes) {
    // The update also locks the coupon row: a member's parallel redemptions of a
    // once-per-customer coupon are serialised, and the second sees the first below.
    const [redeemed] = await db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(and(eq(coupons.code, code), or(isNull(coupons.maxRedemptions), sql`${coupons.redemptions} < ${coupons.maxRedemptions}`)))
      .returning({ code: coupons.code, oncePerCustomer: coupons.oncePerCustomer });
    if (!redeemed) throw couponError("PRM140", code);
    if (!member) continue;
    if (redeemed.oncePerCustomer && (await hasRedeemed(db, code, member.consumerId))) throw couponError("PRM150", code);
    await db.insert(couponRedemptions).values({ id: randomUUID(), code, consumerId: member.consumerId, orderNumber: member.orderNumber });
  }
}

/** Whether a member has redeemed a coupon (on an order not cancelled or failed). */
async function hasRedeemed(db: Executor, code: string, consumerId: string): Promise<boolean> {
  const [row] = await db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.consumerId, consumerId))).limit(1);
  return row !== undefined;
}

/** Gives back the redemptions an order made (it was cancelled, or its payment failed). */
export async function releaseCouponRedemptions(db: Executor, orderNumber: string): Promise<void> {
  await db.delete(couponRedemptions).where(eq(couponRedemptions.orderNumber, orderNumber));
}
