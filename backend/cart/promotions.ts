import type { CouponItemAnswer, OrderPromotionAnswer, ProductPromotionAnswer, PromoSummaryAnswer } from "../../contracts/api/cart.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import type { coupons, promotions } from "../db/schema.ts";
import { toUnits } from "../money.ts";
import { prorate, type AppliedDiscount } from "./totals.ts";

/**
 * The promotion engine (commerce spec §3 Promotion summary, §4 Promotions, §5 callouts): pure
 * functions from what a cart holds, who owns it, its currency, the time, the promotions and the
 * coupons applied, to the discounts (in minor units, for `computeTotals`), the gift lines the cart
 * must hold, the coupon statuses and the promotion summary. Reading these from the database and
 * writing the gift lines is `promotion-store.ts`.
 *
 * Rules (where the spec is silent, the decisions are these):
 * - A promotion is **eligible** when now is within [startsAt, endsAt] (both inclusive, either
 *   may be open), its customer group is ALL or the cart's (GUEST for a guest's cart, REGISTERED
 *   for a member's), its currency is unset or the cart's, and — when coupon_required — a valid
 *   coupon of it is applied to the cart. Promotions with a level/kind pair the engine does not
 *   know are ignored (a coupon of one is PRM175). Only eligible promotions appear in the summary.
 * - Supported pairs: PRODUCT percent|amount|gift, ORDER percent|amount|gift, SHIPPING
 *   free-shipping|percent|amount.
 * - **Qualifying lines**: non-bonus lines; for PRODUCT and gift promotions with a category, those
 *   whose product is in that category or one of its descendants. ORDER and SHIPPING percent and
 *   amount promotions ignore the category.
 * - **Threshold base** (inclusive, ≥): PRODUCT promotions the qualifying lines at current
 *   (sale) prices; ORDER, SHIPPING and ORDER-level gift promotions the qualifying lines after
 *   PRODUCT discounts and before ORDER discounts. A promotion is earned when the base is ≥ the
 *   threshold and above zero (an empty cart earns nothing).
 * - **Amounts**: PRODUCT promotions run first, in the given order, each on what earlier ones
 *   left of the qualifying lines (percent rounded half up on that sum, an amount taken once off
 *   it), spread over the lines in proportion (`prorate`: exact, never more than a line has).
 *   ORDER promotions follow the same way on the order subtotal after PRODUCT discounts; the
 *   total is spread over lines by `computeTotals`. Percent values are clamped to 0–100, so no
 *   discount exceeds what it applies to.
 * - **Gift with purchase** (kind gift): earned and the gift variant in stock online → one bonus
 *   line of it (quantity 1, free); earned but out of stock → no line, and the summary entry
 *   carries errorId GFO404 (show that message instead of the "earned" callout).
 * - **SHIPPING** promotions only say what is earned; `shippingDiscount` applies them to the
 *   shipping charge of the chosen methods (checkout's), free-shipping taking all of it.
 * - **Summary** (one entry per eligible promotion, in the given order): distance = threshold −
 *   base (0 when earned); approachingDisplayLevel = the whole percent of the threshold reached
 *   (100 when earned, 0 for an unearned promotion without threshold); state approaching below
 *   IN_PROGRESS_LEVEL (50 %), inProgress from there, earned when met — the index of the callout
 *   part to show. calloutMessage only when it has exactly three parts (else null); messageKind
 *   from the id (GWP, GUEST, REGISTERED); couponCode of the coupon that unlocked it.
 * - **Coupons**: a coupon's status is re-checked on every answer; one that stopped being valid
 *   (expired, limit reached…) stays on the cart with valid: false and that error id as statusCode.
 */

export type PromotionRule = typeof promotions.$inferSelect;
export type CouponRule = typeof coupons.$inferSelect;
export type CustomerGroup = "GUEST" | "REGISTERED";
export type PromotionLevel = "ORDER" | "PRODUCT" | "SHIPPING";

export interface PromotionLine {
  id: string;
  variantId: string;
  /** The product's category and all its ancestors. */
  categoryIds: readonly string[];
  quantity: number;
  /** Current (sale) price of one unit, minor units. */
  unitPrice: number;
  bonus: boolean;
}

