import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { CartAnswer, PriceAdjustmentAnswer } from "../../contracts/api/cart.ts";
import { cartCoupons, cartItems, couponRedemptions, coupons } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { checkoutShippingCharge } from "../checkout/pricing.ts";
import { ApiError } from "../http/errors.ts";
import { toCartAnswer, type AnswerOptions } from "./cart-answer.ts";
import { toUnits } from "../money.ts";
import { couponFields, loadSnapshot, planReconciliation, touchedRow, touching, type CartRow, type CartSnapshot, type Touch } from "./cart-store.ts";
import { fromJson, jsonObject } from "../db/json-rows.ts";
import { preparedQuery } from "../db/prepared.ts";
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
  type PromotionRule,
} from "./promotions.ts";
import { adjustmentDiscounts, type AdjustmentRow } from "./price-adjustments.ts";
import type { AppliedDiscount } from "./totals.ts";

/**
 * The promotion engine's database side: what `evaluatePromotions` needs of a cart's snapshot
 * (promotions and category ancestry from the reference data in memory, applied coupons and gift
 * stock read with the cart), keeping the cart's gift lines in line with the outcome, and the
 * cart's answer with its discounts. Coupons are applied, removed and redeemed here too. Every
 * write runs in the caller's transaction with the cart row locked.
 */

/** GUEST for a guest's cart, REGISTERED for a member's (a guest cart taken over is the member's). */
export function groupOfCart(cart: CartRow): CustomerGroup {
  return cart.consumerId !== null ? "REGISTERED" : "GUEST";
}

/**
 * What the engine needs for a cart (pure: the snapshot holds the applied coupons and the gift
 * stock; promotions and the category tree are its reference data). Candidates: the automatic
 * promotions live now, and those the applied coupons unlock, by id.
 */
export function promotionInputOf(snapshot: CartSnapshot, now: Date): PromotionInput {
  const { cart, lines, reference } = snapshot;
  const unlocked = new Set(snapshot.coupons.map((coupon) => coupon.promotionId));
  const live = (promotion: PromotionRule) => !promotion.couponRequired && (promotion.startsAt === null || promotion.startsAt <= now) && (promotion.endsAt === null || promotion.endsAt >= now);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      categoryIds: reference.categoryPath(line.categoryId),
      quantity: line.quantity,
      unitPrice: line.saleAmount ?? 0,
      bonus: line.bonus,
    })),
    group: groupOfCart(cart),
    currency: cart.currency,
    now,
    promotions: reference.promotions.filter((promotion) => live(promotion) || unlocked.has(promotion.id)),
    coupons: snapshot.coupons,
    giftStock: snapshot.giftStock,
  };
}

/** The changes that make the cart's bonus lines those of the outcome (pure): lines to remove, to set back to 1, and gifts to add. */
export function giftLineChanges(snapshot: CartSnapshot, outcome: PromotionOutcome): { removed: string[]; reset: string[]; added: string[] } {
  const wanted = new Set(outcome.gifts.map((gift) => gift.variantId));
  const bonusLines = snapshot.lines.filter((line) => line.bonus);
  return {
    removed: bonusLines.filter((line) => !wanted.has(line.variantId)).map((line) => line.id),
    reset: bonusLines.filter((line) => wanted.has(line.variantId) && line.quantity !== 1).map((line) => line.id),
    added: [...wanted].filter((variantId) => !bonusLines.some((line) => line.variantId === variantId)),
  };
}

/**
 * Makes the cart's bonus lines those of the outcome: an earned gift in stock gets a line of
 * quantity 1; a bonus line no earned gift asks for is removed. Answers whether anything changed.
 */
export async function syncGiftLines(db: Executor, snapshot: CartSnapshot, outcome: PromotionOutcome): Promise<boolean> {
  const { removed, reset, added } = giftLineChanges(snapshot, outcome);
  if (removed.length) await db.delete(cartItems).where(inArray(cartItems.id, removed));
  if (reset.length) await db.update(cartItems).set({ quantity: 1 }).where(inArray(cartItems.id, reset));
  if (added.length) await db.insert(cartItems).values(added.map((variantId) => ({ id: randomUUID(), cartId: snapshot.cart.id, variantId, quantity: 1, bonus: true }))).onConflictDoNothing();
  return removed.length + reset.length + added.length > 0;
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
  return priceSnapshot(db, await loadSnapshot(db, cart), now, shipping);
}

