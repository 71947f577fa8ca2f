import { MAX_ITEM_QUANTITY, type CartAnswer, type CartFlash, type PriceAdjustmentAnswer } from "../../contracts/api/cart.ts";
import { MEMBER_GROUPS, type MemberDiscountAnswer } from "../../contracts/api/member-prices.ts";
import { siteById } from "../../contracts/sites.ts";
import { productPath } from "../../contracts/paths.ts";
import type { CartLine, CartSnapshot } from "./cart-store.ts";
import type { PromotionAnswer } from "./promotions.ts";
import { priceCheckout } from "../checkout/pricing.ts";
import { taxRuleFor } from "./tax.ts";
import { computeTotals, type AppliedDiscount, type PricedLine } from "./totals.ts";
import { toUnits } from "../money.ts";
import { memberPriceAnswerOf } from "../pricing/member-prices.ts";

export function pricedLine(line: CartLine): PricedLine {
  return { id: line.id, quantity: line.quantity, unitOriginal: line.listAmount ?? 0, unitCurrent: line.saleAmount ?? 0, bonus: line.bonus };
}

/** The totals of a cart or order as answered: currency units, from the minor units computed. */
export function totalsAnswer<R>(
  totals: { total: number; totalDiscount: number; itemTotal: number; netAmount: number; shipping: number; taxAmount: number; totalDiscountPercentage: number; totalUnits: number; itemSubTotal: number },
  currency: string,
  remainingToPay: number,
  appliedRewards: R,
) {
  return {
    total: toUnits(totals.total),
    totalDiscount: toUnits(totals.totalDiscount),
    itemTotal: toUnits(totals.itemTotal),
    totalWithoutTax: toUnits(totals.netAmount),
    shipping: toUnits(totals.shipping),
    tax: toUnits(totals.taxAmount),
    totalDiscountPercentage: totals.totalDiscountPercentage,
    remainingToPay: toUnits(remainingToPay),
    currency,
    totalUnits: totals.totalUnits,
    itemSubTotal: toUnits(totals.itemSubTotal),
    netAmount: toUnits(totals.netAmount),
    taxAmount: toUnits(totals.taxAmount),
    appliedRewards,
  };
}

/**
 * What each customer group's prices take off the lines (minor units, converted), in
 * MEMBER_GROUPS order; empty for a cart without member-priced lines.
 */
export function memberDiscountsOf(lines: readonly CartLine[]): MemberDiscountAnswer[] {
  const byGroup = new Map<string, MemberDiscountAnswer & { minor: number }>();
  for (const line of lines) {
    if (!line.memberPrice || line.saleAmount === null) continue;
    const { rule, regularAmount } = line.memberPrice;
    const entry = byGroup.get(rule.group) ?? { ...memberPriceAnswerOf(rule), amount: 0, minor: 0 };
    entry.minor += (regularAmount - line.saleAmount) * line.quantity;
    byGroup.set(rule.group, entry);
  }
  return MEMBER_GROUPS.flatMap((group) => {
    const entry = byGroup.get(group);
    return entry && entry.minor > 0 ? [{ group: entry.group, label: entry.label, amount: toUnits(entry.minor) }] : [];
  });
}

export interface AnswerOptions {
  /** Results of the promotion engine (promotions.ts; `answerCart` in promotion-store.ts passes them). */
  discounts?: AppliedDiscount[];
  /** couponItems, orderPromotions, promoSummary and the lines' productPromotions. */
  promotions?: PromotionAnswer;
  shipping?: number;
  paid?: number;
  /** Flash of this answer; the cart's stored flash otherwise. */
  flash?: CartFlash[];
  priceAdjustments?: PriceAdjustmentAnswer[];
}

/** The Cart answer (commerce spec §3): totals computed in minor units, converted at the edge. */
export function toCartAnswer(snapshot: CartSnapshot, options: AnswerOptions = {}): CartAnswer {
  const { cart } = snapshot;
  const site = siteById(cart.siteId);
  // Shipments, their charge (unless given) and what the payment instruments pay: checkout's.
  const checkout = priceCheckout(snapshot, (charges) => computeTotals({ lines: snapshot.lines.map(pricedLine) }, { tax: taxRuleFor(site.siteId), discounts: options.discounts, ...charges }), { shipping: options.shipping, paid: options.paid });
  const { totals } = checkout;
  const lineTotals = new Map(totals.lines.map((line) => [line.id, line]));
  const memberDiscounts = memberDiscountsOf(snapshot.lines);

  return {
    id: cart.id,
    siteId: cart.siteId,
    currency: cart.currency,
    totalItems: totals.totalUnits,
    totals: totalsAnswer(totals, cart.currency, totals.remainingToPay, checkout.appliedRewards),
    items: snapshot.lines.map((line) => {
      const priced = lineTotals.get(line.id)!;
      return {
        id: line.id,
        productId: line.variantId,
        masterId: line.masterId,
        qty: line.quantity,
        maxQty: Math.min(line.stock, MAX_ITEM_QUANTITY),
        upc: line.upc,
        name: line.name,
        pdpUrl: productPath(site.localePath, line.slug, line.variantId),
        slug: line.slug,
        price: {
          original: toUnits(priced.unitOriginal),
          current: toUnits(priced.unitCurrent),
          rowTotal: toUnits(priced.rowTotal),
          priceAfterItemDiscount: toUnits(priced.priceAfterItemDiscount),
          priceAfterOrderDiscount: toUnits(priced.priceAfterOrderDiscount),
          ...(line.memberPrice ? { memberPrice: memberPriceAnswerOf(line.memberPrice.rule) } : {}),
        },
        isDigitalProduct: line.isDigital,
        isCustoms: line.isCustoms,
        bonus: line.bonus,
        // Only on lines a promotion touches (the field is optional in the contract).
        ...(options.promotions?.productPromotions[line.id]?.length ? { productPromotions: options.promotions.productPromotions[line.id] } : {}),
        attributes: { color: line.colorName, size: line.size },
        rating: { score: line.ratingTenths / 10, reviewsCount: line.reviewsCount },
        badge: line.badge,
        shippingOptions: {
          selected: line.shippingMethod,
          storeInfo: line.shippingMethod === "pickup" && line.storeId ? { id: line.storeId, storeInventory: line.stock } : null,
        },
      };
    }),
    payment_instruments: checkout.paymentInstruments,
    shippingMethods: checkout.shippingMethods,
    couponItems: options.promotions?.couponItems ?? [],
    orderPromotions: options.promotions?.orderPromotions ?? [],
    promoSummary: options.promotions?.promoSummary ?? [],
    flash: options.flash ?? cart.flash,
    ...(options.priceAdjustments?.length ? { priceAdjustments: options.priceAdjustments } : {}),
    ...(memberDiscounts.length ? { memberDiscounts } : {}),
  };
}