export interface PromotionInput {
  lines: readonly PromotionLine[];
  group: CustomerGroup;
  currency: string;
  now: Date;
  /** Candidate promotions, in evaluation order. */
  promotions: readonly PromotionRule[];
  /** Coupons applied to the cart, in the order applied. */
  coupons: readonly CouponRule[];
  /** Online stock of gift variants; a variant not named has none. */
  giftStock: Readonly<Record<string, number>>;
}

/** Approaching below IN_PROGRESS_LEVEL % of the threshold, in progress from there, earned when met. */
export type PromotionState = "approaching" | "inProgress" | "earned";
/** The particular message of §3, chosen by the promotion id (see `messageKindOf`). */
export type MessageKind = "gift" | "guest" | "registered" | "standard";
export const IN_PROGRESS_LEVEL = 50;

export interface PromotionSummaryEntry {
  promotionId: string;
  promotionName: string;
  level: PromotionLevel;
  /** The stored callout when it has exactly three pipe-separated parts, else null. */
  calloutMessage: string | null;
  /** Percent (0–100, whole) of the threshold reached; 100 when earned. */
  approachingDisplayLevel: number;
  /** Minor units still to spend; 0 when earned. */
  distance: number;
  state: PromotionState;
  messageKind: MessageKind;
  couponCode: string | null;
  /** GFO404 when a gift is earned but out of stock. */
  errorId: "GFO404" | null;
}

export type CouponErrorId = Extract<ErrorId, "PRM130" | "PRM135" | "PRM140" | "PRM150" | "PRM155" | "PRM160" | "PRM175" | "PRM416">;

export interface CouponStatus {
  code: string;
  promotionId: string;
  /** The coupon may be used on this cart now. */
  valid: boolean;
  /** Valid, and its promotion is earned by the cart. */
  applied: boolean;
  /** APPLIED, NOT_EARNED (valid, threshold not met), or why it is not valid. */
  statusCode: "APPLIED" | "NOT_EARNED" | CouponErrorId;
}

export interface EarnedPromotion {
  promotionId: string;
  promotionName: string;
  couponCode: string | null;
  /** Minor units taken off (PRODUCT: over all its lines). */
  amount: number;
}

export interface ShippingPromotion {
  promotionId: string;
  promotionName: string;
  couponCode: string | null;
  kind: "free-shipping" | "percent" | "amount";
  value: number;
}

export interface GiftLine {
  promotionId: string;
  promotionName: string;
  couponCode: string | null;
  variantId: string;
}

export interface PromotionOutcome {
  /** PRODUCT discounts per line and ORDER discounts, for `computeTotals`. */
  discounts: AppliedDiscount[];
  /** PRODUCT promotions per line id. */
  productPromotions: Record<string, EarnedPromotion[]>;
  orderPromotions: EarnedPromotion[];
  /** Earned SHIPPING promotions, applied to a charge by `shippingDiscount`. */
  shippingPromotions: ShippingPromotion[];
  /** Bonus lines the cart must hold (earned gifts in stock), one per variant. */
  gifts: GiftLine[];
  summary: PromotionSummaryEntry[];
  coupons: CouponStatus[];
}

// ---- small rules -----------------------------------------------------------------------------

const SUPPORTED: Readonly<Record<PromotionLevel, readonly string[]>> = {
  PRODUCT: ["percent", "amount", "gift"],
  ORDER: ["percent", "amount", "gift"],
  SHIPPING: ["free-shipping", "percent", "amount"],
};

export function isSupported(promotion: PromotionRule): boolean {
  const kinds = SUPPORTED[promotion.level as PromotionLevel] as readonly string[] | undefined;
  if (!kinds?.includes(promotion.kind)) return false;
  return promotion.kind !== "gift" || !!promotion.giftVariantId;
}

/** Within [startsAt, endsAt], both inclusive and either open. */
export function isWithin(window: { startsAt: Date | null; endsAt: Date | null }, now: Date): boolean {
  return windowProblem(window, now) === null;
}

function windowProblem(window: { startsAt: Date | null; endsAt: Date | null }, now: Date): "PRM135" | "PRM155" | null {
  if (window.startsAt && now.getTime() < window.startsAt.getTime()) return "PRM135";
  if (window.endsAt && now.getTime() > window.endsAt.getTime()) return "PRM155";
  return null;
}

/** Spec §5: a callout is used only when it has exactly three pipe-separated parts. */
export function validCallout(callout: string): string | null {
  return callout.split("|").length === 3 ? callout : null;
}

