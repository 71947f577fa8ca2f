import type { PriceAdjustmentRequest } from "../../contracts/api/cart.ts";
import type { priceAdjustments } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { toMinor } from "../money.ts";
import { percentOf } from "./promotions.ts";
import type { AppliedDiscount } from "./totals.ts";

/**
 * Price adjustments by in-store associates (buy-in-store mode, commerce spec §1 and §7): a
 * line's or the order's price lowered for a reason (price match, damaged item…). Pure rules
 * here; the routes are in price-adjustment-routes.ts. Values in minor units (percent whole).
 */

export type AdjustmentRow = typeof priceAdjustments.$inferSelect;
export type AdjustmentType = PriceAdjustmentRequest["type"];

/** What an adjustment sees of its line. */
export interface AdjustedLine {
  id: string;
  quantity: number;
  /** Current price of one unit, minor units. */
  unitCurrent: number;
  bonus: boolean;
}

/** An adjustment's target and terms, minor units (AMOUNT, FIXED_PRICE) or whole percent. */
export interface AdjustmentTerms {
  type: AdjustmentType;
  value: number;
}

/** Currency units from the request to minor units; undefined when finer than a cent. */
export function toMinorValue(type: AdjustmentType, value: number): number | undefined {
  if (type === "PERCENT") return Number.isInteger(value) ? value : undefined;
  const minor = toMinor(value);
  return Math.abs(minor - value * 100) < 1e-6 ? minor : undefined;
}

/**
 * Why these terms cannot apply (a PRC400 message), or null. `line` is null for an order
 * adjustment, whose `orderBase` is the merchandise total it would come off.
 */
export function adjustmentProblem(terms: AdjustmentTerms, line: AdjustedLine | null, orderBase: number): string | null {
  const { type, value } = terms;
  if (type === "PERCENT") return value >= 1 && value <= 100 ? null : "A percentage must be a whole number from 1 to 100";
  if (type === "FIXED_PRICE") {
    if (!line) return "A fixed price applies to one line: give its itemId";
    return value < line.unitCurrent ? null : "A fixed price must be below the current price";
  }
  if (value <= 0) return "An amount off must be more than zero";
  if (line) return value <= line.unitCurrent ? null : "An amount off cannot exceed the unit price";
  return value <= orderBase ? null : "An amount off cannot exceed the order's merchandise total";
}

/** What the adjustment takes off, minor units: per unit × quantity on a line, once on the order. */
export function adjustmentAmount(terms: AdjustmentTerms, line: AdjustedLine | null, orderBase: number): number {
  if (line) {
    const rowTotal = line.unitCurrent * line.quantity;
    if (terms.type === "PERCENT") return percentOf(rowTotal, terms.value);
    if (terms.type === "FIXED_PRICE") return Math.max(0, (line.unitCurrent - terms.value) * line.quantity);
    return Math.min(rowTotal, terms.value * line.quantity);
  }
  if (terms.type === "PERCENT") return percentOf(orderBase, terms.value);
  return Math.min(orderBase, terms.value);
}

/** What an order adjustment comes off: the bought lines' merchandise less what is already taken off it. */
export function orderBaseOf(lines: readonly AdjustedLine[], takenOff: number): number {
  const merchandise = lines.filter((line) => !line.bonus).reduce((sum, line) => sum + line.unitCurrent * line.quantity, 0);
  return Math.max(0, merchandise - takenOff);
}

/**
 * The discounts of a cart's adjustments for `computeTotals`: line adjustments as PRODUCT
 * discounts, then the order adjustment as an ORDER discount on what is left after them and
 * `productDiscounts` (the promotions'). An adjustment whose line is gone or became a gift
 * takes nothing.
 */
export function adjustmentDiscounts(rows: readonly AdjustmentRow[], lines: readonly AdjustedLine[], productDiscounts: number): { discounts: AppliedDiscount[]; amounts: Map<string, number> } {
  const amounts = new Map<string, number>();
  const discounts: AppliedDiscount[] = [];
  const byId = new Map(lines.map((line) => [line.id, line]));
  let lineAdjusted = 0;
  for (const row of rows.filter((row) => row.itemId !== null)) {
    const line = byId.get(row.itemId!);
    const amount = line && !line.bonus ? adjustmentAmount(row, line, 0) : 0;
    amounts.set(row.id, amount);
    lineAdjusted += amount;
    if (amount > 0) discounts.push({ promotionId: `price-adjustment:${row.id}`, level: "PRODUCT", itemId: line!.id, amount });
  }
  const orderBase = orderBaseOf(lines, productDiscounts + lineAdjusted);
  for (const row of rows.filter((row) => row.itemId === null)) {
    const amount = adjustmentAmount(row, null, orderBase);
    amounts.set(row.id, amount);
    if (amount > 0) discounts.push({ promotionId: `price-adjustment:${row.id}`, level: "ORDER", amount });
  }
  return { discounts, amounts };
}

/** Throws the PRC400 of `adjustmentProblem`, or GWP403 for a gift line. */
export function assertAdjustable(terms: AdjustmentTerms, line: AdjustedLine | null, orderBase: number): void {
  if (line?.bonus) throw new ApiError(400, "GWP403", "A gift-with-purchase line cannot be adjusted");
  const problem = adjustmentProblem(terms, line, orderBase);
  if (problem) throw new ApiError(400, "PRC400", problem, { field: "value" });
}
