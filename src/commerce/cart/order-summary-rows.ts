import type { CartAnswer } from "../../../contracts/api/cart.ts";
import type { ShipmentEntryAnswer } from "../../../contracts/api/checkout.ts";
import { formatPrice, siteById } from "../../../contracts/sites.ts";
import { orderSummaryStrings } from "./order-summary-strings.ts";

/** One row of the order summary, its amount already in the site's money format. */
export interface SummaryRow {
  key: string;
  label: string;
  value: string;
  /** A discount (shown as a saving), the grand total, or a note under a row. */
  kind?: "discount" | "total" | "remaining";
  /** A smaller line under the label (the shipping promotion's name). */
  note?: string;
}

/** Methods that deliver to the shopper's address: charged only once the cart has one. */
const ADDRESS_METHOD_CODES = new Set(["standard", "customs"]);

/**
 * The rows of a cart's order summary (pure; the cart and checkout screens show them): the list
 * price of the units, markdowns and product promotions, each order promotion by name, an in-store
 * associate's price adjustments (buy-in-store carts), shipping
 * ("calculated at checkout" while a home delivery has no address yet, "free" at 0), tax (added on
 * top in North America, included in Europe: backend/cart/tax.ts), the total, and what remains to
 * pay when payment instruments already cover part of it.
 */
export function orderSummaryRows(cart: CartAnswer, siteId: string): SummaryRow[] {
  const site = siteById(siteId);
  const strings = orderSummaryStrings(siteId);
  const money = (amount: number) => formatPrice(amount, site);
  const { totals } = cart;
  const rows: SummaryRow[] = [{ key: "subtotal", label: strings.subtotal(totals.totalUnits), value: money(totals.itemSubTotal) }];

  // An associate's line adjustments are in the lines' prices (itemTotal), the order's in the
  // total: both are told apart from the markdowns and promotions, on a row of their own.
  const adjustments = cart.priceAdjustments ?? [];
  const lineAdjusted = round2(adjustments.filter((adjustment) => adjustment.itemId !== null).reduce((sum, adjustment) => sum + adjustment.amount, 0));
  const adjusted = round2(adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0));
  const itemSavings = round2(totals.itemSubTotal - totals.itemTotal - lineAdjusted);
  if (itemSavings > 0) rows.push({ key: "item-savings", label: strings.itemSavings, value: money(-itemSavings), kind: "discount" });
  for (const promotion of cart.orderPromotions) {
    if (promotion.level !== "ORDER" || promotion.price === 0) continue;
    rows.push({ key: `promotion-${promotion.promotionId}`, label: promotion.promotionName, value: money(promotion.price), kind: "discount", note: promotion.couponCode ?? undefined });
  }
  if (adjusted > 0) rows.push({ key: "price-adjustments", label: strings.priceAdjustments, value: money(-adjusted), kind: "discount" });

  const shipments = cart.shippingMethods as Partial<ShipmentEntryAnswer>[];
  const awaitingAddress = shipments.some((shipment) => ADDRESS_METHOD_CODES.has(String(shipment.code)) && !shipment.address);
  const shippingPromotions = cart.orderPromotions.filter((promotion) => promotion.level === "SHIPPING").map((promotion) => promotion.promotionName);
  const shippingValue = totals.shipping > 0 ? money(totals.shipping) : awaitingAddress ? strings.shippingAtCheckout : strings.shippingFree;
  if (cart.items.length > 0) rows.push({ key: "shipping", label: strings.shipping, value: shippingValue, note: shippingPromotions.join(", ") || undefined });

  const taxIncluded = site.region === "EMEA";
  rows.push({ key: "tax", label: taxIncluded ? strings.taxIncluded : strings.tax, value: money(totals.tax) });
  rows.push({ key: "total", label: strings.total, value: money(totals.total), kind: "total" });
  if (round2(totals.remainingToPay) !== round2(totals.total)) rows.push({ key: "remaining", label: strings.remainingToPay, value: money(totals.remainingToPay), kind: "remaining" });
  return rows;
}

/** "You save $40.00 (20.0 %)" when anything is saved on merchandise; undefined otherwise. */
export function savingsText(cart: CartAnswer, siteId: string): string | undefined {
  if (cart.totals.totalDiscount <= 0) return undefined;
  const site = siteById(siteId);
  // Commerce spec §9: a percent discount to one decimal.
  const percent = new Intl.NumberFormat(site.locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(cart.totals.totalDiscountPercentage / 100);
  return orderSummaryStrings(siteId).youSave(formatPrice(cart.totals.totalDiscount, site), percent);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