/**
 * Spec §3 "a promotion id containing GWP, GUEST or REGISTERED selects a particular message":
 * GWP → gift, GUEST → guest, REGISTERED → registered (checked in that order, case-insensitive),
 * else standard. The storefront picks its message template by this kind.
 */
export function messageKindOf(promotionId: string): MessageKind {
  const id = promotionId.toUpperCase();
  if (id.includes("GWP")) return "gift";
  if (id.includes("GUEST")) return "guest";
  if (id.includes("REGISTERED")) return "registered";
  return "standard";
}

/** Percent of an amount, rounded half up, the percent clamped to 0–100. */
export function percentOf(amount: number, percent: number): number {
  const clamped = Math.max(0, Math.min(100, Math.trunc(percent)));
  return Math.floor((amount * clamped + 50) / 100);
}

/**
 * Why a coupon cannot be used on a cart now (null when it can). The promotion is the coupon's.
 * Misconfigured promotion PRM175; before its (or its promotion's) start PRM135; after the end
 * PRM155; redemptions ≥ max_redemptions PRM140; another customer group or currency PRM160.
 */
export function couponProblem(coupon: CouponRule, promotion: PromotionRule | undefined, cart: { now: Date; group: CustomerGroup; currency: string }): CouponErrorId | null {
  if (!promotion) return "PRM130";
  if (!isSupported(promotion)) return "PRM175";
  const window = windowProblem(coupon, cart.now) ?? windowProblem(promotion, cart.now);
  if (window) return window;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return "PRM140";
  if (promotion.customerGroup !== "ALL" && promotion.customerGroup !== cart.group) return "PRM160";
  if (promotion.currency !== null && promotion.currency !== cart.currency) return "PRM160";
  return null;
}

// ---- the engine ------------------------------------------------------------------------------

const inCategory = (line: PromotionLine, categoryId: string | null) => categoryId === null || line.categoryIds.includes(categoryId);
const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