/** `priceCart` of a snapshot just read (under the caller's row lock); the cart is read again only when its gift lines changed. */
export async function priceSnapshot(db: Executor, read: CartSnapshot, now: Date, shipping?: number): Promise<PricedCart> {
  const outcome = evaluatePromotions(promotionInputOf(read, now));
  const snapshot = (await syncGiftLines(db, read, outcome)) ? await loadSnapshot(db, read.cart) : read;
  return pricedWith(snapshot, outcome, shipping);
}

/** The pricing of a snapshot whose gift lines are already those of `outcome` (pure). */
function pricedWith(snapshot: CartSnapshot, outcome: PromotionOutcome, shipping: number | undefined): PricedCart {
  const charge = shipping ?? checkoutShippingCharge(snapshot);
  const shippingDiscounts = shippingDiscount(outcome, charge);
  const bonusLines = snapshot.lines.filter((line) => line.bonus).map((line) => ({ id: line.id, variantId: line.variantId, value: (line.saleAmount ?? 0) * line.quantity }));
  const { adjustments } = snapshot;
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

type AnswerCartOptions = Omit<AnswerOptions, "discounts" | "promotions">;

const answerOf = (priced: PricedCart, options: AnswerCartOptions): CartAnswer =>
  toCartAnswer(priced.snapshot, { ...options, shipping: priced.shipping, discounts: priced.discounts, promotions: priced.answer, priceAdjustments: priced.priceAdjustments });

/** The Cart answer with its promotions (every cart call answers through this). */
export async function answerCart(db: Executor, cart: CartRow, now: Date, options: AnswerCartOptions = {}): Promise<CartAnswer> {
  return answerSnapshot(db, await loadSnapshot(db, cart), now, options);
}

/** `answerCart` of a snapshot just read under the caller's row lock. */
export async function answerSnapshot(db: Executor, snapshot: CartSnapshot, now: Date, options: AnswerCartOptions = {}): Promise<CartAnswer> {
  return answerOf(await priceSnapshot(db, snapshot, now, options.shipping), options);
}

/**
 * The Cart answer of a snapshot read without a lock, when answering changes nothing: no line
 * to bring in line with stock or prices, and the gift lines already those the promotions earn.
 * Otherwise undefined: the caller answers under the row lock, writing the corrections.
 */
export function answerUnchanged(snapshot: CartSnapshot, now: Date): CartAnswer | undefined {
  if (planReconciliation(snapshot.lines).flash.length) return undefined;
  const outcome = evaluatePromotions(promotionInputOf(snapshot, now));
  const { removed, reset, added } = giftLineChanges(snapshot, outcome);
  if (removed.length || reset.length || added.length) return undefined;
  return answerOf(pricedWith(snapshot, outcome, undefined), {});
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

/**
 * apply-coupon's write, prepared (backend/db/prepared.ts): the coupon put on the cart, with the
 * touch (`touching`) in the same statement. It answers the coupon's row as a read of the cart
 * answers it (its live redemption count included), whether the cart's member has redeemed it,
 * where it sorts among the cart's coupons (how many come before it by code; the statement sees
 * the cart without it) and the flash as stored. Nothing when the cart already has it.
 */
const applyAndTouchQuery = preparedQuery("cart_apply_coupon_and_touch", (db) => {
  const { touched, flash } = touching(db);
  // (Columns as SQL of their own: drizzle writes the columns at the top of a returning field
  // without their table, which inside these subqueries would be the subquery's own.)
  const [applied, redemption] = [sql`${cartCoupons.code}`, sql`${couponRedemptions.code}`];
  const coupon = sql<Record<string, unknown> | null>`(select ${jsonObject(couponFields)} from ${coupons} where ${sql`${coupons.code}`} = ${applied})`;
  const redeemed = sql<boolean>`exists (select 1 from ${couponRedemptions} where ${redemption} = ${applied} and ${sql`${couponRedemptions.consumerId}`} = ${sql.placeholder("consumerId")})`;
  const before = sql<number>`(select count(*)::int from ${cartCoupons} as earlier where earlier.cart_id = ${sql.placeholder("cartId")} and earlier.code < ${applied})`;
  return db
    .with(touched)
    .insert(cartCoupons)
    .values({ cartId: sql.placeholder("cartId"), code: sql.placeholder("code") })
    .onConflictDoNothing()
    .returning({ coupon, redeemed, before, flash });
});

/**
 * Applies a coupon to a cart read with its row lock (`reconciled`, its lines reconciled with
 * stock; the change's `CartWrite`). Unknown code 400 PRM130; the coupon, or another coupon of
 * its promotion, already on the cart PRM416; otherwise `couponProblem`'s (PRM135, PRM155,
 * PRM140, PRM160, PRM175), and a member's once-per-customer coupon they redeemed PRM150. A valid
 * coupon whose threshold is not met yet is applied all the same (couponItems: applied false,
 * NOT_EARNED) and starts counting once met. The coupon and its promotion come from the reference
 * data; its redemption count and the member's redemptions are read live by the insert itself
 * (a check they fail throws, and the caller's transaction rolls the insert back). Answers what
 * the cart then holds, worked out from the read and the insert's answer (decision 0037).
 */
export async function applyCoupon(db: Executor, reconciled: CartSnapshot, code: string, touch: Touch): Promise<CartSnapshot> {
  const { cart, reference } = reconciled;
  const found = reference.coupon(code);
  if (!found) throw couponError("PRM130", code);
  if (reconciled.coupons.some((other) => other.code === found.code || other.promotionId === found.promotionId)) throw couponError("PRM416", found.code);
  const [added] = await applyAndTouchQuery(db).execute({ cartId: cart.id, code: found.code, consumerId: cart.consumerId, flash: touch.flash, now: touch.now });
  if (!added) throw couponError("PRM416", found.code);
  if (!added.coupon) throw couponError("PRM130", code);
  const applied = fromJson<CouponRule>(couponFields, added.coupon);
  // Only a coupon with a limit counts its redemptions.
  const coupon: CouponRule = { ...found, redemptions: found.maxRedemptions === null ? 0 : applied.redemptions };
  const problem = couponProblem(coupon, reference.promotion(coupon.promotionId), { now: touch.now, group: groupOfCart(cart), currency: cart.currency });
  if (problem) throw couponError(problem, coupon.code);
  if (coupon.oncePerCustomer && cart.consumerId && added.redeemed) throw couponError("PRM150", coupon.code);
  const applieds = [...reconciled.coupons];
  applieds.splice(added.before, 0, applied);
  return { ...reconciled, cart: touchedRow(cart, added.flash, touch.now), coupons: applieds };
}

/** remove-coupon's write, prepared: the cart's coupon of that code (case-insensitive) deleted, with the touch (`touching`). */
const removeAndTouchQuery = preparedQuery("cart_remove_coupon_and_touch", (db) => {
  const { touched, flash } = touching(db);
  return db
    .with(touched)
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, sql.placeholder("cartId")), sql`lower(${cartCoupons.code}) = lower(${sql.placeholder("code")})`))
    .returning({ code: cartCoupons.code, flash });
});

/**
 * Removes a coupon from a cart read with its row lock (`reconciled`; case-insensitive); one that
 * is not on the cart: 400 PRM130. Answers what the cart then holds, worked out (decision 0037).
 */
export async function removeCoupon(db: Executor, reconciled: CartSnapshot, code: string, touch: Touch): Promise<CartSnapshot> {
  const { cart } = reconciled;
  const removed = await removeAndTouchQuery(db).execute({ cartId: cart.id, code, flash: touch.flash, now: touch.now });
  if (!removed.length) throw new ApiError(400, "PRM130", "This coupon is not applied to the cart", { couponCode: code });
  const codes = new Set(removed.map((row) => row.code));
  return { ...reconciled, cart: touchedRow(cart, removed[0]!.flash, touch.now), coupons: reconciled.coupons.filter((coupon) => !codes.has(coupon.code)) };
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
