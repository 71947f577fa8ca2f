/**
 * Cart arithmetic, pure and in minor units (integers), so that every total adds up exactly.
 * Promotions are evaluated elsewhere (the promotion engine, next round): what reaches this
 * function are their results, as discounts per line, per order and on shipping.
 */

/** A line as the arithmetic sees it. Unit prices in minor units. */
export interface PricedLine {
  id: string;
  quantity: number;
  /** List price of one unit. */
  unitOriginal: number;
  /** Current (sale) price of one unit. */
  unitCurrent: number;
  /** A gift-with-purchase line: free, its value counted as a discount. */
  bonus: boolean;
}

export interface TotalsSnapshot {
  lines: readonly PricedLine[];
}

/** The result of a promotion, a positive discount in minor units. */
export interface AppliedDiscount {
  promotionId: string;
  level: "PRODUCT" | "ORDER" | "SHIPPING";
  /** PRODUCT: the line it applies to. */
  itemId?: string;
  amount: number;
}

/**
 * A simple named tax rate per site; real tax calculation is out of scope. `included`: prices
 * already contain the tax (VAT in Europe), else it is added on top (sales tax in North America).
 */
export interface TaxRule {
  name: string;
  /** Rate in basis points: 800 = 8 %. */
  basisPoints: number;
  included: boolean;
}

export interface Pricing {
  tax: TaxRule;
  discounts?: readonly AppliedDiscount[];
  /** Shipping charge of the chosen methods; 0 until one is chosen. */
  shipping?: number;
  /** Already covered by payment instruments (gift cards, points…). */
  paid?: number;
}

export interface LineTotals {
  id: string;
  unitOriginal: number;
  unitCurrent: number;
  /** current × quantity. */
  rowTotal: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
}

export interface CartTotals {
  lines: LineTotals[];
  totalUnits: number;
  /** Σ list price × quantity. */
  itemSubTotal: number;
  /** Σ after markdowns and product promotions, before order promotions. */
  itemTotal: number;
  orderDiscount: number;
  /** Everything saved on merchandise: markdowns, product and order promotions, gifts. */
  totalDiscount: number;
  /** Percent of itemSubTotal saved, to one decimal. */
  totalDiscountPercentage: number;
  shipping: number;
  /** Amount before tax (merchandise after discounts and shipping). */
  netAmount: number;
  taxAmount: number;
  /** What the shopper pays, tax included. */
  total: number;
  remainingToPay: number;
}

/** Tax of a net amount added on top, rounded half up. */
export function taxOnTop(net: number, basisPoints: number): number {
  return Math.floor((net * basisPoints + 5000) / 10000);
}

/** Tax contained in a gross amount, rounded half up: gross × rate / (1 + rate). */
export function taxIncluded(gross: number, basisPoints: number): number {
  const denominator = 10000 + basisPoints;
  return Math.floor((gross * basisPoints * 2 + denominator) / (denominator * 2));
}

/**
 * Splits `amount` over `weights` in proportion, exactly (largest remainder): the parts add up
 * to `amount`, and no part exceeds its weight when amount ≤ Σ weights.
 */
export function prorate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

export function computeTotals(snapshot: TotalsSnapshot, pricing: Pricing): CartTotals {
  const discounts = pricing.discounts ?? [];

  const afterItem = snapshot.lines.map((line) => {
    const rowTotal = line.unitCurrent * line.quantity;
    const promoted = discounts.filter((discount) => discount.level === "PRODUCT" && discount.itemId === line.id).reduce((sum, discount) => sum + discount.amount, 0);
    const itemDiscount = line.bonus ? rowTotal : clamp(promoted, rowTotal);
    return { line, rowTotal, priceAfterItemDiscount: rowTotal - itemDiscount };
  });

  const itemTotal = afterItem.reduce((sum, entry) => sum + entry.priceAfterItemDiscount, 0);
  const orderDiscount = clamp(discounts.filter((discount) => discount.level === "ORDER").reduce((sum, discount) => sum + discount.amount, 0), itemTotal);
  const orderShares = prorate(orderDiscount, afterItem.map((entry) => entry.priceAfterItemDiscount));

  const lines: LineTotals[] = afterItem.map((entry, index) => ({
    id: entry.line.id,
    unitOriginal: entry.line.unitOriginal,
    unitCurrent: entry.line.unitCurrent,
    rowTotal: entry.rowTotal,
    priceAfterItemDiscount: entry.priceAfterItemDiscount,
    priceAfterOrderDiscount: entry.priceAfterItemDiscount - orderShares[index]!,
  }));

  const itemSubTotal = snapshot.lines.reduce((sum, line) => sum + line.unitOriginal * line.quantity, 0);
  const merchandise = itemTotal - orderDiscount;
  const totalDiscount = itemSubTotal - merchandise;
  const shippingCharge = Math.max(0, pricing.shipping ?? 0);
  const shippingDiscount = clamp(discounts.filter((discount) => discount.level === "SHIPPING").reduce((sum, discount) => sum + discount.amount, 0), shippingCharge);
  const shipping = shippingCharge - shippingDiscount;

  const { basisPoints, included } = pricing.tax;
  let netAmount: number;
  let taxAmount: number;
  let total: number;
  if (included) {
    total = merchandise + shipping;
    taxAmount = taxIncluded(total, basisPoints);
    netAmount = total - taxAmount;
  } else {
    netAmount = merchandise + shipping;
    taxAmount = taxOnTop(netAmount, basisPoints);
    total = netAmount + taxAmount;
  }

  return {
    lines,
    totalUnits: snapshot.lines.reduce((sum, line) => sum + line.quantity, 0),
    itemSubTotal,
    itemTotal,
    orderDiscount,
    totalDiscount,
    totalDiscountPercentage: itemSubTotal > 0 ? Math.round((totalDiscount * 1000) / itemSubTotal) / 10 : 0,
    shipping,
    netAmount,
    taxAmount,
    total,
    remainingToPay: Math.max(0, total - (pricing.paid ?? 0)),
  };
}
