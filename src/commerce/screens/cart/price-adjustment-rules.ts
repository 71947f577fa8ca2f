import type { PriceAdjustmentAnswer, PriceAdjustmentRequest } from "../../../../contracts/api/cart.ts";
import type { Rules } from "../../../forms/validators.ts";

/**
 * An in-store associate's price adjustments (buy-in-store mode, commerce spec §1, §7
 * `…/price_adjustments`): which kinds a line and the order take, and the checks of the form,
 * the same as the commerce API's (backend/cart/price-adjustments.ts `adjustmentProblem`), so
 * that the associate learns before sending. Pure.
 */

export type AdjustmentType = PriceAdjustmentRequest["type"];
export type AdjustmentReason = PriceAdjustmentRequest["reasonCode"];
export type { PriceAdjustmentAnswer };

/** What the adjustment form sends: the kind, the value (currency units, or whole percent) and why. */
export type AdjustmentTerms = Pick<PriceAdjustmentRequest, "type" | "value" | "reasonCode">;

/** A line's or the order's adjustment. A fixed price names one unit's price, so only a line has it. */
export const adjustmentTypesFor = (target: "line" | "order"): readonly AdjustmentType[] => (target === "line" ? ["AMOUNT", "PERCENT", "FIXED_PRICE"] : ["AMOUNT", "PERCENT"]);

/** The words the checks use (cart-strings.ts), with the site's money format for the limits. */
export interface AdjustmentCheckWords {
  valuePositive: string;
  percentWhole: string;
  percentMax: string;
  amountCents: string;
  amountOverLimit: (limit: string) => string;
  fixedPriceBelow: (price: string) => string;
}

/** The typed value as a number: a decimal comma (French, German) is read as a point. */
export const parseAdjustmentValue = (text: string): string => text.trim().replace(",", ".");

/**
 * Why the typed value cannot be sent, or undefined. `limit` is what an amount off may take at most
 * (a line: one unit's current price, since a line's amount is per unit; the order: its
 * merchandise after promotions and the lines' adjustments), and what a new price must stay below.
 */
export function adjustmentValueError(text: string, type: AdjustmentType, limit: number, rules: Rules, words: AdjustmentCheckWords, money: (amount: number) => string): string | undefined {
  const typed = parseAdjustmentValue(text);
  const malformed = rules.required()(typed, {}) ?? rules.number()(typed, {});
  if (malformed) return malformed;
  const value = Number(typed);
  if (value <= 0) return words.valuePositive;
  if (type === "PERCENT") {
    if (!Number.isInteger(value)) return words.percentWhole;
    return value > 100 ? words.percentMax : undefined;
  }
  if (!/^\d*(\.\d{0,2})?$/.test(typed.replace(/^\+/, ""))) return words.amountCents;
  if (type === "FIXED_PRICE") return value < limit ? undefined : words.fixedPriceBelow(money(limit));
  return value <= limit ? undefined : words.amountOverLimit(money(limit));
}

/** The reason of an adjustment, among those the contract knows; undefined for any other code. */
export const knownReason = (reasonCode: string, labels: Readonly<Record<AdjustmentReason, string>>): AdjustmentReason | undefined =>
  Object.hasOwn(labels, reasonCode) ? (reasonCode as AdjustmentReason) : undefined;

/** The value as the form shows it again when the adjustment is edited. */
export const valueText = (adjustment: Pick<PriceAdjustmentAnswer, "type" | "value">): string => (adjustment.type === "PERCENT" ? String(adjustment.value) : adjustment.value.toFixed(2));