export function evaluatePromotions(input: PromotionInput): PromotionOutcome {
  const promotionsById = new Map(input.promotions.map((promotion) => [promotion.id, promotion]));
  const context = { now: input.now, group: input.group, currency: input.currency };

  // Coupons: valid ones unlock their promotion (the first valid code of a promotion names it).
  const couponProblems = input.coupons.map((coupon) => couponProblem(coupon, promotionsById.get(coupon.promotionId), context));
  const unlockedBy = new Map<string, string>();
  input.coupons.forEach((coupon, index) => {
    if (couponProblems[index] === null && !unlockedBy.has(coupon.promotionId)) unlockedBy.set(coupon.promotionId, coupon.code);
  });

  const eligible = input.promotions.filter(
    (promotion) =>
      isSupported(promotion) &&
      isWithin(promotion, input.now) &&
      (promotion.customerGroup === "ALL" || promotion.customerGroup === input.group) &&
      (promotion.currency === null || promotion.currency === input.currency) &&
      (!promotion.couponRequired || unlockedBy.has(promotion.id)),
  );
  const couponOf = (promotion: PromotionRule) => unlockedBy.get(promotion.id) ?? null;

  const shopperLines = input.lines.filter((line) => !line.bonus);
  /** What is left of each line after the discounts so far. */
  const remaining = new Map(shopperLines.map((line) => [line.id, line.unitPrice * line.quantity]));
  const currentTotal = (lines: readonly PromotionLine[]) => sum(lines.map((line) => line.unitPrice * line.quantity));
  const remainingTotal = (lines: readonly PromotionLine[]) => sum(lines.map((line) => remaining.get(line.id)!));
  const qualifying = (promotion: PromotionRule) => shopperLines.filter((line) => inCategory(line, promotion.level === "PRODUCT" || promotion.kind === "gift" ? promotion.categoryId : null));

  const discounts: AppliedDiscount[] = [];
  const productPromotions: Record<string, EarnedPromotion[]> = {};
  const orderPromotions: EarnedPromotion[] = [];
  const shippingPromotions: ShippingPromotion[] = [];
  const gifts: GiftLine[] = [];
  const bases = new Map<string, number>();
  const earned = new Set<string>();
  const giftOutOfStock = new Set<string>();
  const isEarned = (promotion: PromotionRule, base: number) => base > 0 && base >= promotion.threshold;

  /** Takes `amount` (capped) off `lines` in proportion to what is left of them. */
  function takeOff(lines: readonly PromotionLine[], amount: number): number[] {
    const weights = lines.map((line) => remaining.get(line.id)!);
    const capped = Math.max(0, Math.min(amount, sum(weights)));
    const parts = prorate(capped, weights);
    lines.forEach((line, index) => remaining.set(line.id, weights[index]! - parts[index]!));
    return parts;
  }

  // 1. PRODUCT promotions, on the qualifying lines at current prices.
  for (const promotion of eligible.filter((candidate) => candidate.level === "PRODUCT")) {
    const lines = qualifying(promotion);
    const base = currentTotal(lines);
    bases.set(promotion.id, base);
    if (!isEarned(promotion, base) || promotion.kind === "gift") continue;
    earned.add(promotion.id);
    const left = remainingTotal(lines);
    const parts = takeOff(lines, promotion.kind === "percent" ? percentOf(left, promotion.value) : Math.max(0, promotion.value));
    lines.forEach((line, index) => {
      const amount = parts[index]!;
      if (amount <= 0) return;
      discounts.push({ promotionId: promotion.id, level: "PRODUCT", itemId: line.id, amount });
      (productPromotions[line.id] ??= []).push({ promotionId: promotion.id, promotionName: promotion.name, couponCode: couponOf(promotion), amount });
    });
  }

  // 2. ORDER and SHIPPING thresholds: the order subtotal after PRODUCT discounts.
  const afterProduct = new Map(remaining);
  const orderBase = (promotion: PromotionRule) => sum(qualifying(promotion).map((line) => afterProduct.get(line.id)!));
  for (const promotion of eligible.filter((candidate) => candidate.level === "ORDER" && candidate.kind !== "gift")) {
    const base = orderBase(promotion);
    bases.set(promotion.id, base);
    if (!isEarned(promotion, base)) continue;
    earned.add(promotion.id);
    const left = remainingTotal(shopperLines);
    const amount = sum(takeOff(shopperLines, promotion.kind === "percent" ? percentOf(left, promotion.value) : Math.max(0, promotion.value)));
    if (amount > 0) discounts.push({ promotionId: promotion.id, level: "ORDER", amount });
    orderPromotions.push({ promotionId: promotion.id, promotionName: promotion.name, couponCode: couponOf(promotion), amount });
  }
  for (const promotion of eligible.filter((candidate) => candidate.level === "SHIPPING")) {
    const base = orderBase(promotion);
    bases.set(promotion.id, base);
    if (!isEarned(promotion, base)) continue;
    earned.add(promotion.id);
    shippingPromotions.push({ promotionId: promotion.id, promotionName: promotion.name, couponCode: couponOf(promotion), kind: promotion.kind as ShippingPromotion["kind"], value: promotion.value });
  }

  // 3. Gifts: ORDER-level ones on the subtotal after PRODUCT discounts (PRODUCT-level ones were measured above).
  for (const promotion of eligible.filter((candidate) => candidate.kind === "gift")) {
    if (promotion.level === "ORDER") bases.set(promotion.id, orderBase(promotion));
    if (!isEarned(promotion, bases.get(promotion.id) ?? 0)) continue;
    earned.add(promotion.id);
    const variantId = promotion.giftVariantId!;
    if ((input.giftStock[variantId] ?? 0) <= 0) giftOutOfStock.add(promotion.id);
    else if (!gifts.some((gift) => gift.variantId === variantId)) gifts.push({ promotionId: promotion.id, promotionName: promotion.name, couponCode: couponOf(promotion), variantId });
  }

  const summary = eligible.map((promotion): PromotionSummaryEntry => {
    const base = bases.get(promotion.id) ?? 0;
    const isMet = earned.has(promotion.id);
    const level = isMet ? 100 : promotion.threshold > 0 ? Math.min(99, Math.floor((base * 100) / promotion.threshold)) : 0;
    return {
      promotionId: promotion.id,
      promotionName: promotion.name,
      level: promotion.level as PromotionLevel,
      calloutMessage: validCallout(promotion.calloutMessage),
      approachingDisplayLevel: level,
      distance: isMet ? 0 : Math.max(0, promotion.threshold - base),
      state: isMet ? "earned" : level >= IN_PROGRESS_LEVEL ? "inProgress" : "approaching",
      messageKind: messageKindOf(promotion.id),
      couponCode: couponOf(promotion),
      errorId: giftOutOfStock.has(promotion.id) ? "GFO404" : null,
    };
  });

  const coupons = input.coupons.map((coupon, index): CouponStatus => {
    const problem = couponProblems[index]!;
    const applied = problem === null && earned.has(coupon.promotionId);
    return { code: coupon.code, promotionId: coupon.promotionId, valid: problem === null, applied, statusCode: problem ?? (applied ? "APPLIED" : "NOT_EARNED") };
  });

  return { discounts, productPromotions, orderPromotions, shippingPromotions, gifts, summary, coupons };
}

/**
 * The SHIPPING discounts of the earned shipping promotions on a shipping charge (minor units),
 * for `computeTotals` (`discounts`, with `shipping: charge`). Each takes from what earlier ones
 * left: free-shipping all of it, percent rounded half up, amount at most what is left.
 */
export function shippingDiscount(outcome: Pick<PromotionOutcome, "shippingPromotions">, charge: number): AppliedDiscount[] {
  let left = Math.max(0, charge);
  return outcome.shippingPromotions.map((promotion) => {
    const wanted = promotion.kind === "free-shipping" ? left : promotion.kind === "percent" ? percentOf(left, promotion.value) : Math.max(0, promotion.value);
    const amount = Math.min(left, wanted);
    left -= amount;
    return { promotionId: promotion.promotionId, level: "SHIPPING", amount };
  });
}

/**
 * What a shipment's rate adds to the shipping charge once the earned SHIPPING promotions are
 * applied, given the other shipments' charge (minor units): free shipping makes it 0, a percent
 * takes its share, an amount off takes what the others left of it.
 */
export function chargedRate(outcome: Pick<PromotionOutcome, "shippingPromotions">, rate: number, others: number): number {
  const charged = (charge: number) => charge - shippingDiscount(outcome, charge).reduce((sum, discount) => sum + discount.amount, 0);
  return charged(others + rate) - charged(others);
}

// ---- the answer ------------------------------------------------------------------------------

/** The promotion parts of the Cart answer, amounts converted to currency units. */
export interface PromotionAnswer {
  couponItems: CouponItemAnswer[];
  orderPromotions: OrderPromotionAnswer[];
  promoSummary: PromoSummaryAnswer[];
  /** By line id. */
  productPromotions: Record<string, ProductPromotionAnswer[]>;
}

/**
 * Converts an outcome to the answer. `shipping`: the SHIPPING discounts applied (from
 * `shippingDiscount`); `bonusLines`: the cart's bonus lines (id and value), each credited to
 * the gift promotion of its variant.
 */
export function toPromotionAnswer(outcome: PromotionOutcome, shipping: readonly AppliedDiscount[] = [], bonusLines: readonly { id: string; variantId: string; value: number }[] = []): PromotionAnswer {
  const adjustment = (entry: { promotionId: string; promotionName: string; couponCode: string | null }, amount: number): ProductPromotionAnswer => ({
    promotionId: entry.promotionId,
    promotionName: entry.promotionName,
    couponCode: entry.couponCode,
    campaignId: null,
    price: toUnits(-amount),
  });
  const orderAdjustment = (entry: { promotionId: string; promotionName: string; couponCode: string | null }, level: "ORDER" | "SHIPPING", amount: number): OrderPromotionAnswer => ({
    promotionId: entry.promotionId,
    promotionName: entry.promotionName,
    level,
    couponCode: entry.couponCode,
    price: toUnits(-amount),
  });
  const productPromotions: Record<string, ProductPromotionAnswer[]> = {};
  for (const [lineId, entries] of Object.entries(outcome.productPromotions)) productPromotions[lineId] = entries.map((entry) => adjustment(entry, entry.amount));
  for (const line of bonusLines) {
    const gift = outcome.gifts.find((candidate) => candidate.variantId === line.variantId);
    if (gift) productPromotions[line.id] = [adjustment(gift, line.value)];
  }
  const shippingAmount = (promotionId: string) => sum(shipping.filter((discount) => discount.promotionId === promotionId).map((discount) => discount.amount));
  return {
    couponItems: outcome.coupons.map((coupon) => ({ ...coupon })),
    orderPromotions: [
      ...outcome.orderPromotions.map((entry) => orderAdjustment(entry, "ORDER", entry.amount)),
      ...outcome.shippingPromotions.map((entry) => orderAdjustment(entry, "SHIPPING", shippingAmount(entry.promotionId))),
    ],
    promoSummary: outcome.summary.map(({ distance, ...entry }) => ({ ...entry, distanceFromConditionThreshold: toUnits(distance) })),
    productPromotions,
  };
}
